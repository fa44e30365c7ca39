// The profile rules of the API (UpdateProfileDto); the password change's live in shared-ui.
import { compactErrors, fieldLimits, validateName, validateOptionalHttpsUrl } from 'shared-ui';

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
