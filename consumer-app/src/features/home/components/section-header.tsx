import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'shared-ui';

interface Props {
  id: string;
  title: string;
  subtitle?: string;
  /** An optional "see all" link beside the heading. */
  link?: { to: string; label: string };
  level?: 'h2' | 'h3';
}

export function SectionHeader({ id, title, subtitle, link, level = 'h2' }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 3 }}>
      <Box>
        <Typography id={id} component={level} variant="h2" sx={{ fontSize: level === 'h2' ? { xs: '1.5rem', md: '2rem' } : '1.25rem' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {link && (
        <Link component={RouterLink} to={link.to} sx={{ fontWeight: 600 }}>
          {link.label}
        </Link>
      )}
    </Box>
  );
}
