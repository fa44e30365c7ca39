// The admin-app's federated surface: its pages and the auth states in which each exists.
// The shell merges this list into its route tables. The moderators' pages join it with their
// issue; until then the remote is built, served and loaded with an empty list.
import type { RemoteRoute } from 'shared-ui';

export const routes: RemoteRoute[] = [];
