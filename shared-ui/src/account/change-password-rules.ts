// The password change rules of the API's ChangePasswordDto, checked before the call.
import { compactErrors, PASSWORD_MAX, validateConfirmPassword, validateNewPassword } from '../forms/validators';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function validateChangePassword(v: ChangePasswordValues) {
  const newPassword = validateNewPassword(v.newPassword);
  return compactErrors({
    currentPassword: !v.currentPassword
      ? 'Current password is required'
      : v.currentPassword.length > PASSWORD_MAX
        ? 'Current password is incorrect'
        : undefined,
    newPassword:
      newPassword?.replace(/^Password/, 'New password') ??
      (v.currentPassword && v.newPassword === v.currentPassword ? 'The new password must differ from the current one' : undefined),
    confirmPassword: validateConfirmPassword(v.confirmPassword, v.newPassword),
  });
}
