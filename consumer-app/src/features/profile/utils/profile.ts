import type { User } from 'shared-ui';

/** Spec §9: what the profile shows of each list. */
export const PROFILE_LIMITS = { ownReviews: 3, communityReviews: 3, trendingCompanies: 6 } as const;

/** Spec §2: the first name, or 'User' without one. */
export function greetingName(user: Pick<User, 'firstName'> | null | undefined): string {
  return user?.firstName?.trim() || 'User';
}
