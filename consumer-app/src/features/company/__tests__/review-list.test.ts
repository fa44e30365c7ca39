import type { Review } from 'shared-ui';
import { appendReviews, shouldShowMoreReviews, type ShowMoreState } from '../utils/review-list';

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
    editedAt: null,
    earlierVersions: 0,
    companyId: 'c1',
    company: { id: 'c1', name: 'Acme' },
    helpfulCount,
    notHelpfulCount: 0,
    verified: true,
    invited: false,
    origin: 'organic',
    checks: { emailConfirmed: true, experienceEvidenced: false },
    experienceDate: null,
    topic: null,
    incentive: 'none',
    incentivised: false,
    connection: 'none',
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
