// The company page's call to review, for a signed-in reader: "Write a Review", or "Edit your
// review" once they have reviewed the company (one review per company).
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import Button from '@mui/material/Button';
import { useAuth, Link as RouterLink } from 'shared-ui';
import { useOwnReviewOfCompany } from '../api/find-user-review';

interface ReviewCompanyButtonProps {
  companyId: string;
  variant?: 'contained' | 'outlined';
  size?: 'medium' | 'large';
  fullWidth?: boolean;
}

export function ReviewCompanyButton({ companyId, variant = 'contained', size, fullWidth }: ReviewCompanyButtonProps) {
  const { user } = useAuth();
  const own = useOwnReviewOfCompany(user?.id, companyId, true);
  // While the answer is on its way, Write a Review: its page says so too if they reviewed it already.
  const review = own.data;
  return review ? (
    <Button component={RouterLink} to={`/reviews/${review.id}/edit`} variant={variant} size={size} fullWidth={fullWidth} startIcon={<EditOutlinedIcon />}>
      Edit your review
    </Button>
  ) : (
    <Button component={RouterLink} to={`/write-review/${companyId}`} variant={variant} size={size} fullWidth={fullWidth} startIcon={<RateReviewOutlinedIcon />}>
      Write a Review
    </Button>
  );
}
