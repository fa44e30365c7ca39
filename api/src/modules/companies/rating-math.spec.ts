import { bayesianScore, distribution, formatAverage, isStar } from './rating-math.js';

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
