import { activityWindowEnds, activityWindowStart, percentOf, typicalReplyWait } from './company-activity.js';

describe('company activity figures', () => {
  it('starts the window on the first day of the month 11 months before, across a year', () => {
    expect(activityWindowStart(new Date('2026-03-31T23:59:59Z'))).toBe('2025-04-01');
    expect(activityWindowStart(new Date('2026-12-01T00:00:00Z'))).toBe('2026-01-01');
    expect(activityWindowEnds(new Date('2026-12-31T10:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('gives no percentage of nothing, and whole percentages otherwise', () => {
    expect(percentOf(0, 0)).toBeNull();
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
  });

  it('names the bucket the median wait falls in', () => {
    expect(typicalReplyWait([0, 0, 0, 0, 0, 0, 0, 0])).toBeNull();
    expect(typicalReplyWait([1, 0, 1, 0, 0, 0, 0, 0])).toBe('hour');
    expect(typicalReplyWait([1, 0, 2, 0, 0, 0, 0, 0])).toBe('2_days');
    expect(typicalReplyWait([0, 0, 0, 0, 0, 0, 0, 4])).toBe('longer');
  });
});
