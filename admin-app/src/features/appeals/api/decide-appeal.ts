import { answer, api } from 'shared-ui';
import { useDecision, type Facts } from '../../moderation';

/** Upholds an appeal (the review stays hidden) or overturns it (the review comes back). */
export const useDecideAppeal = () =>
  useDecision((v: { id: string; outcome: 'upheld' | 'overturned' } & Facts) =>
    answer(api.POST('/api/admin/appeals/{id}/decide', { params: { path: { id: v.id } }, body: { outcome: v.outcome, facts: v.facts } })),
  );
