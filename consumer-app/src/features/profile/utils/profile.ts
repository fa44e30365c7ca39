import type { User } from 'shared-ui';

/** What the profile shows of each list: 3 own reviews, 3 community reviews, 6 trending companies. */
export const PROFILE_LIMITS = { ownReviews: 3, communityReviews: 3, trendingCompanies: 6 } as const;

/** The greeting's name: the first name, or 'User' without one. */
export function greetingName(user: Pick<User, 'firstName'> | null | undefined): string {
  return user?.firstName?.trim() || 'User';
}
