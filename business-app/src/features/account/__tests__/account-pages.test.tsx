import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from 'shared-ui';
import { currentLocation, fill, lastToast, makeBusinessAccount, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { BusinessFrame } from '../components/business-frame';
import BusinessLoginPage from '../../../pages/login-page';
import BusinessRegisterPage from '../../../pages/register-page';

const account = makeBusinessAccount({ contactName: 'Jo Owner', email: 'jo@juniper.test' });
const unauthorized = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password.' } };

describe('business login', () => {
  it("signs in, caches the account, welcomes the contact by name and goes back where the visitor was sent from", async () => {
    const calls = mockApi({ 'POST /api/business/login': { body: { account } } });
    const { client } = renderWithProviders(<BusinessLoginPage />, { at: '/business/login?redirect=/analytics', path: '/business/login' });
    const user = userEvent.setup();
    await fill(user, screen.getByRole('textbox', { name: 'Work email' }), ' jo@juniper.test ');
    await fill(user, screen.getByLabelText(/^Password/), 'juniper-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(currentLocation()).toBe('/analytics'));
    expect(await calls.bodyOf('POST', '/api/business/login')).toEqual({ email: 'jo@juniper.test', password: 'juniper-password-1' });
    expect(client.getQueryData(queryKeys.businessAccount)).toEqual(account);
    expect(lastToast()).toMatchObject({ title: 'Login successful', description: 'Welcome back, Jo Owner!', variant: 'success' });
  });

  it("shows 'Login failed' with the server's message and stays", async () => {
    mockApi({ 'POST /api/business/login': unauthorized });
    const { client } = renderWithProviders(<BusinessLoginPage />, { at: '/business/login', path: '/business/login' });
    const user = userEvent.setup();
    await fill(user, screen.getByRole('textbox', { name: 'Work email' }), 'jo@juniper.test');
    await fill(user, screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('note')).toHaveTextContent('Invalid email or password.');
    expect(lastToast()).toMatchObject({ title: 'Login failed', description: 'Invalid email or password.', variant: 'destructive' });
    expect(client.getQueryData(queryKeys.businessAccount)).toBeNull();
    expect(currentLocation()).toBe('/business/login');
  });

  it('shows a signed-in account whose it is and the way to its dashboard, with no form', () => {
    renderWithProviders(<BusinessLoginPage />, { at: '/business/login', path: '/business/login', business: account });
    expect(screen.getByText('You are signed in to the business account of Northwind Outfitters as Jo Owner (jo@juniper.test).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/business/dashboard');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('validates before calling the API', async () => {
    const calls = mockApi({});
    renderWithProviders(<BusinessLoginPage />, { at: '/business/login', path: '/business/login' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Email is required|enter your email/i)).toBeInTheDocument();
    expect(calls.requests).toHaveLength(0);
  });
});

describe('business registration', () => {
  async function register() {
    const user = userEvent.setup();
    await fill(user, screen.getByRole('textbox', { name: 'Your name' }), 'Jo Owner');
    await fill(user, screen.getByRole('textbox', { name: 'Company name' }), 'Juniper Tools');
    await fill(user, screen.getByRole('textbox', { name: 'Work email' }), 'jo@juniper.test');
    await fill(user, screen.getByRole('textbox', { name: 'Company website' }), 'www.juniper.test');
    await fill(user, screen.getByLabelText(/^Password/), 'juniper-password-1');
    await user.click(screen.getByRole('button', { name: 'Create business account' }));
  }

  it("registers with the website's scheme added, says 'Registration successful' and leads to claiming", async () => {
    const calls = mockApi({ 'POST /api/business/register': { status: 201, body: { account } } });
    const { client } = renderWithProviders(<BusinessRegisterPage />, { at: '/business/register', path: '/business/register' });
    await register();
    await waitFor(() => expect(currentLocation()).toBe('/claim-profile'));
    expect(await calls.bodyOf('POST', '/api/business/register')).toEqual({
      contactName: 'Jo Owner',
      companyName: 'Juniper Tools',
      email: 'jo@juniper.test',
      website: 'https://www.juniper.test',
      password: 'juniper-password-1',
    });
    expect(client.getQueryData(queryKeys.businessAccount)).toEqual(account);
    expect(lastToast()).toMatchObject({ title: 'Registration successful', variant: 'success' });
  });

  it("shows 'Registration failed' with the server's message", async () => {
    mockApi({
      'POST /api/business/register': { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'A business account with this email already exists.' } },
    });
    renderWithProviders(<BusinessRegisterPage />, { at: '/business/register', path: '/business/register' });
    await register();
    expect(await screen.findByRole('note')).toHaveTextContent('A business account with this email already exists.');
    expect(lastToast()).toMatchObject({ title: 'Registration failed', description: 'A business account with this email already exists.' });
  });
  it('says what is missing before calling the API', async () => {
    const calls = mockApi({});
    renderWithProviders(<BusinessRegisterPage />, { at: '/business/register', path: '/business/register' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create business account' }));
    expect(await screen.findByText('Your name is required')).toBeInTheDocument();
    expect(screen.getByText('Company name is required')).toBeInTheDocument();
    expect(calls.requests).toHaveLength(0);
  });

  it('shows a signed-in account the login page instead of a second registration', () => {
    renderWithProviders(<BusinessRegisterPage />, { at: '/business/register', path: '/business/register', business: account });
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create a business account' })).not.toBeInTheDocument();
  });

  it('shows why a company name with a web address is refused', async () => {
    const REFUSED = 'Company name cannot contain a web address ("parcel-help.com" looks like one). If the business is known by its domain, enter that domain as its website too.';
    mockApi({ 'POST /api/business/register': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: REFUSED } } });
    renderWithProviders(<BusinessRegisterPage />, { at: '/business/register', path: '/business/register' });
    await register();
    expect(await screen.findByRole('note')).toHaveTextContent(REFUSED);
  });
});

describe('business sign-out', () => {
  it("says 'Logged out', leaves for the login page and then forgets the account", async () => {
    mockApi({ 'POST /api/business/logout': { status: 204 } });
    const { client } = renderWithProviders(
      <BusinessFrame title="Dashboard">
        <p>Work</p>
      </BusinessFrame>,
      { at: '/business/dashboard', path: '/business/dashboard', business: account, pages: { '/business/login': <p>Login page</p> } },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    await waitFor(() => expect(client.getQueryData(queryKeys.businessAccount)).toBeNull());
    expect(lastToast()).toMatchObject({ title: 'Logged out', variant: 'success' });
  });

  it("shows 'Logout failed' with the server's message and keeps the account", async () => {
    mockApi({ 'POST /api/business/logout': { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'The database is not reachable.' } } });
    const { client } = renderWithProviders(<BusinessFrame title="Dashboard">x</BusinessFrame>, { at: '/business/dashboard', path: '/business/dashboard', business: account });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Logout failed', description: 'The database is not reachable.' }));
    expect(client.getQueryData(queryKeys.businessAccount)).toEqual(account);
  });
});

describe('business sections', () => {
  it('are links in a navigation landmark, each its own tab stop, the current page marked', async () => {
    renderWithProviders(<BusinessFrame title="Analytics">x</BusinessFrame>, { at: '/analytics', path: '/analytics', business: account });
    const nav = screen.getByRole('navigation', { name: 'Business sections' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Dashboard', 'Claim a profile', 'Analytics', 'Widgets', 'Plans']);
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((l) => l.hasAttribute('aria-current'))).toHaveLength(1);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Log out' }).focus();
    for (const link of links) {
      await user.tab();
      expect(link).toHaveFocus();
    }
  });
});
