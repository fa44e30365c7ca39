// The companies module's public surface: the only file other modules import from it. It owns the
// companies, categories, company_countries, company_name_starts and company_review_months tables
// (the running totals are kept by the reviews trigger: database/sql/company-running-totals.sql).
export { CATEGORIES, type Category } from './categories.js';
export { CompaniesModule } from './companies.module.js';
export { CompaniesService } from './companies.service.js';
export type { Company } from './company.js';
export { COMPANY_FIELD_COLUMNS, type CompanyFields, type LockedCompany, type UncheckedNameRow } from './company-moderation.repository.js';
export { CompanyResponse, CreateCompanyDto, ListCompaniesQuery, RatingDistribution } from './dto/company.dto.js';
export { toCompanyResponse } from './dto/to-company-response.js';
export { ModeratedCompanies } from './moderated-companies.service.js';
export { bayesianScore, distribution, formatAverage, type RatingAggregate } from './rating-math.js';
