import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVERYONE } from 'shared-ui';
import { makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { routes } from '../../../app/routes';
import NewsletterConfirmPage from '../../../pages/newsletter-confirm-page';

const TOKEN = 'c'.repeat(43);
const CONFIRMED = 'Your subscription is confirmed. The newsletter will come to your inbox about once a month.';
const PATH = '/api/newsletter/confirm';

function renderPage(at = `/newsletter/confirm?token=${TOKEN}`, user: ReturnType<typeof makeUser> | null = null) {
  return renderWithProviders(<NewsletterConfirmPage />, { at, path: '/newsletter/confirm', user, strict: true });
}

describe('Newsletter confirmation page', () => {
  it('exists whether or not anyone is signed in', () => {
    expect(routes.find((r) => r.path === '/newsletter/confirm')?.when).toEqual(EVERYONE);
  });

  it('confirms only when its reader asks, and announces the answer', async () => {
    const calls = mockApi({ [`POST ${PATH}`]: { body: { message: CONFIRMED } } });
    renderPage();
    expect(document.title).toBe('Confirm your newsletter subscription | TrustReviews');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your newsletter subscription' })).toBeInTheDocument();
    // A mail scanner that opens the link confirms nothing.
    expect(calls.requests).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm subscription' }));

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(CONFIRMED);
    expect(done).toHaveFocus();
    expect(await calls.bodyOf('POST', PATH)).toEqual({ token: TOKEN });
  });

  it('works for a signed-in visitor too', async () => {
    mockApi({ [`POST ${PATH}`]: { body: { message: CONFIRMED } } });
    renderPage(undefined, makeUser());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CONFIRMED);
  });

  it('says an expired link has expired, without offering to try again', async () => {
    const EXPIRED = 'This confirmation link has expired. Please subscribe again with the newsletter box at the foot of any page.';
    mockApi({ [`POST ${PATH}`]: { status: 410, body: { statusCode: 410, error: 'Gone', message: EXPIRED } } });
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says a used or unknown link may mean the subscription is confirmed already', async () => {
    mockApi({ [`POST ${PATH}`]: { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'This confirmation link is not valid, or it has been used already.' } } });
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/used already\. If you confirmed it already, you are subscribed/);
  });

  it('offers to try again after a passing failure', async () => {
    let attempts = 0;
    mockApi({
      [`POST ${PATH}`]: () => (++attempts === 1 ? { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'The service is busy.' } } : { body: { message: CONFIRMED } }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CONFIRMED);
  });

  it('says the link is incomplete without its token, and calls nothing', () => {
    const calls = mockApi({});
    renderPage('/newsletter/confirm');
    expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).not.toBeInTheDocument();
    expect(calls.requests).toHaveLength(0);
  });
});
