// A day in the past as the review form asks for a date of experience and the invitation form for
// an order's date: the rules the API checks (api/src/common/validation/past-day.ts), with the same
// messages, so the form says it before sending.

/** How far back the day may be (the API's PAST_DAY_MAX_YEARS). */
export const PAST_DAY_MAX_YEARS = 3;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A local day as YYYY-MM-DD. */
function localIso(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Today on this device, YYYY-MM-DD: the latest day a date field offers. */
export function todayIso(now = new Date()): string {
  return localIso(now);
}

/**
 * The earliest day a date field offers: PAST_DAY_MAX_YEARS ago, and a day later, since the API
 * counts from UTC's today, which may be a day ahead of this device's.
 */
export function earliestPastDayIso(now = new Date()): string {
  const d = new Date(now.getFullYear() - PAST_DAY_MAX_YEARS, now.getMonth(), now.getDate() + 1);
  return localIso(d);
}

/** What is wrong with a day (YYYY-MM-DD), or undefined; `label` starts the sentence ("Date of experience"). */
export function pastDayProblem(label: string, value: string, now = new Date()): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${label} must be a date written YYYY-MM-DD`;
  const [y, m, d] = value.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return `${label} must be a real date (${value} does not exist)`;
  if (value > todayIso(now)) return `${label} cannot be in the future`;
  if (value < earliestPastDayIso(now)) return `${label} must be within the last ${PAST_DAY_MAX_YEARS} years (${earliestPastDayIso(now)} or later)`;
  return undefined;
}
