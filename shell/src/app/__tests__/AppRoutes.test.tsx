// The shell's route tables while some remotes are still deferred (not needed by the first page).
import { act, screen, waitFor } from '@testing-library/react';
import type { RemoteRoute } from 'shared-ui';
import { http, makeUser, renderWithProviders, server } from 'shared-ui/test-support';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { AppRoutes } from '../AppRoutes';
import { setVisitorSessions, startRemotes, useRemotesStore } from '../../federation/remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;

const page = (text: string): RemoteRoute['load'] => async () => ({ default: () => <h1>{text}</h1> });
const CONSUMER_ROUTES: RemoteRoute[] = [{ path: '/', when: ['signed-out', 'signed-in'], load: page('Home') }];
const BUSINESS_ROUTES: RemoteRoute[] = [{ path: '/business/login', when: ['signed-out', 'signed-in'], load: page('Business sign-in') }];

/** Starts the remotes as the shell does at `at`, with the paths the server named for each. */
async function startAt(at: string, named: { consumer: string[]; business: string[] }) {
  window.history.pushState({}, '', at);
  const inline = document.createElement('script');
  inline.type = 'application/json';
  inline.id = 'remotes-config';
  inline.textContent = JSON.stringify([
    { name: 'consumer_app', entry: 'http://c/mf-manifest.json', module: 'consumer_app/routes', routes: named.consumer.map((path) => ({ path, when: ['signed-out'] })) },
    { name: 'business_app', entry: 'http://b/mf-manifest.json', module: 'business_app/routes', routes: named.business.map((path) => ({ path, when: ['signed-out'] })) },
  ]);
  document.head.append(inline);
  try {
    await act(() => startRemotes());
  } finally {
    inline.remove();
  }
}

beforeEach(() => {
  setVisitorSessions({ consumer: 'loading', role: null, business: 'loading' });
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  mockedLoad.mockReset();
  (registerRemotes as jest.Mock).mockReset();
  useRemotesStore.setState({ list: 'loading', remotes: [] });
  mockedLoad.mockImplementation(async (id: string) => ({ routes: id === 'business_app/routes' ? BUSINESS_ROUTES : CONSUMER_ROUTES }));
  // The browser never turns idle here: only the page's needs load deferred remotes.
  window.requestIdleCallback = jest.fn();
});
afterEach(() => {
  delete (window as Partial<Window>).requestIdleCallback;
  jest.useRealTimers();
  window.history.pushState({}, '', '/');
});

it('a visit to a page of a deferred remote waits for it (no 404 on the way) and loads it at once', async () => {
  await startAt('/', { consumer: ['/'], business: ['/business/login'] });
  expect(useRemotesStore.getState().remotes.map((r) => r.status)).toEqual(['ready', 'deferred']);

  renderWithProviders(<AppRoutes />, { at: '/business/login' });
  expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).not.toBeInTheDocument();
  expect(mockedLoad).toHaveBeenLastCalledWith('business_app/routes');
  expect(await screen.findByRole('heading', { name: 'Business sign-in' })).toBeInTheDocument();
});

it('when the remote the server named has no such page after all, every remote is asked before the 404', async () => {
  // The server's copy of the paths is stale: it says the consumer remote has /business/login.
  await startAt('/', { consumer: ['/', '/business/login'], business: ['/business-plans'] });
  renderWithProviders(<AppRoutes />, { at: '/business/login' });
  expect(await screen.findByRole('heading', { name: 'Business sign-in' })).toBeInTheDocument();
  expect(mockedLoad.mock.calls.map(([id]) => id)).toEqual(['consumer_app/routes', 'business_app/routes']);
});

it('a path no remote has is the 404 page once every remote has answered', async () => {
  await startAt('/', { consumer: ['/'], business: ['/business/login'] });
  renderWithProviders(<AppRoutes />, { at: '/no-such-page' });
  expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  expect(mockedLoad.mock.calls.map(([id]) => id)).toEqual(['consumer_app/routes', 'business_app/routes']);
});

describe('while the sessions are still being read', () => {
  // Neither realm's session answers during these tests.
  beforeEach(() => server.use(http.get('/api/auth/user', () => new Promise<never>(() => undefined)), http.get('/api/business/account', () => new Promise<never>(() => undefined))));

  it('a path no remote names in any auth state is the 404 page at once (as the server rendered it), every remote answered', async () => {
    await startAt('/', { consumer: ['/'], business: ['/business/login'] });
    renderWithProviders(<AppRoutes />, { at: '/no-such-page', user: 'fetch', business: 'fetch' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('a path some remote names (for another auth state) waits for the sessions: it may be a page', async () => {
    await startAt('/', { consumer: ['/', '/profile'], business: ['/business/login'] });
    renderWithProviders(<AppRoutes />, { at: '/profile', user: 'fetch', business: 'fetch' });
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).not.toBeInTheDocument();
  });
});

describe("the moderators' remote (routes only for moderators) and the visitor's sessions", () => {
  const ADMIN_ROUTES: RemoteRoute[] = [{ path: '/admin', when: ['moderator'], load: page('Moderation') }];
  async function startWithAdmin(at: string) {
    window.history.pushState({}, '', at);
    const inline = document.createElement('script');
    inline.type = 'application/json';
    inline.id = 'remotes-config';
    inline.textContent = JSON.stringify([
      { name: 'consumer_app', entry: 'http://c/mf-manifest.json', module: 'consumer_app/routes', routes: [{ path: '/', when: ['signed-out', 'signed-in'] }] },
      { name: 'admin_app', entry: 'http://a/mf-manifest.json', module: 'admin_app/routes', routes: [{ path: '/admin', when: ['moderator'] }] },
    ]);
    document.head.append(inline);
    try {
      await act(() => startRemotes());
    } finally {
      inline.remove();
    }
  }
  beforeEach(() => mockedLoad.mockImplementation(async (id: string) => ({ routes: id === 'admin_app/routes' ? ADMIN_ROUTES : CONSUMER_ROUTES })));

  it('an anonymous visitor\'s 404 is answered without loading it', async () => {
    await startWithAdmin('/');
    renderWithProviders(<AppRoutes />, { at: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(mockedLoad.mock.calls.map(([id]) => id)).toEqual(['consumer_app/routes']);
  });

  it('a moderator\'s 404 asks it too, once the session is known', async () => {
    await startWithAdmin('/');
    renderWithProviders(<AppRoutes />, { at: '/no-such-page', user: makeUser({ role: 'moderator' }) });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(mockedLoad.mock.calls.map(([id]) => id)).toEqual(['consumer_app/routes', 'admin_app/routes']);
  });

  it('an anonymous visit to its page loads it, and that page asks to sign in', async () => {
    await startWithAdmin('/');
    renderWithProviders(<AppRoutes />, { at: '/admin' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sign-in?redirect=%2Fadmin'));
    expect(mockedLoad.mock.calls.map(([id]) => id)).toEqual(['consumer_app/routes', 'admin_app/routes']);
  });
});

