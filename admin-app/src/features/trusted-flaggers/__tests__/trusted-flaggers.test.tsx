// The Trusted flaggers tab: the list, marking one (checked before sending), ending a status.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { TrustedFlaggers } from '../components/trusted-flaggers';

const admin = makeUser({ role: 'admin' });
const watch = { id: '5d0c7a6e-1111-4222-8333-444455556666', name: 'Consumer Watch', domains: ['watch.example'], emails: ['desk@other.example'], createdAt: '2026-01-01T00:00:00.000Z' };

describe('the trusted flaggers tab', () => {
  it('lists the trusted flaggers with the addresses they send from', async () => {
    mockApi({ 'GET /api/admin/trusted-flaggers': { body: [watch] } });
    renderWithProviders(<TrustedFlaggers />, { user: admin });
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Consumer Watch')).toBeInTheDocument();
    expect(within(list).getByText('Sends from: @watch.example, desk@other.example')).toBeInTheDocument();
  });

  it('names what is missing, focuses it and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'GET /api/admin/trusted-flaggers': { body: [] } });
    renderWithProviders(<TrustedFlaggers />, { user: admin });
    await user.click(screen.getByRole('button', { name: 'Mark as trusted flagger' }));
    const name = screen.getByRole('textbox', { name: /organisation/i });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Please enter the organisation’s name.');
    await user.type(name, 'Consumer Watch');
    await user.click(screen.getByRole('button', { name: 'Mark as trusted flagger' }));
    const domains = screen.getByRole('textbox', { name: /email domains/i });
    expect(domains).toHaveFocus();
    expect(domains).toHaveAccessibleDescription('Please give at least one email domain or address it sends from.');
    expect(calls.count('POST', '/api/admin/trusted-flaggers')).toBe(0);
  });

  it('marks one, with its domains and addresses as lists, and says so', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'GET /api/admin/trusted-flaggers': { body: [] }, 'POST /api/admin/trusted-flaggers': { status: 201, body: watch } });
    renderWithProviders(<TrustedFlaggers />, { user: admin });
    await user.type(screen.getByRole('textbox', { name: /organisation/i }), ' Consumer Watch ');
    await user.type(screen.getByRole('textbox', { name: /email domains/i }), '@Watch.example, ');
    await user.type(screen.getByRole('textbox', { name: /email addresses/i }), 'desk@other.example');
    await user.click(screen.getByRole('button', { name: 'Mark as trusted flagger' }));
    expect(await calls.bodyOf('POST', '/api/admin/trusted-flaggers')).toEqual({ name: 'Consumer Watch', domains: ['watch.example'], emails: ['desk@other.example'] });
    expect(await screen.findByRole('status')).toHaveTextContent('Consumer Watch is now a trusted flagger.');
    expect(screen.getByRole('textbox', { name: /organisation/i })).toHaveValue('');
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/admin/trusted-flaggers': { body: [] },
      'POST /api/admin/trusted-flaggers': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Each domain must be a domain name such as consumers.example' } },
    });
    renderWithProviders(<TrustedFlaggers />, { user: admin });
    await user.type(screen.getByRole('textbox', { name: /organisation/i }), 'Consumer Watch');
    await user.type(screen.getByRole('textbox', { name: /email domains/i }), 'not_a_domain');
    await user.click(screen.getByRole('button', { name: 'Mark as trusted flagger' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Each domain must be a domain name such as consumers.example');
    expect(screen.getByRole('textbox', { name: /email domains/i })).toHaveValue('not_a_domain');
  });

  it('ends a status', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'GET /api/admin/trusted-flaggers': { body: [watch] }, [`DELETE /api/admin/trusted-flaggers/${watch.id}`]: { status: 204 } });
    renderWithProviders(<TrustedFlaggers />, { user: admin });
    await user.click(await screen.findByRole('button', { name: 'End status of Consumer Watch' }));
    await waitFor(() => expect(calls.count('DELETE', `/api/admin/trusted-flaggers/${watch.id}`)).toBe(1));
  });
});
