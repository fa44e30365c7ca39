// "x ago" strings for review dates.
import { plural } from './plural';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function ago(count: number, unit: string): string {
  return `${plural(count, { one: unit, other: `${unit}s` })} ago`;
}

/**
 * "just now" under a minute (and for dates slightly in the future, from clock skew), then minutes,
 * hours, days (under 30), months (30-day months, at most 11) and years (365-day years).
 * An unparsable date answers ''.
 */
export function relativeTime(iso: string, now: Date | number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const elapsed = (typeof now === 'number' ? now : now.getTime()) - then;
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return ago(days, 'day');
  if (days < 365) return ago(Math.min(11, Math.floor(days / 30)), 'month');
  return ago(Math.floor(days / 365), 'year');
}

// Made once: toLocaleDateString with options makes a formatter per call, which cost about 3 ms a
// date on a throttled phone (a company page writes thirty of them while it hydrates).
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The full date for a tooltip or a <time> title, e.g. "March 4, 2025": the date in UTC, so the
 * server that renders a page and the browser that takes it over write the same one.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat.format(date);
}

