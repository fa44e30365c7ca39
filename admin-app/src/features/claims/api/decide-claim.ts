import { answer, api } from 'shared-ui';
import { useDecision, type Facts } from '../../moderation';

/** Approves a pending claim (the account becomes the verified owner) or rejects it. */
export const useDecideClaim = () =>
  useDecision((v: { id: string; approve: boolean } & Facts) => {
    const init = { params: { path: { id: v.id } }, body: { facts: v.facts } };
    return answer(v.approve ? api.POST('/api/admin/claims/{id}/approve', init) : api.POST('/api/admin/claims/{id}/reject', init));
  });
