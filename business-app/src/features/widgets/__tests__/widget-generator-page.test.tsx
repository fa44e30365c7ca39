// The widget generator: the templates the plan allows, the snippet for the chosen template and
// theme, the live preview's markup, and copying the snippet.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastToast, makeBusinessAccount, makeCompany, mockApi, renderWithProviders } from 'shared-ui/test-support';
import WidgetGeneratorPage from '../../../pages/widget-generator-page';

const company = makeCompany({ name: 'Tom & Jerry Tools', claimed: true });
const claim = { id: 'c1', status: 'verified', verification: 'email_domain', decisionReason: null, createdAt: '2026-01-01T00:00:00.000Z', decidedAt: '2026-01-01T00:00:00.000Z', dnsRecord: null, company };
const usage = { invitationsThisMonth: 0, invitationsLeft: 50, resetsAt: '2026-12-01T00:00:00.000Z' };
const FREE = { id: 'free', name: 'Free', invitationsPerMonth: 50, widgetTemplates: ['mini'], analyticsMonths: 12 };
const PREMIUM = { id: 'premium', name: 'Premium', invitationsPerMonth: 5000, widgetTemplates: ['mini', 'carousel', 'list'], analyticsMonths: 36 };
const ORIGIN = window.location.origin;

function renderPage(plan: typeof FREE) {
  mockApi({ 'GET /api/business/companies': { body: [claim] }, 'GET /api/business/plan': { body: { plan, requestedPlan: null, requestedAt: null, usage } } });
  renderWithProviders(<WidgetGeneratorPage />, { business: makeBusinessAccount() });
}

const snippet = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'HTML to paste into your page' });
const preview = () => screen.getByTestId('widget-preview').querySelector('[data-review-widget]');

describe('widget generator', () => {
  it('gives the snippet of the Mini template, light, with the fallback link; the other templates wait for a larger plan', async () => {
    renderPage(FREE);
    expect(await screen.findByRole('radio', { name: /^Carousel: .* \(not in your plan\)$/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^List: .* \(not in your plan\)$/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Mini: Rating, stars and review count in one line' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/business-plans');
    expect(snippet()).toHaveValue(
      `<div data-review-widget data-company-id="${company.id}" data-template="mini" data-theme="light">\n` +
        `  <a href="${ORIGIN}/companies/${company.id}">Read reviews of Tom &amp; Jerry Tools on TrustReviews</a>\n` +
        `</div>\n` +
        `<script src="${ORIGIN}/widget.js" async></script>`,
    );
    expect(preview()).toHaveAttribute('data-template', 'mini');
    expect(preview()).toHaveAttribute('data-company-id', company.id);
  });

  it('changes the snippet and the preview with the template and theme chosen', async () => {
    renderPage(PREMIUM);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'List: The summary and your five latest reviews' }));
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(snippet().value).toContain(`data-company-id="${company.id}" data-template="list" data-theme="dark"`);
    expect(preview()).toHaveAttribute('data-template', 'list');
    expect(preview()).toHaveAttribute('data-theme', 'dark');
    // Every template is in the plan: nothing to compare.
    expect(screen.queryByRole('link', { name: 'Compare plans' })).not.toBeInTheDocument();
  });

  it('copies the snippet, and says how to copy it by hand when the browser refuses', async () => {
    renderPage(FREE);
    const user = userEvent.setup();
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy snippet' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Snippet copied', variant: 'success' }));
    expect(write).toHaveBeenCalledWith(snippet().value);

    write.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy snippet' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Copy failed', variant: 'destructive' }));
  });
});
