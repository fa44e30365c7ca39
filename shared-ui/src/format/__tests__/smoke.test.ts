import { pageTitle } from '../../routing/use-page-title';

test('page titles end with the site name', () => {
  expect(pageTitle('About')).toBe('About | TrustReviews');
});
