import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { ReviewListSkeleton } from './review-list';

export function CompanyPageSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} role="status" aria-label="Loading company">
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, display: 'flex', gap: 3, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Skeleton variant="rounded" width={96} height={96} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="50%" height={48} />
          <Skeleton width="35%" />
          <Skeleton width="30%" height={36} />
          <Skeleton width="90%" />
        </Box>
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <ReviewListSkeleton count={3} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    </Container>
  );
}
