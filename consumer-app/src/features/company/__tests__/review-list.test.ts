import type { Review } from 'shared-ui';
import {
  appendReviews,
  filterReviews,
  shouldShowMoreReviews,
  sortReviews,
  visibleReviews,
  type ShowMoreState,
} from '../utils/review-list';

function review(id: string, rating: number, createdAt: string, helpfulCount = 0): Review {
  return {
    id,
    rating,
    title: `Title ${id}`,
    content: 'Content',
    authorName: 'Jane D.',
    authorId: 'author',
    createdAt,
    updatedAt: createdAt,
    companyId: 'c1',
    company: { id: 'c1', name: 'Acme' },
    helpfulCount,
    notHelpfulCount: 0,
    verified: true,
    invited: false,
    topic: null,
    reply: null,
  };
}

// Newest first, as the API answers.
const reviews = [
  review('a', 5, '2025-03-05T10:00:00Z', 2),
  review('b', 1, '2025-03-04T10:00:00Z', 9),
  review('c', 4, '2025-03-03T10:00:00Z', 0),
  review('d', 5, '2025-03-02T10:00:00Z', 9),
  review('e', 3, '2025-03-01T10:00:00Z', 4),
];
const ids = (list: Review[]) => list.map((r) => r.id);

describe('filterReviews', () => {
  test('all keeps every review', () => {
    expect(ids(filterReviews(reviews, 'all'))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  test('a star value keeps only that exact rating', () => {
    expect(ids(filterReviews(reviews, '5'))).toEqual(['a', 'd']);
    expect(ids(filterReviews(reviews, '4'))).toEqual(['c']);
    expect(ids(filterReviews(reviews, '2'))).toEqual([]);
  });

  test('does not change the input', () => {
    const copy = [...reviews];
    filterReviews(reviews, '1');
    expect(reviews).toEqual(copy);
  });
});

describe('sortReviews', () => {
  test('newest and oldest by date', () => {
    const shuffled = [reviews[2], reviews[4], reviews[0], reviews[3], reviews[1]];
    expect(ids(sortReviews(shuffled, 'newest'))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(sortReviews(shuffled, 'oldest'))).toEqual(['e', 'd', 'c', 'b', 'a']);
  });

  test('highest and lowest by rating, newest first among equal ratings', () => {
    expect(ids(sortReviews(reviews, 'highest'))).toEqual(['a', 'd', 'c', 'e', 'b']);
    expect(ids(sortReviews(reviews, 'lowest'))).toEqual(['b', 'e', 'c', 'a', 'd']);
  });

  test('helpful by helpfulCount, newest first among equal counts', () => {
    expect(ids(sortReviews(reviews, 'helpful'))).toEqual(['b', 'd', 'e', 'a', 'c']);
  });

  test('returns a new array and leaves the input alone', () => {
    const copy = [...reviews];
    const sorted = sortReviews(reviews, 'oldest');
    expect(sorted).not.toBe(reviews);
    expect(reviews).toEqual(copy);
  });
});

test('visibleReviews filters, then sorts', () => {
  expect(ids(visibleReviews(reviews, '5', 'oldest'))).toEqual(['d', 'a']);
  expect(ids(visibleReviews(reviews, '5', 'helpful'))).toEqual(['d', 'a']);
});

describe('shouldShowMoreReviews', () => {
  const base: ShowMoreState = { filter: 'all', sort: 'newest', hasMoreReviews: true, loadedCount: 20, totalReviews: 120 };

  test('shows on the unfiltered newest-first list while more exist', () => {
    expect(shouldShowMoreReviews(base)).toBe(true);
  });

  test.each([
    ['a rating filter', { filter: '5' as const }],
    ['another sort', { sort: 'helpful' as const }],
    ['oldest first', { sort: 'oldest' as const }],
    ['no more reviews on the server', { hasMoreReviews: false }],
    ['every review loaded', { loadedCount: 120 }],
    ['more loaded than the total (a review was deleted meanwhile)', { loadedCount: 121 }],
  ])('hides with %s', (_name, change) => {
    expect(shouldShowMoreReviews({ ...base, ...change })).toBe(false);
  });
});

describe('appendReviews', () => {
  test('appends in order and skips reviews already loaded', () => {
    const loaded = [reviews[0], reviews[1]];
    // A review written meanwhile shifts the offset: the first of the next page is one we have.
    const page = [reviews[1], reviews[2], reviews[3]];
    expect(ids(appendReviews(loaded, page))).toEqual(['a', 'b', 'c', 'd']);
  });
});
