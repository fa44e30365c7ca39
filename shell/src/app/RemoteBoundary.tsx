import { Alert, Box, Button, Typography } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export const UNAVAILABLE_MESSAGE = 'This part of the site is temporarily unavailable';

export function UnavailableMessage({ onRetry }: { onRetry: () => void }) {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', my: 8, px: 2 }}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        <Typography component="h1" variant="body1" sx={{ fontWeight: 600 }}>
          {UNAVAILABLE_MESSAGE}
        </Typography>
        <Typography variant="body2">Please try again in a moment.</Typography>
      </Alert>
    </Box>
  );
}

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

/** Around every remote route: a remote that fails renders a message inside the normal layout. */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote page failed', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? <UnavailableMessage onRetry={this.retry} /> : this.props.children;
  }
}
