import { DECAY_EPOCH, epochWeight, trustScore } from './trust-score.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 23);
const sumsOf = (reviews: [ageDays: number, rating: number][]) => ({
  weight: reviews.reduce((a, [age]) => a + epochWeight(NOW - age * DAY), 0),
  weightedRatings: reviews.reduce((a, [age, r]) => a + epochWeight(NOW - age * DAY) * r, 0),
});

describe('TrustScore', () => {
  it('is the prior, 3.5, without reviews', () => {
    expect(trustScore({ weight: 0, weightedRatings: 0 }, NOW)).toEqual({ value: '3.5', effectiveReviews: 0, weightedAverage: null });
  });

  it('moves one fresh 5-star review an eighth of the way from the prior: (7·3.5 + 5) / 8 = 3.6875', () => {
    expect(trustScore(sumsOf([[0, 5]]), NOW)).toEqual({ value: '3.7', effectiveReviews: 1, weightedAverage: 5 });
  });

  it('halves a review a year old and quarters one two years old', () => {
    // weights 1, 0.5, 0.25; (24.5 + 1·5 + 0.5·1 + 0.25·1) / (7 + 1.75) = 30.25 / 8.75 = 3.457…
    const s = trustScore(sumsOf([[0, 5], [365, 1], [730, 1]]), NOW);
    expect(s.effectiveReviews).toBe(1.75);
    expect(s.weightedAverage).toBe(Math.round((5.75 / 1.75) * 100) / 100);
    expect(s.value).toBe('3.5');
  });

  it('approaches the plain mean with many fresh reviews: 700 at 4.8 give (24.5 + 3360) / 707 = 4.787', () => {
    const s = trustScore({ weight: 700 * epochWeight(NOW), weightedRatings: 700 * 4.8 * epochWeight(NOW) }, NOW);
    expect(s.value).toBe('4.8');
    expect(s.effectiveReviews).toBe(700);
  });

  it('does not depend on when it is read, only on the reviews’ ages (the epoch cancels out)', () => {
    const later = NOW + 400 * DAY;
    const atLater = trustScore({ weight: epochWeight(later - 10 * DAY), weightedRatings: 4 * epochWeight(later - 10 * DAY) }, later);
    const atNow = trustScore({ weight: epochWeight(NOW - 10 * DAY), weightedRatings: 4 * epochWeight(NOW - 10 * DAY) }, NOW);
    expect(atLater).toEqual(atNow);
    expect(epochWeight(DECAY_EPOCH)).toBe(1);
  });

  it('rounds an exact tie half up: (24.5 + 3 × 4) / 10 = 3.65 shows as 3.7', () => {
    expect(trustScore({ weight: 3 * epochWeight(NOW), weightedRatings: 12 * epochWeight(NOW) }, NOW).value).toBe('3.7');
  });

  it('treats a sum left a hair below zero after the last review is removed as empty', () => {
    expect(trustScore({ weight: -1e-12, weightedRatings: -5e-12 }, NOW).value).toBe('3.5');
  });
});
