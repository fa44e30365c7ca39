import { screen } from '@testing-library/react';
import TermsPage from '../../../pages/content/terms-page';
import { DISPUTE_SETTLEMENT_BODIES } from '../dispute-settlement-bodies';
import { mockApi, renderWithProviders } from 'shared-ui/test-support';

describe('terms: complaints and dispute settlement (DSA Arts. 20, 21)', () => {
  it('names each out-of-court dispute settlement body with a link, and the courts, under the anchor the outcome mails link to', () => {
    mockApi({});
    renderWithProviders(<TermsPage />, { at: '/terms' });
    const section = screen.getByRole('heading', { name: 'Out-of-court dispute settlement and the courts' });
    expect(section.closest('[id]')?.id ?? section.id).toMatch(/dispute-settlement/);
    expect(DISPUTE_SETTLEMENT_BODIES.length).toBeGreaterThan(0);
    for (const body of DISPUTE_SETTLEMENT_BODIES) expect(screen.getByRole('link', { name: body.name })).toHaveAttribute('href', body.url);
    expect(screen.getByText(/go to the courts at any time/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Complaining about a moderation decision' })).toBeInTheDocument();
  });
});
