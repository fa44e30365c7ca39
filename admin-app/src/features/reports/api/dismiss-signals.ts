import { answer, api } from 'shared-ui';
import { useDecision, type Facts, type SignalKind } from '../../moderation';

/** One decision on a company's cluster of one kind of signal, up to the newest the moderator saw. */
export const useDismissSignals = () =>
  useDecision((v: { companyId: string; signal: SignalKind; raisedUpTo: string } & Facts) =>
    answer(
      api.POST('/api/admin/companies/{id}/dismiss-signals', {
        params: { path: { id: v.companyId } },
        body: { signal: v.signal, raisedUpTo: v.raisedUpTo, facts: v.facts },
      }),
    ),
  );
