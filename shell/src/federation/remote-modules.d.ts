// Committed declarations of what the remotes expose, so the shell type-checks against them
// without Module Federation's type generation (off unless MF_DTS=1: it runs tsc per build and
// can keep development builds alive). Each remote exposes exactly its route list.
declare module 'consumer_app/routes' {
  import type { RemoteRoute } from 'shared-ui';
  export const routes: RemoteRoute[];
}
