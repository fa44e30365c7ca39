import { useState } from 'react';
import { CredentialsForm, toast, toastFailure, useAuth, useNavigate } from 'shared-ui';
import { useLogin } from '../api/login';

/** Email and password; on success the user is cached and the visitor goes to `redirectTo`. */
export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const login = useLogin();
  const [serverError, setServerError] = useState<string>();

  return (
    <CredentialsForm
      name="Sign in"
      emailLabel="Email"
      forgotPasswordPath="/forgot-password"
      pending={login.isPending}
      serverError={serverError}
      onSubmit={(credentials) => {
        setServerError(undefined);
        login.mutate(credentials, {
          onSuccess: ({ user }) => {
            setUser(user);
            toast({ title: 'Welcome back!', description: 'You have been signed in successfully.', variant: 'success' });
            navigate(redirectTo, { replace: true });
          },
          // A 429 carries its own sentence ("Too many sign-in attempts…"); so does a 401.
          onError: (error) => setServerError(toastFailure('Sign in failed', error, 'Invalid email or password')),
        });
      }}
    />
  );
}
