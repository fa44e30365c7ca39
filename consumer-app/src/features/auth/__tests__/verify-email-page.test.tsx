import { screen, waitFor } from '@testing-library/react';
import { makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import VerifyEmailPage from '../../../pages/verify-email-page';

const demoUser = makeUser({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' });

const TOKEN = 'a'.repeat(43);

function renderStrict(user: typeof demoUser | null) {
  return renderWithProviders(<VerifyEmailPage />, { at: `/verify-email?token=${TOKEN}`, path: '/verify-email', user, strict: true }).client;
}

describe('Verify email page', () => {
  it('confirms the token exactly once, even under StrictMode, and refreshes the user', async () => {
    const calls = mockApi({
      'POST /api/auth/verify-email': { body: { message: 'Your email address is verified.' } },
      'GET /api/auth/user': { body: { user: { ...demoUser, emailVerified: true } } },
    });
    renderStrict({ ...demoUser, emailVerified: false });

    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(calls.count('POST', '/api/auth/verify-email')).toBe(1);
    expect(await calls.bodyOf('POST', '/api/auth/verify-email')).toEqual({ token: TOKEN });
    await waitFor(() => expect(calls.count('GET', '/api/auth/user')).toBeGreaterThan(0));
  });

  it('offers a new link to a signed-in user when the link is spent', async () => {
    mockApi({
      'POST /api/auth/verify-email': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The verification link is invalid or has expired. Please ask for a new one.' } },
    });
    renderStrict({ ...demoUser, emailVerified: false });

    expect(await screen.findByRole('alert')).toHaveTextContent('The verification link is invalid or has expired.');
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in for a new link', async () => {
    mockApi({
      'POST /api/auth/verify-email': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The verification link is invalid or has expired.' } },
    });
    renderStrict(null);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?redirect=/account/settings');
  });

  it('tells an already verified user there is nothing to do', async () => {
    mockApi({
      'POST /api/auth/verify-email': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The verification link is invalid or has expired.' } },
    });
    renderStrict({ ...demoUser, emailVerified: true });
    expect(await screen.findByText(/Your email address is already verified/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });
});
