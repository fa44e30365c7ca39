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
const { REMOTE_ENTRY_FILE, SSR_FOLDER, STANDALONE_RUNTIME_FILE, remoteByName, remotePort } = require('./remotes.cjs');
const { REMOTE_ROUTES_FILE, routeListOf } = require('./remote-routes.cjs');
const { CONTRACT_VERSION } = require('./contract-compat.cjs');

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
 * The paths, auth states, read query parameters and parameter shapes of a route list module
 * (src/app/routes.ts), read at build time (a route that names no `query` reads none): the module
 * and what it imports relatively are compiled to CommonJS and run in the build's process (the
 * remote's own code, as trusted as its build configuration), with `shared-ui` standing for the
 * route contract's constants (shared-ui/src/contract/remote-contract.ts). Pages are behind
 * `load: () => import(...)`, which is never called here.
 * @returns {Array<{ path: string, when: string[], query: string[], params?: Record<string, string> }>}
 */
function readRouteList(file) {
  const fs = require('node:fs');
  const vm = require('node:vm');
  const cache = new Map();
  const compile = (source, filename) =>
    rspack.experiments.swc.transformSync(source, {
      filename,
      jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' },
      module: { type: 'commonjs' },
    }).code;
  const resolveSource = (from, specifier) => {
    const candidate = sharedSingletons.resolveSource(from, specifier);
    if (!candidate) throw new Error(`${path.relative(process.cwd(), from)}: cannot resolve ${specifier} for the routes manifest`);
    return candidate;
  };
  // What a route list may take from shared-ui at its top level: the route contract's constants.
  // Any other name fails the build with its name, rather than reading as undefined.
  const contract = () => {
    const exports = load(path.join(__dirname, 'src', 'contract', 'remote-contract.ts'));
    return new Proxy(exports, {
      get(target, name) {
        if (name in target || typeof name === 'symbol' || name === '__esModule') return target[name];
        throw new Error(`${path.relative(process.cwd(), file)}: shared-ui's ${String(name)} is not available to the route list at build time (only the route contract's constants are)`);
      },
    });
  };
  const load = (filename) => {
    if (cache.has(filename)) return cache.get(filename).exports;
    const module = { exports: {} };
    cache.set(filename, module);
    const localRequire = (specifier) => {
      if (specifier === 'shared-ui' || specifier === 'shared-ui/contract') return contract();
      if (specifier.startsWith('.')) return load(resolveSource(filename, specifier));
      throw new Error(`${path.relative(process.cwd(), filename)}: the route list may import only shared-ui and its own files at its top level (found ${specifier})`);
    };
    vm.runInThisContext(`(function (exports, require, module) {${compile(fs.readFileSync(filename, 'utf8'), filename)}\n})`, { filename })(module.exports, localRequire, module);
    return module.exports;
  };
  const list = load(file).routes;
  const routes = routeListOf({ routes: Array.isArray(list) ? list.map((r) => ({ path: r?.path, when: r?.when, query: r?.query ?? [], params: r?.params })) : undefined });
  if (!routes) throw new Error(`${path.relative(process.cwd(), file)}: \`routes\` must be a list of { path: '/…', when: [auth states], query?: [parameter names], params?: { name: shape } }`);
  return routes;
}

/**
 * Writes the remote's routes manifest (shared-ui/remote-routes.cjs) beside its mf-manifest.json,
 * with the versions this build was made against: the contract's, which the shell checks before it
 * runs the remote (contract-compat.cjs), and the kit's, as stamped into its shared config.
 */
class RemoteRoutesManifestPlugin {
  constructor({ name, routesFile }) {
    this.name = name;
    this.routesFile = routesFile;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteRoutesManifestPlugin', (compilation) => {
      compilation.fileDependencies.add(this.routesFile);
      compilation.hooks.processAssets.tap({ name: 'RemoteRoutesManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const json = JSON.stringify({ name: this.name, contract: CONTRACT_VERSION, kit: sharedSingletons.kitVersion(), routes: readRouteList(this.routesFile) }, null, 2);
        compilation.emitAsset(REMOTE_ROUTES_FILE, new rspack.sources.RawSource(`${json}\n`));
      });
    });
  }
}

/**
 * The remote's Node build, for the shell's server to render its pages (dist/ssr/: its own
 * remoteEntry.js and mf-manifest.json beside the web build's). The same exposed route list; the
 * server's host owns React and the contract and provides every other singleton, so those two
 * have no fallback copy here (a host that stopped providing one fails loudly, never with a second
 * React or contract). Chunks are named
 * relative to the remoteEntry.js they were loaded with (publicPath ''), so the build does not know
 * where it is deployed, and the Node runtime plugin fetches them over HTTP.
 */
function nodeBuildConfig(remote, base, production) {
  const shared = sharedSingletons();
  for (const name of ['react', 'react/', 'react-dom', 'react-dom/']) shared[name] = { ...shared[name], import: false };
  // Nor the contract: a server whose shell provides none (one from before the contract) fails to
  // load this build, and the page renders in the browser, rather than running a second contract.
  shared['shared-ui/contract'] = { ...shared['shared-ui/contract'], import: false };
  return {
    ...base,
    name: `${remote.name}:node`,
    target: 'async-node',
    // No server entry of its own: only the federated container.
    entry: {},
    output: {
      path: path.join(remote.dir, 'dist', SSR_FOLDER),
      uniqueName: `${remote.name}_ssr`,
      publicPath: '',
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      library: { type: 'commonjs-module' },
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      clean: true,
    },
    // Read by a server, not downloaded: kept readable for its stack traces.
    optimization: { minimize: false },
    devtool: false,
    plugins: [
      new ModuleFederationPlugin({
        name: remote.name,
        filename: REMOTE_ENTRY_FILE,
        library: { type: 'commonjs-module' },
        exposes: { [remote.exposes]: './src/app/routes.ts' },
        shared,
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: true,
        // The runtime of the shell's server build (its provideExternalRuntime), as on the web.
        experiments: { externalRuntime: true },
        dts: false,
      }),
    ],
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
        // The paths of the route list, for the shell to know which remote a page needs (routes.json).
        new RemoteRoutesManifestPlugin({ name: remote.name, routesFile: path.join(remote.dir, 'src', 'app', 'routes.ts') }),
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
    const node = nodeBuildConfig(remote, baseRspackConfig({ here: remote.dir, uniqueName: `${remote.name}_ssr`, publicPath: '', production, rules }), production);
    return [
      runtime,
      // After the web build: one build at a time on a small machine, and the web build's cleaning keeps ssr/.
      { ...node, dependencies: [remote.name] },
      {
        ...base,
        name: remote.name,
        // After the runtime's build, whose file this build's cleaning keeps.
        dependencies: [runtime.name],
        output: { ...base.output, clean: { keep: (file) => path.basename(file).startsWith(STANDALONE_RUNTIME_FILE) || path.relative(path.join(remote.dir, 'dist'), file).split(path.sep)[0] === SSR_FOLDER } },
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

module.exports = { remoteRspackConfig, readRouteList };
