// The companies module's public face: what other modules import from it.
export { CompaniesModule } from './companies.module.js';
export { CompaniesRepository } from './companies.repository.js';
export { CompaniesService } from './companies.service.js';
export { CompanyModerationRepository, type CompanyFields, type LockedCompany, type UncheckedNameRow } from './company-moderation.repository.js';
export { CompanyResponse, CreateCompanyDto } from './dto/company.dto.js';
export { toCompanyResponse } from './dto/to-company-response.js';
export { readWebsite, type Website } from './website.js';
