// What other modules may use of the companies module.
export { CompaniesModule } from './companies.module.js';
export { CompaniesRepository, type NewCompany } from './companies.repository.js';
export { CompaniesService } from './companies.service.js';
export { CATEGORIES, REVIEW_TOPICS, type Category, type ReviewTopic } from './categories.js';
export type { Company } from './company.entity.js';
export { CompanyResponse, CreateCompanyDto, RatingDistribution } from './dto/company.dto.js';
export { toCompanyResponse } from './dto/to-company-response.js';
export { bayesianScore, distribution, formatAverage, type RatingAggregate } from './rating-math.js';
export { IsWebsite, parseWebsite, websiteDomain } from './website.js';
