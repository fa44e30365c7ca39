import { plural, pluralNoun, REVIEWS } from '../plural';

describe('plural', () => {
  it('writes one thing in the singular and any other count in the plural, grouped', () => {
    expect(plural(1, REVIEWS)).toBe('1 review');
    expect(plural(0, REVIEWS)).toBe('0 reviews');
    expect(plural(2, REVIEWS)).toBe('2 reviews');
    expect(plural(1204, { one: 'company', other: 'companies' })).toBe('1,204 companies');
    expect(pluralNoun(1, REVIEWS)).toBe('review');
    expect(pluralNoun(3, REVIEWS)).toBe('reviews');
  });
});
