// What the header does with the sessions: the copy of the user the browser keeps holds only what
// the spec names and goes with every log out, with the pending invitation; a business session
// shows its account and Log out, on a desktop and in the phone menu, instead of Sign in.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assignLocation } from '../browser';
import { Layout } from '../Layout';
import { useMobileMenu } from '../menu-store';
import { NavBar } from '../NavBar';
import { http, HttpResponse, lastToast, makeBusinessAccount, makeUser, mockApi, mockSession, renderWithProviders, server } from 'shared-ui/test-support';

jest.mock('../browser', () => ({ ...jest.requireActual('../browser'), assignLocation: jest.fn() }));

const PENDING = JSON.stringify({ path: '/write-review/c1?invitation=secret', companyName: 'Acme', expiresAt: '2999-01-01T00:00:00.000Z' });
const user = makeUser({ firstName: 'Dana', lastName: 'Whitfield', role: 'moderator', emailVerified: true });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  useMobileMenu.setState({ open: false });
  localStorage.clear();
  jest.mocked(assignLocation).mockClear();
  window.scrollTo = jest.fn();
});

function businessSignedIn(account = makeBusinessAccount({ contactName: 'Morgan Lee' })) {
  server.use(http.get('/api/business/account', () => HttpResponse.json(account)));
  return account;
}

describe('what the browser keeps of the user', () => {
  it('keeps only the fields the spec names: no role, nothing of the account state', async () => {
    mockSession('signed-in', user);
    renderWithProviders(<NavBar />, { user: 'fetch', business: 'fetch' });
    await waitFor(() => expect(localStorage.getItem('auth_user')).not.toBeNull());
    expect(JSON.parse(localStorage.getItem('auth_user')!)).toEqual({
      id: user.id,
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: user.email,
      profileImageUrl: user.profileImageUrl ?? null,
    });
  });

  it('forgets the user and the pending invitation at a desktop log out', async () => {
    mockSession('signed-in', user);
    mockApi({ 'POST /api/auth/logout': { status: 204 } });
    renderWithProviders(
      <Layout>
        <p>Profile</p>
      </Layout>,
      { at: '/profile', user: 'fetch', business: 'fetch' },
    );
    await waitFor(() => expect(localStorage.getItem('auth_user')).not.toBeNull());
    localStorage.setItem('pending_invitation', PENDING);
    await userEvent.click(await screen.findByRole('button', { name: /open account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(localStorage.getItem('auth_user')).toBeNull();
    expect(localStorage.getItem('pending_invitation')).toBeNull();
  });

  it('forgets them before the phone log out leaves the page', async () => {
    mockSession('signed-in', user);
    renderWithProviders(<NavBar />, { user: 'fetch', business: 'fetch' });
    await waitFor(() => expect(localStorage.getItem('auth_user')).not.toBeNull());
    localStorage.setItem('pending_invitation', PENDING);
    const stored = jest.mocked(assignLocation).mockImplementation(() => {
      expect([localStorage.getItem('auth_user'), localStorage.getItem('pending_invitation')]).toEqual([null, null]);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Log out' }));
    expect(stored).toHaveBeenCalledWith('/api/logout');
  });

  it('forgets them when the session turns out to have ended (the user call answers 401)', async () => {
    localStorage.setItem('auth_user', JSON.stringify({ id: user.id }));
    localStorage.setItem('pending_invitation', PENDING);
    mockSession('signed-out');
    renderWithProviders(<NavBar />, { user: 'fetch', business: 'fetch' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_user')).toBeNull();
    expect(localStorage.getItem('pending_invitation')).toBeNull();
  });
});

describe('a business session in the site header', () => {
  it('shows its account menu (dashboard, Log out) instead of Sign in and Sign up', async () => {
    mockSession('signed-out');
    const account = businessSignedIn();
    const calls = mockApi({ 'POST /api/business/logout': { status: 204 } });
    renderWithProviders(
      <Layout>
        <p>Companies</p>
      </Layout>,
      { at: '/companies', user: 'fetch', business: 'fetch' },
    );
    const button = await screen.findByRole('button', { name: 'Open business account menu' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();

    await userEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Business account' });
    expect(screen.getByText('Morgan Lee')).toBeInTheDocument();
    expect(screen.getByText(account.email)).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Business dashboard' })).toHaveAttribute('href', '/business/dashboard');

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out of business account' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Logged out', variant: 'success' }));
    expect(calls.count('POST', '/api/business/logout')).toBe(1);
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open business account menu' })).not.toBeInTheDocument();
  });

  it('shows both accounts when both realms are signed in', async () => {
    mockSession('signed-in', user);
    businessSignedIn();
    renderWithProviders(<NavBar />, { user: 'fetch', business: 'fetch' });
    expect(await screen.findByRole('button', { name: 'Open business account menu' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /open account menu/ })).toBeInTheDocument();
  });

  it('in the phone menu: the account and Log out of it, no Sign in', async () => {
    mockSession('signed-out');
    businessSignedIn();
    const calls = mockApi({ 'POST /api/business/logout': { status: 204 } });
    renderWithProviders(<NavBar />, { at: '/about', user: 'fetch', business: 'fetch' });
    await screen.findByRole('button', { name: 'Open business account menu' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(drawer).getByText('Morgan Lee')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Log out of business account' }));
    await waitFor(() => expect(calls.count('POST', '/api/business/logout')).toBe(1));
    await waitFor(() => expect(location()).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open business account menu' })).not.toBeInTheDocument());
  });

  it('says why when the business log out fails, and stays signed in', async () => {
    mockSession('signed-out');
    businessSignedIn();
    mockApi({ 'POST /api/business/logout': { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'The service is busy.' } } });
    renderWithProviders(<NavBar />, { at: '/about', user: 'fetch', business: 'fetch' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open business account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out of business account' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Logout failed', description: 'The service is busy.' }));
    expect(location()).toBe('/about');
    expect(screen.getByRole('button', { name: 'Open business account menu' })).toBeInTheDocument();
  });
});
