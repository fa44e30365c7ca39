import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient, queryKeys } from 'shared-ui';
import VerifyEmailPage from '../../../pages/verify-email-page';
import { demoUser, mockFetch } from './test-utils';

const TOKEN = 'a'.repeat(43);

function renderStrict(user: typeof demoUser | null) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.user, user);
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/verify-email?token=${TOKEN}`]}>
          <Routes>
            <Route path="/verify-email" element={<VerifyEmailPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  return client;
}

describe('Verify email page', () => {
  it('confirms the token exactly once, even under StrictMode, and refreshes the user', async () => {
    const fetchMock = mockFetch([
      { method: 'POST', url: '/api/auth/verify-email', status: 200, body: { message: 'Your email address is verified.' } },
      { method: 'GET', url: '/api/auth/user', status: 200, body: { user: { ...demoUser, emailVerified: true } } },
    ]);
    renderStrict({ ...demoUser, emailVerified: false });

    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([url, init]) => url === '/api/auth/verify-email' && init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0][1].body)).toEqual({ token: TOKEN });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/user')).toBe(true);
  });

  it('offers a new link to a signed-in user when the link is spent', async () => {
    mockFetch([
      {
        method: 'POST',
        url: '/api/auth/verify-email',
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'The verification link is invalid or has expired. Please ask for a new one.' },
      },
    ]);
    renderStrict({ ...demoUser, emailVerified: false });

    expect(await screen.findByRole('alert')).toHaveTextContent('The verification link is invalid or has expired.');
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in for a new link', async () => {
    mockFetch([{ method: 'POST', url: '/api/auth/verify-email', status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The verification link is invalid or has expired.' } }]);
    renderStrict(null);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?redirect=/account/settings');
  });

  it('tells an already verified user there is nothing to do', async () => {
    mockFetch([{ method: 'POST', url: '/api/auth/verify-email', status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The verification link is invalid or has expired.' } }]);
    renderStrict({ ...demoUser, emailVerified: true });
    expect(await screen.findByText(/Your email address is already verified/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });
});
