// What other features may use of the Plans tab.
export { PlanRequests } from './components/plan-requests';
