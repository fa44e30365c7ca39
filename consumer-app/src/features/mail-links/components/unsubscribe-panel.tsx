// The opt-out from a mail's unsubscribe link: review invitations (from every business) or the
// newsletter, each said for what it is.
import Typography from '@mui/material/Typography';
import { useNewsletterUnsubscribe, useUnsubscribe } from '../api/unsubscribe';
import { LinkAction } from './link-action';

/** Which mails an unsubscribe link stops: `list=newsletter` in its address, else review invitations. */
export type MailingList = 'invitations' | 'newsletter';

export const LIST_TITLES: Record<MailingList, string> = {
  invitations: 'Stop review invitations',
  newsletter: 'Unsubscribe from the newsletter',
};

const ACCOUNT_MAIL = 'Emails about your own TrustReviews account, such as a password reset, are not affected.';

export function UnsubscribePanel({ list, token }: { list: MailingList; token: string }) {
  const invitations = useUnsubscribe();
  const newsletter = useNewsletterUnsubscribe();
  if (list === 'newsletter') {
    return (
      <LinkAction
        token={token}
        action={newsletter}
        label="Unsubscribe"
        pendingLabel="Unsubscribing…"
        failed="We could not unsubscribe you just now. Please try again."
        final={[404]}
        unknownHint="Please open the whole link from the newsletter email again."
      >
        <Typography>This stops the TrustReviews newsletter to the email address this link was sent to. You can subscribe again at any time.</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{ACCOUNT_MAIL}</Typography>
      </LinkAction>
    );
  }
  return (
    <LinkAction
      token={token}
      action={invitations}
      label={LIST_TITLES.invitations}
      pendingLabel="Stopping invitations…"
      failed="We could not stop the invitations just now. Please try again."
      final={[404]}
      unknownHint="Please open the whole link from the invitation email again."
    >
      <Typography>
        This stops review invitations to the email address this link was sent to, from <strong>every business on TrustReviews</strong>, not only the
        one that invited you. No business will be able to invite that address again.
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>You can still write reviews whenever you like. {ACCOUNT_MAIL}</Typography>
    </LinkAction>
  );
}
