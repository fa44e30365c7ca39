import { applyDelta, bayesianScore, distribution, formatAverage, isStar, type RatingAggregate, ratingDelta } from './rating-math.js';

const empty: RatingAggregate = { reviewCount: 0, ratingSum: 0, stars: [0, 0, 0, 0, 0] };

describe('ratingDelta', () => {
  it('adds a new review to its star, the count and the sum', () => {
    expect(ratingDelta(null, 4)).toEqual({ count: 1, sum: 4, stars: [0, 0, 0, 1, 0] });
  });

  it('removes a deleted review', () => {
    expect(ratingDelta(2, null)).toEqual({ count: -1, sum: -2, stars: [0, -1, 0, 0, 0] });
  });

  it('moves an edited review between stars without changing the count', () => {
    expect(ratingDelta(1, 5)).toEqual({ count: 0, sum: 4, stars: [-1, 0, 0, 0, 1] });
  });

  it('is a no-op when the rating stays', () => {
    expect(ratingDelta(3, 3)).toEqual({ count: 0, sum: 0, stars: [0, 0, 0, 0, 0] });
  });

  it('keeps count and sum consistent with the stars over any sequence', () => {
    let agg = empty;
    const ratings: (1 | 2 | 3 | 4 | 5)[] = [5, 4, 1, 3, 5, 2];
    for (const r of ratings) agg = applyDelta(agg, ratingDelta(null, r));
    agg = applyDelta(agg, ratingDelta(5, 1));
    agg = applyDelta(agg, ratingDelta(3, null));
    expect(agg.reviewCount).toBe(agg.stars.reduce((a, b) => a + b, 0));
    expect(agg.ratingSum).toBe(agg.stars.reduce((a, c, i) => a + c * (i + 1), 0));
    expect(agg).toEqual({ reviewCount: 5, ratingSum: 13, stars: [2, 1, 0, 1, 1] });
  });
});

describe('formatAverage', () => {
  it('answers "0.0" without reviews', () => {
    expect(formatAverage(0, 0)).toBe('0.0');
  });

  it('keeps one digit after the point', () => {
    expect(formatAverage(5, 1)).toBe('5.0');
    expect(formatAverage(13, 3)).toBe('4.3');
    expect(formatAverage(14, 3)).toBe('4.7');
  });

  it('rounds halves up where floating point would not', () => {
    expect(formatAverage(17, 4)).toBe('4.3'); // 4.25
    expect(formatAverage(9, 8)).toBe('1.1'); // 1.125
    expect(formatAverage(49, 20)).toBe('2.5'); // 2.45
  });
});

describe('distribution', () => {
  it('keys counts by star', () => {
    expect(distribution([3, 0, 5, 9, 40])).toEqual({ '1': 3, '2': 0, '3': 5, '4': 9, '5': 40 });
  });
});

describe('bayesianScore', () => {
  it('does not let one 5-star review outrank 4.8 over 2,000 reviews', () => {
    expect(bayesianScore(5, 1)).toBeLessThan(bayesianScore(Math.round(4.8 * 2000), 2000));
  });

  it('ranks more evidence of the same average higher', () => {
    expect(bayesianScore(45 * 10, 100)).toBeGreaterThan(bayesianScore(45, 10));
  });

  it('equals the prior with no reviews', () => {
    expect(bayesianScore(0, 0)).toBeCloseTo(3.5);
  });
});

describe('isStar', () => {
  it('accepts only whole ratings 1 to 5', () => {
    expect([1, 2, 3, 4, 5].every(isStar)).toBe(true);
    expect([0, 6, 2.5, '3', null].some(isStar)).toBe(false);
  });
});
