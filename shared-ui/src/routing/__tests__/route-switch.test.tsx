import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'shared-ui/contract';
import { currentLocation, makeBusinessAccount, makeUser, mockApi, renderWithProviders, server, sessionHandlers, http, apiError } from '../../../test-support';
import { queryKeys } from 'shared-ui/contract';
import { useAuth } from 'shared-ui/contract';
import { BUSINESS_SIGNED_IN, EVERYONE, MODERATORS, SIGNED_IN, SIGNED_OUT, type RemoteRoute } from 'shared-ui/contract';
import { ACCESS_DENIED_MESSAGE, UNAVAILABLE_MESSAGE } from '../route-pages';
import { loadPage, REMOTE_DEADLINE_MS, RouteSwitch } from '../route-switch';

/** A remote page that names itself, loaded like a real lazy remote page. */
const page = (path: string, when: RemoteRoute['when']): RemoteRoute => ({ path, when, load: async () => ({ default: () => <h1>{`Page ${path}`}</h1> }) });

const routes = [
  page('/', EVERYONE),
  page('/sign-in', EVERYONE),
  page('/forgot-password', SIGNED_OUT),
  page('/profile', SIGNED_IN),
  page('/business/login', EVERYONE),
  page('/business/dashboard', BUSINESS_SIGNED_IN),
  page('/admin', MODERATORS),
];

describe('RouteSwitch with the sessions from the API', () => {
  it('401 on both session calls: a signed-in page leads to /sign-in and names the way back', async () => {
    server.use(...sessionHandlers());
    renderWithProviders(<RouteSwitch routes={routes} />, { at: '/profile?tab=1', user: 'fetch', business: 'fetch' });
    expect(await screen.findByRole('heading', { name: 'Page /sign-in' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/sign-in?redirect=%2Fprofile%3Ftab%3D1');
  });

  it('a signed-in consumer opens /profile; /forgot-password is the 404 page', async () => {
    server.use(...sessionHandlers({ user: makeUser() }));
    const { unmount } = renderWithProviders(<RouteSwitch routes={routes} />, { at: '/profile', user: 'fetch', business: 'fetch' });
    expect(await screen.findByRole('heading', { name: 'Page /profile' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<RouteSwitch routes={routes} />, { at: '/forgot-password', user: 'fetch', business: 'fetch' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('the business API answering 401 is signed out of the business realm, silently', async () => {
    server.use(http.get('/api/auth/user', () => apiError(401, 'Please sign in.')), http.get('/api/business/account', () => apiError(401, 'Please sign in to your business account to continue.')));
    renderWithProviders(<RouteSwitch routes={routes} />, { at: '/business/dashboard', user: 'fetch', business: 'fetch' });
    expect(await screen.findByRole('heading', { name: 'Page /business/login' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/business/login?redirect=%2Fbusiness%2Fdashboard');
  });

  it('a signed-in business account opens its dashboard', async () => {
    server.use(...sessionHandlers({ business: makeBusinessAccount() }));
    renderWithProviders(<RouteSwitch routes={routes} />, { at: '/business/dashboard', user: 'fetch', business: 'fetch' });
    expect(await screen.findByRole('heading', { name: 'Page /business/dashboard' })).toBeInTheDocument();
  });

  it('a consumer without the moderator role sees that they have no access, not a 404', async () => {
    server.use(...sessionHandlers({ user: makeUser() }));
    renderWithProviders(<RouteSwitch routes={routes} />, { at: '/admin', user: 'fetch', business: 'fetch' });
    expect(await screen.findByRole('heading', { name: ACCESS_DENIED_MESSAGE })).toBeInTheDocument();
  });

  it('a moderator opens /admin', async () => {
    server.use(...sessionHandlers({ user: { ...makeUser(), role: 'moderator' } as ReturnType<typeof makeUser> }));
    renderWithProviders(<RouteSwitch routes={routes} />, { at: '/admin', user: 'fetch', business: 'fetch' });
    expect(await screen.findByRole('heading', { name: 'Page /admin' })).toBeInTheDocument();
  });

  it('a path whose id does not have the shape its route declares is the 404 page, signed in or not, never the page or a sign-in', async () => {
    const edit: RemoteRoute = { ...page('/reviews/:id/edit', SIGNED_IN), params: { id: 'uuid' } };
    server.use(...sessionHandlers());
    const { unmount } = renderWithProviders(<RouteSwitch routes={[...routes, edit]} />, { at: '/reviews/xyz/edit', user: 'fetch', business: 'fetch' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/reviews/xyz/edit');
    unmount();
    server.use(...sessionHandlers({ user: makeUser() }));
    const second = renderWithProviders(<RouteSwitch routes={[...routes, edit]} />, { at: '/reviews/xyz/edit', user: 'fetch', business: 'fetch' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    second.unmount();
    renderWithProviders(<RouteSwitch routes={[...routes, edit]} />, { at: '/reviews/3f2b6c1e-8a4d-4e5f-9b7a-0c1d2e3f4a5b/edit', user: 'fetch', business: 'fetch' });
    expect(await screen.findByRole('heading', { name: 'Page /reviews/:id/edit' })).toBeInTheDocument();
  });

  it('while the session loads, a signed-in page waits with a spinner instead of a 404', async () => {
    server.use(http.get('/api/auth/user', () => new Promise<never>(() => undefined)), ...sessionHandlers().slice(1));
    renderWithProviders(<RouteSwitch routes={routes} />, { at: '/profile', user: 'fetch', business: 'fetch' });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).not.toBeInTheDocument();
  });
});

describe('RouteSwitch with remotes still loading or unavailable', () => {
  it('an unknown path waits while a remote has not answered', async () => {
    renderWithProviders(<RouteSwitch routes={routes} pending />, { at: '/admin/reports' });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('an unknown path says a remote is unavailable, and Retry asks for it again', async () => {
    const retry = jest.fn();
    renderWithProviders(<RouteSwitch routes={routes} onRetryUnavailable={retry} />, { at: '/admin/reports' });
    expect(await screen.findByText(UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('a known path of an answered remote renders even while another remote is still loading', async () => {
    renderWithProviders(<RouteSwitch routes={routes} pending />, { at: '/' });
    expect(await screen.findByRole('heading', { name: 'Page /' })).toBeInTheDocument();
  });

  it('an unknown path with every remote answered is the 404 page', async () => {
    renderWithProviders(<RouteSwitch routes={routes} />, { at: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('a page whose code is already here renders at once, without suspending (a server-rendered page hydrates in place)', async () => {
    const loaded = page('/loaded', EVERYONE);
    const elsewhere = page('/elsewhere', EVERYONE);
    await loadPage(loaded);
    renderWithProviders(<RouteSwitch routes={[loaded, elsewhere]} />, { at: '/loaded' });
    // In the first render: no spinner, no wait for a lazy component.
    expect(screen.getByRole('heading', { name: 'Page /loaded' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('a page whose code is not here yet waits for it under a spinner', async () => {
    renderWithProviders(<RouteSwitch routes={[page('/later', EVERYONE)]} />, { at: '/later' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Page /later' })).toBeInTheDocument();
  });

  it('a page whose code never arrives shows the unavailable message after the deadline; Retry loads it again', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let answer: (() => void) | undefined;
      const load = jest
        .fn<ReturnType<RemoteRoute['load']>, []>()
        .mockImplementationOnce(() => new Promise(() => undefined))
        .mockImplementation(() => new Promise((resolve) => (answer = () => resolve({ default: () => <h1>Page /slow</h1> }))));
      renderWithProviders(<RouteSwitch routes={[{ path: '/slow', when: EVERYONE, load }]} />, { at: '/slow' });
      expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(REMOTE_DEADLINE_MS);
      });
      expect(await screen.findByText(UNAVAILABLE_MESSAGE)).toBeInTheDocument();

      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      await act(async () => answer?.());
      expect(await screen.findByRole('heading', { name: 'Page /slow' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
      jest.restoreAllMocks();
    }
  });
});

describe('RouteSwitch when the consumer signs out', () => {
  /** Log out as the shell's account menu does: end the session, leave for home, clear the user. */
  function LogOut() {
    const { signOut } = useAuth();
    const navigate = useNavigate();
    return <button onClick={() => void signOut(() => navigate('/'))}>Log out</button>;
  }

  it.each(['/profile', '/account/settings?tab=password'])('on the signed-in page %s goes home, not to the sign-in page', async (at) => {
    mockApi({ 'POST /api/auth/logout': { status: 204 } });
    renderWithProviders(
      <>
        <LogOut />
        <RouteSwitch routes={[...routes, page('/account/settings', SIGNED_IN)]} />
      </>,
      { at, user: makeUser() },
    );
    await screen.findByRole('heading', { name: `Page ${at.split('?')[0]}` });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Page /' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Page /sign-in' })).not.toBeInTheDocument();
  });

  it('a session that ends without a log out still leads to the sign-in page and back', async () => {
    const { client } = renderWithProviders(<RouteSwitch routes={routes} />, { at: '/profile', user: makeUser() });
    await screen.findByRole('heading', { name: 'Page /profile' });
    act(() => client.setQueryData(queryKeys.user, null));
    expect(await screen.findByRole('heading', { name: 'Page /sign-in' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/sign-in?redirect=%2Fprofile');
  });
});
