import { toAspectHighlight, wholePercents } from './highlights.dto.js';

const row = (positive: number, negative: number, mentions: number) => ({ aspect: 'delivery', mentions, positive, negative, quoteReviewId: 'r', quote: 'q' });

describe('highlight percents', () => {
  it('never adds positive and negative up to more than 100: 1 positive and 7 negative of 8 read 12% and 88%, not 13% and 88%', () => {
    expect(toAspectHighlight(row(1, 7, 8))).toMatchObject({ positive: 1, negative: 7, positivePercent: 12, negativePercent: 88 });
  });

  it('rounds as usual where that already adds up', () => {
    expect(toAspectHighlight(row(2, 4, 6))).toMatchObject({ positivePercent: 33, negativePercent: 67 });
    expect(toAspectHighlight(row(6, 3, 10))).toMatchObject({ positivePercent: 60, negativePercent: 30 });
    expect(toAspectHighlight(row(3, 3, 3 + 3))).toMatchObject({ positivePercent: 50, negativePercent: 50 });
  });

  it('gives the points left to the largest fractions, then the larger part, so the three shares make 100', () => {
    // 33.3 / 33.3 / 33.3: the one point left goes to the first.
    expect(wholePercents([1, 1, 1], 3)).toEqual([34, 33, 33]);
    // 1 of 3 positive, 1 negative, 1 neutral, as shown: 34% positive, 33% negative.
    expect(toAspectHighlight(row(1, 1, 3))).toMatchObject({ positivePercent: 34, negativePercent: 33 });
    // 14.29 / 14.29 / 71.43 of 7: 14 + 14 + 71 = 99; the point goes to the largest fraction.
    expect(wholePercents([1, 1, 5], 7)).toEqual([14, 14, 72]);
    expect(wholePercents([0, 0, 0], 0)).toEqual([0, 0, 0]);
  });

  it('adds up to 100, each within a point of its exact share, for every split of up to 60 mentions', () => {
    const wrong: string[] = [];
    for (let mentions = 1; mentions <= 60; mentions++) {
      for (let positive = 0; positive <= mentions; positive++) {
        for (let negative = 0; positive + negative <= mentions; negative++) {
          const parts = [positive, negative, mentions - positive - negative];
          const percents = wholePercents(parts, mentions);
          const off = percents.some((p, i) => Math.abs(p - (100 * parts[i]) / mentions) >= 1);
          if (off || percents.reduce((a, b) => a + b, 0) !== 100) wrong.push(`${parts.join('/')}: ${percents.join('/')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
