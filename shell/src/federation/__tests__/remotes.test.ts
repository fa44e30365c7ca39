import { act } from '@testing-library/react';
import { setImmediate as realSetImmediate } from 'node:timers';
import { CONTRACT_VERSION, REMOTE_DEADLINE_MS, type RemoteRoute } from 'shared-ui';
import { http, HttpResponse, server } from 'shared-ui/test-support';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES_CONFIG_ID } from '../remote-config';
import { DEFERRED_REMOTES_AT_MOST_MS, loadRemotesFor, retryUnavailableRemotes, setVisitorSessions, startRemotes, useRemotesStore } from '../remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const route = (path: string): RemoteRoute => ({ path, when: ['signed-out', 'signed-in'], load: async () => ({ default: () => null }) });
const REMOTES = [
  { name: 'consumer_app', entry: 'http://localhost:8081/mf-manifest.json', module: 'consumer_app/routes' },
  { name: 'business_app', entry: 'http://localhost:8082/mf-manifest.json', module: 'business_app/routes' },
  { name: 'admin_app', entry: 'http://localhost:8083/mf-manifest.json', module: 'admin_app/routes' },
];

const status = () => Object.fromEntries(useRemotesStore.getState().remotes.map((r) => [r.name, r.status]));

beforeEach(() => {
  setVisitorSessions({ consumer: 'loading', role: null, business: 'loading' });
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockedLoad.mockReset();
  mockedRegister.mockReset();
  useRemotesStore.setState({ list: 'loading', remotes: [] });
  server.use(http.get('/remotes.json', () => HttpResponse.json(REMOTES)));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Lets pending promises settle (fetch, loadRemote answers) without moving the clock. */
const settle = () => act(async () => void (await new Promise((r) => realSetImmediate(r))));

describe('startRemotes', () => {
  it('registers every remote of /remotes.json; the ones that answer are ready at once, a hanging one is unavailable after the deadline', async () => {
    let answerAdmin: ((mod: unknown) => void) | undefined;
    mockedLoad.mockImplementation((id: string) => {
      if (id === 'consumer_app/routes') return Promise.resolve({ routes: [route('/')] });
      if (id === 'business_app/routes') return Promise.resolve({ routes: [] });
      return new Promise((resolve) => (answerAdmin = resolve));
    });

    await act(() => startRemotes());
    await settle();

    expect(mockedRegister).toHaveBeenCalledWith(REMOTES.map(({ name, entry }) => ({ name, entry })), { force: true });
    expect(status()).toEqual({ consumer_app: 'ready', business_app: 'ready', admin_app: 'loading' });
    expect(useRemotesStore.getState().remotes[0].routes.map((r) => r.path)).toEqual(['/']);

    await act(async () => void jest.advanceTimersByTime(REMOTE_DEADLINE_MS - 1));
    expect(status().admin_app).toBe('loading');
    await act(async () => void jest.advanceTimersByTime(1));
    await settle();
    expect(status().admin_app).toBe('unavailable');

    // It answers late: its pages join then.
    answerAdmin?.({ routes: [route('/admin')] });
    await settle();
    expect(status().admin_app).toBe('ready');
    expect(useRemotesStore.getState().remotes[2].routes.map((r) => r.path)).toEqual(['/admin']);
  });

  it('a remote whose load fails (the error plugin answers a stand-in module) is unavailable, and Retry registers and loads only it again', async () => {
    mockedLoad.mockImplementation((id: string) => Promise.resolve(id === 'admin_app/routes' ? { __remoteUnavailable: true, routes: [] } : { routes: [] }));
    await act(() => startRemotes());
    await settle();
    expect(status()).toEqual({ consumer_app: 'ready', business_app: 'ready', admin_app: 'unavailable' });

    mockedRegister.mockClear();
    mockedLoad.mockClear();
    mockedLoad.mockResolvedValue({ routes: [route('/admin')] });
    await act(async () => retryUnavailableRemotes());
    await settle();
    expect(mockedRegister).toHaveBeenCalledWith([{ name: 'admin_app', entry: REMOTES[2].entry }], { force: true });
    expect(mockedLoad).toHaveBeenCalledTimes(1);
    expect(status().admin_app).toBe('ready');
  });

  it('refuses a remote built against a contract this shell cannot run before any of its code loads, and says in the console what to rebuild', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('/remotes.json', () => HttpResponse.json([{ ...REMOTES[0], contract: CONTRACT_VERSION }, { ...REMOTES[1], contract: '2.0.0' }])));
    mockedLoad.mockResolvedValue({ routes: [] });
    await act(() => startRemotes());
    await settle();
    expect(status()).toEqual({ consumer_app: 'ready', business_app: 'unavailable' });
    expect(mockedLoad.mock.calls.map(([id]) => id)).toEqual(['consumer_app/routes']);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^The remote business_app was built against the shell contract 2\.0\.0 and this shell provides 1\.\d+\.\d+, so business_app is not started: .*rebuild business_app against contract/));
    // Retry refuses it again, still without loading it.
    await act(async () => retryUnavailableRemotes());
    await settle();
    expect(mockedLoad.mock.calls.map(([id]) => id)).toEqual(['consumer_app/routes']);
    expect(status().business_app).toBe('unavailable');
  });

  it('an unreadable /remotes.json leaves every path unavailable until Retry reads it', async () => {
    server.use(http.get('/remotes.json', () => new HttpResponse(null, { status: 502 })));
    await act(() => startRemotes());
    expect(useRemotesStore.getState().list).toBe('failed');

    server.use(http.get('/remotes.json', () => HttpResponse.json(REMOTES.slice(0, 1))));
    mockedLoad.mockResolvedValue({ routes: [route('/')] });
    await act(async () => retryUnavailableRemotes());
    await settle();
    expect(useRemotesStore.getState().list).toBe('ready');
    expect(status()).toEqual({ consumer_app: 'ready' });
  });

  it('reads the remotes document the shell page inlines, without asking /remotes.json', async () => {
    server.use(http.get('/remotes.json', () => new HttpResponse(null, { status: 500 })));
    const inline = document.createElement('script');
    inline.type = 'application/json';
    inline.id = REMOTES_CONFIG_ID;
    inline.textContent = JSON.stringify(REMOTES.slice(1));
    document.head.append(inline);
    try {
      mockedLoad.mockResolvedValue({ routes: [] });
      await act(() => startRemotes());
      await settle();
      expect(mockedRegister).toHaveBeenCalledWith(REMOTES.slice(1).map(({ name, entry }) => ({ name, entry })), { force: true });
      expect(status()).toEqual({ business_app: 'ready', admin_app: 'ready' });
    } finally {
      inline.remove();
    }
  });

  it("starts loading the code of the current address's page as soon as its route is known", async () => {
    window.history.pushState({}, '', '/companies/abc');
    const loadCompany = jest.fn(async () => ({ default: () => null }));
    const loadOther = jest.fn(async () => ({ default: () => null }));
    mockedLoad.mockImplementation(async (id: string) =>
      id === 'consumer_app/routes'
        ? { routes: [{ path: '/companies/:id', when: ['signed-out'], load: loadCompany }, { path: '/', when: ['signed-out'], load: loadOther }] }
        : { routes: [] },
    );
    try {
      await act(() => startRemotes());
      await settle();
      expect(loadCompany).toHaveBeenCalledTimes(1);
      expect(loadOther).not.toHaveBeenCalled();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  describe('with the routes the server read from the remotes\' routes manifests', () => {
    const WITH_ROUTES = [
      { ...REMOTES[0], routes: [{ path: '/', when: ['signed-out'] }, { path: '/companies/:id', when: ['signed-out'] }] },
      { ...REMOTES[1], routes: [{ path: '/business/login', when: ['signed-out'] }] },
      REMOTES[2], // an older build without a manifest: its routes are not known
    ];
    beforeEach(() => {
      server.use(http.get('/remotes.json', () => HttpResponse.json(WITH_ROUTES)));
      mockedLoad.mockImplementation(async (id: string) => ({ routes: id === 'business_app/routes' ? [route('/business/login')] : [] }));
    });
    afterEach(() => window.history.pushState({}, '', '/'));

    it('loads at start only what the page needs (its remote, and any whose routes are not known); the others once the first view is done', async () => {
      window.history.pushState({}, '', '/companies/abc');
      await act(() => startRemotes());
      expect(mockedRegister).toHaveBeenCalledWith(REMOTES.map(({ name, entry }) => ({ name, entry })), { force: true });
      expect(mockedLoad.mock.calls.map(([id]) => id)).toEqual(['consumer_app/routes', 'admin_app/routes']);
      expect(status().business_app).toBe('deferred');

      await settle();
      expect(status()).toEqual({ consumer_app: 'ready', business_app: 'deferred', admin_app: 'ready' });
      // The page has loaded (jsdom's document is complete) and the browser is idle.
      await act(async () => void jest.advanceTimersByTime(200));
      await settle();
      expect(mockedLoad.mock.calls.map(([id]) => id)).toEqual(['consumer_app/routes', 'admin_app/routes', 'business_app/routes']);
      expect(status().business_app).toBe('ready');
    });

    it('the others wait for the page\'s remote to answer, then for the browser to be idle, or at most a few seconds', async () => {
      let answerConsumer: ((mod: unknown) => void) | undefined;
      mockedLoad.mockImplementation((id: string) => (id === 'consumer_app/routes' ? new Promise((resolve) => (answerConsumer = resolve)) : Promise.resolve({ routes: [] })));
      const idle = jest.fn();
      window.requestIdleCallback = idle; // never idle
      try {
        window.history.pushState({}, '', '/companies/abc');
        await act(() => startRemotes());
        await act(async () => void jest.advanceTimersByTime(1000));
        await settle();
        expect(status()).toEqual({ consumer_app: 'loading', business_app: 'deferred', admin_app: 'ready' });
        expect(idle).not.toHaveBeenCalled();

        answerConsumer?.({ routes: [route('/companies/:id')] });
        await settle();
        expect(idle).toHaveBeenCalledTimes(1);
        await act(async () => void jest.advanceTimersByTime(DEFERRED_REMOTES_AT_MOST_MS - 1));
        expect(status().business_app).toBe('deferred');
        await act(async () => void jest.advanceTimersByTime(1));
        await settle();
        expect(status().business_app).toBe('ready');
      } finally {
        delete (window as Partial<Window>).requestIdleCallback;
      }
    });

    it('a visit to a deferred remote\'s page loads it at once; a path no known route has loads every remote', async () => {
      await act(() => startRemotes());
      expect(status().business_app).toBe('deferred');
      act(() => loadRemotesFor(['business_app']));
      expect(status().business_app).toBe('loading');
      await settle();
      expect(useRemotesStore.getState().remotes[1].routes.map((r) => r.path)).toEqual(['/business/login']);

      mockedLoad.mockClear();
      useRemotesStore.setState({ list: 'loading', remotes: [] });
      window.history.pushState({}, '', '/no-such-page');
      await act(() => startRemotes());
      expect(mockedLoad.mock.calls.map(([id]) => id)).toEqual(['consumer_app/routes', 'business_app/routes', 'admin_app/routes']);
    });
  });

  describe("with the auth states each route exists in (issue 17, item 16)", () => {
    // As the real remotes' routes manifests name them: the business remote has pages for everyone
    // (its sign-in, its plans) and for signed-in businesses; the admin remote only for moderators.
    const STATED = [
      { ...REMOTES[0], routes: [{ path: '/', when: ['signed-out', 'signed-in'] }, { path: '/companies/:id', when: ['signed-out', 'signed-in'] }] },
      { ...REMOTES[1], routes: [{ path: '/business/login', when: ['signed-out', 'signed-in'] }, { path: '/business/dashboard', when: ['business-signed-in'] }] },
      { ...REMOTES[2], routes: [{ path: '/admin', when: ['moderator'] }] },
    ];
    const ids = () => mockedLoad.mock.calls.map(([id]) => id);
    const firstViewDone = async () => {
      await settle();
      await act(async () => void jest.advanceTimersByTime(DEFERRED_REMOTES_AT_MOST_MS));
      await settle();
    };
    beforeEach(() => {
      server.use(http.get('/remotes.json', () => HttpResponse.json(STATED)));
      mockedLoad.mockImplementation(async () => ({ routes: [] }));
    });
    afterEach(() => window.history.pushState({}, '', '/'));

    it("an anonymous visitor never loads a remote whose routes exist in none of their auth states; one with pages for everyone loads after the first view", async () => {
      await act(() => startRemotes());
      setVisitorSessions({ consumer: 'signed-out', role: null, business: 'signed-out' });
      await firstViewDone();
      expect(ids()).toEqual(['consumer_app/routes', 'business_app/routes']);
      expect(status()).toEqual({ consumer_app: 'ready', business_app: 'ready', admin_app: 'deferred' });
      // Nothing later changes that while the sessions stay the same.
      await act(async () => void jest.advanceTimersByTime(60_000));
      setVisitorSessions({ consumer: 'signed-out', role: null, business: 'signed-out' });
      await settle();
      expect(status().admin_app).toBe('deferred');
    });

    it('a signed-in consumer without a role does not load it either; a moderator\'s session does, once the first view is done', async () => {
      await act(() => startRemotes());
      setVisitorSessions({ consumer: 'signed-in', role: 'user', business: 'signed-out' });
      await firstViewDone();
      expect(status().admin_app).toBe('deferred');

      act(() => setVisitorSessions({ consumer: 'signed-in', role: 'moderator', business: 'signed-out' }));
      expect(status().admin_app).toBe('loading');
      await settle();
      expect(status().admin_app).toBe('ready');
    });

    it('sessions known before the first view is done wait for it', async () => {
      await act(() => startRemotes());
      act(() => setVisitorSessions({ consumer: 'signed-in', role: 'admin', business: 'signed-out' }));
      expect(status()).toMatchObject({ business_app: 'deferred', admin_app: 'deferred' });
      await firstViewDone();
      expect(status()).toEqual({ consumer_app: 'ready', business_app: 'ready', admin_app: 'ready' });
    });

    it('a visit to a page of it loads it whatever the sessions (the page then asks to sign in)', async () => {
      window.history.pushState({}, '', '/admin');
      await act(() => startRemotes());
      expect(ids()).toEqual(['admin_app/routes']);
    });

    it("a path no remote names loads at start only the remotes with pages for a visitor signed in to neither realm", async () => {
      window.history.pushState({}, '', '/no-such-page');
      await act(() => startRemotes());
      expect(ids()).toEqual(['consumer_app/routes', 'business_app/routes']);
    });
  });
});
