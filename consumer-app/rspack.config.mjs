// The consumer remote, made from the remote kit: see shared-ui/rspack-remote.cjs.
import { remoteRspackConfig } from 'shared-ui/rspack-remote';

export default remoteRspackConfig({
  name: 'consumer_app',
  rules: [{ test: /[\\/]redoc[\\/]bundles[\\/].+\.js$/, loader: new URL('./build/redoc-offline-loader.cjs', import.meta.url).pathname }],
});
