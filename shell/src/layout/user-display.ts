import { initials, type User } from 'shared-ui';

export function fullName(user: User): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}

/** Avatar initials: at most 2 letters, 'U' when the name is missing. */
export function userInitials(user: User): string {
  return initials([user.firstName, user.lastName].filter(Boolean).join(' '));
}
