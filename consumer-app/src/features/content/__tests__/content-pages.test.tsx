// Every content page: one h1, an outline without skipped levels, unique anchors, a page title,
// and real copy (no placeholders).
import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import AboutPage from '../../../pages/content/about-page';
import CareersPage from '../../../pages/content/careers-page';
import ContactPage from '../../../pages/content/contact-page';
import CookiesPage from '../../../pages/content/cookies-page';
import DisclaimerPage from '../../../pages/content/disclaimer-page';
import GuidelinesPage from '../../../pages/content/guidelines-page';
import HelpPage from '../../../pages/content/help-page';
import MobileAppPage from '../../../pages/content/mobile-app-page';
import PressPage from '../../../pages/content/press-page';
import PrivacyPage from '../../../pages/content/privacy-page';
import TermsPage from '../../../pages/content/terms-page';
import TrustSafetyPage from '../../../pages/content/trust-safety-page';
import HowReviewsAreVerifiedPage from '../../../pages/content/how-reviews-are-verified-page';
import { mockApi, renderWithProviders } from 'shared-ui/test-support';

/** Heading levels that skip one (an h2 followed by an h4), which confuse screen-reader navigation. */
function skippedLevels(container: HTMLElement): string[] {
  const problems: string[] = [];
  let previous = 0;
  for (const h of container.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = Number(h.tagName.slice(1));
    if (previous && level > previous + 1) problems.push(`${h.tagName} "${h.textContent?.trim()}" after h${previous}`);
    previous = level;
  }
  return problems;
}

const STATS = { totalReviews: 3600, totalCompanies: 180, averageRating: '3.7' };

const PAGES: [string, ComponentType, string, string][] = [
  ['/about', AboutPage, 'About TrustReviews', 'About us | TrustReviews'],
  ['/guidelines', GuidelinesPage, 'Review guidelines', 'Review guidelines | TrustReviews'],
  ['/trust-safety', TrustSafetyPage, 'Trust & Safety', 'Trust & Safety | TrustReviews'],
  ['/how-reviews-are-verified', HowReviewsAreVerifiedPage, 'How reviews are verified', 'How reviews are verified | TrustReviews'],
  ['/help', HelpPage, 'Help center', 'Help center | TrustReviews'],
  ['/contact', ContactPage, 'Contact us', 'Contact us | TrustReviews'],
  ['/privacy', PrivacyPage, 'Privacy policy', 'Privacy policy | TrustReviews'],
  ['/terms', TermsPage, 'Terms of service', 'Terms of service | TrustReviews'],
  ['/careers', CareersPage, 'Careers at TrustReviews', 'Careers | TrustReviews'],
  ['/press', PressPage, 'Press', 'Press | TrustReviews'],
  ['/cookies', CookiesPage, 'Cookie policy', 'Cookie policy | TrustReviews'],
  ['/disclaimer', DisclaimerPage, 'Disclaimer', 'Disclaimer | TrustReviews'],
  ['/mobile-app', MobileAppPage, 'TrustReviews on your phone', 'TrustReviews on your phone | TrustReviews'],
];

const FIGURES = {
  periodStart: '2025-11-23T00:00:00.000Z',
  periodEnd: '2026-11-23T00:00:00.000Z',
  reportsReceived: 1234,
  reportsByReason: { fake: 700, offensive: 300, personal_information: 100, advertising: 100, other: 34 },
  reviewsHidden: 456,
  hiddenByReason: { fake: 300, offensive: 100, personal_information: 30, advertising: 20, other: 6 },
  reviewsRestored: 12,
  decisions: 800,
  automatedDetectionShare: 0.42,
  medianHoursReportToDecision: 7.5,
  appeals: { received: 40, decided: 38, overturned: 9 },
  reviewsFlagged: 321,
  signalsRaised: { burst: 120, same_address: 45, new_account_cluster: 30, near_duplicate: 88, new_account_extreme: 61, invitee_owner_domain: 4, invitee_alias: 2 },
  generatedAt: '2026-11-23T00:00:00.000Z',
};

const YEAR = new Date().getUTCFullYear();

const RETENTION = { signInAddressDays: 30, contactAddressDays: 30, contactMessageYears: 2, mailLogDays: 30, reviewAddressKeyDays: 7, sessionMaxDays: 30 };

beforeEach(() => {
  mockApi({
    'GET /api/stats': { status: 200, body: STATS },
    'GET /api/transparency': { body: FIGURES },
    'GET /api/transparency/reports': { body: { years: [YEAR, YEAR - 1] } },
    'GET /api/privacy/retention': { body: RETENTION },
  });
});

it('links each year’s transparency report on /trust-safety, as CSV and JSON, the current year to date', async () => {
  renderWithProviders(<TrustSafetyPage />, { at: '/trust-safety' });
  const list = await screen.findByRole('list', { name: 'Yearly transparency reports' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    `${YEAR} (to date): ${YEAR} report as CSV, ${YEAR} report as JSON`,
    `${YEAR - 1}: ${YEAR - 1} report as CSV, ${YEAR - 1} report as JSON`,
  ]);
  const csv = within(list).getByRole('link', { name: `${YEAR - 1} report as CSV` });
  expect(csv).toHaveAttribute('href', `/api/transparency/reports/${YEAR - 1}.csv`);
  expect(csv).toHaveAttribute('download', `transparency-report-${YEAR - 1}.csv`);
  expect(within(list).getByRole('link', { name: `${YEAR} report as JSON` })).toHaveAttribute('href', `/api/transparency/reports/${YEAR}.json`);
  expect(screen.getByRole('heading', { name: 'Yearly transparency reports' })).toBeInTheDocument();
});

it('shows the live moderation figures on /trust-safety', async () => {
  renderWithProviders(<TrustSafetyPage />, { at: '/trust-safety' });
  expect(await screen.findByText('1,234 reports')).toBeInTheDocument();
  expect(screen.getByText('456 reviews')).toBeInTheDocument();
  expect(screen.getByText(/of the reviews we hid were first flagged/)).toHaveTextContent('42% of the reviews we hid were first flagged by our automatic fake-review signals; every decision was made by a person (800 decisions about reviews in all).');
  expect(screen.getByText('7.5 hours')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Reports and hidden reviews by reason' });
  expect(table).toHaveTextContent('Fake or not a real experience700300');
  expect(screen.getByText('321 reviews')).toBeInTheDocument();
  const signals = screen.getByRole('table', { name: 'Fake-review signals raised' });
  expect(signals).toHaveTextContent('Near-duplicate text88');
  expect(signals).toHaveTextContent('Burst of reviews120');
});

describe.each(PAGES)('%s', (path, Page, h1, title) => {
  it('has one h1, a page title and a heading outline without skipped levels', async () => {
    const { container } = renderWithProviders(<Page />, { at: path });
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(h1);
    await waitFor(() => expect(document.title).toBe(title));
    expect(skippedLevels(container)).toEqual([]);
    expect(container.querySelector('h1')).toBe(container.querySelector('h1, h2, h3, h4, h5, h6'));
  });

  it('has unique ids, working in-page links and no placeholder text', () => {
    const { container } = renderWithProviders(<Page />, { at: path });
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.length).toBe(new Set(ids).size);
    for (const a of container.querySelectorAll('a[href^="#"]')) {
      expect(container.querySelector(`[id="${a.getAttribute('href')!.slice(1)}"]`)).not.toBeNull();
    }
    expect(container.textContent).not.toMatch(/lorem|ipsum|TODO|TBD|\{email\}|\{phone\}/i);
    for (const a of container.querySelectorAll('a')) expect(a.textContent?.trim() || a.getAttribute('aria-label')).toBeTruthy();
  });
});

describe('pages with live figures', () => {
  it('shows the API totals on the press page', async () => {
    renderWithProviders(<PressPage />, { at: '/press' });
    expect(await screen.findByText('3,600')).toBeInTheDocument();
    expect(screen.getByText('180')).toBeInTheDocument();
    expect(screen.getByText('3.7')).toBeInTheDocument();
  });

  it('leaves the figures out, rather than inventing them, when the API fails', async () => {
    const calls = mockApi({ 'GET /api/stats': { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Down.' } } });
    renderWithProviders(<AboutPage />, { at: '/about' });
    await waitFor(() => expect(calls.count('GET', '/api/stats')).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'TrustReviews today' })).not.toBeInTheDocument());
    expect(screen.queryByText(/reviews published/)).not.toBeInTheDocument();
  });
});

it('tells on /privacy how to download and delete one’s data, what an erasure keeps, and the retention periods the API is configured with', async () => {
  mockApi({
    'GET /api/privacy/retention': {
      body: { signInAddressDays: 14, contactAddressDays: 14, contactMessageYears: 2, mailLogDays: 60, reviewAddressKeyDays: 7, sessionMaxDays: 30 },
    },
  });
  renderWithProviders(<PrivacyPage />, { at: '/privacy' });
  const rights = screen.getByRole('region', { name: 'Your rights' });
  expect(within(rights).getByRole('heading', { name: 'Download your data' })).toBeInTheDocument();
  expect(within(rights).getByRole('heading', { name: 'Delete your account' })).toBeInTheDocument();
  expect(rights).toHaveTextContent(/choose Download my data/);
  expect(rights).toHaveTextContent(/choose Delete my account and confirm with your password/);
  expect(rights).toHaveTextContent(/reports you made stay with their reason and outcome, without the details you wrote/);
  const kept = screen.getByRole('region', { name: 'How long we keep it' });
  expect(await within(kept).findByRole('row', { name: /network address and browser description of a sign-in 14 days after signing in/i })).toBeInTheDocument();
  expect(within(kept).getByRole('row', { name: /Record of emails sent to you .* 60 days after sending/ })).toBeInTheDocument();
  expect(within(kept).getByRole('row', { name: /^Contact messages 2 years after we receive them.* 14 days$/ })).toBeInTheDocument();
});
