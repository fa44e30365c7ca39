import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { CompaniesController } from './companies.controller.js';
import { CompaniesRepository } from './companies.repository.js';
import { CompaniesService } from './companies.service.js';
import { CompanyModerationRepository } from './company-moderation.repository.js';
import { TrustRankRefresher } from './trust-rank-refresher.js';

@Module({
  imports: [AuthModule, ReviewsModule],
  controllers: [CompaniesController],
  providers: [CompaniesRepository, CompaniesService, TrustRankRefresher, CompanyModerationRepository],
  exports: [CompaniesRepository, CompaniesService, CompanyModerationRepository],
})
export class CompaniesModule {}
