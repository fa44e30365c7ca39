import { distributionRows, percentOf, sentimentBreakdown } from '../utils/rating-distribution';

test('rows go from 5 stars down to 1 with whole percentages', () => {
  expect(distributionRows({ 1: 3, 2: 0, 3: 5, 4: 9, 5: 40 }, 57)).toEqual([
    { stars: 5, count: 40, percent: 70 },
    { stars: 4, count: 9, percent: 16 },
    { stars: 3, count: 5, percent: 9 },
    { stars: 2, count: 0, percent: 0 },
    { stars: 1, count: 3, percent: 5 },
  ]);
});

test('no reviews: every row is 0%', () => {
  expect(distributionRows({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, 0).map((r) => r.percent)).toEqual([0, 0, 0, 0, 0]);
});

test('percentOf stays within 0-100', () => {
  expect(percentOf(2, 1)).toBe(100);
  expect(percentOf(1, 3)).toBe(33);
});

test('sentimentBreakdown groups 4-5, 3 and 1-2 stars', () => {
  expect(sentimentBreakdown({ 1: 3, 2: 1, 3: 5, 4: 9, 5: 40 })).toEqual({ positive: 49, neutral: 5, negative: 4 });
});
