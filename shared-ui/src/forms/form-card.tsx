// The frame of a page that is one form (sign in, sign up, password and email links, in either
// realm): a centred card with the page's one h1 and a short introduction.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface FormCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Under the card: links to the neighbouring pages. */
  footer?: ReactNode;
}

export function FormCard({ title, intro, children, footer }: FormCardProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, mb: 1 }}>
          {title}
        </Typography>
        {intro && (
          <Typography component="div" sx={{ color: 'text.secondary', mb: 3 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Paper>
      {footer && (
        <Box sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
          {footer}
        </Box>
      )}
    </Container>
  );
}
