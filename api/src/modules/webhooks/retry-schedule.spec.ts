import { nextAttemptAt } from './retry-schedule.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('webhook retry schedule', () => {
  it('waits 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, then 6 h, and gives up a day after the event', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    let now = first;
    const waits: number[] = [];
    for (let attempts = 1; ; attempts++) {
      const next = nextAttemptAt(attempts, first, now);
      if (!next) break;
      waits.push(next.getTime() - now.getTime());
      now = next;
    }
    expect(waits).toEqual([1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 6 * HOUR]);
    // The last attempt falls within the day: 23 h 36 min after the first (made as the event happened).
    expect(now.getTime() - first.getTime()).toBe(23 * HOUR + 36 * MINUTE);
  });

  it('counts the day from the event (when its delivery was queued), not from the clock, and schedules no retry in its last minute (a claim that late would find it expired)', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    expect(nextAttemptAt(1, first, new Date(first.getTime() + 23 * HOUR + 58 * MINUTE))).toEqual(new Date(first.getTime() + 23 * HOUR + 59 * MINUTE));
    expect(nextAttemptAt(1, first, new Date(first.getTime() + 23 * HOUR + 58 * MINUTE + 1))).toBeNull();
  });

  it('waits what a test asks instead (WebhookTestTiming), within the same day', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    expect(nextAttemptAt(3, first, first, 2000)).toEqual(new Date(first.getTime() + 2000));
    expect(nextAttemptAt(3, first, new Date(first.getTime() + 24 * HOUR - 1000), 2000)).toBeNull();
  });
});
