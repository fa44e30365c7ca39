import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from 'shared-ui';
import SignUpPage from '../../../pages/sign-up-page';
import { bodyOf, demoUser, lastToast, fill, mockFetch, renderPage, resetToasts } from './test-utils';

const REGISTER = '/api/auth/register';

async function fillIn({ acceptTerms = true } = {}) {
  const user = userEvent.setup();
  await fill(user, screen.getByLabelText(/^First name/), ' Jane ');
  await fill(user, screen.getByLabelText(/^Last name/), 'Doe');
  await fill(user, screen.getByLabelText(/^Email/), 'jane@example.com');
  await fill(user, screen.getByLabelText(/^Password/), 'a-long-password');
  if (acceptTerms) await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

jest.setTimeout(20_000);
beforeEach(resetToasts);

describe('Sign up page', () => {
  it('creates the account, caches the user and goes home', async () => {
    const fetchMock = mockFetch([{ method: 'POST', url: REGISTER, status: 201, body: { user: demoUser } }]);
    const { client } = renderPage(<SignUpPage />, { at: '/sign-up', path: '/sign-up' });

    await fillIn();

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(bodyOf(fetchMock, 'POST', REGISTER)).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      password: 'a-long-password',
    });
    expect(client.getQueryData(queryKeys.user)).toEqual(demoUser);
    expect(lastToast()).toMatchObject({ title: 'Welcome!', description: 'Your account has been created successfully.' });
  });

  it('requires accepting the terms', async () => {
    const fetchMock = mockFetch([]);
    renderPage(<SignUpPage />, { at: '/sign-up', path: '/sign-up' });

    await fillIn({ acceptTerms: false });

    expect(screen.getByText('Please accept the Terms of Service and Privacy Policy to continue')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('shows the server message when the email is taken', async () => {
    mockFetch([{ method: 'POST', url: REGISTER, status: 409, body: { statusCode: 409, error: 'Conflict', message: 'An account with this email already exists.' } }]);
    renderPage(<SignUpPage />, { at: '/sign-up', path: '/sign-up' });

    await fillIn();

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(lastToast()).toMatchObject({ title: 'Registration failed', description: 'An account with this email already exists.', variant: 'destructive' });
  });

  it('toggles the password visibility', async () => {
    mockFetch([]);
    renderPage(<SignUpPage />, { at: '/sign-up', path: '/sign-up' });
    const user = userEvent.setup();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
