import { textBands } from '../modules/signals/index.js';
import { DistinctTexts } from './distinct-texts.js';

const kept = 'Last month, my partner and I gave them a try after a friend recommended them. The food arrived hot and the staff were lovely.';

describe('distinct review texts for the seed', () => {
  it('flags a text the near-duplicate signal would flag beside a kept one, and nothing else', () => {
    const texts = new DistinctTexts();
    texts.keep(kept, textBands(kept));
    const copy = kept.replace('lovely', 'very lovely');
    expect(texts.isNearCopy(copy, textBands(copy))).toBe(true);
    const other = 'Two weeks ago, a colleague and I booked a table for a birthday. The dessert was the best part of a long and pleasant evening.';
    expect(texts.isNearCopy(other, textBands(other))).toBe(false);
    // Under 80 characters the signal looks at nothing, and neither does this.
    expect(texts.isNearCopy(kept.slice(0, 60), textBands(kept.slice(0, 60)))).toBe(false);
  });
});
