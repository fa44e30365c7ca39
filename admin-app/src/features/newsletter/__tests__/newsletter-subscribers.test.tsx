// The Newsletter tab: the subscribers' figures, and the download of the confirmed ones.
import { screen } from '@testing-library/react';
import { makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { NewsletterSubscribers } from '../components/newsletter-subscribers';

const admin = makeUser({ role: 'admin' });

describe('the newsletter tab', () => {
  it('shows how many subscribe and links the CSV of the confirmed subscribers', async () => {
    const calls = mockApi({ 'GET /api/admin/newsletter': { body: { confirmed: 1204, pending: 1, unsubscribed: 7 } } });
    renderWithProviders(<NewsletterSubscribers />, { user: admin });
    expect(await screen.findByText('1,204 confirmed subscribers; 1 address waiting for their confirmation; 7 addresses unsubscribed in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export confirmed subscribers (CSV)' })).toHaveAttribute('href', '/api/admin/newsletter/subscribers.csv');
    expect(calls.count('GET', '/api/admin/newsletter')).toBe(1);
  });

  it('says when the figures cannot be loaded, and still offers the export', async () => {
    mockApi({ 'GET /api/admin/newsletter': { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'The service is busy.' } } });
    renderWithProviders(<NewsletterSubscribers />, { user: admin });
    expect(await screen.findByText(/could not load the newsletter’s figures/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export confirmed subscribers (CSV)' })).toBeInTheDocument();
  });
});
