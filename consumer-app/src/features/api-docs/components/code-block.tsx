import { Box } from '@mui/material';

/** Preformatted code (a JSON example, a command). */
export function CodeBlock({ children, label }: { children: string; label: string }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label={label}
      sx={{
        m: 0,
        mb: 2,
        p: 2,
        borderRadius: 1,
        bgcolor: 'action.hover',
        border: 1,
        borderColor: 'divider',
        overflowX: 'auto',
        // On phones long lines wrap rather than hide behind a sideways scroll.
        whiteSpace: { xs: 'pre-wrap', sm: 'pre' },
        overflowWrap: { xs: 'anywhere', sm: 'normal' },
        fontFamily: 'monospace',
        fontSize: '0.85rem',
        lineHeight: 1.5,
        '&:focus-visible': { outline: 3, outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      <code>{children}</code>
    </Box>
  );
}
