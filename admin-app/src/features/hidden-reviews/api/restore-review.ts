import { answer, api } from 'shared-ui';
import { useDecision, type Facts } from '../../moderation';

/** Restores a hidden review, whole. */
export const useRestoreReview = () =>
  useDecision((v: { id: string } & Facts) => answer(api.POST('/api/admin/reviews/{id}/restore', { params: { path: { id: v.id } }, body: { facts: v.facts } })));
