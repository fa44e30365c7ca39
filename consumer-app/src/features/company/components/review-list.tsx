import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { ReviewCard, type Review } from 'shared-ui';
import { reviewAnchor } from '../utils/highlights';

interface Props {
  reviews: readonly Review[];
  /** Link each review to its company (lists that mix companies). */
  showCompany?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Footer controls for one review, e.g. Edit and Delete on the reader's own. */
  actionsFor?: (review: Review) => ReactNode;
  label?: string;
  /** Two columns from the md breakpoint (short teaser lists). */
  columns?: 1 | 2;
}

export function ReviewList({ reviews, showCompany = false, headingLevel = 'h3', actionsFor, label, columns = 1 }: Props) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${columns}, minmax(0, 1fr))` },
        alignItems: 'stretch',
      }}
    >
      {reviews.map((review) => (
        // An anchor of its own, which a quoted sentence links to (focusable by script only); brought
        // into view below the site's sticky top bar, not under it, and ringed while focused once
        // useReviewAnchor has marked it (a click on a quote does not make focus "visible").
        <Box
          component="li"
          key={review.id}
          id={reviewAnchor(review.id)}
          tabIndex={-1}
          sx={{ height: columns > 1 ? '100%' : undefined, '& > article': { height: '100%' }, scrollMarginTop: 88, '&:focus-visible, &[data-anchored]:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          <ReviewCard review={review} showCompany={showCompany} headingLevel={headingLevel} actions={actionsFor?.(review)} />
        </Box>
      ))}
    </Box>
  );
}

export function ReviewListSkeleton({ count = 3, columns = 1 }: { count?: number; columns?: 1 | 2 }) {
  return (
    <Box
      role="status"
      aria-label="Loading reviews"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` } }}
    >
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} variant="outlined" sx={{ p: 2.5 }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
            <Skeleton variant="circular" width={40} height={40} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="30%" />
              <Skeleton width="20%" />
            </Box>
          </Box>
          <Skeleton width="25%" />
          <Skeleton width="60%" height={28} />
          <Skeleton />
          <Skeleton width="80%" />
        </Card>
      ))}
    </Box>
  );
}
