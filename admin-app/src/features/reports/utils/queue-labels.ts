// The Reports tab's words: report reasons and what dismissing closes, and counts in words.
import { plural as pluralOf, REPORT_REASONS, type QueueItem } from 'shared-ui';

/** What a review may be reported for, and hidden for, as the API names it. */
export type Reason = (typeof REPORT_REASONS)[number]['value'];

/** The ground of a decision to hide: against the guidelines, or illegal. */
export type Ground = 'incompatible' | 'illegal';

/** A report reason in words, by its value. */
export const REASON_LABEL = Object.fromEntries(REPORT_REASONS.map((r) => [r.value, r.label])) as Record<string, string>;

/** "1 queued review", "1,200 queued reviews". */
export const plural = (n: number, one: string, many: string) => pluralOf(n, { one, other: many });

/** The reason most reporters gave (none for an item only a signal raised); the API counts them by reason. */
export function mostReported(item: QueueItem): Reason | '' {
  return (Object.entries(item.reasons).sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0]?.[0] ?? '') as Reason | '';
}

/** What dismissing closes: the reports, the automatic flags, or both. */
export function dismissLabel(item: QueueItem): string {
  if (item.reportCount === 0) return 'Dismiss signals';
  return item.signals.length > 0 ? 'Dismiss reports and signals' : 'Dismiss reports';
}
