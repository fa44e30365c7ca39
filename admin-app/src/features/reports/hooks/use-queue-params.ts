import { useSearchParams } from 'shared-ui';
import type { SignalKind } from '../../moderation';
import type { QueueFilter } from '../api/get-queue';
import type { Reason } from '../utils/queue-labels';

/** A change of the queue's filters or page, as the address names them. */
export type QueueParamChanges = Partial<Record<'source' | 'reason' | 'signal' | 'company' | 'offset', string | number | undefined>>;

/** The filters and page in the address (?source=&reason=&signal=&company=&offset=), and how to change them (a new filter starts at the first page). */
export function useQueueParams() {
  const [params, setParams] = useSearchParams();
  const source = params.get('source');
  const filter: QueueFilter = {
    source: source === 'reports' || source === 'signals' ? source : 'all',
    // As the address has them: the API refuses one it does not know.
    reason: (params.get('reason') || undefined) as Reason | undefined,
    signal: (params.get('signal') || undefined) as SignalKind | undefined,
    companyId: params.get('company') || undefined,
  };
  const offset = Math.max(0, Math.floor(Number(params.get('offset')) || 0));
  const update = (changes: QueueParamChanges) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (!('offset' in changes)) next.delete('offset');
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || value === 0 || (key === 'source' && value === 'all')) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  return { filter, offset, update };
}
