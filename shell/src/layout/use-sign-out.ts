import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, toast, useAuth } from 'shared-ui';

/** Desktop log out (spec §4, §8): end the session, then home with a toast; a failure says why. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      toast({
        title: 'Sign out failed',
        description: (error instanceof ApiError && error.userMessage) || 'An error occurred during sign out',
        variant: 'destructive',
      });
      return;
    }
    navigate('/');
    toast({ title: 'Signed out', variant: 'success' });
  }, [signOut, navigate]);
}
