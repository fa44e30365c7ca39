import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { CompanyCard, type Company } from 'shared-ui';

const gridSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

interface Props {
  companies: readonly Company[];
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Accessible name of the list, e.g. "Top-rated companies". */
  label?: string;
}

/** Companies as cards in a responsive grid (1, 2 or 3 columns). */
export function CompanyGrid({ companies, headingLevel = 'h3', label }: Props) {
  return (
    <Box component="ul" aria-label={label} sx={gridSx}>
      {companies.map((company) => (
        <li key={company.id}>
          <CompanyCard company={company} headingLevel={headingLevel} />
        </li>
      ))}
    </Box>
  );
}

/** The grid's placeholder while companies load. */
export function CompanyGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Box role="status" aria-label="Loading companies" sx={gridSx}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} variant="outlined" sx={{ p: 2, display: 'flex', gap: 2 }}>
          <Skeleton variant="rounded" width={56} height={56} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="40%" />
            <Skeleton width="55%" />
          </Box>
        </Card>
      ))}
    </Box>
  );
}
