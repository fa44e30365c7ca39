import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { assignLocation } from '../browser';
import { Layout } from '../Layout';
import { useMobileMenu } from '../menu-store';
import { NavBar } from '../NavBar';
import { lastToast, makeUser, mockApi, mockSession, renderWithProviders } from 'shared-ui/test-support';

jest.mock('../browser', () => ({ ...jest.requireActual('../browser'), assignLocation: jest.fn() }));

beforeEach(() => {
    useMobileMenu.setState({ open: false });
  localStorage.clear();
  jest.mocked(assignLocation).mockClear();
});

const demoUser = makeUser({ firstName: 'Dana', lastName: 'Whitfield', email: 'dana.whitfield@example.com' });
const location = () => screen.getByTestId('location').textContent;

/** The shell's frame at `route`, with the session from the (mocked) API. */
function renderWithApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return renderWithProviders(ui, { at: route, user: 'fetch', business: 'fetch' });
}

describe('NavBar signed out', () => {
  it('shows Home, Companies, About, Sign in and Sign up, and no Write Review', async () => {
    mockSession('signed-out', demoUser);
    renderWithApp(<NavBar />);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/companies');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(screen.queryByRole('link', { name: 'Write Review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /open account menu/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TrustReviews home' })).toHaveAttribute('href', '/');
  });

  it('shows neither sign-in buttons nor the avatar while the session loads', () => {
    mockSession('loading', demoUser);
    renderWithApp(<NavBar />);

    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /open account menu/ })).not.toBeInTheDocument();
  });
});

describe('NavBar search', () => {
  it('goes to /companies?search= with the encoded text on Enter', async () => {
    mockSession('signed-out', demoUser);
    renderWithApp(<NavBar />, { route: '/about' });

    await userEvent.type(screen.getByRole('combobox', { name: 'Search companies' }), '  Acme & Sons bank {Enter}');

    expect(location()).toBe('/companies?search=Acme%20%26%20Sons%20bank');
  });

  it('ignores empty and whitespace-only input', async () => {
    mockSession('signed-out', demoUser);
    renderWithApp(<NavBar />, { route: '/about' });
    const search = screen.getByRole('combobox', { name: 'Search companies' });

    await userEvent.type(search, '{Enter}');
    expect(location()).toBe('/about');
    await userEvent.type(search, '    {Enter}');
    expect(location()).toBe('/about');
  });
});

describe('NavBar signed in', () => {
  it('shows Write Review and an avatar menu with name, email and the account actions', async () => {
    mockSession('signed-in', demoUser);
    renderWithApp(<NavBar />);

    const avatar = await screen.findByRole('button', { name: /open account menu/ });
    expect(avatar).toHaveTextContent('DW');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Write Review' })).toHaveAttribute(
      'href',
      '/write-review',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();

    await userEvent.click(avatar);
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(screen.getByText('Dana Whitfield')).toBeVisible();
    expect(screen.getByText(demoUser.email)).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute('href', '/account/settings');
    expect(within(menu).getByRole('menuitem', { name: 'Write Review' })).toHaveAttribute('href', '/write-review');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Moderation' })).not.toBeInTheDocument();
  });

  it('offers Moderation to moderators and admins', async () => {
    mockSession('signed-in', { ...demoUser, role: 'moderator' });
    renderWithApp(<NavBar />);
    await userEvent.click(await screen.findByRole('button', { name: /open account menu/ }));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(within(menu).getByRole('menuitem', { name: 'Moderation' })).toHaveAttribute('href', '/admin');
  });

  it('logs out: POST /api/auth/logout, clears the stored user, goes home with "Signed out"', async () => {
    mockSession('signed-in', demoUser);
    const calls = mockApi({ 'POST /api/auth/logout': { status: 204 } });
    // Inside the whole frame, as in the app: the bar must swap to Sign in once the session ends.
    window.scrollTo = jest.fn();
    renderWithApp(
      <Layout>
        <p>Your profile</p>
      </Layout>,
      { route: '/profile' },
    );
    await waitFor(() => expect(localStorage.getItem('auth_user')).not.toBeNull());

    await userEvent.click(await screen.findByRole('button', { name: /open account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(location()).toBe('/'));
    expect(calls.count('POST', '/api/auth/logout')).toBe(1);
    expect(localStorage.getItem('auth_user')).toBeNull();
    expect(lastToast()).toMatchObject({ title: 'Signed out', variant: 'success' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the server message when log out fails', async () => {
    mockSession('signed-in', demoUser);
    mockApi({ 'POST /api/auth/logout': { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'The service is busy. Please try again.' } } });
    renderWithApp(<NavBar />, { route: '/profile' });

    await userEvent.click(await screen.findByRole('button', { name: /open account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Sign out failed',
        description: 'The service is busy. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(location()).toBe('/profile');
    expect(screen.getByRole('button', { name: /open account menu/ })).toBeInTheDocument();
  });

  it('falls back to "An error occurred during sign out" when the server gives no message', async () => {
    mockSession('signed-in', demoUser);
    mockApi({ 'POST /api/auth/logout': { status: 500 } });
    renderWithApp(<NavBar />);

    await userEvent.click(await screen.findByRole('button', { name: /open account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Sign out failed',
        description: 'An error occurred during sign out',
      }),
    );
  });
});

describe('Mobile menu', () => {
  it.each(['moderator', 'admin'] as const)('signed in as %s: has the Moderation link, as the desktop account menu does', async (role) => {
    mockSession('signed-in', { ...demoUser, role });
    renderWithApp(<NavBar />);
    await screen.findByRole('button', { name: /open account menu/ });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/admin');
  });

  it('repeats the links, search and sign-in actions when signed out', async () => {
    mockSession('signed-out', demoUser);
    renderWithApp(<NavBar />);
    await screen.findByRole('link', { name: 'Sign in' });

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Mobile' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Companies', 'About']);
    expect(within(drawer).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(within(drawer).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');

    await userEvent.type(within(drawer).getByRole('combobox', { name: 'Search companies' }), 'pizza{Enter}');
    expect(location()).toBe('/companies?search=pizza');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(useMobileMenu.getState().open).toBe(false);
  });

  it('signed in: shows the account actions and logs out by navigating to /api/logout', async () => {
    mockSession('signed-in', demoUser);
    renderWithApp(<NavBar />);
    await screen.findByRole('button', { name: /open account menu/ });

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Dana Whitfield')).toBeInTheDocument();
    expect(within(drawer).getByText(demoUser.email)).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Write Review' })).toHaveAttribute('href', '/write-review');
    expect(within(drawer).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(drawer).getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/account/settings');
    // A reviewer has no Moderation link; moderators and administrators do (below).
    expect(within(drawer).queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Log out' }));
    expect(assignLocation).toHaveBeenCalledWith('/api/logout');
  });

  it('closes with the close button', async () => {
    mockSession('signed-out', demoUser);
    renderWithApp(<NavBar />);
    act(() => useMobileMenu.getState().setOpen(true));

    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});
