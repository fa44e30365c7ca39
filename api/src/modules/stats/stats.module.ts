import { Module } from '@nestjs/common';
import { StatsController, StatsService } from './stats.controller.js';

@Module({ controllers: [StatsController], providers: [StatsService] })
export class StatsModule {}
