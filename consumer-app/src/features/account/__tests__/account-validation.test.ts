import { validateChangePassword, validateProfile } from '../utils/account-validation';

describe('account rules', () => {
  it('profile: names required, picture optional but https', () => {
    expect(validateProfile({ firstName: 'Jane', lastName: 'Doe', profileImageUrl: '' })).toEqual({});
    expect(validateProfile({ firstName: '', lastName: 'x'.repeat(61), profileImageUrl: 'http://cdn.example.com/me.png' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name must be at most 60 characters',
      profileImageUrl: 'Profile image must be an https URL',
    });
  });

  it('password change: current, a valid new one, different and confirmed', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: 'short', confirmPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password must be between 8 and 128 characters',
      confirmPassword: 'Please confirm the password',
    });
    expect(validateChangePassword({ currentPassword: 'same-password', newPassword: 'same-password', confirmPassword: 'same-password' })).toEqual({
      newPassword: 'The new password must differ from the current one',
    });
    expect(validateChangePassword({ currentPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-password' })).toEqual({});
  });
});
