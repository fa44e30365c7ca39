// The demo data raises no fake-review signal: no generated review is as alike to an earlier one as
// the near-duplicate signal flags (SIGNAL_RULES.nearDuplicate: pg_trgm similarity, which is the
// Jaccard similarity of the trigram sets, from 80 characters on). The generator's contexts make
// such a pair rare, not impossible; this catches the rare one so the writer draws that review
// again. Candidates are found as the signal finds them, by a shared MinHash band (text-bands.ts).
import { SIGNAL_RULES } from '../modules/signals/index.js';
import { trigrams } from '../modules/signals/text-bands.js';

const { similarity, minLength } = SIGNAL_RULES.nearDuplicate;

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const g of a) if (b.has(g)) shared++;
  return shared / (a.size + b.size - shared);
}

export class DistinctTexts {
  private readonly byBand = new Map<number, Set<string>[]>();

  /** Whether the text is one the signal would flag beside a text kept already. */
  isNearCopy(text: string, bands: number[] | null): boolean {
    if (text.length < minLength || !bands) return false;
    const grams = trigrams(text);
    const seen = new Set<Set<string>>();
    for (const band of bands) {
      for (const other of this.byBand.get(band) ?? []) {
        if (seen.has(other)) continue;
        seen.add(other);
        // Rounded as the signal's SQL rounds it.
        if (Math.round(jaccard(grams, other) * 1000) / 1000 >= similarity) return true;
      }
    }
    return false;
  }

  /** Keeps the text for the checks of the texts after it. */
  keep(text: string, bands: number[] | null): void {
    if (text.length < minLength || !bands) return;
    const grams = trigrams(text);
    for (const band of bands) {
      const list = this.byBand.get(band);
      if (list) list.push(grams);
      else this.byBand.set(band, [grams]);
    }
  }
}
