// The company page's "Company activity" box: its sentences from the API's figures, with the plural
// rules, the empty states (never "NaN%" or "0% of 0") and the removed reviews by reason and star.
import { screen, within } from '@testing-library/react';
import { makeCompanyActivity, renderWithProviders } from 'shared-ui/test-support';
import { CompanyActivity } from '../components/company-activity';
import { claimSentence, invitationSentence, removedSentence, replySentence, shareLabel } from '../utils/company-activity';

const none = makeCompanyActivity();
const noStars = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };

describe('the activity sentences', () => {
  test('name the month a claim was approved, or that the profile is unclaimed', () => {
    expect(claimSentence({ claimedSince: '2025-03-14T09:00:00.000Z' })).toBe('Claimed profile since March 2025');
    expect(claimSentence({ claimedSince: null })).toBe('Unclaimed profile: no business has verified that it runs this page');
  });

  test('give the invited share, with no percentage of nothing', () => {
    expect(invitationSentence(none)).toBe('No reviews in the last 12 months');
    expect(invitationSentence({ reviews: { total: 1, invited: 0, invitedPercent: 0 } })).toBe(
      'Does not appear to ask customers for reviews: none of its 1 review in the last 12 months came through an invitation',
    );
    expect(invitationSentence({ reviews: { total: 120, invited: 41, invitedPercent: 34 } })).toBe(
      'Asks customers for reviews: 34% of reviews in the last 12 months were invited (41 of 120)',
    );
    expect(invitationSentence({ reviews: { total: 1500, invited: 1, invitedPercent: 0 } })).toContain('less than 1% of reviews');
  });

  test('never round a part up to all, nor down to none', () => {
    expect(shareLabel(299, 300)).toBe('more than 99%');
    expect(shareLabel(1, 300)).toBe('less than 1%');
    expect(shareLabel(3, 3)).toBe('100%');
  });

  test('give the replied share of negative reviews and the typical wait, in the singular and plural', () => {
    expect(replySentence(none)).toBe('No negative reviews (1–2 stars) in the last 12 months');
    expect(replySentence({ negativeReviews: { total: 1, replied: 0, repliedPercent: 0, typicalReplyWait: null } })).toBe(
      'Has not replied to its negative review (1–2 stars) of the last 12 months',
    );
    expect(replySentence({ negativeReviews: { total: 4, replied: 0, repliedPercent: 0, typicalReplyWait: null } })).toBe(
      'Has not replied to any of its 4 negative reviews (1–2 stars) in the last 12 months',
    );
    expect(replySentence({ negativeReviews: { total: 10, replied: 8, repliedPercent: 80, typicalReplyWait: '2_days' } })).toBe(
      'Replied to 80% of negative reviews (8 of 10 negative reviews) in the last 12 months, typically within 2 days',
    );
    expect(replySentence({ negativeReviews: { total: 1, replied: 1, repliedPercent: 100, typicalReplyWait: 'hour' } })).toBe(
      'Replied to 100% of negative reviews (1 of 1 negative review) in the last 12 months, typically within an hour',
    );
  });

  test('count removed reviews in the singular and plural', () => {
    expect(removedSentence(none)).toBe('No reviews removed by our moderators in the last 12 months');
    const one = { total: 1, byRating: { ...noStars, 1: 1 }, byReason: [{ reason: 'fake' as const, count: 1, byRating: { ...noStars, 1: 1 } }] };
    expect(removedSentence({ removedReviews: one })).toBe('1 review removed by our moderators in the last 12 months');
  });
});

describe('the box', () => {
  test('says plainly that an unclaimed company has no activity, and links to how reviews are moderated', () => {
    renderWithProviders(<CompanyActivity company={{ activity: none, notice: null }} />);
    const box = within(screen.getByRole('region', { name: 'Company activity' }));
    expect(box.getByText('Unclaimed profile with no reviews in the last 12 months: there is no company activity to show yet.')).toBeInTheDocument();
    expect(box.queryByText(/NaN|%/)).not.toBeInTheDocument();
    expect(box.getByRole('link', { name: 'How we verify and moderate reviews' })).toHaveAttribute('href', '/trust-safety');
  });

  test('lists each figure, the removed reviews by reason with their stars in words, and the notice', () => {
    const activity = makeCompanyActivity({
      claimedSince: '2025-03-02T10:00:00.000Z',
      reviews: { total: 120, invited: 41, invitedPercent: 34 },
      negativeReviews: { total: 10, replied: 8, repliedPercent: 80, typicalReplyWait: '2_days' },
      removedReviews: {
        total: 3,
        byRating: { ...noStars, 1: 1, 5: 2 },
        byReason: [
          { reason: 'other', count: 2, byRating: { ...noStars, 1: 1, 5: 1 } },
          { reason: 'advertising', count: 1, byRating: { ...noStars, 5: 1 } },
        ],
      },
    });
    renderWithProviders(
      <CompanyActivity company={{ activity, notice: { message: 'We found unusual review activity on this profile', until: '2026-12-24T00:00:00.000Z' } }} />,
    );
    const box = within(screen.getByRole('region', { name: 'Company activity' }));
    expect(box.getByText(/^Open notice from our moderators:/)).toHaveTextContent('Open notice from our moderators: We found unusual review activity on this profile. It shows until December 24, 2026.');
    // The page's own warning is the one note: the box names it without repeating it as a second one.
    expect(box.queryByRole('note')).toBeNull();
    const items = box.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Claimed profile since March 2025');
    expect(items[1]).toHaveTextContent('Asks customers for reviews: 34% of reviews in the last 12 months were invited (41 of 120)');
    expect(items[2]).toHaveTextContent('Replied to 80% of negative reviews (8 of 10 negative reviews) in the last 12 months, typically within 2 days');
    expect(items[3]).toHaveTextContent(/^3 reviews removed by our moderators in the last 12 months:/);
    const reasons = within(items[3]).getAllByRole('listitem');
    expect(reasons.map((r) => r.textContent)).toEqual([
      '2 for breaching our guidelines (1★, 5★)(1-star: 1, 5-star: 1)',
      '1 as advertising or promotion (5★)(5-star: 1)',
    ]);
    // The symbols are for the eye; a screen reader reads the words.
    expect(within(reasons[0]).getByText('(1★, 5★)')).toHaveAttribute('aria-hidden', 'true');
  });
});
