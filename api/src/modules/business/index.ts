// What other modules may use of the business module. Not the low-rating alerts: the reviews
// module, which this one imports, uses them, so it imports low-rating-alerts.module.ts itself
// (through this file it would import business.module.ts, and so itself).
export { BusinessModule } from './business.module.js';
export { PLANS, type BusinessAccount, type Plan } from './business-account.entity.js';
export { BusinessAccountsRepository } from './business-accounts.repository.js';
export { BusinessAuthGuard, BusinessSessionStrategy, CurrentBusiness, type BusinessPrincipal } from './business-session.strategy.js';
export { verifiesByEmailDomain } from './claim-rules.js';
export { ClaimsService } from './claims.service.js';
export { PLAN_TERMS, WIDGET_TEMPLATES, widgetTemplatesFor, type PlanTerms, type WidgetTemplate } from './plans.js';
export { PlansService } from './plans.service.js';
