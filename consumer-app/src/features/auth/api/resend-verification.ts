import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, errorStatus, type MessageResponse, queryKeys, toast, toastFailure } from 'shared-ui';

/** Mails a new verification link to the signed-in user; 409 when already verified. */
export function resendVerification(): Promise<MessageResponse> {
  return answer(api.POST('/api/auth/resend-verification'));
}

/** The "send a new link" action of every page that offers it, with its toasts. */
export function useResendVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: ({ message }) => {
      toast({ title: 'Verification email sent', description: message, variant: 'success' });
    },
    onError: (error) => {
      // 409: verified meanwhile (e.g. in another tab); the cached user is out of date.
      if (errorStatus(error) === 409) void client.invalidateQueries({ queryKey: queryKeys.user });
      toastFailure('Could not send the email', error, 'Please try again in a few minutes.');
    },
  });
}
