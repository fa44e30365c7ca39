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
const { CONTRACT_VERSION } = require('shared-ui/contract-compat');

/**
 * Stamps what this build was made with into dist/server/shell-build.json (server/shell-build.mjs
 * reads it): the contract version it provides and the versions of the singletons it shares. The
 * shell's server checks remotes against the stamp, not against the shared-ui source it happens
 * to run beside, so it refuses exactly the remotes the browser code of the same build refuses
 * (that code has the version compiled in).
 */
class ShellBuildStampPlugin {
  constructor(shared) {
    this.shared = shared;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellBuildStampPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShellBuildStampPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const singletons = Object.fromEntries(
          Object.entries(this.shared)
            .filter(([key, config]) => config.singleton && !key.endsWith('/') && !key.startsWith('@mui/material/'))
            .map(([key, config]) => [key, config.version]),
        );
        singletons['@mui/material'] = this.shared['@mui/material/'].version;
        const stamp = { contract: CONTRACT_VERSION, kit: this.shared['shared-ui'].version, singletons };
        compilation.emitAsset('shell-build.json', new rspack.sources.RawSource(`${JSON.stringify(stamp, null, 2)}\n`));
      });
    });
  }
}

/**
 * The shell's server build (dist/server/render-page.js): the frame and the first view rendered on
 * Node, a Module Federation host that loads the remotes' Node builds over HTTP and provides them
 * every shared module (all loaded at start). It provides the federation runtime, as the web build
 * does, to the remotes' Node builds.
 */
function serverConfig(production) {
  const base = baseRspackConfig({ here, uniqueName: 'shell_server', publicPath: '', production });
  const shared = sharedSingletons({ host: { entry: path.join(here, 'src/server/render-page.tsx'), allEager: true } });
  return {
    ...base,
    name: 'shell:server',
    target: 'async-node',
    entry: { 'render-page': './src/server/render-page.tsx' },
    output: {
      path: path.join(here, 'dist', 'server'),
      uniqueName: 'shell_server',
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      clean: true,
    },
    // Node reads __filename and __dirname as they are.
    node: { __filename: false, __dirname: false },
    optimization: { minimize: false },
    devtool: false,
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin'), path.join(here, 'src/federation/share-init-plugin.ts')],
        experiments: { provideExternalRuntime: true },
        manifest: false,
        dts: false,
      }),
      new ShellBuildStampPlugin(shared),
    ],
  };
}

export default (_env, argv) => {
  const production = argv.mode !== 'development';
  const webBase = baseRspackConfig({
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
    });
  const web = {
    ...webBase,
    name: 'shell',
    // The server build writes dist/server/ first; this build's cleaning keeps it.
    ...(production && { dependencies: ['shell:server'], output: { ...webBase.output, clean: { keep: (file) => path.relative(path.join(here, 'dist'), file).split(path.sep)[0] === 'server' }} }),
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
  return production ? [serverConfig(production), web] : web;
};
