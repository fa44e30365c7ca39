// The consumer account forms' rules, one pure function per form, from the shared field rules.
// Sign-in and new-password rules are shared by both realms: validateCredentials and
// validateNewPasswordForm in shared-ui.
import { compactErrors, validateEmail, validateName, validateNewPassword } from 'shared-ui';

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  acceptTerms: boolean;
}

export function validateSignUp(v: SignUpValues) {
  return compactErrors({
    firstName: validateName(v.firstName, 'First name'),
    lastName: validateName(v.lastName, 'Last name'),
    email: validateEmail(v.email),
    password: validateNewPassword(v.password),
    acceptTerms: v.acceptTerms ? undefined : 'Please accept the Terms of Service and Privacy Policy to continue',
  });
}

export interface ForgotPasswordValues {
  email: string;
}

export function validateForgotPassword(v: ForgotPasswordValues) {
  return compactErrors({ email: validateEmail(v.email) });
}
