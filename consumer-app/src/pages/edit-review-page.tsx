import { usePageTitle, useParams } from 'shared-ui';
import { EditReview } from '../features/reviews/components/edit-review';

export default function EditReviewPage() {
  usePageTitle('Edit your review');
  const { id = '' } = useParams();
  return <EditReview key={id} reviewId={id} />;
}
