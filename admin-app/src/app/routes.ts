// The admin-app's federated surface: its pages and the auth states in which each exists.
// The shell merges this list into its route tables. `query`: the query parameters each page reads.
import { MODERATORS, type RemoteRoute } from 'shared-ui';

export const routes: RemoteRoute[] = [
  { path: '/admin', when: MODERATORS, query: ['tab', 'source', 'reason', 'signal', 'company', 'offset', 'search'], load: () => import('../pages/admin-page') },
];
