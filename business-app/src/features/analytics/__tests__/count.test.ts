// Counts in the business app say their nouns right (issue 17, item 10).
import { countOf } from '../utils/count';

describe('counts in the business app say their nouns right (item 10)', () => {
  it('one star, two stars', () => {
    expect(countOf(1, 'star')).toBe('1 star');
    expect(countOf(2, 'star')).toBe('2 stars');
    expect(countOf(1000, 'invitation')).toBe('1,000 invitations');
    expect(countOf(1, 'month')).toBe('1 month');
  });
});
