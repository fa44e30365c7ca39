import { validateCredentials as validateSignIn, validateNewPasswordForm } from 'shared-ui';
import { validateSignUp } from '../utils/validators';

describe('form rules', () => {
  it('sign in needs an email and a password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(validateSignIn({ email: 'demo@example.com', password: 'x' })).toEqual({});
  });

  it('sign up checks every field and the terms', () => {
    expect(validateSignUp({ firstName: '', lastName: 'Doe', email: 'bad', password: 'short', acceptTerms: false })).toEqual({
      firstName: 'First name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be between 8 and 128 characters',
      acceptTerms: 'Please accept the Terms of Service and Privacy Policy to continue',
    });
    expect(
      validateSignUp({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', password: 'long-enough', acceptTerms: true }),
    ).toEqual({});
  });

  it('a new password must be confirmed', () => {
    expect(validateNewPasswordForm({ newPassword: 'long-enough', confirmPassword: 'long-enougH' })).toEqual({
      confirmPassword: 'The passwords do not match',
    });
  });
});
