import fc from 'fast-check';
import type { CompanyReviewOrder } from '../reviews/index.js';
import { pageOfIds, type ReviewIdSource } from './company-review-pages.js';

interface Fake {
  id: string;
  rating: number;
  at: number;
}

const newestFirst = (a: Fake, b: Fake) => b.at - a.at || (a.id < b.id ? 1 : -1);

/** A source over an in-memory list, counting how it was read; `kept` says whether group sizes are known, `count` whether counting is offered. */
function source(reviews: Fake[], opts: { kept: boolean; count: boolean }) {
  const reads: { rating?: number; offset: number; limit: number }[] = [];
  const group = (rating?: number) => reviews.filter((r) => rating === undefined || r.rating === rating).sort(newestFirst);
  const s: ReviewIdSource = {
    ids: async (rating, order: CompanyReviewOrder, offset, limit) => {
      expect(order).toBe('newest');
      reads.push({ rating, offset, limit });
      return group(rating)
        .slice(offset, offset + limit)
        .map((r) => r.id);
    },
    knownSize: (rating) => (opts.kept ? group(rating).length : undefined),
    ...(opts.count ? { countUpTo: async (rating: number, cap: number) => Math.min(cap, group(rating).length) } : {}),
  };
  return { s, reads };
}

const arbitraryReviews = fc
  .array(fc.record({ rating: fc.integer({ min: 1, max: 5 }), at: fc.integer({ min: 0, max: 50 }) }), { maxLength: 60 })
  .map((rows) => rows.map((r, i) => ({ ...r, id: `r${String(i).padStart(3, '0')}` })));

describe('pageOfIds: highest and lowest rated as rating groups one after another', () => {
  for (const kept of [true, false]) {
    for (const count of [true, false]) {
      it(`pages exactly like sorting every review (${kept ? 'kept sizes' : 'no kept sizes'}, ${count ? 'counting' : 'reading'} to skip groups)`, async () => {
        await fc.assert(
          fc.asyncProperty(
            arbitraryReviews,
            fc.constantFrom('highest' as const, 'lowest' as const),
            fc.integer({ min: 0, max: 70 }),
            fc.integer({ min: 1, max: 25 }),
            async (reviews, sort, offset, limit) => {
              const dir = sort === 'highest' ? -1 : 1;
              const want = [...reviews].sort((a, b) => dir * (a.rating - b.rating) || newestFirst(a, b)).map((r) => r.id);
              const { s } = source(reviews, { kept, count });
              expect(await pageOfIds(s, sort, undefined, offset, limit)).toEqual(want.slice(offset, offset + limit));
            },
          ),
        );
      });
    }
  }

  it('skips the groups an offset passes by their kept sizes, reading only the page', async () => {
    const reviews: Fake[] = Array.from({ length: 30 }, (_, i) => ({ id: `r${i}`, rating: 1 + (i % 3), at: i }));
    const { s, reads } = source(reviews, { kept: true, count: true });
    await pageOfIds(s, 'lowest', undefined, 12, 5);
    // Ten 1-star reviews skipped by their count; the page is the 3rd to 7th 2-star review.
    expect(reads).toEqual([{ rating: 2, offset: 2, limit: 5 }]);
  });

  it('newest, oldest and helpful are one read of the whole view', async () => {
    const { s, reads } = source([{ id: 'a', rating: 3, at: 1 }], { kept: true, count: true });
    await pageOfIds(s, 'newest', 4, 0, 20);
    expect(reads).toEqual([{ rating: 4, offset: 0, limit: 20 }]);
  });
});
