// A day in the past, as a reviewer gives the date of their experience and a shop the date of an
// order: YYYY-MM-DD, a real day, not after today and not longer ago than PAST_DAY_MAX_YEARS.
import { ValidateBy, type ValidationOptions } from 'class-validator';

/** How far back a date of experience (or an order's date) may be: reviews tell of recent experiences. */
export const PAST_DAY_MAX_YEARS = 3;

// "Today" is the reviewer's: the latest time zone (UTC+14) is up to 14 hours ahead of UTC, so a day
// counts as past once it has begun anywhere. The earliest day allowed is counted from UTC's today.
const AHEAD_MS = 14 * 60 * 60 * 1000;

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** What is wrong with a day, or null. `label` starts the sentence ("Date of experience"). */
export function pastDayProblem(label: string, value: unknown, now = new Date()): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${label} must be a date written YYYY-MM-DD`;
  const day = new Date(`${value}T00:00:00Z`);
  // Date rolls 2026-02-30 over to 2 March: a day that does not exist comes back changed.
  if (Number.isNaN(day.getTime()) || isoDay(day) !== value) return `${label} must be a real date (${value} does not exist)`;
  if (value > isoDay(new Date(now.getTime() + AHEAD_MS))) return `${label} cannot be in the future`;
  const earliest = new Date(now);
  earliest.setUTCFullYear(earliest.getUTCFullYear() - PAST_DAY_MAX_YEARS);
  if (value < isoDay(earliest)) return `${label} must be within the last ${PAST_DAY_MAX_YEARS} years (${isoDay(earliest)} or later)`;
  return null;
}

/** A YYYY-MM-DD day, not in the future and at most PAST_DAY_MAX_YEARS ago (pastDayProblem). */
export function IsPastDay(label: string, options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPastDay',
      validator: {
        validate: (value) => pastDayProblem(label, value) === null,
        defaultMessage: (args) => pastDayProblem(label, args?.value) ?? `${label} is not valid`,
      },
    },
    options,
  );
}
