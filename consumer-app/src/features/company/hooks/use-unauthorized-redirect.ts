import { useEffect } from 'react';
import { isUnauthorizedError, toast } from 'shared-ui';

/** A 401 on the company query means the session ended: say so, then sign in again after 500 ms. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

const goToLogin = (url: string) => window.location.assign(url);

export function useUnauthorizedRedirect(error: unknown, redirect: (url: string) => void = goToLogin) {
  useEffect(() => {
    if (!isUnauthorizedError(error)) return;
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    const timer = window.setTimeout(() => redirect('/api/login'), UNAUTHORIZED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [error, redirect]);
}
