// What a link from one of our emails does, acted on only when asked (a mail scanner that opens the
// link does nothing): what it does, one button, and the API's answer in the button's place (a
// reserved area, so the card does not grow under the reader's pointer).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { errorMessage, errorStatus, SubmitButton, useSubmitLock, Link as RouterLink, type MessageResponse } from 'shared-ui';

export interface LinkActionProps {
  token: string;
  action: UseMutationResult<MessageResponse, Error, string>;
  /** What the button does, and the form's name. */
  label: string;
  pendingLabel: string;
  /** Said when the call fails with no sentence of the API's. */
  failed: string;
  /** Statuses after which the link will never work (unknown, used, expired): no "Try again". */
  final: number[];
  /** Added to the API's sentence for a link it does not know (404). */
  unknownHint?: string;
  children: ReactNode;
}

export function LinkAction({ token, action, label, pendingLabel, failed, final, unknownHint, children }: LinkActionProps) {
  const answer = useRef<HTMLDivElement>(null);
  const lock = useSubmitLock();
  // Held from the click itself, so a double click sends one request; a failure shows as action.error.
  const send = () => lock.run(() => action.mutateAsync(token).catch(() => undefined));
  // The button the reader pressed is gone: their focus moves to what happened instead.
  useEffect(() => {
    if (action.isSuccess || action.isError) answer.current?.focus();
  }, [action.isSuccess, action.isError]);
  // A link that is spent stays spent; anything else (a limit, a network failure) may work again.
  const status = errorStatus(action.error);
  const spent = status !== undefined && final.includes(status);

  return (
    <Stack spacing={2.5}>
      {children}
      <Box sx={{ minHeight: { xs: 112, sm: 88 } }}>
        {action.isSuccess ? (
          <Stack spacing={2}>
            <Alert ref={answer} tabIndex={-1} severity="success" role="status">
              {action.data.message}
            </Alert>
            <Button component={RouterLink} to="/" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
              Go to the home page
            </Button>
          </Stack>
        ) : action.isError ? (
          <Alert
            ref={answer}
            tabIndex={-1}
            severity="error"
            role="alert"
            action={
              spent ? undefined : (
                <Button color="inherit" size="small" onClick={send}>
                  Try again
                </Button>
              )
            }
          >
            {errorMessage(action.error, failed)}
            {status === 404 && unknownHint && ` ${unknownHint}`}
          </Alert>
        ) : (
          <Box
            component="form"
            aria-label={label}
            onSubmit={(e) => {
              e.preventDefault();
              send();
            }}
          >
            <SubmitButton pending={lock.pending} pendingLabel={pendingLabel}>
              {label}
            </SubmitButton>
          </Box>
        )}
      </Box>
    </Stack>
  );
}
