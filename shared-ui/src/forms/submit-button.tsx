import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { type ButtonProps } from '@mui/material/Button';
import { useEffect, useRef } from 'react';

interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  pending: boolean;
  /** The label while the call runs, e.g. "Signing in…". */
  pendingLabel: string;
}

/**
 * A form's submit button: disabled, with a spinner and its own label, while the call runs.
 * Disabling the focused button drops the focus to the page; when the call ends with the focus
 * still nowhere (a refusal: the form stays, with the server's sentence above it), it comes back to
 * the button that was pressed, so a keyboard user goes on from where they were.
 */
export function SubmitButton({ pending, pendingLabel, children, disabled, onClick, ...props }: SubmitButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (pending) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (pressed.current && lost && !disabled) button.current?.focus();
    pressed.current = false;
  }, [pending, disabled]);
  return (
    <Button
      ref={button}
      type="submit"
      variant="contained"
      size="large"
      disabled={pending || disabled}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      onClick={(event) => {
        pressed.current = true;
        onClick?.(event);
      }}
      {...props}
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}
