import StarRoundedIcon from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { SITE_NAME, Link as RouterLink } from 'shared-ui';

/** The star mark and the site name, linking home. */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      component={RouterLink}
      to="/"
      onClick={onClick}
      underline="none"
      color="inherit"
      aria-label={`${SITE_NAME} home`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, borderRadius: 1, flexShrink: 0 }}
    >
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: 1.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <StarRoundedIcon fontSize="small" />
      </Box>
      <Box component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.02em' }}>
        {SITE_NAME}
      </Box>
    </Link>
  );
}
