import { usePageTitle, useParams } from 'shared-ui';
import { WriteReview } from '../features/reviews/components/write-review';

/** /write-review and /write-review/:companyId */
export default function WriteReviewPage() {
  usePageTitle('Write a review');
  const { companyId } = useParams();
  // A new key per company: switching companies starts a fresh form.
  return <WriteReview key={companyId ?? 'search'} companyId={companyId} />;
}
