// A review's labels (its origin, then each check it passed), each a link to what it means, and the
// "How reviews are verified" link that sits beside scores.
import VerifiedIcon from '@mui/icons-material/Verified';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'shared-ui/contract';
import type { Review } from '../api/types';
import { howReviewsAreVerifiedHref, reviewLabels } from './review-labels';

/** The labels, as links: the name says the label, then where it leads (the visible text first, as WCAG 2.5.3 asks). */
export function ReviewLabelChips({ review }: { review: Pick<Review, 'origin' | 'checks'> }) {
  return (
    <>
      {reviewLabels(review).map((label) => (
        <Chip
          key={label.key}
          component={RouterLink}
          to={howReviewsAreVerifiedHref(label)}
          clickable
          aria-label={`${label.text}: what this label means`}
          icon={label.key === 'verified' ? <VerifiedIcon /> : undefined}
          label={label.text}
          size="small"
          color={label.key === 'verified' ? 'success' : 'default'}
          variant="outlined"
        />
      ))}
    </>
  );
}

/** "How reviews are verified", beside a score or a list of reviews. */
export function HowReviewsAreVerifiedLink({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Link component={RouterLink} to={howReviewsAreVerifiedHref()} variant="body2" sx={sx}>
      How reviews are verified
    </Link>
  );
}
