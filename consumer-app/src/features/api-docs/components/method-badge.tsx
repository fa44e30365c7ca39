import { Box } from '@mui/material';

// Conventional colours per HTTP method, from the theme: reads blue, creates green, changes amber,
// deletes red.
const COLOURS: Record<string, { bg: string; fg: string }> = {
  GET: { bg: 'secondary.main', fg: 'secondary.contrastText' },
  POST: { bg: 'primary.main', fg: 'primary.contrastText' },
  PUT: { bg: 'warning.main', fg: 'warning.contrastText' },
  PATCH: { bg: 'warning.main', fg: 'warning.contrastText' },
  DELETE: { bg: 'error.main', fg: 'error.contrastText' },
};

export function MethodBadge({ method }: { method: string }) {
  const colour = COLOURS[method] ?? { bg: 'grey.700', fg: 'common.white' };
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        minWidth: 64,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        bgcolor: colour.bg,
        color: colour.fg,
        fontFamily: 'monospace',
        fontWeight: 700,
        fontSize: '0.8rem',
        textAlign: 'center',
        letterSpacing: 0.5,
        flexShrink: 0,
      }}
    >
      {method}
    </Box>
  );
}
