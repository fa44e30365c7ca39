// What other features may use of the company directory.
export { useFeaturedCompanies } from './api/get-featured-companies';
export { CompanyGrid, CompanyGridSkeleton } from './components/company-grid';
export { categoryPath, companySearchPath } from './utils/companies-params';
