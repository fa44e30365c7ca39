// What other features may use of claims: the account's claims, the chooser of its companies, the
// key under which every owned company's answers are cached, and copying a value with a toast (the DNS record
// here; API keys, webhook secrets and widget snippets there).
export { claimsKey, ownedCompanyKey, useClaims } from './api/get-claims';
export { WithOwnedCompany } from './components/company-chooser';
export { copyText } from './utils/copy-text';
