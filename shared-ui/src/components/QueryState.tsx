// The three states of a query on a page: loading (a skeleton of what comes, or a spinner with a
// label), failed (what failed, with Try again), and the data.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage as apiMessage, errorStatus } from '../forms/error-message';

export function LoadingState({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
    </Box>
  );
}

/** Whether a failed read was refused for what it asked (400): asking again answers the same. */
export function isBadRequest(error: unknown): boolean {
  return errorStatus(error) === 400;
}

interface LoadErrorProps {
  message: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
  /**
   * The failure itself: a 400 shows the API's sentence (what was wrong with the request) and no
   * Try again, which would only ask the same again.
   */
  error?: unknown;
  /** Ways on from a 400, beside its sentence (e.g. "Go to the first page"). */
  badRequestAction?: ReactNode;
}

/** A failed load: one sentence on what failed and a Try again button (disabled while it runs); for a 400, what the API said was wrong. */
export function LoadError({ message, onRetry, retrying = false, error, badRequestAction }: LoadErrorProps) {
  if (isBadRequest(error)) {
    return (
      <Alert severity="warning" action={badRequestAction}>
        {apiMessage(error, 'This request was not understood. Please check the address.')}
      </Alert>
    );
  }
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
  /** Ways on from a read the API refused for what it asked (400), shown beside its sentence. */
  badRequestAction?: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({ query, loading, loadingLabel = 'Loading…', errorMessage, badRequestAction, children }: QueryStateProps<T>) {
  if (query.isPending) return <>{loading ?? <LoadingState label={loadingLabel} />}</>;
  if (query.isError) {
    const message = typeof errorMessage === 'function' ? errorMessage(query.error) : errorMessage;
    return <LoadError message={message} onRetry={() => void query.refetch()} retrying={query.isFetching} error={query.error} badRequestAction={badRequestAction} />;
  }
  return <>{children(query.data as T)}</>;
}
