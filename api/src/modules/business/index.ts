// The business module's public surface: the only file other modules import from it. It owns the
// business_accounts and company_claims tables. Not the low-rating alerts (low_rating_alerts_sent):
// the reviews module, which this one imports, uses them (modules/low-rating-alerts owns them).
export { BusinessModule } from './business.module.js';
export { AccountIntegrations, type IntegrationRevoker, type RevokedIntegration } from './account-integrations.js';
export type { FoundBusinessAccount, PlanRequestRow } from './account-moderation.repository.js';
export type { BusinessAccount } from './business-accounts.repository.js';
export { BusinessAccountsService } from './business-accounts.service.js';
export { BusinessAuthGuard, BusinessSessionStrategy, CurrentBusiness, type BusinessPrincipal } from './business-session.strategy.js';
export { BusinessSurface } from './business-surface.js';
export type { PendingClaim } from './claim-decisions.repository.js';
export { verifiesByEmailDomain } from './claim-rules.js';
export { ClaimsService } from './claims.service.js';
export { InvitationSenders } from './invitation-senders.js';
export { OwnershipService } from './ownership.service.js';
export { type Plan, PLAN_TERMS, PLANS, type PlanTerms, WIDGET_TEMPLATES, widgetTemplatesFor, type WidgetTemplate } from './plans.js';
export { PlansService } from './plans.service.js';
