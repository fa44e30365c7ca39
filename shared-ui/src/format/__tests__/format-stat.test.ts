import { STAT_FALLBACKS, formatStat } from '../format-stat';

describe('formatStat', () => {
  test.each([
    [1000, '1K+'],
    [1500, '1K+'],
    [1999, '1K+'],
    [30000, '30K+'],
    [45210, '45K+'],
    [47999, '47K+'],
    [1_234_567, '1,234K+'],
  ])('%i of 1000 or more is floored to whole thousands: %s', (n, expected) => {
    expect(formatStat(n)).toBe(expected);
  });

  test.each([
    [999, '999'],
    [120, '120'],
    [1, '1'],
    [0, '0'],
  ])('%i under 1000 is the plain number: %s', (n, expected) => {
    expect(formatStat(n)).toBe(expected);
  });

  test('non-numbers and negatives show 0 rather than "NaN"', () => {
    expect(formatStat(Number.NaN)).toBe('0');
    expect(formatStat(-5)).toBe('0');
  });

  test('the fallback figures carry their own "+"', () => {
    expect(STAT_FALLBACKS).toEqual({ totalReviews: '30K+', totalCompanies: '120+', averageRating: '4.2' });
  });
});
