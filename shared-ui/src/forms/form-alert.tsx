import Alert from '@mui/material/Alert';
import { type AlertProps } from '@mui/material/Alert';
import type { ReactNode } from 'react';

interface FormAlertProps extends AlertProps {
  children?: ReactNode;
  /**
   * A toast has announced the same message (toastFailure): the alert still shows it beside the
   * form, but is no live region, so a screen reader hears the failure once.
   */
  announced?: boolean;
}

/** The server's message above a form after a failed call; announced by screen readers unless a toast did. */
export function FormAlert({ children, severity = 'error', announced = false, ...props }: FormAlertProps) {
  if (!children) return null;
  return (
    <Alert severity={severity} role={announced ? 'note' : 'alert'} sx={{ mb: 2 }} {...props}>
      {children}
    </Alert>
  );
}
