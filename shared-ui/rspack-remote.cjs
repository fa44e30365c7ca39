// The build of a federated remote, once for all of them: it exposes one module, its route list
// (src/app/routes.ts), is deployed on its own as static files, and serves a standalone page of its
// routes for its team (src/bootstrap.tsx). A remote's rspack.config.mjs is one call of this.
//
// A remote's code runs on the shell's Module Federation runtime (`externalRuntime`): each remote
// entry was mostly a copy of that runtime (37 KB gzip of 38 for the admin remote), loaded three
// times on every page. Its standalone page, which has no shell, gets the runtime from a small
// second build made here beside it (standalone/mf-runtime.js), loaded before the remote's own
// script. The shell and the remotes keep @module-federation/enhanced on one version (pinned
// alike in their package.json files): the runtime's interface is shared across builds.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { rspack } = require('@rspack/core');
const baseRspackConfig = require('./rspack-base.cjs');
const sharedSingletons = require('./mf-shared.cjs');
const { REMOTE_ENTRY_FILE, STANDALONE_RUNTIME_FILE, remoteByName, remotePort } = require('./remotes.cjs');

/** The standalone page's Module Federation runtime: a plain script, no federation of its own. */
function standaloneRuntimeConfig(remote, production) {
  return {
    name: `${remote.name}:standalone-runtime`,
    mode: production ? 'production' : 'development',
    context: remote.dir,
    entry: { runtime: path.join(__dirname, 'standalone', 'mf-runtime.js') },
    output: { path: path.join(remote.dir, 'dist'), filename: STANDALONE_RUNTIME_FILE, uniqueName: `${remote.name}_standalone_runtime`, clean: false },
    // The same runtime the remote's build was made against.
    resolve: { modules: [path.join(remote.dir, 'node_modules'), 'node_modules'] },
    devtool: false,
    performance: { hints: false },
  };
}

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
    const runtime = standaloneRuntimeConfig(remote, production);
    const base = baseRspackConfig({
      here: remote.dir,
      uniqueName: remote.name,
      // publicPath 'auto': chunks load from wherever the remote is served, whatever the page's origin.
      publicPath: 'auto',
      production,
      rules,
      plugins: [
        // The standalone page: its own entry only, from the root, so deep links such as /companies work.
        new rspack.HtmlRspackPlugin({
          template: path.join(__dirname, 'standalone', 'standalone.html'),
          templateParameters: { title: `${remote.folder} (standalone)`, runtimeScript: STANDALONE_RUNTIME_FILE },
          chunks: ['main'],
          publicPath: '/',
        }),
        new ModuleFederationPlugin({
          name: remote.name,
          filename: REMOTE_ENTRY_FILE,
          exposes: { [remote.exposes]: './src/app/routes.ts' },
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          manifest: true,
          experiments: { externalRuntime: true },
          // Type generation runs tsc and, in development, a broker that keeps builds alive: opt in only.
          dts: process.env.MF_DTS === '1',
        }),
      ],
    });
    return [
      runtime,
      {
        ...base,
        name: remote.name,
        // After the runtime's build, whose file this build's cleaning keeps.
        dependencies: [runtime.name],
        output: { ...base.output, clean: { keep: (file) => path.basename(file).startsWith(STANDALONE_RUNTIME_FILE) } },
        devServer: {
          port: devPort,
          historyApiFallback: true,
          headers: { 'Access-Control-Allow-Origin': '*' },
          proxy: [{ context: ['/api/'], target: `http://localhost:${process.env.API_PORT ?? 3000}` }],
        },
      },
    ];
  };
}

module.exports = { remoteRspackConfig };
