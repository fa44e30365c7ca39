import { ADMINS, BUSINESS_SIGNED_IN, BUSINESS_SIGNED_OUT, EVERYONE, MODERATORS, SIGNED_IN, SIGNED_OUT, type RemoteRoute } from 'shared-ui/contract';
import { fallbackFor, routeTable, type Sessions } from 'shared-ui/contract';

const route = (path: string, when: RemoteRoute['when']): RemoteRoute => ({ path, when, load: async () => ({ default: () => null }) });

const routes = [
  route('/', EVERYONE),
  route('/companies/:id', EVERYONE),
  route('/forgot-password', SIGNED_OUT),
  route('/profile', SIGNED_IN),
  route('/business/login', BUSINESS_SIGNED_OUT),
  route('/business/dashboard', BUSINESS_SIGNED_IN),
  route('/admin', MODERATORS),
  route('/admin/audit', ADMINS),
];

const s = (consumer: Sessions['consumer'], role: Sessions['role'] = null, business: Sessions['business'] = 'signed-out'): Sessions => ({ consumer, role, business });
const paths = (sessions: Sessions) => routeTable(routes, sessions).map((r) => r.path);

describe('routeTable', () => {
  it('signed out of both realms: the public pages and the sign-in pages', () => {
    expect(paths(s('signed-out'))).toEqual(['/', '/companies/:id', '/forgot-password', '/business/login']);
  });

  it('a signed-in consumer: /profile, no /forgot-password, no moderation', () => {
    expect(paths(s('signed-in', 'user'))).toEqual(['/', '/companies/:id', '/profile', '/business/login']);
  });

  it('a moderator has /admin but not the administrators\' pages; an admin has both', () => {
    expect(paths(s('signed-in', 'moderator'))).toContain('/admin');
    expect(paths(s('signed-in', 'moderator'))).not.toContain('/admin/audit');
    expect(paths(s('signed-in', 'admin'))).toEqual(expect.arrayContaining(['/admin', '/admin/audit']));
  });

  it('the business realm is independent of the consumer one', () => {
    expect(paths(s('signed-out', null, 'signed-in'))).toEqual(['/', '/companies/:id', '/forgot-password', '/business/dashboard']);
    expect(paths(s('signed-in', 'user', 'signed-in'))).toEqual(['/', '/companies/:id', '/profile', '/business/dashboard']);
  });

  it('while the sessions load, the signed-out table shows (public pages never wait)', () => {
    expect(paths(s('loading', null, 'loading'))).toEqual(paths(s('signed-out')));
  });
});

describe('fallbackFor', () => {
  const at = (pathname: string, sessions: Sessions, search = '') => fallbackFor(routes, { pathname, search }, sessions);

  it('a consumer page while signed out: the sign-in page, and back with the query', () => {
    expect(at('/profile', s('signed-out'), '?tab=reviews')).toEqual({ kind: 'sign-in', to: '/sign-in?redirect=%2Fprofile%3Ftab%3Dreviews' });
  });

  it('a business page while signed out of the business realm: the business sign-in page, even for a signed-in consumer', () => {
    expect(at('/business/dashboard', s('signed-in', 'user'))).toEqual({ kind: 'sign-in', to: '/business/login?redirect=%2Fbusiness%2Fdashboard' });
  });

  it('a moderation page while signed out: the consumer sign-in page', () => {
    expect(at('/admin', s('signed-out'))).toEqual({ kind: 'sign-in', to: '/sign-in?redirect=%2Fadmin' });
  });

  it('a moderation page for a signed-in consumer without the role: no access, not a 404', () => {
    expect(at('/admin', s('signed-in', 'user'))).toEqual({ kind: 'forbidden' });
    expect(at('/admin/audit', s('signed-in', 'moderator'))).toEqual({ kind: 'forbidden' });
  });

  it('a signed-out-only page for a signed-in consumer: nothing (404)', () => {
    expect(at('/forgot-password', s('signed-in', 'user'))).toEqual({ kind: 'none' });
  });

  it('an unknown path: nothing', () => {
    expect(at('/no/such/page', s('signed-out'))).toEqual({ kind: 'none' });
  });

  it('waits while a session the path depends on loads', () => {
    expect(at('/profile', s('loading'))).toEqual({ kind: 'wait' });
    expect(at('/business/dashboard', s('signed-out', null, 'loading'))).toEqual({ kind: 'wait' });
  });

  it('does not wait for a session the path cannot depend on', () => {
    // /profile needs the consumer realm only; the business session loading changes nothing.
    expect(at('/profile', s('signed-out', null, 'loading'))).toEqual({ kind: 'sign-in', to: '/sign-in?redirect=%2Fprofile' });
  });
});
