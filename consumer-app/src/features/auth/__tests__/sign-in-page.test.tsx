import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys, rememberPendingVote, Toaster } from 'shared-ui';
import SignInPage from '../../../pages/sign-in-page';
import { type Answer, currentLocation, fill, lastToast, makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';

const demoUser = makeUser({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' });

const LOGIN = '/api/auth/login';

async function signIn(email = 'jane@example.com', password = 'correct-password') {
  const user = userEvent.setup();
  await fill(user, screen.getByLabelText(/^Email/), email);
  await fill(user, screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

jest.setTimeout(20_000);

/** The live regions (alerts, statuses, aria-live) whose text says `message`: what a screen reader announces. */
function liveRegionsSaying(message: string): Element[] {
  return [...document.querySelectorAll('[role="alert"], [role="status"], [aria-live]:not([aria-live="off"])')].filter((el) => el.textContent?.includes(message));
}

describe('Sign in page', () => {
  it('signs in, caches the user, greets and follows a same-site redirect', async () => {
    const calls = mockApi({
      [`POST ${LOGIN}`]: { body: { user: demoUser } },
    });
    const { client } = renderWithProviders(<SignInPage />, { at: '/sign-in?redirect=/write-review', path: '/sign-in' });

    await signIn(' jane@example.com ');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/write-review'));
    expect(await calls.bodyOf('POST', LOGIN)).toEqual({ email: 'jane@example.com', password: 'correct-password' });
    expect(client.getQueryData(queryKeys.user)).toEqual(demoUser);
    expect(lastToast()).toMatchObject({ title: 'Welcome back!', description: 'You have been signed in successfully.' });
  });

  it("drops an invitation link's address kept for the sign-up form, which a session no longer needs", async () => {
    sessionStorage.setItem('invitee_email', JSON.stringify({ token: 'tok-123', email: 'jane@example.com' }));
    mockApi({ [`POST ${LOGIN}`]: { body: { user: demoUser } } });
    renderWithProviders(<SignInPage />, { at: '/sign-in', path: '/sign-in' });
    await signIn();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(sessionStorage.getItem('invitee_email')).toBeNull();
  });

  it('casts the vote clicked before signing in, once back on its page, and says so', async () => {
    const back = '/companies/c1#review-r1';
    rememberPendingVote({ reviewId: 'r1', voteType: 'helpful', path: back });
    const calls = mockApi({
      [`POST ${LOGIN}`]: { body: { user: demoUser } },
      'GET /api/reviews/r1/vote': { body: { userVote: null } },
      'POST /api/reviews/r1/vote': { body: { helpfulCount: 8, notHelpfulCount: 1, userVote: 'helpful' } },
    });
    const { client } = renderWithProviders(<SignInPage />, { at: `/sign-in?redirect=${encodeURIComponent(back)}`, path: '/sign-in' });
    await signIn();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/companies/c1'));
    expect(await calls.bodyOf('POST', '/api/reviews/r1/vote')).toEqual({ voteType: 'helpful' });
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Vote counted' }));
    expect(client.getQueryData(queryKeys.vote('r1'))).toEqual({ userVote: 'helpful' });
  });

  it('says it leads on to the review form when "Sign in to Review" brought the visitor', async () => {
    mockApi({ [`POST ${LOGIN}`]: { body: { user: demoUser } } });
    renderWithProviders(<SignInPage />, { at: `/sign-in?redirect=${encodeURIComponent('/write-review/c1')}`, path: '/sign-in' });
    expect(screen.getByText('Sign in to write your review. You go straight on to the review form once you are signed in.')).toBeInTheDocument();
    await signIn();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/write-review/c1'));
  });

  it('ignores a redirect to another site', async () => {
    mockApi({
      [`POST ${LOGIN}`]: { body: { user: demoUser } },
    });
    renderWithProviders(<SignInPage />, { at: '/sign-in?redirect=//evil.example/x', path: '/sign-in' });

    await signIn();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('shows the server message when the credentials are wrong', async () => {
    mockApi({
      [`POST ${LOGIN}`]: { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password.' } },
    });
    // With the page's toasts, as the shell shows them: a failure is announced once, by the red toast.
    const { client } = renderWithProviders(
      <>
        <SignInPage />
        <Toaster />
      </>,
      { at: '/sign-in', path: '/sign-in' },
    );

    await signIn();

    expect(await screen.findByRole('note')).toHaveTextContent('Invalid email or password.');
    expect(lastToast()).toMatchObject({ title: 'Sign in failed', description: 'Invalid email or password.', variant: 'destructive' });
    await waitFor(() => expect(liveRegionsSaying('Invalid email or password.')).toHaveLength(1));
    expect(liveRegionsSaying('Invalid email or password.')[0]).toHaveTextContent('Sign in failed');
    expect(client.getQueryData(queryKeys.user)).toBeNull();
    // Still on the sign-in page.
    expect(currentLocation()).toBe('/sign-in');
  });

  it('shows a rate-limit message and falls back when the server says nothing', async () => {
    mockApi({
      [`POST ${LOGIN}`]: { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many sign-in attempts. Please try again in 15 minutes.' } },
    });
    renderWithProviders(<SignInPage />, { at: '/sign-in', path: '/sign-in' });
    await signIn();
    expect(await screen.findByRole('note')).toHaveTextContent('Too many sign-in attempts. Please try again in 15 minutes.');
  });

  it('uses the fallback message when the failure has no message', async () => {
    mockApi({
      [`POST ${LOGIN}`]: { status: 502 },
    });
    renderWithProviders(<SignInPage />, { at: '/sign-in', path: '/sign-in' });
    await signIn();
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Sign in failed', description: 'Invalid email or password' }));
  });

  it('validates before calling the API', async () => {
    const calls = mockApi({});
    renderWithProviders(<SignInPage />, { at: '/sign-in', path: '/sign-in' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(calls.requests).toHaveLength(0);
  });

  it('shows a message on blur for a malformed email', async () => {
    mockApi({});
    renderWithProviders(<SignInPage />, { at: '/sign-in', path: '/sign-in' });
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText(/^Email/), 'jane@');
    await user.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('disables the button while signing in', async () => {
    let answer: (value: Answer) => void = () => undefined;
    mockApi({ [`POST ${LOGIN}`]: () => new Promise<Answer>((resolve) => (answer = resolve)) });
    renderWithProviders(<SignInPage />, { at: '/sign-in', path: '/sign-in' });
    await signIn();
    expect(screen.getByRole('button', { name: /Signing in/ })).toBeDisabled();
    answer({ body: { user: demoUser } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('tells a signed-in user so instead of showing the form', () => {
    mockApi({});
    renderWithProviders(<SignInPage />, { at: '/sign-in', path: '/sign-in', user: demoUser });
    expect(screen.getByRole('heading', { level: 1, name: 'You are already signed in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('links to the forgotten password and sign-up pages', () => {
    mockApi({});
    renderWithProviders(<SignInPage />, { at: '/sign-in', path: '/sign-in' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
  });

  it('reached by a redirect, says nothing about the empty fields until the visitor types or submits', async () => {
    mockApi({});
    renderWithProviders(
      <>
        <main id="main" tabIndex={-1} />
        <SignInPage />
      </>,
      { at: '/sign-in?redirect=%2Fprofile' },
    );
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveFocus();
    // The page frame moves focus to the new page's main region after a navigation.
    act(() => document.getElementById('main')!.focus());
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it('keeps the way back when switching to sign-up', () => {
    mockApi({});
    renderWithProviders(<SignInPage />, { at: '/sign-in?redirect=%2Fcompanies%2Fabc', path: '/sign-in' });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up?redirect=%2Fcompanies%2Fabc');
  });

  it('says who invited an invitee and returns to the invitation after signing in', async () => {
    const invitation = '/write-review/c0ffee00-0000-4000-8000-000000000001?invitation=tok-123';
    mockApi({
      'POST /api/invitations/preview': {
        body: { status: 'open', companyId: 'c0ffee00-0000-4000-8000-000000000001', companyName: 'Juniper Tools', expiresAt: '2026-12-20T12:00:00.000Z' },
      },
      [`POST ${LOGIN}`]: { body: { user: demoUser } },
    });
    renderWithProviders(<SignInPage />, { at: `/sign-in?redirect=${encodeURIComponent(invitation)}`, path: '/sign-in' });
    const banner = await screen.findByRole('region', { name: 'Your invitation' });
    expect(banner).toHaveTextContent('Juniper Tools invited you to review them');
    expect(banner).toHaveTextContent('Sign in with the account of the address the invitation was sent to');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/sign-up?redirect=${encodeURIComponent(invitation)}`);
    await signIn();
    await waitFor(() => expect(currentLocation()).toBe(invitation));
  });

  it('shows no invitation for a link the API does not know', async () => {
    const calls = mockApi({ 'POST /api/invitations/preview': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'This invitation link is not valid.' } } });
    renderWithProviders(<SignInPage />, { at: `/sign-in?redirect=${encodeURIComponent('/write-review/abc?invitation=nope')}`, path: '/sign-in' });
    await waitFor(() => expect(calls.count('POST', '/api/invitations/preview')).toBe(1));
    expect(screen.queryByRole('region', { name: 'Your invitation' })).not.toBeInTheDocument();
  });
});
