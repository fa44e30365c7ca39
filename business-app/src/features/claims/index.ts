// What other features may use of claims: the chooser of the account's companies, the key under
// which every owned company's answers are cached, and copying a value with a toast (the DNS record
// here; API keys, webhook secrets and widget snippets there).
export { claimsKey, ownedCompanyKey } from './api/get-claims';
export { WithOwnedCompany } from './components/company-chooser';
export { copyText } from './utils/copy-text';
