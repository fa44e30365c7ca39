// What other features may use of plans: the dashboard's plan card, and the account's plan status
// (its widget templates, its key to refresh after invitations use the month's quota).
export { planKey, usePlanStatus } from './api/get-plan-status';
export { PlanCard } from './components/plan-card';
