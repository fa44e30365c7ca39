// The three states of a query on a page: loading (a skeleton of what comes, or a spinner with a
// label), failed (what failed, with Try again), and the data.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export function LoadingState({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
    </Box>
  );
}

/** A failed load: one sentence on what failed and a Try again button (disabled while it runs). */
export function LoadError({ message, onRetry, retrying = false }: { message: ReactNode; onRetry: () => void; retrying?: boolean }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

type QueryLike<T> = Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'>;

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** While loading: a skeleton of the content (preferred: nothing moves when it arrives)... */
  loading?: ReactNode;
  /** ...or a spinner with this label. */
  loadingLabel?: string;
  /** What failed, as one sentence; a function gets the error (to show the API's message). */
  errorMessage: ReactNode | ((error: unknown) => ReactNode);
  children: (data: T) => ReactNode;
}

export function QueryState<T>({ query, loading, loadingLabel = 'Loading…', errorMessage, children }: QueryStateProps<T>) {
  if (query.isPending) return <>{loading ?? <LoadingState label={loadingLabel} />}</>;
  if (query.isError) {
    const message = typeof errorMessage === 'function' ? errorMessage(query.error) : errorMessage;
    return <LoadError message={message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <>{children(query.data as T)}</>;
}
