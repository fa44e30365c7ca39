import { answer, api } from 'shared-ui';
import { useDecision, type Facts } from '../../moderation';

/** Suspends a business account (its sessions end at once) or lifts the suspension. */
export const useSuspendBusiness = () =>
  useDecision((v: { id: string; kind: 'suspend' | 'restore' } & Facts) => {
    const init = { params: { path: { id: v.id } }, body: { facts: v.facts } };
    return answer(v.kind === 'suspend' ? api.POST('/api/admin/business-accounts/{id}/suspend', init) : api.POST('/api/admin/business-accounts/{id}/restore', init));
  });

/** Takes a verified ownership of a company away from its business account. */
export const useRevokeClaim = () =>
  useDecision((v: { claimId: string } & Facts) => answer(api.POST('/api/admin/claims/{id}/revoke', { params: { path: { id: v.claimId } }, body: { facts: v.facts } })));
