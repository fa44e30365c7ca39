import { useState } from 'react';
import { CredentialsForm, toast, toastFailure, useNavigate } from 'shared-ui';
import { useBusinessLogin } from '../api/login';

/** Email and password of a business account; once signed in, on to `redirectTo`. */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const navigate = useNavigate();
  const login = useBusinessLogin();
  const [serverError, setServerError] = useState<string>();
  return (
    <CredentialsForm
      name="Business login"
      emailLabel="Work email"
      forgotPasswordPath="/business/forgot-password"
      pending={login.isPending}
      serverError={serverError}
      onSubmit={(credentials) => {
        setServerError(undefined);
        login.mutate(credentials, {
          onSuccess: ({ account: signedIn }) => {
            toast({ title: 'Login successful', description: `Welcome back, ${signedIn.contactName}!`, variant: 'success' });
            navigate(redirectTo, { replace: true });
          },
          onError: (error) => setServerError(toastFailure('Login failed', error, 'Invalid email or password')),
        });
      }}
    />
  );
}
