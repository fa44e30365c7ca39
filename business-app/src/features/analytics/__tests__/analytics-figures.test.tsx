// The analytics page's figures: the key figures, the monthly table, topics and reviews awaiting
// a reply; a load that failed; the CSV export.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBusinessAccount, mockApi, renderWithProviders } from 'shared-ui/test-support';
import AnalyticsPage from '../../../pages/analytics-page';
import { busy, claim, company, empty } from './fixtures';

const ANALYTICS = `GET /api/business/companies/${company.id}/analytics`;
const figures = { ...busy, medianReplySeconds: 5 * 3600, topics: [{ topic: 'Delivery', positive: 3, negative: 1200 }] };

function renderPage(analytics: Parameters<typeof mockApi>[0][string]) {
  const calls = mockApi({ 'GET /api/business/companies': { body: [claim] }, [ANALYTICS]: analytics });
  renderWithProviders(<AnalyticsPage />, { business: makeBusinessAccount(), at: '/analytics' });
  return calls;
}

/** The value shown under a key figure's label. */
const figure = (label: string) => screen.getByText(label).nextElementSibling;

describe('analytics figures', () => {
  it('shows the key figures, the monthly table, the topics and the reviews awaiting a reply', async () => {
    renderPage({ body: figures });
    await screen.findByRole('heading', { name: 'Rating and reviews by month' });
    expect(figure('Average rating (all time)')).toHaveTextContent('3.6 ★');
    expect(figure('Reviews (all time)')).toHaveTextContent('7');
    expect(figure('Reply rate (12 months)')).toHaveTextContent('43%');
    expect(figure('Median time to first reply')).toHaveTextContent('5 h');

    const table = screen.getByRole('table', { name: 'The same figures as a table' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 12);
    expect(rows[12]).toHaveTextContent(/^2026-113\.0051$/);
    expect(rows[11]).toHaveTextContent(/^2026-10—00$/);
    expect(rows[10]).toHaveTextContent(/^2026-094\.5022$/);

    expect(screen.getByText('Delivery: 3 positive, 1,200 negative')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Awaiting a reply: 4' })).toBeInTheDocument();
    expect(screen.getByText('5 stars: 0 awaiting, 2 in all')).toBeInTheDocument();
  });

  it('says "No reviews" and "no replies yet" for a period without reviews', async () => {
    renderPage({ body: empty });
    await screen.findByRole('heading', { name: 'Rating and reviews by month' });
    expect(figure('Average rating (all time)')).toHaveTextContent('No reviews yet');
    expect(figure('Reply rate (12 months)')).toHaveTextContent('No reviews');
    expect(figure('Median time to first reply')).toHaveTextContent('no replies yet');
    expect(screen.getByRole('heading', { name: 'Awaiting a reply: 0' })).toBeInTheDocument();
  });

  it('says when the analytics could not be loaded, and loads them on Try again', async () => {
    let fail = true;
    const calls = renderPage(() => (fail ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Database down' } } : { body: figures }));
    expect(await screen.findByText('We could not load the analytics.')).toBeInTheDocument();
    // No range was asked for: nothing to go back from.
    expect(screen.queryByRole('button', { name: 'Show the whole plan range' })).not.toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Rating and reviews by month' })).toBeInTheDocument();
    expect(calls.count('GET', `/api/business/companies/${company.id}/analytics`)).toBe(2);
  });

  it('exports the months shown as a CSV file named after the company and the period', async () => {
    renderPage({ body: figures });
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:analytics';
    });
    const revokeObjectURL = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: { name: string; href: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    try {
      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
      expect(saved).toEqual([{ name: `${company.name} 2025-12 to 2026-11 analytics.csv`, href: 'blob:analytics' }]);
      const csv = await blobs[0].text();
      const lines = csv.split('\r\n');
      expect(lines[0]).toBe('month,average_rating,review_count,replied_count');
      expect(lines).toHaveLength(1 + 12 + 1);
      expect(lines[10]).toBe('2026-09,4.5,2,2');
      expect(lines[11]).toBe('2026-10,,0,0');
      expect(lines[12]).toBe('2026-11,3,5,1');
      expect(blobs[0].type).toBe('text/csv;charset=utf-8');
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:analytics');
    } finally {
      createObjectURL.mockRestore();
      revokeObjectURL.mockRestore();
      click.mockRestore();
    }
  });
});
