// The standalone page of this remote, for its team (the shell renders these routes in the product).
import { renderStandalone } from 'shared-ui/standalone';
import { routes } from './app/routes';

renderStandalone(routes);
