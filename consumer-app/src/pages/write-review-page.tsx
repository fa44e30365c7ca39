import { PageSpinner, useAuth, usePageTitle, useParams } from 'shared-ui';
import { WriteReview } from '../features/reviews/components/write-review';
import { WriteReviewSignedOut } from '../features/reviews/components/write-review-signed-out';

/**
 * /write-review and /write-review/:companyId. The second exists signed out too: it is the page of
 * the link a business mails to invite a customer, who may have no account yet.
 */
export default function WriteReviewPage() {
  usePageTitle('Write a review');
  const { state } = useAuth();
  const { companyId } = useParams();
  if (state === 'loading') return <PageSpinner />;
  if (state === 'signed-out') return companyId ? <WriteReviewSignedOut companyId={companyId} /> : null;
  // A new key per company: switching companies starts a fresh form.
  return <WriteReview key={companyId ?? 'search'} companyId={companyId} />;
}
