import { useStats } from 'shared-ui';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

const numberFormat = new Intl.NumberFormat('en-US');

/** Live totals from the API; shows nothing rather than made-up numbers when they cannot load. */
export function SiteFacts({ headingId = 'site-facts', headingLevel = 'h2' }: { headingId?: string; headingLevel?: 'h2' | 'h3' }) {
  const { data, isPending, isError } = useStats();
  if (isError) return null;
  const facts = data
    ? [
        { label: 'reviews published', value: numberFormat.format(data.totalReviews) },
        { label: 'companies listed', value: numberFormat.format(data.totalCompanies) },
        { label: 'average rating, out of 5', value: data.averageRating },
      ]
    : [];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} variant={headingLevel} sx={{ fontSize: headingLevel === 'h2' ? { xs: '1.4rem', md: '1.6rem' } : '1.15rem', mb: 2 }}>
        TrustReviews today
      </Typography>
      <Box component={isPending ? 'div' : 'dl'} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, m: 0 }}>
        {isPending
          ? [0, 1, 2].map((i) => (
              <Paper key={i} variant="outlined" sx={{ p: 2 }}>
                <Skeleton width="50%" height={40} />
                <Skeleton width="80%" />
              </Paper>
            ))
          : facts.map((fact) => (
              <Paper key={fact.label} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column-reverse' }}>
                <Typography component="dt" sx={{ color: 'text.secondary' }}>
                  {fact.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontSize: '2rem', fontWeight: 800, color: 'primary.main' }}>
                  {fact.value}
                </Typography>
              </Paper>
            ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Live figures, updated as reviews are written.
      </Typography>
    </Box>
  );
}
