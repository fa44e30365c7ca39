import { useStats } from 'shared-ui';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { siteStats, STAT_LABELS } from '../utils/site-stats';

/** The site in numbers, from /api/stats (with the fixed fallbacks only when that read fails). */
export function StatsSection() {
  const stats = useStats();
  const items = stats.isPending ? STAT_LABELS.map((label) => ({ label, value: undefined })) : siteStats(stats.data);
  return (
    <Box component="section" aria-labelledby="stats-heading" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Typography id="stats-heading" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, textAlign: 'center', mb: 4 }}>
          Trusted by people everywhere
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${items.length}, minmax(0, 1fr))` },
          }}
        >
          {items.map(({ label, value }) => (
            <Box key={label} sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 800, color: 'primary.main' }}>
                {value ?? <Skeleton width="60%" sx={{ mx: 'auto' }} />}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
