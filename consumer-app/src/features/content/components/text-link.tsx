import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'shared-ui';

/** An inline link: a client-side route for site paths, a plain anchor for mailto: and other sites. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link component={RouterLink} to={to}>
        {children}
      </Link>
    );
  }
  return <Link href={to}>{children}</Link>;
}

/** A mailto: link that shows the address itself. */
export function EmailLink({ address, subject }: { address: string; subject?: string }) {
  const href = `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return <Link href={href}>{address}</Link>;
}
