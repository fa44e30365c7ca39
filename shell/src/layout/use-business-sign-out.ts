import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { answer, api, queryKeys, toast, toastFailure, useLocation, useNavigate } from 'shared-ui';
import { forgetRealmData } from '../session/follow-sessions';

/**
 * The header's business log out: end the business session, go home with a toast; a failure says
 * why and stays. The cached account is forgotten once home shows: forgotten on a business page,
 * that page's route would send the visitor to the business login page and back.
 */
export function useBusinessSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [pending, setPending] = useState(false);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!leaving || pathname !== '/') return;
    setLeaving(false);
    client.setQueryData(queryKeys.businessAccount, null);
    forgetRealmData(client, 'business');
  }, [leaving, pathname, client]);

  const signOut = useCallback(async () => {
    setPending(true);
    try {
      await answer(api.POST('/api/business/logout'));
    } catch (error) {
      toastFailure('Logout failed', error, 'An error occurred during sign out');
      return;
    } finally {
      setPending(false);
    }
    toast({ title: 'Logged out', description: 'You have been signed out of your business account.', variant: 'success' });
    setLeaving(true);
    navigate('/');
  }, [navigate]);

  return { signOut, pending };
}
