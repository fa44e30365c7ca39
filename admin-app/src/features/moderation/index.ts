// What the moderation features share: decisions with their statement of reasons, the pager of a
// paged queue, the summary of the queues, and moderation's codes in words.
export { useSummary } from './api/get-summary';
export { ADMIN_KEY, PAGE_SIZE } from './api/admin-key';
export { useDecision, type Facts } from './api/use-decision';
export { DecisionDialog } from './components/decision-dialog';
export { AutomatedMeans } from './components/automated-means';
export { DsaCode } from './components/dsa-code';
export { Pager, useKeepPageInRange } from './components/pager';
export { SIGNAL_LABELS, type SignalKind } from './utils/moderation-labels';
export { planLabel } from './utils/plan-label';
