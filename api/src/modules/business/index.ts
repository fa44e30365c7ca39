// The business module's public face: what other modules import from it.
export { BusinessModule } from './business.module.js';
export { BusinessAccountModerationRepository, type FoundBusinessAccount, type PlanRequestRow } from './account-moderation.repository.js';
export { BusinessAccount, PLANS, type Plan } from './business-account.entity.js';
export { BusinessAccountsRepository, BusinessSessions } from './business-accounts.repository.js';
export { BusinessAuthGuard, BusinessSessionStrategy, CurrentBusiness, type BusinessPrincipal } from './business-session.strategy.js';
export { ClaimDecisionsRepository, type ClaimDecision, type PendingClaim } from './claim-decisions.repository.js';
export { ClaimsService } from './claims.service.js';
