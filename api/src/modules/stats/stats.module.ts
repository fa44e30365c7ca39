import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/index.js';
import { StatsController } from './stats.controller.js';
import { StatsService } from './stats.service.js';

/** Site-wide totals, from the companies' kept aggregates. */
@Module({ imports: [CompaniesModule], controllers: [StatsController], providers: [StatsService] })
export class StatsModule {}
