// The build of a federated remote, once for all of them: it exposes one module, its route list
// (src/app/routes.ts), is deployed on its own as static files, and serves a standalone page of its
// routes for its team (src/bootstrap.tsx). A remote's rspack.config.mjs is one call of this.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { rspack } = require('@rspack/core');
const baseRspackConfig = require('./rspack-base.cjs');
const sharedSingletons = require('./mf-shared.cjs');
const { remoteByName, remotePort } = require('./remotes.cjs');

/**
 * @param {{ name: string, port?: number, rules?: object[] }} options  the remote's Module Federation
 *   name, as in remotes.manifest.json (its folder, port and exposed module come from there), and
 *   module rules of its own, if any.
 */
function remoteRspackConfig({ name, port, rules = [] }) {
  const remote = remoteByName(name);
  const devPort = port ?? remotePort(remote);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      // publicPath 'auto': chunks load from wherever the remote is served, whatever the page's origin.
      ...baseRspackConfig({
        here: remote.dir,
        uniqueName: remote.name,
        publicPath: 'auto',
        production,
        rules,
        plugins: [
          // The standalone page: its own entry only, from the root, so deep links such as /companies work.
          new rspack.HtmlRspackPlugin({
            template: path.join(__dirname, 'standalone.html'),
            templateParameters: { title: `${remote.folder} (standalone)` },
            chunks: ['main'],
            publicPath: '/',
          }),
          new ModuleFederationPlugin({
            name: remote.name,
            filename: 'remoteEntry.js',
            exposes: { [remote.exposes]: './src/app/routes.ts' },
            shared: sharedSingletons(),
            shareStrategy: 'loaded-first',
            manifest: true,
            // Type generation runs tsc and, in development, a broker that keeps builds alive: opt in only.
            dts: process.env.MF_DTS === '1',
          }),
        ],
      }),
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api/'], target: `http://localhost:${process.env.API_PORT ?? 3000}` }],
      },
    };
  };
}

module.exports = { remoteRspackConfig };
