import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, FormCard, queryKeys, toast, toastFailure, useBusinessAccount, Link as RouterLink } from 'shared-ui';
import { resendBusinessVerification, verifyBusinessEmail } from '../api/verify-email';

/** Confirms a business account's email with the `token` of the mailed link, once per token. */
export function VerifyEmailPanel({ token }: { token: string | undefined }) {
  const client = useQueryClient();
  const { account } = useBusinessAccount();
  const verification = useQuery({
    queryKey: ['/api/business/verify-email', token ?? ''],
    queryFn: async () => {
      const answer = await verifyBusinessEmail(token!);
      await client.invalidateQueries({ queryKey: queryKeys.businessAccount });
      return answer;
    },
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const resend = useMutation({
    mutationFn: resendBusinessVerification,
    onSuccess: ({ message }) => toast({ title: 'Verification email sent', description: message, variant: 'success' }),
    onError: (e) => toastFailure('Could not send the email', e, 'Please try again in a few minutes.'),
  });

  let body;
  if (!token) {
    body = <Alert severity="warning">This page needs the link from your verification email. Open the link in the email we sent you.</Alert>;
  } else if (verification.isPending) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Confirming your email address…</Typography>
      </Box>
    );
  } else if (verification.isError) {
    body = (
      <Stack spacing={2}>
        <Alert severity="error" role="alert">
          {account?.emailVerified
            ? 'Your email address is already confirmed; this link has been used or has expired.'
            : errorMessage(verification.error, 'We could not confirm your email address. Please ask for a new link.')}
        </Alert>
        {account && !account.emailVerified && (
          <Button variant="contained" onClick={() => resend.mutate()} disabled={resend.isPending || resend.isSuccess} sx={{ alignSelf: 'flex-start' }}>
            {resend.isSuccess ? 'New link sent' : 'Send a new link'}
          </Button>
        )}
      </Stack>
    );
  } else {
    body = (
      <Alert severity="success" role="status">
        {verification.data?.message ?? 'Your email address is confirmed.'} A claim of a company on your email's domain is now verified at once.
      </Alert>
    );
  }

  return (
    <FormCard title="Confirm your business email">
      <Stack spacing={2.5}>
        {body}
        <Button component={RouterLink} to={account ? '/claim-profile' : '/business/login?redirect=/claim-profile'} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          Claim your company
        </Button>
      </Stack>
    </FormCard>
  );
}
