import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { castPendingVote, CredentialsForm, toast, toastFailure, useAuth, useNavigate } from 'shared-ui';
import { forgetInviteeEmail } from '../../reviews';
import { useLogin } from '../api/login';

/**
 * Email and password; on success the user is cached and the visitor goes to `redirectTo`, where a
 * vote they clicked while signed out is cast.
 */
export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const client = useQueryClient();
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const login = useLogin();
  const [serverError, setServerError] = useState<string>();

  return (
    <CredentialsForm
      name="Sign in"
      emailLabel="Email"
      forgotPasswordPath="/forgot-password"
      serverError={serverError}
      onSubmit={(credentials) => {
        setServerError(undefined);
        return login.mutateAsync(credentials).then(
          ({ user }) => {
            forgetInviteeEmail();
            setUser(user);
            toast({ title: 'Welcome back!', description: 'You have been signed in successfully.', variant: 'success' });
            navigate(redirectTo, { replace: true });
            void castPendingVote(client, redirectTo);
          },
          // A 429 carries its own sentence ("Too many sign-in attempts…"); so does a 401.
          (error) => setServerError(toastFailure('Sign in failed', error, 'Invalid email or password')),
        );
      }}
    />
  );
}
