import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from 'shared-ui';
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
    const { client } = renderWithProviders(<SignInPage />, { at: '/sign-in', path: '/sign-in' });

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(lastToast()).toMatchObject({ title: 'Sign in failed', description: 'Invalid email or password.', variant: 'destructive' });
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
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please try again in 15 minutes.');
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
});
