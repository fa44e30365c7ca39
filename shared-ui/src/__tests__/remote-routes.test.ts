/** @jest-environment node */
// A remote's routes manifest (remote-routes.cjs): reading it safely, matching paths as the shell's
// router does, choosing the remotes a page needs; and the build reading a route list (rspack-remote.cjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { matchPath } from 'shared-ui/contract';
import type * as RemoteRoutes from '../../remote-routes.cjs';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { routeListOf, routePathMatches, routeMatches, remotesForPath, hasRouteIn, SIGNED_OUT_STATES, buildVersionsOf, signedOutPage, routeQuery, noRemoteHasPath } = require('../../remote-routes.cjs') as typeof RemoteRoutes;

/**
 * The build's reading of a route list (rspack-remote.cjs), in a node process of its own: the
 * kit's build configuration loads @rspack/core, an ES module jest cannot require.
 */
function readRouteList(file: string): Array<{ path: string; when: string[]; query: string[] }> {
  const script = "process.stdout.write(JSON.stringify(require('./rspack-remote.cjs').readRouteList(process.argv[1])))";
  const run = spawnSync(process.execPath, ['-e', script, file], { cwd: path.resolve(__dirname, '..', '..'), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Array<{ path: string; when: string[]; query: string[] }>;
}

describe('buildVersionsOf', () => {
  it('reads the contract and kit versions a build recorded, leaving out what is missing', () => {
    expect(buildVersionsOf({ contract: '1.2.0', kit: '0.1.0-kabc', routes: [] })).toEqual({ contract: '1.2.0', kit: '0.1.0-kabc' });
    expect(buildVersionsOf({ routes: [] })).toEqual({});
    expect(buildVersionsOf(null)).toEqual({});
  });

  it('keeps a contract that is not a version, for the shell to refuse (never taken as "not recorded")', () => {
    expect(buildVersionsOf({ contract: 'two' })).toEqual({ contract: 'two' });
    expect(buildVersionsOf({ contract: 'x'.repeat(33), kit: '<script>' })).toEqual({ contract: 'unreadable' });
    expect(buildVersionsOf({ contract: 2 })).toEqual({ contract: 'unreadable' });
  });
});

describe('routeListOf', () => {
  it('keeps the paths and states of a well-formed manifest, and nothing else', () => {
    expect(routeListOf({ name: 'x', routes: [{ path: '/a', when: ['signed-in'], extra: 1 }] })).toEqual([{ path: '/a', when: ['signed-in'] }]);
  });

  it('keeps the query parameters a route reads, once each; a route from an older build names none (unknown)', () => {
    expect(routeListOf({ routes: [{ path: '/a', when: ['signed-in'], query: ['page', 'sort', 'page'] }, { path: '/b', when: ['signed-in'], query: [] }] })).toEqual([
      { path: '/a', when: ['signed-in'], query: ['page', 'sort'] },
      { path: '/b', when: ['signed-in'], query: [] },
    ]);
  });

  it('keeps the declared shapes of path parameters, a shape it does not know included (a newer build\'s); an older build declares none', () => {
    expect(routeListOf({ routes: [{ path: '/reviews/:id/edit', when: ['signed-in'], query: [], params: { id: 'uuid' } }, { path: '/c/:slug', when: ['signed-in'], params: { slug: 'slug' } }, { path: '/d/:id', when: ['signed-in'] }] })).toEqual([
      { path: '/reviews/:id/edit', when: ['signed-in'], query: [], params: { id: 'uuid' } },
      { path: '/c/:slug', when: ['signed-in'], params: { slug: 'slug' } },
      { path: '/d/:id', when: ['signed-in'] },
    ]);
  });

  it.each([
    ['no list', { routes: 'x' }],
    ['a path without a leading slash', { routes: [{ path: 'a', when: [] }] }],
    ['an unknown state', { routes: [{ path: '/a', when: ['everyone'] }] }],
    ['an optional segment', { routes: [{ path: '/reviews/:id?', when: ['signed-in'] }] }],
    ['a star inside the path', { routes: [{ path: '/a/*/b', when: ['signed-in'] }] }],
    ['too many routes', { routes: Array.from({ length: 501 }, (_, i) => ({ path: `/p${i}`, when: ['signed-in'] })) }],
    ['a missing entry', { routes: [null] }],
    ['query parameters that are not a list of names', { routes: [{ path: '/a', when: [], query: 'page' }] }],
    ['a query parameter name with markup in it', { routes: [{ path: '/a', when: [], query: ['<b>'] }] }],
    ['too many query parameters', { routes: [{ path: '/a', when: [], query: Array.from({ length: 33 }, (_, i) => `p${i}`) }] }],
    ['parameter shapes that are not a map of names', { routes: [{ path: '/a/:id', when: [], params: ['uuid'] }] }],
    ['a parameter shape that is not a name', { routes: [{ path: '/a/:id', when: [], params: { id: '^.*$' } }] }],
    ['a parameter name with markup in it', { routes: [{ path: '/a/:id', when: [], params: { '<b>': 'uuid' } }] }],
    ['too many parameter shapes', { routes: [{ path: '/a/:id', when: [], params: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`p${i}`, 'uuid'])) }] }],
    ['not an object', 'routes'],
  ])('refuses a manifest with %s', (_, document) => {
    expect(routeListOf(document)).toBeUndefined();
  });
});

describe('routePathMatches', () => {
  it.each([
    ['/', '/', true],
    ['/', '/about', false],
    ['/companies/:id', '/companies/acme', true],
    ['/companies/:id', '/companies', false],
    ['/companies/:id', '/companies/acme/reviews', false],
    ['/Admin', '/admin/', true],
    ['/business/*', '/business/a/b', true],
    ['/business/login', '/business/log', false],
    ['/companies/:id', '/companies//acme', false],
    ['/companies/:id', '//companies/acme', false],
    ['/about', '/%61bout', false],
    ['/about', '/about//', true],
  ])('%s against %s: %s', (pattern, pathname, expected) => {
    expect(routePathMatches(pattern, pathname)).toBe(expected);
  });
});

describe('routePathMatches with declared parameter shapes', () => {
  const id = '3f2b6c1e-8a4d-4e5f-9b7a-0c1d2e3f4a5b';
  it.each([
    ['/reviews/:id/edit', `/reviews/${id}/edit`, { id: 'uuid' }, true],
    ['/reviews/:id/edit', `/reviews/${id.toUpperCase()}/edit`, { id: 'uuid' }, true],
    ['/reviews/:id/edit', `/reviews/%33${id.slice(1)}/edit`, { id: 'uuid' }, true],
    ['/reviews/:id/edit', '/reviews/xyz/edit', { id: 'uuid' }, false],
    ['/reviews/:id/edit', `/reviews/${id}x/edit`, { id: 'uuid' }, false],
    ['/reviews/:id/edit', '/reviews/%E0%A4%A/edit', { id: 'uuid' }, false],
    ['/reviews/:id/edit', '/reviews/xyz/edit', undefined, true],
    ['/reviews/:id/edit', '/reviews/xyz/edit', { other: 'uuid' }, true],
    ['/c/:slug', '/c/xyz', { slug: 'a-shape-not-known-here' }, true],
  ] as const)('%s against %s with %j: %s', (pattern, pathname, params, expected) => {
    expect(routePathMatches(pattern, pathname, params)).toBe(expected);
    expect(routeMatches({ path: pattern, params }, pathname)).toBe(expected);
  });

  it('is what tells a path no remote has: a malformed id is nobody\'s page', () => {
    const declared = { name: 'consumer', routes: [{ path: '/reviews/:id/edit', when: ['signed-in'], params: { id: 'uuid' } }] };
    expect(noRemoteHasPath([declared], '/reviews/xyz/edit')).toBe(true);
    expect(noRemoteHasPath([declared], `/reviews/${id}/edit`)).toBe(false);
    // A manifest from before routes declared their parameters: any value may be a page.
    expect(noRemoteHasPath([{ name: 'consumer', routes: [{ path: '/reviews/:id/edit' }] }], '/reviews/xyz/edit')).toBe(false);
  });
});

describe('routePathMatches and the router agree', () => {
  const patterns = ['/', '/companies', '/companies/:id', '/write-review/:companyId', '/reviews/:id/edit', '/business/*', '/Admin'];
  const pathnames = ['/', '//', '/companies', '/companies/', '/companies/acme', '/companies/a%20b', '/companies//acme', '/Companies/ACME', '/write-review', '/write-review/x/y', '/reviews/1/edit', '/reviews//edit', '/business', '/business/a/b', '/admin', '/admin/', '/%61dmin'];
  it.each(patterns.flatMap((pattern) => pathnames.map((pathname) => [pattern, pathname])))('%s against %s', (pattern, pathname) => {
    expect(routePathMatches(pattern, pathname)).toBe(matchPath({ path: pattern, end: true }, pathname) !== null);
  });
});

describe('remotesForPath', () => {
  type Remote = { name: string; routes?: Array<{ path: string }> };
  const consumer: Remote = { name: 'consumer', routes: [{ path: '/' }, { path: '/companies/:id' }] };
  const business: Remote = { name: 'business', routes: [{ path: '/business/login' }] };
  const unknown: Remote = { name: 'unknown' };

  it('a page of one remote needs that remote and any whose routes are not known', () => {
    expect(remotesForPath([consumer, business, unknown], '/companies/acme').map((r) => r.name)).toEqual(['consumer', 'unknown']);
    expect(remotesForPath([consumer, business], '/business/login').map((r) => r.name)).toEqual(['business']);
  });

  it('a path no known route has needs every remote (it may be a page of any, or the 404 page)', () => {
    expect(remotesForPath([consumer, business, unknown], '/nowhere').map((r) => r.name)).toEqual(['consumer', 'business', 'unknown']);
  });

  describe("with the visitor's auth states", () => {
    type Stated = { name: string; routes?: Array<{ path: string; when?: string[] }> };
    const site: Stated = { name: 'consumer', routes: [{ path: '/', when: ['signed-out', 'signed-in'] }] };
    const biz: Stated = { name: 'business', routes: [{ path: '/business/login', when: ['signed-out', 'signed-in'] }, { path: '/business/dashboard', when: ['business-signed-in'] }] };
    const admin: Stated = { name: 'admin', routes: [{ path: '/admin', when: ['moderator'] }] };
    const anonymous = (c: string) => SIGNED_OUT_STATES.includes(c);
    const moderator = (c: string) => ['signed-in', 'moderator', 'business-signed-out'].includes(c);

    it('a remote has a route in the states when any route names one that holds; unknown routes or states count as having one', () => {
      expect(hasRouteIn(admin.routes, anonymous)).toBe(false);
      expect(hasRouteIn(admin.routes, moderator)).toBe(true);
      expect(hasRouteIn(biz.routes, anonymous)).toBe(true);
      expect(hasRouteIn([{ path: '/dashboard', when: ['business-signed-in'] }], anonymous)).toBe(false);
      expect(hasRouteIn(undefined, anonymous)).toBe(true);
      expect(hasRouteIn([{ path: '/x' }], anonymous)).toBe(true);
      expect(hasRouteIn([], anonymous)).toBe(false);
    });

    it("a path no known route has needs only the remotes with a route in the visitor's states (an anonymous 404 never loads the moderators' remote)", () => {
      expect(remotesForPath([site, biz, admin, unknown], '/nowhere', undefined, anonymous).map((r) => r.name)).toEqual(['consumer', 'business', 'unknown']);
      expect(remotesForPath([site, biz, admin], '/nowhere', undefined, moderator).map((r) => r.name)).toEqual(['consumer', 'business', 'admin']);
    });

    it('a path of a remote needs it whatever the states: the visit is what loads it', () => {
      expect(remotesForPath([site, biz, admin], '/admin', undefined, anonymous).map((r) => r.name)).toEqual(['admin']);
    });
  });
});

describe('signedOutPage', () => {
  const consumer = { name: 'consumer', routes: [{ path: '/profile', when: ['signed-in'] }, { path: '/companies/:id', when: ['signed-out', 'signed-in'], query: ['sort'] }] };
  const business = { name: 'business', routes: [{ path: '/business/login', when: ['business-signed-out'] }, { path: '/old' }] };

  it('is the first route a visitor signed in to neither realm has at the path, with its remote', () => {
    expect(signedOutPage([consumer, business], '/companies/acme')).toEqual({ remote: consumer, route: consumer.routes[1] });
    expect(signedOutPage([consumer, business], '/business/login')?.remote).toBe(business);
    // A route whose states are not known may exist signed out.
    expect(signedOutPage([consumer, business], '/old')?.route).toEqual({ path: '/old' });
  });

  it('is none for a page only a signed-in visitor has, or a path no route has', () => {
    expect(signedOutPage([consumer, business], '/profile')).toBeUndefined();
    expect(signedOutPage([consumer, business], '/nowhere')).toBeUndefined();
  });
});

describe('routeQuery', () => {
  it('keeps only the parameters the route reads, in its order, with every value', () => {
    expect(routeQuery({ query: ['sort', 'rating'] }, '?z=1&rating=5&sort=lowest&utm=x&rating=4')).toBe('?sort=lowest&rating=5&rating=4');
    expect(routeQuery({ query: ['sort'] }, 'z=123')).toBe('');
    expect(routeQuery({ query: [] }, '?sort=lowest')).toBe('');
    expect(routeQuery({ query: ['search'] }, '?search=caf%C3%A9+%26+bar')).toBe('?search=caf%C3%A9+%26+bar');
  });

  it('is unknown for a route that does not say what it reads', () => {
    expect(routeQuery({}, '?sort=lowest')).toBeUndefined();
    expect(routeQuery(undefined, '')).toBeUndefined();
  });
});

describe('noRemoteHasPath', () => {
  const consumer = { name: 'consumer', routes: [{ path: '/' }, { path: '/profile', when: ['signed-in'] }] };
  const admin = { name: 'admin', routes: [{ path: '/admin', when: ['moderator'] }] };

  it('holds when every remote\'s routes are known and none has the path in any auth state', () => {
    expect(noRemoteHasPath([consumer, admin], '/zzz')).toBe(true);
    expect(noRemoteHasPath([consumer, admin], '/profile')).toBe(false);
    expect(noRemoteHasPath([consumer, admin], '/admin')).toBe(false);
  });

  it('never holds while some remote\'s routes are not known: it might have the path', () => {
    const unread: { name: string; routes?: Array<{ path: string }> } = { name: 'business' };
    expect(noRemoteHasPath([consumer, unread], '/zzz')).toBe(false);
    expect(noRemoteHasPath([], '/zzz')).toBe(false);
  });
});

describe('readRouteList (the build)', () => {
  const root = path.resolve(__dirname, '..', '..', '..');

  it('reads the paths, states and query parameters of the remotes\' real route lists without loading any page', () => {
    const consumer = readRouteList(path.join(root, 'consumer-app', 'src', 'app', 'routes.ts'));
    expect(consumer).toContainEqual({ path: '/', when: ['signed-out', 'signed-in'], query: [] });
    expect(consumer).toContainEqual({ path: '/write-review', when: ['signed-in'], query: [] });
    expect(consumer).toContainEqual({ path: '/companies/:id', params: { id: 'uuid' }, when: ['signed-out', 'signed-in'], query: ['rating', 'sort', 'search', 'verified', 'topic'] });
    expect(consumer).toContainEqual({ path: '/reviews/:id/edit', params: { id: 'uuid' }, when: ['signed-in'], query: [] });
    expect(consumer).toContainEqual({ path: '/write-review/:companyId', params: { companyId: 'uuid' }, when: ['signed-out', 'signed-in'], query: ['invitation'] });
    expect(readRouteList(path.join(root, 'admin-app', 'src', 'app', 'routes.ts'))).toEqual([
      { path: '/admin', when: ['moderator'], query: ['tab', 'source', 'reason', 'signal', 'company', 'offset', 'search'] },
    ]);
  });

  it('follows a route list\'s own files, and refuses one that imports anything else at its top level', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-list-'));
    try {
      fs.writeFileSync(path.join(dir, 'paths.ts'), "export const HOME: string = '/home';\n");
      fs.writeFileSync(
        path.join(dir, 'routes.ts'),
        "import { EVERYONE } from 'shared-ui';\nimport { HOME } from './paths';\nexport const routes = [{ path: HOME, when: EVERYONE, load: () => import('./page') }];\n",
      );
      expect(readRouteList(path.join(dir, 'routes.ts'))).toEqual([{ path: '/home', when: ['signed-out', 'signed-in'], query: [] }]);

      fs.writeFileSync(path.join(dir, 'esm.ts'), "import { HOME } from './paths.js';\nexport const routes = [{ path: HOME, when: ['admin'] }];\n");
      expect(readRouteList(path.join(dir, 'esm.ts'))).toEqual([{ path: '/home', when: ['admin'], query: [] }]);

      fs.writeFileSync(path.join(dir, 'other.ts'), "import { useAuth } from 'shared-ui';\nexport const routes = [{ path: '/', when: useAuth.states }];\n");
      expect(() => readRouteList(path.join(dir, 'other.ts'))).toThrow(/shared-ui's useAuth is not available to the route list/);

      fs.writeFileSync(path.join(dir, 'bad.ts'), "import React from 'react';\nexport const routes = [{ path: '/', when: [], load: () => React }];\n");
      expect(() => readRouteList(path.join(dir, 'bad.ts'))).toThrow(/may import only shared-ui and its own files/);

      fs.writeFileSync(path.join(dir, 'wrong.ts'), "export const routes = [{ path: 'home', when: [] }];\n");
      expect(() => readRouteList(path.join(dir, 'wrong.ts'))).toThrow(/must be a list of/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
