// What other features may use of the Companies and Names tabs: finding a company by name.
export { useCompanySearch } from './api/search-companies';
export { CompanyModeration } from './components/company-moderation';
export { CompanyNames } from './components/company-names';
