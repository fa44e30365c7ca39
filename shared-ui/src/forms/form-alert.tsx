import Alert from '@mui/material/Alert';
import { type AlertProps } from '@mui/material/Alert';
import type { ReactNode } from 'react';

/** The server's message above a form after a failed call; announced by screen readers. */
export function FormAlert({ children, severity = 'error', ...props }: AlertProps & { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Alert severity={severity} role="alert" sx={{ mb: 2 }} {...props}>
      {children}
    </Alert>
  );
}
