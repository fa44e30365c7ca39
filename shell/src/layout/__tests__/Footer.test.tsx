import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createAppTheme, createQueryClient, MemoryRouter } from 'shared-ui';
import { pageProtocol } from '../browser';
import { Footer } from '../Footer';
import { mockApi, renderWithProviders } from 'shared-ui/test-support';

jest.mock('../browser', () => ({ ...jest.requireActual('../browser'), pageProtocol: jest.fn(() => 'http:') }));

afterEach(() => {
  jest.mocked(pageProtocol).mockReturnValue('http:');
  jest.useRealTimers();
});

/** The footer in the providers the shell gives it, for renders outside testing-library's. */
const framed = () => (
  <QueryClientProvider client={createQueryClient()}>
    <ThemeProvider theme={createAppTheme('light')}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </ThemeProvider>
  </QueryClientProvider>
);

describe('Footer', () => {
  it('has the four link groups with their paths', () => {
    renderWithProviders(<Footer />);
    const groups = {
      Company: ['/about', '/contact', '/careers', '/press', '/mobile-app'],
      'For Business': ['/business-plans', '/claim-profile', '/business/login', '/analytics'],
      Support: ['/help', '/guidelines', '/trust-safety', '/how-reviews-are-verified', '/api'],
      Legal: ['/privacy', '/terms', '/cookies', '/disclaimer'],
    };
    for (const [heading, paths] of Object.entries(groups)) {
      const nav = screen.getByRole('navigation', { name: heading });
      expect(within(nav).getByRole('heading', { name: heading })).toBeInTheDocument();
      expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(paths);
    }
  });

  it('shows the tagline, contacts, badges and copyright', () => {
    jest.useFakeTimers({ now: new Date('2031-06-15T12:00:00Z'), doNotFake: ['queueMicrotask', 'setTimeout', 'setImmediate', 'nextTick'] });
    renderWithProviders(<Footer />);
    expect(screen.getByText(/most trusted review platform/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@trustreviews.example' })).toHaveAttribute('href', 'mailto:support@trustreviews.example');
    expect(screen.getByRole('link', { name: '+1 (555) 010-0199' })).toHaveAttribute('href', 'tel:+15550100199');
    // No "Verified Reviews" badge: not every review is verified, and a label must not say more than was checked.
    for (const badge of ['Data Protected', 'Global Platform']) {
      expect(screen.getByText(badge)).toBeInTheDocument();
    }
    expect(screen.queryByText('Verified Reviews')).not.toBeInTheDocument();
    // The year by the clock.
    expect(screen.getByText('© 2031 TrustReviews. All rights reserved.')).toBeInTheDocument();
  });

  it('claims "SSL Secured" only on a page served over https', () => {
    const { unmount } = renderWithProviders(<Footer />);
    expect(screen.queryByText('SSL Secured')).not.toBeInTheDocument();
    unmount();
    jest.mocked(pageProtocol).mockReturnValue('https:');
    renderWithProviders(<Footer />);
    expect(screen.getByText('SSL Secured')).toBeInTheDocument();
  });

  it('renders the same on the server and in the hydrating browser over https, then shows "SSL Secured"', async () => {
    jest.mocked(pageProtocol).mockReturnValue('https:');
    const html = renderToString(framed());
    // The server does not know how the browser reached the page: it claims nothing.
    expect(html).not.toContain('SSL Secured');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = jest.fn();
    const mismatch = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, framed(), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(mismatch).not.toHaveBeenCalled();
    mismatch.mockRestore();
    expect(within(container).getByText('SSL Secured')).toBeInTheDocument();
    container.remove();
  });

  describe('newsletter', () => {
    const DONE = 'Almost done: unless this address is subscribed already, we have sent it an email with a link to confirm. The link works for 48 hours.';

    it('asks the API to mail a confirmation link, announces the answer and clears the field', async () => {
      const calls = mockApi({ 'POST /api/newsletter/subscriptions': { status: 202, body: { message: DONE } } });
      renderWithProviders(<Footer />);
      const email = screen.getByLabelText('Email address');
      expect(email).toHaveAttribute('type', 'email');
      expect(email).toBeRequired();

      await userEvent.type(email, 'reader@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

      expect(await screen.findByRole('status')).toHaveTextContent(DONE);
      expect(email).toHaveValue('');
      expect(await calls.bodyOf('POST', '/api/newsletter/subscriptions')).toEqual({ email: 'reader@example.com' });
    });

    it('locks the field and the button while sending, and keeps the typed address on a failure', async () => {
      let fail!: () => void;
      mockApi({
        'POST /api/newsletter/subscriptions': () =>
          new Promise((resolve) => {
            fail = () => resolve({ status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'The service is busy. Please try again in a moment.' } });
          }),
      });
      renderWithProviders(<Footer />);
      const email = screen.getByLabelText('Email address');
      const user = userEvent.setup();
      await user.type(email, 'reader@example.com');
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));

      const sending = await screen.findByRole('button', { name: 'Subscribing…' });
      expect(sending).toBeDisabled();
      expect(email).toHaveAttribute('readonly');
      await user.type(email, 'x');
      expect(email).toHaveValue('reader@example.com');

      fail();
      expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy. Please try again in a moment.');
      expect(email).toHaveValue('reader@example.com');
      expect(email).not.toHaveAttribute('readonly');
      expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    });

    it("shows the API's refusal of the address beside the field", async () => {
      mockApi({
        'POST /api/newsletter/subscriptions': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Please enter a valid email address.' } },
      });
      renderWithProviders(<Footer />);
      const email = screen.getByLabelText('Email address');
      await userEvent.type(email, 'reader@example');
      await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Please enter a valid email address.');
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAttribute('aria-describedby', alert.id);
      expect(email).toHaveValue('reader@example');
      expect(email).toHaveFocus();
    });

    it('refuses an invalid email in the browser, explained inline, without any call', async () => {
      const calls = mockApi({});
      renderWithProviders(<Footer />);
      const email = screen.getByLabelText('Email address');

      await userEvent.type(email, 'not-an-email');
      await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

      expect(email).toHaveValue('not-an-email');
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      expect(calls.requests).toHaveLength(0);
    });
  });
});
