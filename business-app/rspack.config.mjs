// The business remote, made from the remote kit: see shared-ui/rspack-remote.cjs.
import { remoteRspackConfig } from 'shared-ui/rspack-remote';

export default remoteRspackConfig({ name: 'business_app' });
