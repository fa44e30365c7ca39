// The newsletter's double opt-in: the mailed link confirms only when its reader presses the button.
import Typography from '@mui/material/Typography';
import { useConfirmSubscription } from '../api/confirm-subscription';
import { LinkAction } from './link-action';

export function ConfirmSubscriptionPanel({ token }: { token: string }) {
  const confirm = useConfirmSubscription();
  return (
    <LinkAction
      token={token}
      action={confirm}
      label="Confirm subscription"
      pendingLabel="Confirming…"
      failed="We could not confirm your subscription just now. Please try again."
      final={[404, 410]}
      unknownHint="If you confirmed it already, you are subscribed; otherwise you can subscribe again with the newsletter box at the foot of this page."
    >
      <Typography>
        Confirm that you want the TrustReviews newsletter at the email address this link was sent to, as the email described. Every newsletter
        email has a link to unsubscribe.
      </Typography>
    </LinkAction>
  );
}
