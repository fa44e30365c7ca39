// Issue 17, item 20: while a business account is signed in, the site header links to its dashboard,
// on desktop and in the mobile menu; without one it does not.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, makeBusinessAccount, makeUser, mockSession, renderWithProviders, server } from 'shared-ui/test-support';
import { useMobileMenu } from '../menu-store';
import { NavBar } from '../NavBar';

beforeEach(() => useMobileMenu.setState({ open: false }));

function businessSignedIn() {
  server.use(http.get('/api/business/account', () => HttpResponse.json(makeBusinessAccount())));
}

describe('the business dashboard link in the site header', () => {
  it('shows on desktop while a business account is signed in, beside the consumer links', async () => {
    mockSession('signed-out', makeUser());
    businessSignedIn();
    renderWithProviders(<NavBar />, { user: 'fetch', business: 'fetch' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Business dashboard' })).toHaveAttribute('href', '/business/dashboard');
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Companies', 'About', 'Business dashboard']);
  });

  it('is in the mobile menu too, and marked current on the dashboard', async () => {
    mockSession('signed-in', makeUser());
    businessSignedIn();
    renderWithProviders(<NavBar />, { at: '/business/dashboard', user: 'fetch', business: 'fetch' });
    await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Business dashboard' });

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const link = within(within(drawer).getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Business dashboard' });
    expect(link).toHaveAttribute('href', '/business/dashboard');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('is not there without a business session', async () => {
    mockSession('signed-in', makeUser());
    renderWithProviders(<NavBar />, { user: 'fetch', business: 'fetch' });
    await screen.findByRole('button', { name: /open account menu/ });
    expect(screen.queryByRole('link', { name: 'Business dashboard' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).queryByRole('link', { name: 'Business dashboard' })).not.toBeInTheDocument();
  });
});
