import { FormCard, usePageTitle, useSearchParams } from 'shared-ui';
import { ConfirmSubscriptionPanel, IncompleteLink } from '../features/mail-links';

/** /newsletter/confirm?token=…, the link of the newsletter's confirmation email; in every auth state. */
export default function NewsletterConfirmPage() {
  usePageTitle('Confirm your newsletter subscription');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();

  return (
    <FormCard title="Confirm your newsletter subscription">
      {token ? (
        <ConfirmSubscriptionPanel token={token} />
      ) : (
        <IncompleteLink missing="which subscription to confirm" email="confirmation email" />
      )}
    </FormCard>
  );
}
