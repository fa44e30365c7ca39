import { usePageTitle, useSearchParams } from 'shared-ui';
import { VerifyEmailPanel } from '../features/account/components/verify-email-panel';

/** Confirms a business account's email from the mailed link, once per token. */
export default function BusinessVerifyEmailPage() {
  usePageTitle('Confirm your business email');
  const token = useSearchParams()[0].get('token')?.trim();
  return <VerifyEmailPanel token={token} />;
}
