// The consumer remote: exposes one module, its route list ('consumer_app/routes'). Built and
// deployed on its own as static files; `npm run dev` serves a standalone page for its team.
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const sharedSingletons = require('shared-ui/mf-shared');
const baseRspackConfig = require('shared-ui/rspack-base');
const port = Number(process.env.CONSUMER_APP_PORT ?? 8081);

export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    // publicPath 'auto': chunks load from wherever the remote is served, whatever the page's origin.
    ...baseRspackConfig({ here, uniqueName: 'consumer_app', publicPath: 'auto', production }),
    plugins: [
      // The standalone page: its own entry only, from the root, so deep links such as /companies work.
      new rspack.HtmlRspackPlugin({ template: './index.html', chunks: ['main'], publicPath: '/' }),
      new ModuleFederationPlugin({
        name: 'consumer_app',
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/app/routes.ts' },
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: process.env.MF_DTS === '1',
      }),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: `http://localhost:${process.env.API_PORT ?? 3000}` }],
    },
  };
};
