// The frame of the account pages (sign in, sign up, password and email links): a centred card
// with the page's one h1 and a short introduction.
import { Box, Container, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Under the card: links to the neighbouring pages. */
  footer?: ReactNode;
}

export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
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
