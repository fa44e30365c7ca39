import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { CategoriesRepository } from './categories.repository.js';
import { CategoriesController, CompaniesController, CompanyPageController, CountriesController } from './companies.controller.js';
import { CompaniesRepository } from './companies.repository.js';
import { CompaniesService } from './companies.service.js';
import { CompanyActivityRepository } from './company-activity.repository.js';
import { CompanyModerationRepository } from './company-moderation.repository.js';
import { ModeratedCompanies } from './moderated-companies.service.js';
import { TrustRankRefresher } from './trust-rank-refresher.js';

@Module({
  imports: [AuthModule, ReviewsModule],
  // In this order, the order of the OpenAPI document's paths.
  controllers: [CompaniesController, CategoriesController, CountriesController, CompanyPageController],
  providers: [CompaniesRepository, CompanyActivityRepository, CategoriesRepository, CompanyModerationRepository, CompaniesService, ModeratedCompanies, TrustRankRefresher],
  // CompaniesService for the company reads and listing a company (business, stats, widgets);
  // ModeratedCompanies for moderation's changes.
  exports: [CompaniesService, ModeratedCompanies],
})
export class CompaniesModule {}
