import { countAxis } from '../utils/chart-series';
import { formatDuration } from '../utils/format-duration';
import { monthlyCsv } from '../utils/monthly-csv';

describe('analytics helpers', () => {
  it('exports the monthly series as CSV, empty months with an empty average', () => {
    const csv = monthlyCsv({
      ratingByMonth: [
        { month: '2026-10', averageRating: 4.25, reviewCount: 4, repliedCount: 3 },
        { month: '2026-11', averageRating: null, reviewCount: 0, repliedCount: 0 },
      ],
    } as never);
    expect(csv).toBe('month,average_rating,review_count,replied_count\r\n2026-10,4.25,4,3\r\n2026-11,,0,0\r\n');
  });

  it('says reply times in the unit a person would', () => {
    expect(formatDuration(null)).toBe('no replies yet');
    expect(formatDuration(90)).toBe('2 min');
    expect(formatDuration(5 * 3600)).toBe('5 h');
    expect(formatDuration(3 * 86400)).toBe('3 days');
  });

  it('draws counts as whole numbers from 0, and gives an axis of only zeros a scale to draw', () => {
    const none = countAxis([0, 0, 0]);
    expect(none).toMatchObject({ min: 0, max: 1, tickMinStep: 1 });
    expect(none.valueFormatter(0)).toBe('0');
    const some = countAxis([0, 3, 1200]);
    expect(some).toMatchObject({ min: 0, tickMinStep: 1 });
    expect(some).not.toHaveProperty('max');
    expect(some.valueFormatter(1200)).toBe('1,200');
  });
});
