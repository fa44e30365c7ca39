import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from 'shared-ui';
import SignInPage from '../../../pages/sign-in-page';
import { bodyOf, demoUser, lastToast, fill, mockFetch, renderPage, resetToasts } from './test-utils';
import { fakeResponse } from 'shared-ui/test-support';

const LOGIN = '/api/auth/login';

async function signIn(email = 'jane@example.com', password = 'correct-password') {
  const user = userEvent.setup();
  await fill(user, screen.getByLabelText(/^Email/), email);
  await fill(user, screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

jest.setTimeout(20_000);
beforeEach(resetToasts);

describe('Sign in page', () => {
  it('signs in, caches the user, greets and follows a same-site redirect', async () => {
    const fetchMock = mockFetch([{ method: 'POST', url: LOGIN, status: 200, body: { user: demoUser } }]);
    const { client } = renderPage(<SignInPage />, { at: '/sign-in?redirect=/write-review', path: '/sign-in' });

    await signIn(' jane@example.com ');

    expect(await screen.findByTestId('location')).toHaveTextContent('/write-review');
    expect(bodyOf(fetchMock, 'POST', LOGIN)).toEqual({ email: 'jane@example.com', password: 'correct-password' });
    expect(client.getQueryData(queryKeys.user)).toEqual(demoUser);
    expect(lastToast()).toMatchObject({ title: 'Welcome back!', description: 'You have been signed in successfully.' });
  });

  it('ignores a redirect to another site', async () => {
    mockFetch([{ method: 'POST', url: LOGIN, status: 200, body: { user: demoUser } }]);
    renderPage(<SignInPage />, { at: '/sign-in?redirect=//evil.example/x', path: '/sign-in' });

    await signIn();

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the server message when the credentials are wrong', async () => {
    mockFetch([{ method: 'POST', url: LOGIN, status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password.' } }]);
    const { client } = renderPage(<SignInPage />, { at: '/sign-in', path: '/sign-in' });

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(lastToast()).toMatchObject({ title: 'Sign in failed', description: 'Invalid email or password.', variant: 'destructive' });
    expect(client.getQueryData(queryKeys.user)).toBeNull();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows a rate-limit message and falls back when the server says nothing', async () => {
    mockFetch([{ method: 'POST', url: LOGIN, status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many sign-in attempts. Please try again in 15 minutes.' } }]);
    renderPage(<SignInPage />, { at: '/sign-in', path: '/sign-in' });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please try again in 15 minutes.');
  });

  it('uses the spec fallback when the failure has no message', async () => {
    mockFetch([{ method: 'POST', url: LOGIN, status: 502 }]);
    renderPage(<SignInPage />, { at: '/sign-in', path: '/sign-in' });
    await signIn();
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Sign in failed', description: 'Invalid email or password' }));
  });

  it('validates before calling the API', async () => {
    const fetchMock = mockFetch([]);
    renderPage(<SignInPage />, { at: '/sign-in', path: '/sign-in' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a message on blur for a malformed email', async () => {
    mockFetch([]);
    renderPage(<SignInPage />, { at: '/sign-in', path: '/sign-in' });
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText(/^Email/), 'jane@');
    await user.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('disables the button while signing in', async () => {
    let answer: (value: unknown) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise((resolve) => (answer = resolve))) as unknown as typeof fetch;
    renderPage(<SignInPage />, { at: '/sign-in', path: '/sign-in' });
    await signIn();
    expect(screen.getByRole('button', { name: /Signing in/ })).toBeDisabled();
    answer(fakeResponse(200, { user: demoUser }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/');
  });

  it('tells a signed-in user so instead of showing the form', () => {
    mockFetch([]);
    renderPage(<SignInPage />, { at: '/sign-in', path: '/sign-in', user: demoUser });
    expect(screen.getByRole('heading', { level: 1, name: 'You are already signed in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('links to the forgotten password and sign-up pages', () => {
    mockFetch([]);
    renderPage(<SignInPage />, { at: '/sign-in', path: '/sign-in' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
  });
});
