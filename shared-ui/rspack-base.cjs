// The build settings every front-end app shares (shell and remotes); each app adds its
// Module Federation plugin and its dev server.
const fs = require('node:fs');
const path = require('node:path');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');

/** Where an app's production build writes its source maps: <app>/source-maps/, beside dist/. */
const SOURCE_MAPS_FOLDER = 'source-maps';

/** Empties an app's source-maps folder before its production build writes the new ones (output.clean empties dist/ only). */
class CleanSourceMapsPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.beforeRun.tap('CleanSourceMapsPlugin', () => fs.rmSync(this.dir, { recursive: true, force: true }));
  }
}

function baseRspackConfig({ here, uniqueName, publicPath, production, plugins = [], rules = [] }) {
  return {
    plugins: [...plugins, ...(production ? [new PrecompressPlugin(), new CleanSourceMapsPlugin(path.join(here, SOURCE_MAPS_FOLDER))] : [])],
    context: here,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(here, 'dist'),
      uniqueName,
      publicPath,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      // Relative to dist/: <app>/source-maps/main.1a2b3c4d.js.map.
      ...(production && { sourceMapFilename: `../${SOURCE_MAPS_FOLDER}/[file].map` }),
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              // The browsers the dependencies already need (MUI, React 19): our code is not taken
              // down to ES5 either (a Unicode regex of three lines became 13 KB of character ranges).
              target: 'es2022',
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
        ...rules,
      ],
    },
    // Production source maps are written beside dist/, never into it (nothing that serves or
    // uploads dist/ can publish them), and the code names none of them (no sourceMappingURL
    // comment, so browsers never ask for one). A developer loads one by hand in the browser's
    // developer tools, or runs the development servers (README, "Deploy", "Source maps").
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    // Compile every chunk up front in development too: on-demand compilation served federated
    // chunks that did not exist yet (404) to the standalone page.
    lazyCompilation: false,
    performance: { hints: false },
  };
}

module.exports = baseRspackConfig;
module.exports.SOURCE_MAPS_FOLDER = SOURCE_MAPS_FOLDER;
