// When a failed delivery is tried again: sooner at first (a receiver restarting), then further
// apart, for a day after its event (the delivery's creation); then it has failed. The same day
// bounds a delivery held while its endpoint is turned off, and one claimed again and again whose
// attempts are never recorded: WebhookDeliveriesRepository.claimDue fails it once the day is over.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The waits after the 1st, 2nd, ... failed attempt; every later one waits THEN_MS. */
const DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR];
const THEN_MS = 6 * HOUR;
export const RETRY_WINDOW_MS = 24 * HOUR;
/**
 * A retry falls due a minute before the day ends at the latest: the claim that takes it may come a
 * little later (the worker polls; the database may be slow), and past the day it would fail the
 * delivery as expired without trying it.
 */
const LAST_RETRY_BEFORE_END_MS = MINUTE;

/**
 * After `attempts` failed attempts at a delivery created at `createdAt`: when to try again, or null
 * when that would be past its day (it has failed). `waitMs` replaces the schedule's wait (tests
 * only: WebhookTestTiming).
 */
export function nextAttemptAt(attempts: number, createdAt: Date, now: Date, waitMs?: number): Date | null {
  const wait = waitMs ?? DELAYS_MS[attempts - 1] ?? THEN_MS;
  const next = new Date(now.getTime() + wait);
  return next.getTime() - createdAt.getTime() > RETRY_WINDOW_MS - LAST_RETRY_BEFORE_END_MS ? null : next;
}
