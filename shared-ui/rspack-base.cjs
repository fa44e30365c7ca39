// The build settings every front-end app shares (shell and remotes); each app adds its
// Module Federation plugin and its dev server.
const path = require('node:path');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');

module.exports = function baseRspackConfig({ here, uniqueName, publicPath, production, plugins = [], rules = [] }) {
  return {
    plugins: [...plugins, ...(production ? [new PrecompressPlugin()] : [])],
    context: here,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(here, 'dist'),
      uniqueName,
      publicPath,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
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
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    // Compile every chunk up front in development too: on-demand compilation served federated
    // chunks that did not exist yet (404) to the standalone page.
    lazyCompilation: false,
    performance: { hints: false },
  };
};
