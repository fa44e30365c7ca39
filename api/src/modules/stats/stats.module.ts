import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { CompaniesModule } from '../companies/index.js';
import { StatsController } from './stats.controller.js';
import { StatsService } from './stats.service.js';

/** Site-wide totals, from the companies' kept aggregates and the count of registered people. */
@Module({ imports: [AuthModule, CompaniesModule], controllers: [StatsController], providers: [StatsService] })
export class StatsModule {}
