// Issue 17 on the analytics page: counts with their nouns, the charts' colours and lines, and the
// date range.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppTheme } from 'shared-ui';
import { makeBusinessAccount, mockApi, renderWithProviders } from 'shared-ui/test-support';
import AnalyticsPage from '../../../pages/analytics-page';
import { chartSeries } from '../utils/chart-series';
import { monthName } from '../utils/months';
import { busy, claim, company, MONTHS } from './fixtures';

describe('counts on the analytics page say their nouns right (item 10)', () => {
  it('the analytics list of stars says "1 star", and the reply rate of one month "1 month"', async () => {
    mockApi({
      'GET /api/business/companies': { body: [claim] },
      [`GET /api/business/companies/${company.id}/analytics?from=2026-11&to=2026-11`]: {
        body: { ...busy, months: 1, from: '2026-11', to: '2026-11', ratingByMonth: busy.ratingByMonth.slice(11) },
      },
    });
    renderWithProviders(<AnalyticsPage />, { business: makeBusinessAccount(), at: '/analytics?from=2026-11&to=2026-11' });
    expect(await screen.findByText('1 star: 1 awaiting, 1 in all')).toBeInTheDocument();
    expect(screen.getByText('2 stars: 1 awaiting, 1 in all')).toBeInTheDocument();
    expect(screen.queryByText(/1 stars/)).not.toBeInTheDocument();
    expect(screen.getByText('Reply rate (1 month)')).toBeInTheDocument();
  });
});


describe('the analytics charts (item 15)', () => {
  it("draw in the theme's colours, the monthly average as points joined by straight segments with gaps for empty months", () => {
    for (const mode of ['light', 'dark'] as const) {
      const { palette } = createAppTheme(mode);
      const s = chartSeries(busy as never, palette);
      expect(s.rating).toEqual([expect.objectContaining({ color: palette.primary.main, curve: 'linear', showMark: true, connectNulls: false })]);
      expect(s.rating[0].data.slice(9)).toEqual([4.5, null, 3]);
      expect(s.volume.map((x) => x.color)).toEqual([palette.secondary.main, palette.primary.main]);
      expect(s.topics.map((x) => x.color)).toEqual([palette.success.main, palette.error.main]);
      expect(s.awaiting.map((x) => x.color)).toEqual([palette.warning.main]);
    }
  });

  it('render those colours, not the default blue and orange', async () => {
    mockApi({ 'GET /api/business/companies': { body: [claim] }, [`GET /api/business/companies/${company.id}/analytics`]: { body: busy } });
    const { container } = renderWithProviders(<AnalyticsPage />, { business: makeBusinessAccount() });
    await screen.findByRole('heading', { name: 'Rating and reviews by month' });
    const { palette } = createAppTheme('light');
    await waitFor(() => expect(container.querySelectorAll('svg path, svg rect').length).toBeGreaterThan(0));
    const painted = [...container.querySelectorAll('svg path, svg rect')].flatMap((el) => [el.getAttribute('fill'), el.getAttribute('stroke')]).filter(Boolean);
    const colours = new Set(painted.map((c) => c!.toLowerCase()));
    // x-charts' default palette (rainbowSurge: blue, orange, …) appears nowhere; the theme's does.
    for (const fallback of ['#4254fb', '#ffb422', '#fa4f58', '#0dbeff', '#22bf75']) expect(colours).not.toContain(fallback);
    for (const themed of [palette.primary.main, palette.secondary.main, palette.success.main, palette.error.main, palette.warning.main]) expect(colours).toContain(themed.toLowerCase());
  });
});


describe('the analytics date range (item 20)', () => {
  it('offers the months of the plan, asks for the chosen range, and keeps it in the address', async () => {
    const calls = mockApi({
      'GET /api/business/companies': { body: [claim] },
      [`GET /api/business/companies/${company.id}/analytics`]: { body: busy },
      [`GET /api/business/companies/${company.id}/analytics?from=2026-09&to=2026-11`]: {
        body: { ...busy, months: 3, from: '2026-09', to: '2026-11', ratingByMonth: busy.ratingByMonth.slice(9) },
      },
    });
    renderWithProviders(<AnalyticsPage />, { business: makeBusinessAccount(), at: '/analytics' });
    const user = userEvent.setup();
    await screen.findByText('Period: 12 months, up to 12 months on your plan');
    await user.click(screen.getByRole('combobox', { name: 'From' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(MONTHS.map(monthName));
    expect(options[0]).toBe('December 2025');
    await user.click(screen.getByRole('option', { name: 'September 2026' }));

    expect(await screen.findByText('Period: 3 months, up to 12 months on your plan')).toBeInTheDocument();
    expect(calls.count('GET', `/api/business/companies/${company.id}/analytics?from=2026-09&to=2026-11`)).toBe(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/analytics?from=2026-09&to=2026-11');
    expect(screen.getAllByRole('row')).toHaveLength(1 + 3);

    // A To month before From cannot be picked.
    await user.click(screen.getByRole('combobox', { name: 'To' }));
    expect(screen.getByRole('option', { name: 'August 2026' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Whole plan range' }));
    expect(await screen.findByText('Period: 12 months, up to 12 months on your plan')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/analytics$/);
  });

  it("says why a range from an old link cannot be shown, and offers the plan's", async () => {
    mockApi({
      'GET /api/business/companies': { body: [claim] },
      [`GET /api/business/companies/${company.id}/analytics`]: { body: busy },
      [`GET /api/business/companies/${company.id}/analytics?from=2024-01`]: {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: "Your plan's analytics cover the last 12 months: choose a From month from 2025-12 on." },
      },
    });
    renderWithProviders(<AnalyticsPage />, { business: makeBusinessAccount(), at: '/analytics?from=2024-01' });
    expect(await screen.findByRole('alert')).toHaveTextContent("Your plan's analytics cover the last 12 months");
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show the whole plan range' }));
    expect(await screen.findByText('Period: 12 months, up to 12 months on your plan')).toBeInTheDocument();
  });
});

