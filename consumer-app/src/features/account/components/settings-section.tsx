import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One card of the settings page, headed by an h2. */
export function SettingsSection({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, mb: intro ? 0.5 : 2.5 }}>
        {title}
      </Typography>
      {intro && <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>{intro}</Typography>}
      {children}
    </Paper>
  );
}
