import { useCallback } from 'react';
import { toast, toastFailure, useAuth, useNavigate } from 'shared-ui';

/** Desktop log out: end the session, go home with a toast; a failure says why and stays. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut(() => navigate('/'));
    } catch (error) {
      toastFailure('Sign out failed', error, 'An error occurred during sign out');
      return;
    }
    toast({ title: 'Signed out', variant: 'success' });
  }, [signOut, navigate]);
}
