// "What reviewers say" on the company page (issue 21, item 4): shown from the API's highlights,
// with the shares in words and each quote linked to its review; not asked for below the minimum.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyHighlights } from 'shared-ui';
import { currentLocation, makeCompanyDetail, makeReview, mockApi, renderWithProviders, SIGNED_OUT } from 'shared-ui/test-support';
import fs from 'node:fs';
import path from 'node:path';
import CompanyPage from '../../../pages/company-page';
import { HIGHLIGHTS_MIN_MENTIONS, HIGHLIGHTS_MIN_REVIEWS } from '../api/get-company-highlights';
import { highlightsNote, quoteLocation } from '../utils/highlights';

const ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const COMPANY_URL = `/api/companies/${ID}`;
const QUOTED = makeReview({ id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', title: 'Fast', content: 'The delivery was great. Lovely staff.' });

const HIGHLIGHTS: CompanyHighlights = {
  companyId: ID,
  reviewCount: 1234,
  minimumReviews: 20,
  enough: true,
  aspects: [
    {
      name: 'delivery',
      mentions: 51,
      positive: 30,
      negative: 13,
      positivePercent: 59,
      negativePercent: 25,
      quote: { reviewId: QUOTED.id, text: 'The delivery was great.' },
    },
    {
      name: 'customer service',
      mentions: 12,
      positive: 2,
      negative: 9,
      positivePercent: 17,
      negativePercent: 75,
      quote: { reviewId: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', text: 'Customer service said "no" twice.' },
    },
  ],
};

function renderCompany(at = `/companies/${ID}`) {
  return renderWithProviders(<CompanyPage />, { at, path: '/companies/:id', user: 'fetch' });
}

// Rendered after the page's first paint, which a busy machine takes a while to get to.
const block = () => screen.findByRole('region', { name: 'What reviewers say' }, { timeout: 5000 });

jest.setTimeout(20_000);

test('shows the most mentioned aspects with their shares in words, a quote linked to its review, and how it is made', async () => {
  mockApi({
    'GET /api/auth/user': SIGNED_OUT,
    [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ id: ID, totalReviews: 1234, reviews: [QUOTED], hasMoreReviews: true }) },
    [`GET ${COMPANY_URL}/highlights`]: { body: HIGHLIGHTS },
  });
  renderCompany();
  const section = within(await block());
  const items = section.getAllByRole('listitem');
  expect(items).toHaveLength(2);

  const delivery = within(items[0]);
  expect(delivery.getByRole('heading', { level: 3, name: 'Delivery' })).toBeInTheDocument();
  expect(delivery.getByText('51 mentions')).toBeInTheDocument();
  expect(delivery.getByText('59% positive · 25% negative')).toBeInTheDocument();
  const link = delivery.getByRole('link', { name: '“The delivery was great.”' });
  expect(link).toHaveAttribute('href', `/companies/${ID}?search=%22The+delivery+was+great.%22#review-${QUOTED.id}`);

  const service = within(items[1]);
  expect(service.getByRole('heading', { level: 3, name: 'Customer service' })).toBeInTheDocument();
  expect(service.getByText('17% positive · 75% negative')).toBeInTheDocument();
  // Quote marks inside the sentence are left out of the phrase searched for.
  expect(service.getByRole('link', { name: '“Customer service said "no" twice.”' })).toHaveAttribute(
    'href',
    `/companies/${ID}?search=%22Customer+service+said+no+twice.%22#review-eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee`,
  );

  // How it is made, with the API's minimums: at least 20 reviews (its answer says so), 3 mentions an aspect.
  expect(
    section.getByText(
      'Counted from the text of this company’s 1,234 published reviews (at least 20 reviews, and at least 3 mentions per aspect); ' +
        'open-source language software on our own servers judges each mention positive or negative from its sentence. ' +
        'Updated as reviews are written, edited, hidden, restored or deleted; not written or checked by anyone.',
    ),
  ).toBeInTheDocument();
});

test('states the minimums the API applies: its MIN_REVIEWS and MIN_MENTIONS are the page’s', () => {
  const service = fs.readFileSync(path.resolve(__dirname, '../../../../../api/src/modules/highlights/highlights.service.ts'), 'utf8');
  const constant = (name: string) => Number(new RegExp(`export const ${name} = (\\d+);`).exec(service)?.[1]);
  expect(constant('MIN_REVIEWS')).toBe(HIGHLIGHTS_MIN_REVIEWS);
  expect(constant('MIN_MENTIONS')).toBe(HIGHLIGHTS_MIN_MENTIONS);
  expect(highlightsNote(120, HIGHLIGHTS_MIN_REVIEWS, HIGHLIGHTS_MIN_MENTIONS)).toContain(`at least ${HIGHLIGHTS_MIN_REVIEWS} reviews, and at least ${HIGHLIGHTS_MIN_MENTIONS} mentions per aspect`);
});

test('a quote leads to its review: the reviews searched for its words, the review brought into view and focused', async () => {
  const searched: string[] = [];
  mockApi({
    'GET /api/auth/user': SIGNED_OUT,
    [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ id: ID, totalReviews: 1234, reviews: [makeReview({ title: 'Newest' })], hasMoreReviews: true }) },
    [`GET ${COMPANY_URL}?*`]: ({ url }) => {
      searched.push(url.searchParams.get('search') ?? '');
      return { body: makeCompanyDetail({ id: ID, totalReviews: 1234, reviews: [QUOTED], hasMoreReviews: false }) };
    },
    [`GET ${COMPANY_URL}/highlights`]: { body: HIGHLIGHTS },
  });
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
  const user = userEvent.setup();
  renderCompany();
  await user.click(within(await block()).getByRole('link', { name: '“The delivery was great.”' }));

  await waitFor(() => expect(document.activeElement).toHaveAttribute('id', `review-${QUOTED.id}`));
  expect(searched).toEqual(['"The delivery was great."']);
  expect(currentLocation()).toBe(`/companies/${ID}?search=%22The+delivery+was+great.%22`);
  expect(scrolled).toHaveBeenCalledTimes(1);
  expect(within(document.activeElement as HTMLElement).getByRole('heading', { name: 'Fast' })).toBeInTheDocument();
  // Scrolled to below the sticky top bar (68 px), not under it, where the reviewer's name would hide.
  expect(getComputedStyle(document.activeElement as HTMLElement).scrollMarginTop).toBe('88px');
});

test('a quote whose review is pages deep in its search: the pages after are loaded until it is listed, then it is focused', async () => {
  const offsets: string[] = [];
  mockApi({
    'GET /api/auth/user': SIGNED_OUT,
    [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ id: ID, totalReviews: 1234, reviews: [makeReview({ title: 'Newest' })], hasMoreReviews: true }) },
    [`GET ${COMPANY_URL}?*`]: ({ url }) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      offsets.push(String(offset));
      // Newer reviews with the same words come first, two a page here: the quoted one is on the third page.
      const reviews = offset < 4 ? [makeReview({ title: `Newer ${offset}` }), makeReview({ title: `Newer ${offset + 1}` })] : [QUOTED];
      return { body: makeCompanyDetail({ id: ID, totalReviews: 1234, reviews, hasMoreReviews: offset < 4 }) };
    },
    [`GET ${COMPANY_URL}/highlights`]: { body: HIGHLIGHTS },
  });
  Element.prototype.scrollIntoView = jest.fn();
  const user = userEvent.setup();
  renderCompany();
  await user.click(within(await block()).getByRole('link', { name: '“The delivery was great.”' }));

  await waitFor(() => expect(document.activeElement).toHaveAttribute('id', `review-${QUOTED.id}`), { timeout: 5000 });
  expect(offsets).toEqual(['0', '2', '4']);
  expect(within(document.activeElement as HTMLElement).getByRole('heading', { name: 'Fast' })).toBeInTheDocument();
  // Marked as the review linked to: its focus ring shows, however the link was followed (a click too).
  expect(document.activeElement).toHaveAttribute('data-anchored');
  expect(screen.queryByText(/The review this link points to/)).not.toBeInTheDocument();
});

test('says so when the quoted review is no longer among the reviews its words find', async () => {
  mockApi({
    'GET /api/auth/user': SIGNED_OUT,
    [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ id: ID, totalReviews: 1234, reviews: [makeReview({ title: 'Newest' })], hasMoreReviews: true }) },
    [`GET ${COMPANY_URL}?*`]: { body: makeCompanyDetail({ id: ID, totalReviews: 1234, reviews: [makeReview({ title: 'Another' })], hasMoreReviews: false }) },
    [`GET ${COMPANY_URL}/highlights`]: { body: HIGHLIGHTS },
  });
  const user = userEvent.setup();
  renderCompany();
  await user.click(within(await block()).getByRole('link', { name: '“The delivery was great.”' }));
  const notice = await screen.findByText('The review this link points to is not among these reviews: it may have been edited, hidden or deleted since.');
  expect(notice.closest('[role="status"]')).not.toBeNull();
});

test('a link to a review in a filtered view, not a search, loads no further pages on its own: the review is read alone and shown above', async () => {
  const offsets: string[] = [];
  mockApi({
    [`GET /api/reviews/${QUOTED.id}`]: { body: { ...QUOTED, companyId: ID } },
    'GET /api/auth/user': SIGNED_OUT,
    [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ id: ID, totalReviews: 1234, reviews: [makeReview({ title: 'Newest' })], hasMoreReviews: true }) },
    [`GET ${COMPANY_URL}?*`]: ({ url }) => {
      offsets.push(url.searchParams.get('offset') ?? '0');
      return { body: makeCompanyDetail({ id: ID, totalReviews: 1234, reviews: [makeReview({ title: 'Five stars' })], hasMoreReviews: true }) };
    },
    [`GET ${COMPANY_URL}/highlights`]: { body: HIGHLIGHTS },
  });
  renderCompany(`/companies/${ID}?rating=5#review-${QUOTED.id}`);
  await screen.findByRole('heading', { name: 'Five stars' });
  const linked = await screen.findByRole('list', { name: 'The review this link points to' });
  expect(within(linked).getByRole('heading', { name: 'Fast' })).toBeInTheDocument();
  await waitFor(() => expect(document.activeElement).toHaveAttribute('id', `review-${QUOTED.id}`));
  await new Promise((r) => setTimeout(r, 300));
  expect(offsets).toEqual(['0']);
});

test('is not asked for below the minimum number of reviews (any request would fail the test), and shows nothing', async () => {
  mockApi({
    'GET /api/auth/user': SIGNED_OUT,
    [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ id: ID, totalReviews: 19 }) },
  });
  renderCompany();
  await screen.findByRole('heading', { level: 2, name: 'Rating distribution' });
  expect(screen.queryByRole('region', { name: 'What reviewers say' })).not.toBeInTheDocument();
});

test('shows nothing when the API says there is not enough yet, or cannot answer', async () => {
  for (const answer of [
    { body: { ...HIGHLIGHTS, reviewCount: 19, enough: false, aspects: [] } },
    { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Please try again.' } },
  ]) {
    const calls = mockApi({
      'GET /api/auth/user': SIGNED_OUT,
      [`GET ${COMPANY_URL}`]: { body: makeCompanyDetail({ id: ID, totalReviews: 25 }) },
      [`GET ${COMPANY_URL}/highlights`]: answer,
    });
    const { unmount } = renderCompany();
    await screen.findByRole('heading', { level: 2, name: 'Rating distribution' });
    await waitFor(() => expect(calls.count('GET', `${COMPANY_URL}/highlights`)).toBe(1));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'What reviewers say' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Counted from the text/)).not.toBeInTheDocument();
    unmount();
  }
});

test('a long quote is searched for by as many of its first words as the search takes', () => {
  const text = `${'Every single word here counts for something '.repeat(4)}at the end.`;
  const { search, hash } = quoteLocation('r1', text);
  const phrase = new URLSearchParams(search).get('search')!;
  expect(phrase.length).toBeLessThanOrEqual(100);
  expect(phrase).toMatch(/^"Every single word here counts .* (something|Every|single|word|here|counts|for)"$/);
  expect(hash).toBe('#review-r1');
});
