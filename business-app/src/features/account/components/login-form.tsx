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
      serverError={serverError}
      onSubmit={(credentials) => {
        setServerError(undefined);
        return login.mutateAsync(credentials).then(
          ({ account: signedIn }) => {
            toast({ title: 'Login successful', description: `Welcome back, ${signedIn.contactName}!`, variant: 'success' });
            navigate(redirectTo, { replace: true });
          },
          (error) => setServerError(toastFailure('Login failed', error, 'Invalid email or password')),
        );
      }}
    />
  );
}
