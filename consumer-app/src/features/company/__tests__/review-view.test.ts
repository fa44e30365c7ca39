import { DEFAULT_REVIEW_VIEW, isDefaultView, knownViewTotal, parseReviewView, reviewViewParams, viewSummary, type ReviewView } from '../utils/review-view';

const distribution = { '1': 6, '2': 10, '3': 14, '4': 15, '5': 15 };
const view = (change: Partial<ReviewView>): ReviewView => ({ ...DEFAULT_REVIEW_VIEW, ...change });

describe('the review view in the URL', () => {
  test('reads rating, sort, keywords and verified only', () => {
    expect(parseReviewView(new URLSearchParams('rating=1&sort=lowest&search=%20late%20parcel%20&verified=true'))).toEqual({
      rating: '1',
      sort: 'lowest',
      search: 'late parcel',
      verifiedOnly: true,
    });
  });

  test.each(['', 'rating=6', 'rating=all', 'sort=random', 'verified=yes', 'search=%20%20'])('falls back to the default view for %j', (query) => {
    expect(isDefaultView(parseReviewView(new URLSearchParams(query)))).toBe(true);
  });

  test('writes only what differs from the default view, and reads it back', () => {
    expect(reviewViewParams(DEFAULT_REVIEW_VIEW).toString()).toBe('');
    const v = view({ rating: '2', sort: 'helpful', search: 'refund', verifiedOnly: true });
    expect(reviewViewParams(v).toString()).toBe('rating=2&sort=helpful&search=refund&verified=true');
    expect(parseReviewView(reviewViewParams(v))).toEqual(v);
  });
});

test('the total of a view is known for every review or one star, not for keywords or verified only', () => {
  expect(knownViewTotal(view({ sort: 'lowest' }), 60, distribution)).toBe(60);
  expect(knownViewTotal(view({ rating: '1' }), 60, distribution)).toBe(6);
  expect(knownViewTotal(view({ rating: '1', verifiedOnly: true }), 60, distribution)).toBeUndefined();
  expect(knownViewTotal(view({ search: 'refund' }), 60, distribution)).toBeUndefined();
});

test('the summary says how many are shown, of how many when known, and in which order', () => {
  expect(viewSummary(view({ sort: 'lowest' }), 20, true, 60)).toBe('Showing 20 of 60 reviews, lowest rated first');
  expect(viewSummary(view({ rating: '1' }), 6, false, 6)).toBe('Showing all 6 1-star reviews, newest first');
  expect(viewSummary(view({ rating: '4', sort: 'oldest' }), 15, false, 15)).toBe('Showing all 15 4-star reviews, oldest first');
  expect(viewSummary(view({ search: 'refund' }), 20, true, undefined)).toBe('Showing the first 20 reviews mentioning “refund”, newest first');
  // A phrase in straight quotes is not quoted twice; quotes inside a longer search stay.
  expect(viewSummary(view({ search: '"arrived a day early."' }), 9, false, undefined)).toBe('Showing all 9 reviews mentioning “arrived a day early.”, newest first');
  expect(viewSummary(view({ search: '"late delivery" refund' }), 2, false, undefined)).toBe('Showing all 2 reviews mentioning “"late delivery" refund”, newest first');
  expect(viewSummary(view({ search: 'refund', verifiedOnly: true, sort: 'helpful' }), 1, false, undefined)).toBe(
    'Showing the only verified review mentioning “refund”, most helpful first',
  );
});
