// Serves built remotes' static files with the CORS headers the shell needs, as a CDN would:
//   node scripts/serve-remotes.mjs             every remote of remotes.manifest.json on its own port
//   node scripts/serve-remotes.mjs --one-origin every remote under /<folder>/ on REMOTES_PORT (8090),
//                                               the shape of a CDN (set REMOTES_BASE_URL for the shell)
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remotesManifest from 'shared-ui/remotes';
import { withoutEncoding } from '../shell/server/serve.mjs';

// The manifest and entry name the current hashed chunks, the routes manifest and the standalone
// page's runtime keep their names: always revalidate them.
const ENTRY = /(^|\/)(mf-manifest\.json|routes\.json|remoteEntry\.js|standalone-runtime\.js|index\.html)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One remote's files under `prefix`; `spa` answers unknown paths with its standalone page. */
async function serveRemote(app, { dist, prefix = '/', spa }) {
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: dist,
        preCompressed: true,
        index: false,
        dotfiles: 'ignore',
        cacheControl: false,
        setHeaders: (reply, file) => reply.header('cache-control', ENTRY.test(withoutEncoding(file)) ? 'no-cache' : IMMUTABLE),
      });
      scope.setNotFoundHandler((request, reply) => {
        if (spa && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.url.split('?')[0])) return reply.sendFile('index.html');
        reply.code(404).type('text/plain').send('Not found');
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
    reply.header('access-control-allow-origin', '*').header('access-control-allow-methods', 'GET, HEAD, OPTIONS');
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
