// When a failed delivery is tried again: sooner at first (a receiver restarting), then further
// apart, for a day after its first attempt; then it has failed.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The waits after the 1st, 2nd, ... failed attempt; every later one waits THEN_MS. */
const DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR];
const THEN_MS = 6 * HOUR;
export const RETRY_WINDOW_MS = 24 * HOUR;

/**
 * After `attempts` failed attempts, the first at `firstAttemptAt`: when to try again, or null when
 * that would be past the day (it has failed). `waitMs` replaces the schedule's wait (tests only:
 * WebhookTestTiming).
 */
export function nextAttemptAt(attempts: number, firstAttemptAt: Date, now: Date, waitMs?: number): Date | null {
  const wait = waitMs ?? DELAYS_MS[attempts - 1] ?? THEN_MS;
  const next = new Date(now.getTime() + wait);
  return next.getTime() - firstAttemptAt.getTime() > RETRY_WINDOW_MS ? null : next;
}
