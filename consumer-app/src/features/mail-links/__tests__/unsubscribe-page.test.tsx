import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVERYONE } from 'shared-ui';
import { makeUser, mockApi, renderWithProviders } from 'shared-ui/test-support';
import { routes } from '../../../app/routes';
import UnsubscribePage from '../../../pages/unsubscribe-page';

const TOKEN = 'u'.repeat(43);
const DONE = 'Done: this address will not receive review invitations from any business on TrustReviews again.';

function renderPage(at = `/unsubscribe?token=${TOKEN}`, user: ReturnType<typeof makeUser> | null = null) {
  return renderWithProviders(<UnsubscribePage />, { at, path: '/unsubscribe', user, strict: true });
}

describe('Unsubscribe page', () => {
  it('exists whether or not anyone is signed in', () => {
    expect(routes.find((r) => r.path === '/unsubscribe')?.when).toEqual(EVERYONE);
  });

  it('explains what it stops, and stops it only when asked', async () => {
    const calls = mockApi({ 'POST /api/invitations/unsubscribe': { body: { message: DONE } } });
    renderPage();
    expect(document.title).toBe('Stop review invitations | TrustReviews');
    expect(screen.getByRole('heading', { level: 1, name: 'Stop review invitations' })).toBeInTheDocument();
    expect(screen.getByText(/every business on TrustReviews/)).toBeInTheDocument();
    expect(calls.requests).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop review invitations' }));

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(DONE);
    // The focus follows the answer, as the button that had it is gone.
    expect(done).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Stop review invitations' })).not.toBeInTheDocument();
    expect(calls.count('POST', '/api/invitations/unsubscribe')).toBe(1);
    expect(await calls.bodyOf('POST', '/api/invitations/unsubscribe')).toEqual({ token: TOKEN });
  });

  it('works for a signed-in visitor too', async () => {
    mockApi({ 'POST /api/invitations/unsubscribe': { body: { message: DONE } } });
    renderPage(undefined, makeUser());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop review invitations' }));
    expect(await screen.findByRole('status')).toHaveTextContent(DONE);
  });

  it("says when the link is not valid, without offering to try again", async () => {
    mockApi({ 'POST /api/invitations/unsubscribe': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'This unsubscribe link is not valid.' } } });
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop review invitations' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers to try again after a passing failure', async () => {
    let attempts = 0;
    mockApi({
      'POST /api/invitations/unsubscribe': () =>
        ++attempts === 1
          ? { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many requests. Please try again in a minute.' } }
          : { body: { message: DONE } },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Stop review invitations' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in a minute.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(DONE);
    expect(attempts).toBe(2);
  });

  it('says the link is incomplete without its token, and calls nothing', () => {
    const calls = mockApi({});
    renderPage('/unsubscribe');
    expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop review invitations' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(calls.requests).toHaveLength(0);
  });

  describe('from a newsletter email (list=newsletter)', () => {
    const LEFT = 'Done: this address will receive no more newsletter emails from TrustReviews.';

    it('says it stops the newsletter, and stops it only when asked', async () => {
      const calls = mockApi({ 'POST /api/newsletter/unsubscribe': { body: { message: LEFT } } });
      renderPage(`/unsubscribe?list=newsletter&token=${TOKEN}`);
      expect(document.title).toBe('Unsubscribe from the newsletter | TrustReviews');
      expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeInTheDocument();
      expect(screen.getByText(/stops the TrustReviews newsletter/)).toBeInTheDocument();
      expect(screen.queryByText(/every business on TrustReviews/)).not.toBeInTheDocument();
      expect(calls.requests).toHaveLength(0);

      await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));

      const done = await screen.findByRole('status');
      expect(done).toHaveTextContent(LEFT);
      expect(done).toHaveFocus();
      expect(await calls.bodyOf('POST', '/api/newsletter/unsubscribe')).toEqual({ token: TOKEN });
      expect(calls.count('POST', '/api/invitations/unsubscribe')).toBe(0);
    });

    it('says when the link is not valid, and how to get a whole one', async () => {
      mockApi({ 'POST /api/newsletter/unsubscribe': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'This unsubscribe link is not valid.' } } });
      renderPage(`/unsubscribe?list=newsletter&token=${TOKEN}`);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid. Please open the whole link from the newsletter email again.');
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    });
  });
});
