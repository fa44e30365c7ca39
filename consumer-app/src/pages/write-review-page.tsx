import { PageSpinner, useAuth, usePageTitle, useParams, useSearchParams } from 'shared-ui';
import { WriteReview } from '../features/reviews/components/write-review';
import { WriteReviewSignedOut } from '../features/reviews/components/write-review-signed-out';
import { useInviteeEmailFromLink } from '../features/reviews/hooks/use-invitee-email-from-link';

/**
 * /write-review and /write-review/:companyId. The second exists signed out too: it is the page of
 * the link a business mails to invite a customer, who may have no account yet.
 */
export default function WriteReviewPage() {
  usePageTitle('Write a review');
  const { state } = useAuth();
  const { companyId } = useParams();
  const [params] = useSearchParams();
  useInviteeEmailFromLink(params.get('invitation')?.trim() || undefined, state === 'signed-in');
  if (state === 'loading') return <PageSpinner />;
  if (state === 'signed-out') return companyId ? <WriteReviewSignedOut companyId={companyId} /> : null;
  // A new key per company: switching companies starts a fresh form.
  return <WriteReview key={companyId ?? 'search'} companyId={companyId} />;
}
