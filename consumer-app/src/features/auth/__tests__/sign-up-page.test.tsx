import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from 'shared-ui';
import SignUpPage from '../../../pages/sign-up-page';
import { fill, lastToast, makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';

const demoUser = makeUser({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' });

const REGISTER = '/api/auth/register';

const COMMON = 'This password is too common or too easy to guess. Please choose another one, for example a few unrelated words.';

async function fillIn({ acceptTerms = true, password = 'a-long-password' } = {}) {
  const user = userEvent.setup();
  await fill(user, screen.getByLabelText(/^First name/), ' Jane ');
  await fill(user, screen.getByLabelText(/^Last name/), 'Doe');
  await fill(user, screen.getByLabelText(/^Email/), 'jane@example.com');
  await fill(user, screen.getByLabelText(/^Password/), password);
  if (acceptTerms) await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

jest.setTimeout(20_000);

describe('Sign up page', () => {
  it('creates the account, caches the user and nudges to confirm the address before going home', async () => {
    const calls = mockApi({
      [`POST ${REGISTER}`]: { status: 201, body: { user: demoUser } },
    });
    const { client } = renderWithProviders(<SignUpPage />, { at: '/sign-up', path: '/sign-up' });

    await fillIn();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/verify-email\?next=%2F$/));
    expect(await calls.bodyOf('POST', REGISTER)).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      password: 'a-long-password',
    });
    expect(client.getQueryData(queryKeys.user)).toEqual(demoUser);
    expect(lastToast()).toMatchObject({ title: 'Welcome!', description: 'Your account has been created successfully.' });
  });

  it('requires accepting the terms', async () => {
    const calls = mockApi({});
    renderWithProviders(<SignUpPage />, { at: '/sign-up', path: '/sign-up' });

    await fillIn({ acceptTerms: false });

    expect(screen.getByText('Please accept the Terms of Service and Privacy Policy to continue')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveFocus();
    expect(calls.requests).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('shows the server message when the email is taken', async () => {
    mockApi({
      [`POST ${REGISTER}`]: { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'An account with this email already exists.' } },
    });
    renderWithProviders(<SignUpPage />, { at: '/sign-up', path: '/sign-up' });

    await fillIn();

    expect(await screen.findByRole('note')).toHaveTextContent('An account with this email already exists.');
    expect(lastToast()).toMatchObject({ title: 'Registration failed', description: 'An account with this email already exists.', variant: 'destructive' });
  });

  it('refuses one of the most common passwords before sending anything', async () => {
    const calls = mockApi({});
    renderWithProviders(<SignUpPage />, { at: '/sign-up', path: '/sign-up' });

    await fillIn({ password: 'Password1' });

    expect(await screen.findByText(COMMON)).toBeInTheDocument();
    expect(calls.requests).toHaveLength(0);
  });

  it("shows the API's sentence for a password it finds too easy to guess", async () => {
    mockApi({
      [`POST ${REGISTER}`]: { status: 400, body: { statusCode: 400, error: 'Bad Request', message: COMMON } },
    });
    renderWithProviders(<SignUpPage />, { at: '/sign-up', path: '/sign-up' });

    await fillIn({ password: 'Summer2024' });

    // In the form, announced by the red toast.
    expect(await screen.findByRole('note')).toHaveTextContent(COMMON);
  });

  it('toggles the password visibility', async () => {
    mockApi({});
    renderWithProviders(<SignUpPage />, { at: '/sign-up', path: '/sign-up' });
    const user = userEvent.setup();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('keeps the way back: after sign-up to where the visitor was going (through the nudge), and to sign-in', async () => {
    mockApi({ [`POST ${REGISTER}`]: { status: 201, body: { user: demoUser } } });
    renderWithProviders(<SignUpPage />, { at: '/sign-up?redirect=%2Fcompanies%2Fabc', path: '/sign-up' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?redirect=%2Fcompanies%2Fabc');
    await fillIn();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/verify-email?next=%2Fcompanies%2Fabc'));
  });

  it('says who invited an invitee, and returns to the invitation right after sign-up', async () => {
    const invitation = '/write-review/c0ffee00-0000-4000-8000-000000000001?invitation=tok-123';
    const calls = mockApi({
      'POST /api/invitations/preview': {
        body: { status: 'open', companyId: 'c0ffee00-0000-4000-8000-000000000001', companyName: 'Juniper Tools', expiresAt: '2026-12-20T12:00:00.000Z' },
      },
      [`POST ${REGISTER}`]: { status: 201, body: { user: demoUser } },
    });
    renderWithProviders(<SignUpPage />, { at: `/sign-up?redirect=${encodeURIComponent(invitation)}`, path: '/sign-up' });

    const banner = await screen.findByRole('region', { name: 'Your invitation' });
    expect(banner).toHaveTextContent('Juniper Tools invited you to review them');
    expect(banner).toHaveTextContent('marked as verified');
    expect(banner).toHaveTextContent('works until December 20, 2026, for the email address it was sent to');
    expect(banner).toHaveTextContent('Sign up with the address the invitation was sent to, then confirm it');
    expect(await calls.bodyOf('POST', '/api/invitations/preview')).toEqual({ token: 'tok-123' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/sign-in?redirect=${encodeURIComponent(invitation)}`);

    await fillIn();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(invitation));
  });

  describe("the invitee's address", () => {
    const invitation = '/write-review/c0ffee00-0000-4000-8000-000000000001?invitation=tok-123';
    const open = { status: 'open', companyId: 'c0ffee00-0000-4000-8000-000000000001', companyName: 'Juniper Tools', expiresAt: '2026-12-20T12:00:00.000Z' };
    /** The preview, and its yes or no about an address: yes only for the invitee's. */
    const previewFor = (invitee: string) => ({ body }: { body: string }) => {
      const asked = JSON.parse(body) as { token: string; email?: string };
      return { body: asked.email === undefined ? open : { ...open, sentToEmail: asked.email.toLowerCase() === invitee } };
    };
    beforeEach(() => sessionStorage.clear());

    it('fills in the address the invitation mail carried, once the API confirms the invitation was sent to it', async () => {
      sessionStorage.setItem('invitee_email', JSON.stringify({ token: 'tok-123', email: 'sam@example.net' }));
      const calls = mockApi({ 'POST /api/invitations/preview': previewFor('sam@example.net') });
      renderWithProviders(<SignUpPage />, { at: `/sign-up?redirect=${encodeURIComponent(invitation)}`, path: '/sign-up' });
      const email = screen.getByRole('textbox', { name: /^Email/ });
      await waitFor(() => expect(email).toHaveValue('sam@example.net'));
      expect(email).toHaveAccessibleDescription(/The address your invitation was sent to/);
      const asked = await Promise.all(calls.requests.filter((r) => r.path === '/api/invitations/preview').map((r) => r.body));
      expect(asked.map((b) => JSON.parse(b))).toContainEqual({ token: 'tok-123', email: 'sam@example.net' });
    });

    it('leaves the field empty for an address the invitation was not sent to (a doctored link)', async () => {
      sessionStorage.setItem('invitee_email', JSON.stringify({ token: 'tok-123', email: 'someone.else@example.net' }));
      const calls = mockApi({ 'POST /api/invitations/preview': previewFor('sam@example.net') });
      renderWithProviders(<SignUpPage />, { at: `/sign-up?redirect=${encodeURIComponent(invitation)}`, path: '/sign-up' });
      await waitFor(() => expect(calls.count('POST', '/api/invitations/preview')).toBe(2));
      await screen.findByRole('region', { name: 'Your invitation' });
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('');
    });

    it('keeps what the invitee typed', async () => {
      sessionStorage.setItem('invitee_email', JSON.stringify({ token: 'tok-123', email: 'sam@example.net' }));
      let answer: (() => void) | undefined;
      const held = new Promise<void>((resolve) => (answer = resolve));
      mockApi({
        'POST /api/invitations/preview': async (req: { body: string }) => {
          if (JSON.parse(req.body).email) await held;
          return previewFor('sam@example.net')(req);
        },
      });
      renderWithProviders(<SignUpPage />, { at: `/sign-up?redirect=${encodeURIComponent(invitation)}`, path: '/sign-up' });
      const email = screen.getByRole('textbox', { name: /^Email/ });
      await fill(userEvent.setup(), email, 'sam.work@example.net');
      answer!();
      await new Promise((r) => setTimeout(r, 200));
      expect(email).toHaveValue('sam.work@example.net');
    });

    it('is not kept once the tab is signed in (another tab signed in, say)', async () => {
      sessionStorage.setItem('invitee_email', JSON.stringify({ token: 'tok-123', email: 'sam@example.net' }));
      mockApi({ 'POST /api/invitations/preview': previewFor('sam@example.net') });
      renderWithProviders(<SignUpPage />, { at: `/sign-up?redirect=${encodeURIComponent(invitation)}`, path: '/sign-up', user: makeUser() });
      expect(await screen.findByRole('heading', { name: 'You already have an account' })).toBeInTheDocument();
      expect(sessionStorage.getItem('invitee_email')).toBeNull();
    });

    it('is no longer kept in the tab once the account is made with it', async () => {
      sessionStorage.setItem('invitee_email', JSON.stringify({ token: 'tok-123', email: 'sam@example.net' }));
      mockApi({
        'POST /api/invitations/preview': previewFor('sam@example.net'),
        [`POST ${REGISTER}`]: { status: 201, body: { user: makeUser({ email: 'sam@example.net' }) } },
      });
      renderWithProviders(<SignUpPage />, { at: `/sign-up?redirect=${encodeURIComponent(invitation)}`, path: '/sign-up' });
      const user = userEvent.setup();
      await waitFor(() => expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('sam@example.net'));
      await fill(user, screen.getByLabelText(/^First name/), 'Sam');
      await fill(user, screen.getByLabelText(/^Last name/), 'Tan');
      await fill(user, screen.getByLabelText(/^Password/), 'a-long-password');
      await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(invitation));
      expect(sessionStorage.getItem('invitee_email')).toBeNull();
    });
  });
});
