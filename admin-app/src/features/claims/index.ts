// What other features may use of the Claims tab.
export { ClaimsQueue } from './components/claims-queue';
