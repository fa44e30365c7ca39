import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAuth, Link as RouterLink } from 'shared-ui';
import { countryName } from '../utils/companies-params';

interface Props {
  search: string;
  category: string;
  country?: string;
}

function describe(search: string, category: string, country: string): string {
  const place = country ? ` in ${countryName(country)}` : '';
  if (search && category) return `No companies${place} match “${search}” in ${category}.`;
  if (search) return `No companies${place} match “${search}”.`;
  if (category) return `No companies${place} match the category ${category}.`;
  if (country) return `No companies are listed in ${countryName(country)} yet.`;
  return 'No companies are listed yet.';
}

export function CompaniesEmptyState({ search, category, country = '' }: Props) {
  const { state } = useAuth();
  const filtered = Boolean(search || category || country);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
      <StorefrontOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      {/* The search is quoted as typed, which may be one long word. */}
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 1, overflowWrap: 'anywhere' }}>
        {describe(search, category, country)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {filtered ? 'Check the spelling, try a shorter name, or browse every category.' : 'Be the first to add one.'}
        {state === 'signed-in' && ' Can’t find the company you are looking for? Add it, and be the first to review it.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        {filtered && (
          <Button component={RouterLink} to="/companies" variant="outlined">
            Clear filters
          </Button>
        )}
        {state === 'signed-in' && (
          <Button component={RouterLink} to="/add-business" variant="contained">
            Add a business
          </Button>
        )}
      </Box>
    </Paper>
  );
}
