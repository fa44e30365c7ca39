// The pages the route tables show around remote pages: the spinner, 404, "no access", and the
// message a remote that cannot be reached leaves in its routes (and nowhere else).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link as RouterLink } from 'shared-ui/contract';
import { usePageTitle } from './use-page-title';

export function PageSpinner() {
  return (
    <Box role="status" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress />
    </Box>
  );
}

function MessagePage({ title, text }: { title: string; text: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h1" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', sm: '2.5rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to Home
      </Button>
    </Box>
  );
}

/** The 404 page's title (the shell's server writes it into the page's head too). */
export const NOT_FOUND_TITLE = 'Page not found';

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  return <MessagePage title="404 Page Not Found" text="The page you are looking for does not exist or has moved." />;
}

export const ACCESS_DENIED_MESSAGE = 'You do not have access to this page';

/** A signed-in person whose role does not open this page: say so, rather than pretend it is not there. */
export function AccessDeniedPage() {
  usePageTitle('No access');
  return <MessagePage title={ACCESS_DENIED_MESSAGE} text="This page is for the site's moderators. If you think you should have access, contact an administrator." />;
}

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

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

/** Around every remote page: a page that fails to load or render leaves a message in the layout. */
export class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
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
