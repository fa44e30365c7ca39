import { PAST_DAY_MAX_YEARS, pastDayProblem } from './past-day.js';

describe('pastDayProblem', () => {
  const now = new Date('2026-11-29T15:00:00Z');

  it('accepts today, and a day within the bound', () => {
    expect(pastDayProblem('Date of experience', '2026-11-29', now)).toBeNull();
    expect(pastDayProblem('Date of experience', '2024-02-29', now)).toBeNull();
  });

  it('accepts tomorrow in UTC while it is already tomorrow somewhere (UTC+14)', () => {
    expect(pastDayProblem('Date of experience', '2026-11-30', new Date('2026-11-29T11:00:00Z'))).toBeNull();
    expect(pastDayProblem('Date of experience', '2026-11-30', new Date('2026-11-29T09:00:00Z'))).toBe('Date of experience cannot be in the future');
  });

  it('refuses a future day', () => {
    expect(pastDayProblem('Date of experience', '2026-12-05', now)).toBe('Date of experience cannot be in the future');
  });

  it(`refuses a day more than ${PAST_DAY_MAX_YEARS} years ago, naming the earliest day allowed`, () => {
    expect(pastDayProblem('Order date', '2023-11-28', now)).toBe(`Order date must be within the last ${PAST_DAY_MAX_YEARS} years (2023-11-29 or later)`);
    expect(pastDayProblem('Order date', '2023-11-29', now)).toBeNull();
  });

  it('refuses another format and a day that does not exist', () => {
    expect(pastDayProblem('Date of experience', '29/11/2026', now)).toBe('Date of experience must be a date written YYYY-MM-DD');
    expect(pastDayProblem('Date of experience', '2026-11-29T10:00:00Z', now)).toBe('Date of experience must be a date written YYYY-MM-DD');
    expect(pastDayProblem('Date of experience', 20261129, now)).toBe('Date of experience must be a date written YYYY-MM-DD');
    expect(pastDayProblem('Date of experience', '2026-02-30', now)).toBe('Date of experience must be a real date (2026-02-30 does not exist)');
  });
});
