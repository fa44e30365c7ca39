// The admin-app's federated surface: its pages and the auth states in which each exists.
// The shell merges this list into its route tables.
import { MODERATORS, type RemoteRoute } from 'shared-ui';

export const routes: RemoteRoute[] = [{ path: '/admin', when: MODERATORS, load: () => import('../pages/admin-page') }];
