import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { type ButtonProps } from '@mui/material/Button';

interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  pending: boolean;
  /** The label while the call runs, e.g. "Signing in…". */
  pendingLabel: string;
}

/** A form's submit button: disabled, with a spinner and its own label, while the call runs. */
export function SubmitButton({ pending, pendingLabel, children, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={pending || disabled}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      {...props}
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}
