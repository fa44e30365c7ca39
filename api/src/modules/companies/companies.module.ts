import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { CompaniesController } from './companies.controller.js';
import { CompaniesRepository } from './companies.repository.js';
import { CompaniesService } from './companies.service.js';
import { TrustRankRefresher } from './trust-rank-refresher.js';

@Module({
  imports: [AuthModule, ReviewsModule],
  controllers: [CompaniesController],
  providers: [CompaniesRepository, CompaniesService, TrustRankRefresher],
  exports: [CompaniesRepository, CompaniesService],
})
export class CompaniesModule {}
