import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { websiteLabel } from '../utils/website';
import { visuallyHidden } from 'shared-ui';

/** A company's own website, in a new tab; screen readers hear that it opens one. */
export function WebsiteLink({ href }: { href: string }) {
  // Only http(s) becomes a link: the API checks websites, this is a second line of defence.
  if (!/^https?:\/\//i.test(href)) return <span>{websiteLabel(href)}</span>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {websiteLabel(href)}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (opens in a new tab)
      </Box>
    </Link>
  );
}
