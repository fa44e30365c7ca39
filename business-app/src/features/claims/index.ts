// What other features may use of claims: the chooser of the account's companies, and the key
// under which every owned company's answers are cached.
export { claimsKey, ownedCompanyKey } from './api/get-claims';
export { WithOwnedCompany } from './components/company-chooser';
