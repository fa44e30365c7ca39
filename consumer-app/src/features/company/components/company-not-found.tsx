import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'shared-ui';

/** The page for an unknown company id (the API's 404). */
export function CompanyNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box sx={{ color: 'text.secondary', mb: 2 }}>
        <SearchOffIcon sx={{ fontSize: 64 }} aria-hidden />
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        Company Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        We couldn’t find this company. It may have been removed, or the link may be wrong.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/" variant="contained">
          Back to Home
        </Button>
        <Button component={RouterLink} to="/companies" variant="outlined">
          Browse companies
        </Button>
      </Box>
    </Container>
  );
}
