import { answer, api } from 'shared-ui';
import { useDecision, type Facts } from '../../moderation';

/** Upholds a complaint (the decision stands) or overturns it (a hide undone, a dismissal's notices re-opened). */
export const useDecideAppeal = () =>
  useDecision((v: { id: string; outcome: 'upheld' | 'overturned' } & Facts) =>
    answer(api.POST('/api/admin/appeals/{id}/decide', { params: { path: { id: v.id } }, body: { outcome: v.outcome, facts: v.facts } })),
  );
