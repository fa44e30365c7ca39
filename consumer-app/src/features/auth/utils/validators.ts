// The consumer account forms' rules, one pure function per form, from the shared field rules.
import { compactErrors, validateConfirmPassword, validateEmail, validateExistingPassword, validateName, validateNewPassword } from 'shared-ui';

export interface SignInValues {
  email: string;
  password: string;
}

export function validateSignIn(v: SignInValues) {
  return compactErrors({
    email: validateEmail(v.email),
    password: validateExistingPassword(v.password),
  });
}

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

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export function validateNewPasswordForm(v: NewPasswordValues) {
  return compactErrors({
    newPassword: validateNewPassword(v.newPassword),
    confirmPassword: validateConfirmPassword(v.confirmPassword, v.newPassword),
  });
}
