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

export default (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    context: here,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(here, 'dist'),
      uniqueName: 'shell',
      publicPath: '/',
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
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './index.html', favicon: './public/favicon.svg' }),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        runtimePlugins: [path.join(here, 'src/federation/error-plugin.ts')],
        // Type generation runs tsc and, in development, a broker that keeps builds alive: opt in only.
        dts: process.env.MF_DTS === '1',
      }),
    ],
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    devServer: {
      port: Number(process.env.SHELL_PORT ?? 8080),
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/widget.js'], target: `http://localhost:${process.env.API_PORT ?? 3000}` }],
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app.get('/remotes.json', (_req, res) => res.json(remotesFromEnv()));
        return middlewares;
      },
    },
    performance: { hints: false },
  };
};

export function remotesFromEnv(env = process.env) {
  return { consumer_app: `${(env.CONSUMER_APP_URL ?? 'http://localhost:8081').replace(/\/$/, '')}/mf-manifest.json` };
}
