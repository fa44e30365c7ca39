// The profile and password rules of the API (UpdateProfileDto, ChangePasswordDto).
import { compactErrors, fieldLimits, PASSWORD_MAX, validateConfirmPassword, validateName, validateNewPassword, validateOptionalHttpsUrl } from 'shared-ui';

export const PROFILE_IMAGE_URL_MAX = fieldLimits.UpdateProfileDto.profileImageUrl.maxLength;

export interface ProfileValues {
  firstName: string;
  lastName: string;
  /** '' removes the picture. */
  profileImageUrl: string;
}

export function validateProfile(v: ProfileValues) {
  return compactErrors({
    firstName: validateName(v.firstName, 'First name'),
    lastName: validateName(v.lastName, 'Last name'),
    profileImageUrl: validateOptionalHttpsUrl(v.profileImageUrl, PROFILE_IMAGE_URL_MAX, 'Profile image must be an https URL'),
  });
}

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
