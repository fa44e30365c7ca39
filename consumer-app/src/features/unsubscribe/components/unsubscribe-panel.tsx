// The opt-out from an invitation mail's link: what it does, one button, and the API's answer in
// the button's place (a reserved area, so the card does not grow under the reader's pointer).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { errorMessage, errorStatus, SubmitButton, Link as RouterLink } from 'shared-ui';
import { useUnsubscribe } from '../api/unsubscribe';

export function UnsubscribePanel({ token }: { token: string }) {
  const stop = useUnsubscribe();
  const answer = useRef<HTMLDivElement>(null);
  // The button the reader pressed is gone: their focus moves to what happened instead.
  useEffect(() => {
    if (stop.isSuccess || stop.isError) answer.current?.focus();
  }, [stop.isSuccess, stop.isError]);
  // An unknown link stays unknown; anything else (a limit, a network failure) may work again.
  const spent = errorStatus(stop.error) === 404;

  return (
    <Stack spacing={2.5}>
      <Typography>
        This stops review invitations to the email address this link was sent to, from <strong>every business on TrustReviews</strong>, not only the
        one that invited you. No business will be able to invite that address again.
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        You can still write reviews whenever you like. Emails about your own TrustReviews account, such as a password reset, are not affected.
      </Typography>
      <Box sx={{ minHeight: { xs: 112, sm: 88 } }}>
        {stop.isSuccess ? (
          <Stack spacing={2}>
            <Alert ref={answer} tabIndex={-1} severity="success" role="status">
              {stop.data.message}
            </Alert>
            <Button component={RouterLink} to="/" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
              Go to the home page
            </Button>
          </Stack>
        ) : stop.isError ? (
          <Alert
            ref={answer}
            tabIndex={-1}
            severity="error"
            role="alert"
            action={
              spent ? undefined : (
                <Button color="inherit" size="small" onClick={() => stop.mutate(token)}>
                  Try again
                </Button>
              )
            }
          >
            {errorMessage(stop.error, 'We could not stop the invitations just now. Please try again.')}
            {spent && ' Please open the whole link from the invitation email again.'}
          </Alert>
        ) : (
          <Box
            component="form"
            aria-label="Stop review invitations"
            onSubmit={(e) => {
              e.preventDefault();
              stop.mutate(token);
            }}
          >
            <SubmitButton pending={stop.isPending} pendingLabel="Stopping invitations…">
              Stop review invitations
            </SubmitButton>
          </Box>
        )}
      </Box>
    </Stack>
  );
}
