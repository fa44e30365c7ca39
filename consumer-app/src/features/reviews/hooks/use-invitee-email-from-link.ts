import { useEffect } from 'react';
import { useLocation } from 'shared-ui';
import { emailInFragment, rememberInviteeEmail } from '../utils/invitee-email';

/**
 * On an invitation link's page: keeps the address its fragment carries for the sign-up form, and
 * takes it out of the address bar (the history entry is replaced, with nothing else changed: no
 * navigation, so focus and scroll stay where they are).
 */
export function useInviteeEmailFromLink(token: string | undefined): void {
  const { hash } = useLocation();
  useEffect(() => {
    const email = emailInFragment(hash || window.location.hash);
    if (!email) return;
    if (token) rememberInviteeEmail(token, email);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }, [hash, token]);
}
