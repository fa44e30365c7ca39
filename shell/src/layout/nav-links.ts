import type { AuthState } from 'shared-ui';

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

/** Home, Companies, About, and Write Review only when signed in. */
export function navLinksFor(state: AuthState): NavLinkItem[] {
  return state === 'signed-in' ? [...PUBLIC_LINKS, { to: '/write-review', label: 'Write Review' }] : PUBLIC_LINKS;
}

