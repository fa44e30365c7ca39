import { formatDate, relativeTime } from '../relative-time';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function before(ms: number): string {
  return new Date(NOW.getTime() - ms).toISOString();
}

describe('relativeTime', () => {
  test.each([
    [0, 'just now'],
    [59 * SECOND, 'just now'],
    [MINUTE, '1 minute ago'],
    [5 * MINUTE, '5 minutes ago'],
    [59 * MINUTE + 59 * SECOND, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [DAY - SECOND, '23 hours ago'],
    [DAY, '1 day ago'],
    [3 * DAY, '3 days ago'],
    [29 * DAY, '29 days ago'],
    [30 * DAY, '1 month ago'],
    [60 * DAY, '2 months ago'],
    [364 * DAY, '11 months ago'],
    [365 * DAY, '1 year ago'],
    [3 * 365 * DAY, '3 years ago'],
  ])('%i ms ago reads "%s"', (elapsed, expected) => {
    expect(relativeTime(before(elapsed), NOW)).toBe(expected);
  });

  test('a date slightly in the future (clock skew) reads "just now"', () => {
    expect(relativeTime(before(-30 * SECOND), NOW)).toBe('just now');
  });

  test('accepts now as a timestamp and defaults to the current time', () => {
    expect(relativeTime(before(5 * MINUTE), NOW.getTime())).toBe('5 minutes ago');
    expect(relativeTime(new Date(Date.now() - 2 * HOUR).toISOString())).toBe('2 hours ago');
  });

  test('an unparsable date answers an empty string', () => {
    expect(relativeTime('not a date', NOW)).toBe('');
  });
});

describe('formatDate', () => {
  test('spells the date out', () => {
    expect(formatDate('2025-03-04T12:00:00.000Z')).toBe('March 4, 2025');
    expect(formatDate('nope')).toBe('');
  });
});
