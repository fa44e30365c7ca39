import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastToast, makeUser, mockApi, renderWithProviders } from '../../../test-support';
import { ActiveSessions } from '../active-sessions';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

const current = { id: 's1', createdAt: '2026-01-02T10:00:00.000Z', lastSeenAt: new Date().toISOString(), ipAddress: '203.0.113.7', userAgent: FIREFOX, current: true };
const phone = { id: 's2', createdAt: '2026-01-01T10:00:00.000Z', lastSeenAt: new Date(Date.now() - 3 * 3600_000).toISOString(), ipAddress: '2001:db8::1', userAgent: IPHONE, current: false };

describe('Active sessions', () => {
  it('lists where the account is signed in and signs out everywhere else', async () => {
    let listed = [current, phone];
    const calls = mockApi({
      'GET /api/auth/sessions': () => ({ body: listed }),
      'POST /api/auth/sessions/sign-out-others': () => {
        listed = [current];
        return { body: { ended: 1, message: 'You have been signed out on 1 other device.' } };
      },
    });
    renderWithProviders(<ActiveSessions realm="consumer" />, { user: makeUser() });
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    expect(within(list).getByRole('listitem', { name: 'Firefox on Linux, this device, from 203.0.113.7' })).toHaveTextContent(/This device.*Active now.*203\.0\.113\.7/);
    expect(within(list).getByRole('listitem', { name: 'Safari on iPhone, last active 3 hours ago, from 2001:db8::1' })).toHaveTextContent(/Last active 3 hours ago/);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Signed out everywhere else', description: 'You have been signed out on 1 other device.' }));
    expect(calls.count('POST', '/api/auth/sessions/sign-out-others')).toBe(1);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Safari on iPhone/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    expect(screen.getByText('You are not signed in anywhere else.')).toBeInTheDocument();
  });

  it('signs out one other device of a business account', async () => {
    let listed = [current, phone];
    mockApi({
      'GET /api/business/sessions': () => ({ body: listed }),
      'DELETE /api/business/sessions/s2': () => {
        listed = [current];
        return { status: 204 };
      },
    });
    renderWithProviders(<ActiveSessions realm="business" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone, last active 3 hours ago, from 2001:db8::1' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Signed out', description: 'Safari on iPhone is no longer signed in.' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Safari on iPhone/ })).not.toBeInTheDocument());
    // The current session offers no way to end itself here: that is "Sign out" in the menu.
    expect(screen.queryByRole('button', { name: /^Sign out Firefox on Linux/ })).not.toBeInTheDocument();
  });

  it('names each session\'s button apart, even for the same browser on the same system', async () => {
    const UNKNOWN_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) SomeBrowser/1.0';
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
    const alike = (id: string, lastSeenAt: string, ipAddress: string, createdAt = '2026-01-03T10:00:00.000Z') => ({ id, createdAt, lastSeenAt, ipAddress, userAgent: UNKNOWN_LINUX, current: false });
    mockApi({
      'GET /api/auth/sessions': {
        body: [
          current,
          alike('a', hoursAgo(2), '198.51.100.4'),
          alike('b', hoursAgo(26), '198.51.100.4'),
          alike('c', hoursAgo(2), '192.0.2.9'),
          // Alike in all but when it signed in; then alike in everything.
          alike('d', hoursAgo(50), '192.0.2.9', '2026-01-04T10:00:00.000Z'),
          alike('e', hoursAgo(50), '192.0.2.9', '2026-01-05T10:00:00.000Z'),
          alike('f', hoursAgo(75), '192.0.2.9'),
          alike('g', hoursAgo(75), '192.0.2.9'),
        ],
      },
    });
    renderWithProviders(<ActiveSessions realm="consumer" />, { user: makeUser() });
    await screen.findByRole('list', { name: 'Active sessions' });
    const names = screen.getAllByRole('button', { name: /^Sign out A browser on Linux/ }).map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Sign out A browser on Linux, last active 2 hours ago, from 198.51.100.4',
      'Sign out A browser on Linux, last active 1 day ago, from 198.51.100.4',
      'Sign out A browser on Linux, last active 2 hours ago, from 192.0.2.9',
      'Sign out A browser on Linux, last active 2 days ago, from 192.0.2.9, signed in January 4, 2026',
      'Sign out A browser on Linux, last active 2 days ago, from 192.0.2.9, signed in January 5, 2026',
      'Sign out A browser on Linux, last active 3 days ago, from 192.0.2.9, signed in January 3, 2026 (1 of 2)',
      'Sign out A browser on Linux, last active 3 days ago, from 192.0.2.9, signed in January 3, 2026 (2 of 2)',
    ]);
  });
});
