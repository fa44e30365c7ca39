import { DEFAULT_REVIEW_VIEW, isDefaultView, parseReviewView, reviewViewParams, viewSummary, type ReviewView } from '../utils/review-view';

const view = (change: Partial<ReviewView>): ReviewView => ({ ...DEFAULT_REVIEW_VIEW, ...change });

describe('the review view in the URL', () => {
  test('reads rating, sort, keywords, verified only and topic', () => {
    expect(parseReviewView(new URLSearchParams('rating=1&sort=lowest&search=%20late%20parcel%20&verified=true&topic=Value+for+Money'))).toEqual({
      rating: '1',
      sort: 'lowest',
      search: 'late parcel',
      verifiedOnly: true,
      topic: 'Value for Money',
    });
  });

  test.each(['', 'rating=6', 'rating=all', 'sort=random', 'verified=yes', 'search=%20%20', 'topic=Weather', 'topic=delivery'])('falls back to the default view for %j', (query) => {
    expect(isDefaultView(parseReviewView(new URLSearchParams(query)))).toBe(true);
  });

  test('writes only what differs from the default view, and reads it back', () => {
    expect(reviewViewParams(DEFAULT_REVIEW_VIEW).toString()).toBe('');
    const v = view({ rating: '2', sort: 'helpful', search: 'refund', verifiedOnly: true, topic: 'Delivery' });
    expect(reviewViewParams(v).toString()).toBe('rating=2&sort=helpful&search=refund&verified=true&topic=Delivery');
    expect(parseReviewView(reviewViewParams(v))).toEqual(v);
  });
});

test('the summary says how many are shown, of how many when known, and in which order', () => {
  const exactly = (count: number) => ({ count, atLeast: false });
  expect(viewSummary(view({ sort: 'lowest' }), 20, true, exactly(60))).toBe('Showing 20 of 60 reviews, lowest rated first');
  expect(viewSummary(view({ rating: '1' }), 6, false, exactly(6))).toBe('Showing all 6 1-star reviews, newest first');
  expect(viewSummary(view({ rating: '4', sort: 'oldest' }), 15, false, exactly(15))).toBe('Showing all 15 4-star reviews, oldest first');
  expect(viewSummary(view({ verifiedOnly: true }), 20, true, exactly(1234))).toBe('Showing 20 of 1,234 verified or email-confirmed reviews, newest first');
  expect(viewSummary(view({ verifiedOnly: true, topic: 'Delivery' }), 12, false, exactly(12))).toBe('Showing all 12 verified or email-confirmed reviews about Delivery, newest first');
  expect(viewSummary(view({ topic: 'Customer Service', rating: '1' }), 1, false, exactly(1))).toBe('Showing the only 1-star review about Customer Service, newest first');
  expect(viewSummary(view({ verifiedOnly: true }), 70, true, { count: 10_000, atLeast: true })).toBe('Showing 70 of at least 10,000 verified or email-confirmed reviews, newest first');
  expect(viewSummary(view({ search: 'refund' }), 20, true, null)).toBe('Showing the first 20 reviews mentioning “refund”, newest first');
  // A phrase in straight quotes is not quoted twice; quotes inside a longer search stay.
  expect(viewSummary(view({ search: '"arrived a day early."' }), 9, false, undefined)).toBe('Showing all 9 reviews mentioning “arrived a day early.”, newest first');
  expect(viewSummary(view({ search: '"late delivery" refund' }), 2, false, undefined)).toBe('Showing all 2 reviews mentioning “"late delivery" refund”, newest first');
  expect(viewSummary(view({ search: 'refund', verifiedOnly: true, sort: 'helpful' }), 1, false, undefined)).toBe(
    'Showing the only verified or email-confirmed review mentioning “refund”, most helpful first',
  );
});
