import { useEffect } from 'react';
import { useLocation } from 'shared-ui';
import { emailInFragment, forgetInviteeEmail, rememberInviteeEmail } from '../utils/invitee-email';

/**
 * On an invitation link's page: keeps the address its fragment carries for the sign-up form, and
 * takes it out of the address bar (the history entry is replaced, with nothing else changed: no
 * navigation, so focus and scroll stay where they are). Signed in, there is no sign-up form to
 * fill in: nothing is kept, so nothing of it outlives the session.
 */
export function useInviteeEmailFromLink(token: string | undefined, signedIn: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    const email = emailInFragment(hash || window.location.hash);
    if (!email) return;
    if (token) rememberInviteeEmail(token, email);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }, [hash, token]);
  useEffect(() => {
    if (signedIn) forgetInviteeEmail();
  }, [signedIn]);
}
