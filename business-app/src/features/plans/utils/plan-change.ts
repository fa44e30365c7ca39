import { formatDate, toast, type PlanStatus, type PlanTerms } from 'shared-ui';

/**
 * What a plan change did: a larger plan is only requested until a moderator approves it (outside
 * demo mode); choosing the current plan again withdraws a request; anything else applies at once.
 */
export function planChangeToast(status: PlanStatus, wanted: PlanTerms['id'], before: { plan: PlanTerms['id']; requested: boolean }) {
  if (status.requestedPlan?.id === wanted) {
    toast({ title: 'Plan requested', description: `Your request for ${status.requestedPlan.name} is waiting for a moderator's approval. No payment is taken.`, variant: 'success' });
  } else if (wanted === before.plan && before.requested) {
    toast({ title: 'Request withdrawn', description: `You stay on ${status.plan.name}.`, variant: 'success' });
  } else {
    toast({ title: 'Plan changed', description: `You are now on ${status.plan.name}. No payment is taken.`, variant: 'success' });
  }
}

/**
 * How a change of plan goes, as the API does it (its plans say whether moving up to each waits for
 * a moderator: outside demo mode it does, in demo mode nothing waits).
 */
export function planChangeRule(plans: readonly PlanTerms[]): string {
  return plans.some((p) => p.needsApproval)
    ? 'A smaller plan applies at once; a larger one once a moderator has approved the request.'
    : 'Any plan applies as soon as you choose it.';
}

/** Whether choosing `wanted` on `current` is a request for a moderator rather than a change. */
export function isRequest(plans: readonly PlanTerms[], current: PlanTerms['id'] | undefined, wanted: PlanTerms): boolean {
  const rank = (id: PlanTerms['id'] | undefined) => plans.findIndex((p) => p.id === id);
  return wanted.needsApproval && rank(wanted.id) > rank(current);
}

/** "Your request for Premium is waiting for a moderator's approval", with when it was made. */
export function requestWaitingText(status: Pick<PlanStatus, 'requestedPlan' | 'requestedAt'>) {
  if (!status.requestedPlan) return null;
  return `Your request for ${status.requestedPlan.name} is waiting for a moderator's approval${status.requestedAt ? ` (asked ${formatDate(status.requestedAt)})` : ''}.`;
}
