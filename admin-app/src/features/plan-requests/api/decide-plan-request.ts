import { answer, api } from 'shared-ui';
import { useDecision, type Facts } from '../../moderation';

/** Grants the larger plan a business account asked for, or refuses it. */
export const useDecidePlanRequest = () =>
  useDecision((v: { accountId: string; approve: boolean } & Facts) => {
    const init = { params: { path: { accountId: v.accountId } }, body: { facts: v.facts } };
    return answer(v.approve ? api.POST('/api/admin/plan-requests/{accountId}/approve', init) : api.POST('/api/admin/plan-requests/{accountId}/reject', init));
  });
