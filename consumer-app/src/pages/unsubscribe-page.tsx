import { FormCard, usePageTitle, useSearchParams } from 'shared-ui';
import { IncompleteLink, LIST_TITLES, type MailingList, UnsubscribePanel } from '../features/mail-links';

const INTRO: Record<MailingList, string> = {
  invitations: 'Businesses on TrustReviews may invite their customers by email to review them.',
  newsletter: 'The TrustReviews newsletter comes about once a month to the addresses that confirmed they want it.',
};

/**
 * /unsubscribe?token=…, the link at the foot of every review invitation, and with `list=newsletter`
 * of every newsletter email; in every auth state.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const list: MailingList = params.get('list') === 'newsletter' ? 'newsletter' : 'invitations';
  usePageTitle(LIST_TITLES[list]);
  const token = params.get('token')?.trim();

  return (
    <FormCard title={LIST_TITLES[list]} intro={INTRO[list]}>
      {token ? (
        <UnsubscribePanel list={list} token={token} />
      ) : (
        <IncompleteLink missing="which address to stop" email={list === 'newsletter' ? 'newsletter email' : 'invitation email'} />
      )}
    </FormCard>
  );
}
