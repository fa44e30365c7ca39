import '../../layout/__tests__/jsdom-polyfills.cjs';
import { screen } from '@testing-library/react';
import { BOTH, SIGNED_IN, SIGNED_OUT, type RemoteRoute } from 'shared-ui';
import { mockFetch, renderWithApp } from '../../layout/__tests__/test-utils';
import type { RemoteRoutes } from '../../federation/remotes';
import { AppRoutes } from '../AppRoutes';
import { knownPaths, routeTable } from '../route-table';

/** A remote page that just names itself, loaded like a real lazy remote page. */
function page(path: string, when: RemoteRoute['when']): RemoteRoute {
  return { path, when, load: async () => ({ default: () => <h1>{`Page ${path}`}</h1> }) };
}

const fakeRemotes: RemoteRoutes[] = [
  {
    name: 'consumer_app',
    unavailable: false,
    routes: [
      page('/', BOTH),
      page('/companies/:id', BOTH),
      page('/sign-in', BOTH),
      page('/forgot-password', SIGNED_OUT),
      page('/profile', SIGNED_IN),
      page('/write-review', SIGNED_IN),
    ],
  },
  { name: 'business_app', unavailable: false, routes: [page('/business/login', BOTH)] },
];

const paths = (state: Parameters<typeof routeTable>[1]) => routeTable(fakeRemotes, state).map((r) => r.path);

describe('routeTable', () => {
  it('signed out: has /forgot-password and not /profile', () => {
    expect(paths('signed-out')).toEqual(['/', '/companies/:id', '/sign-in', '/forgot-password', '/business/login']);
  });

  it('signed in: has /profile and not /forgot-password', () => {
    const table = paths('signed-in');
    expect(table).toEqual(['/', '/companies/:id', '/sign-in', '/profile', '/write-review', '/business/login']);
    expect(table).not.toContain('/forgot-password');
  });

  it('loading uses the signed-out table', () => {
    expect(paths('loading')).toEqual(paths('signed-out'));
  });

  it('knows every path of every remote whatever the state', () => {
    expect(knownPaths(fakeRemotes)).toHaveLength(7);
  });
});

describe('AppRoutes by session (GET /api/auth/user)', () => {
  const renderAt = (route: string) => renderWithApp(<AppRoutes remotes={fakeRemotes} onRetryRemotes={jest.fn()} />, { route });

  it('401 → signed out: /forgot-password renders', async () => {
    mockFetch('signed-out');
    renderAt('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Page /forgot-password' })).toBeInTheDocument();
  });

  it('401 → signed out: /profile is "404 Page Not Found"', async () => {
    mockFetch('signed-out');
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('200 {user} → signed in: /profile renders, /forgot-password is a 404', async () => {
    mockFetch('signed-in');
    const { unmount } = renderAt('/profile');
    expect(await screen.findByRole('heading', { name: 'Page /profile' })).toBeInTheDocument();
    unmount();

    mockFetch('signed-in');
    renderAt('/forgot-password');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('while loading, a signed-in path waits with a spinner instead of a 404', () => {
    mockFetch('loading');
    renderAt('/profile');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });
});
