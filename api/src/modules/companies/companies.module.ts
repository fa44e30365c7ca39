import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { CategoriesController, CompaniesController, CompanyPageController, CountriesController } from './companies.controller.js';
import { CompaniesRepository } from './companies.repository.js';
import { CompaniesService } from './companies.service.js';
import { TrustRankRefresher } from './trust-rank-refresher.js';

@Module({
  imports: [AuthModule, ReviewsModule],
  // In this order, the order of the OpenAPI document's paths.
  controllers: [CompaniesController, CategoriesController, CountriesController, CompanyPageController],
  providers: [CompaniesRepository, CompaniesService, TrustRankRefresher],
  exports: [CompaniesRepository, CompaniesService],
})
export class CompaniesModule {}
