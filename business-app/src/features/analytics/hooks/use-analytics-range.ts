import { useSearchParams } from 'shared-ui';
import type { AnalyticsRange } from '../api/get-analytics';

/** The range in the address (?from=2026-01&to=2026-06), so it survives a reload and can be shared. */
export function useAnalyticsRange(): [AnalyticsRange, (range: AnalyticsRange) => void] {
  const [params, setParams] = useSearchParams();
  const range = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const setRange = (next: AnalyticsRange) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        for (const key of ['from', 'to'] as const) {
          if (next[key]) p.set(key, next[key]);
          else p.delete(key);
        }
        return p;
      },
      { replace: true },
    );
  return [range, setRange];
}
