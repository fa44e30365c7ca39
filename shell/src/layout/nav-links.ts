import { roleOf, type AuthState, type SessionState, type User } from 'shared-ui';

export interface NavLinkItem {
  to: string;
  label: string;
  /** Active only on the exact path (Home would otherwise match every page). */
  end?: boolean;
}

const PUBLIC_LINKS: NavLinkItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/companies', label: 'Companies' },
  { to: '/about', label: 'About' },
];

/** The business realm's dashboard, linked while a business account is signed in. */
export const BUSINESS_DASHBOARD_LINK: NavLinkItem = { to: '/business/dashboard', label: 'Business dashboard' };

/**
 * Home, Companies, About, and Write Review only when signed in; Business dashboard while a
 * business account is signed in (the realms are separate: one person may have both sessions).
 */
export function navLinksFor(state: AuthState, business: SessionState = 'signed-out'): NavLinkItem[] {
  const links = state === 'signed-in' ? [...PUBLIC_LINKS, { to: '/write-review', label: 'Write Review' }] : PUBLIC_LINKS;
  return business === 'signed-in' ? [...links, BUSINESS_DASHBOARD_LINK] : links;
}


/** The moderation area, in the account menus of moderators and administrators. */
export function moderationLinksFor(user: User): NavLinkItem[] {
  return roleOf(user) === 'user' ? [] : [{ to: '/admin', label: 'Moderation' }];
}
