// The host. It knows remotes only by the URLs in /remotes.json, read at run time: no remote
// URL is built in, so moving a remote needs no shell rebuild.
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const sharedSingletons = require('shared-ui/mf-shared');
const baseRspackConfig = require('shared-ui/rspack-base');
const { remotesDocument } = require('shared-ui/remotes');

export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    ...baseRspackConfig({
      here,
      uniqueName: 'shell',
      publicPath: '/',
      production,
      plugins: [
        new rspack.HtmlRspackPlugin({ template: './index.html', favicon: './public/favicon.svg' }),
        new ModuleFederationPlugin({
          name: 'shell',
          remotes: {},
          shared: sharedSingletons({ host: { entry: path.join(here, 'src/index.ts') } }),
          shareStrategy: 'loaded-first',
          runtimePlugins: [path.join(here, 'src/federation/share-init-plugin.ts'), path.join(here, 'src/federation/error-plugin.ts')],
          // One Module Federation runtime for the page: the remotes' builds leave theirs out and use this one.
          experiments: { provideExternalRuntime: true },
          // Type generation runs tsc and, in development, a broker that keeps builds alive: opt in only.
          dts: process.env.MF_DTS === '1',
        }),
      ],
    }),
    devServer: {
      port: Number(process.env.SHELL_PORT ?? 8080),
      historyApiFallback: true,
      proxy: [{ context: ['/api/', '/widget.js'], target: `http://localhost:${process.env.API_PORT ?? 3000}` }],
      // The run-time document of the production server (server/serve.mjs) without the remotes'
      // paths: in development every remote loads at start.
      setupMiddlewares: (middlewares) => [
        {
          name: 'remotes-json',
          path: '/remotes.json',
          middleware: (_req, res) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-store');
            res.end(JSON.stringify(remotesDocument()));
          },
        },
        ...middlewares,
      ],
    },
  };
};
