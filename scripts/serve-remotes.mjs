// Serves built remotes' static files with the CORS headers the shell needs, as a CDN would:
//   node scripts/serve-remotes.mjs             every remote of remotes.manifest.json on its own port
//   node scripts/serve-remotes.mjs --one-origin every remote under /<folder>/ on REMOTES_PORT (8090),
//                                               the shape of a CDN (set REMOTES_BASE_URL for the shell)
// A remote's origin holds code, never pages of the site: every answer says so in its security
// headers, a path that is no file is a 404 (on a remote's own origin, a path of its own routes is
// its standalone page, for its team), and source maps are never sent.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remotesManifest from 'shared-ui/remotes';
import remoteRoutes from 'shared-ui/remote-routes';
import { withoutEncoding } from '../shell/server/serve.mjs';

// The manifest and entry name the current hashed chunks, the routes manifest and the standalone
// page's runtime keep their names: always revalidate them.
const ENTRY = /(^|\/)(mf-manifest\.json|routes\.json|remoteEntry\.js|standalone-runtime\.js|index\.html)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files never sent: source maps (a production build writes none into dist/; an older one did). */
const PRIVATE_FILE = /\.map$/;

/**
 * The headers of every answer of a remote's origin. Its files are scripts and data that the site's
 * pages load from another origin (CORS, and Cross-Origin-Resource-Policy for pages that isolate
 * themselves), never a document to show: opened as one, nothing in it may run, load or be framed.
 */
export const REMOTE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

/**
 * The standalone page's own policy (a document that runs the remote's code from its origin, calls
 * /api/ there, and styles itself at run time as MUI does), still never framed.
 */
export const STANDALONE_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Whether `pathname` is a page of the remote's own routes (its routes.json in `dist`); none when that cannot be read. */
function isOwnPage(dist, pathname) {
  let routes;
  try {
    routes = remoteRoutes.routeListOf(JSON.parse(fs.readFileSync(path.join(dist, remoteRoutes.REMOTE_ROUTES_FILE), 'utf8')));
  } catch {
    return false;
  }
  return Boolean(routes?.some((route) => remoteRoutes.routeMatches(route, pathname)));
}

/** One remote's files under `prefix`; `spa` answers the paths of its routes with its standalone page. */
async function serveRemote(app, { dist, prefix = '/', spa }) {
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: dist,
        preCompressed: true,
        index: false,
        dotfiles: 'ignore',
        allowedPath: (pathname) => !PRIVATE_FILE.test(pathname),
        cacheControl: false,
        setHeaders: (reply, file) => {
          reply.header('cache-control', ENTRY.test(withoutEncoding(file)) ? 'no-cache' : IMMUTABLE);
          if (/\.html$/.test(withoutEncoding(file))) reply.header('content-security-policy', STANDALONE_PAGE_CSP);
        },
      });
      scope.setNotFoundHandler((request, reply) => {
        const pathname = request.url.split('?')[0];
        if (spa && (request.method === 'GET' || request.method === 'HEAD') && isOwnPage(dist, pathname)) {
          return reply.header('content-security-policy', STANDALONE_PAGE_CSP).header('cache-control', 'no-cache').sendFile('index.html');
        }
        reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      });
    },
    { prefix },
  );
}

async function origin(register) {
  const app = Fastify({ logger: false });
  // Any page may load a remote (the shell's origin is set at run time): CORS for reads, which are
  // simple requests; an OPTIONS preflight is answered in case a client sends one anyway.
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(REMOTE_SECURITY_HEADERS).header('access-control-allow-origin', '*').header('access-control-allow-methods', 'GET, HEAD, OPTIONS');
    if (request.method === 'OPTIONS') return reply.code(204).send();
  });
  await register(app);
  await app.ready();
  return app;
}

/** One remote's built files on an origin of its own. */
export function createRemoteServer(dist, { spa = true } = {}) {
  return origin((app) => serveRemote(app, { dist, spa }));
}

/** Every remote under /<folder>/ of one origin: what a CDN holding all of them looks like. */
export function createRemotesOriginServer(remotes = remotesManifest.remotes) {
  return origin(async (app) => {
    for (const remote of remotes) await serveRemote(app, { dist: path.join(remote.dir, 'dist'), prefix: `/${remote.folder}`, spa: false });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const host = process.env.HOST ?? '0.0.0.0';
  if (process.argv.includes('--one-origin')) {
    const port = Number(process.env.REMOTES_PORT ?? 8090);
    await (await createRemotesOriginServer()).listen({ port, host });
    console.log(`Remotes on http://${host}:${port}/<folder>/`);
  } else {
    for (const remote of remotesManifest.remotes) {
      const port = remotesManifest.remotePort(remote);
      await (await createRemoteServer(path.join(remote.dir, 'dist'))).listen({ port, host });
      console.log(`Remote ${remote.folder} on http://${host}:${port}`);
    }
  }
}
