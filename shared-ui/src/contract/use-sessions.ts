import type { Sessions } from './route-access';
import { roleOf, useAuth } from './use-auth';
import { useBusinessAccount } from './use-business-account';

/** Both realms' sessions, as the route tables need them. */
export function useSessions(): Sessions {
  const { user, state } = useAuth();
  const business = useBusinessAccount();
  return { consumer: state, role: state === 'signed-in' ? roleOf(user) : null, business: business.state };
}
