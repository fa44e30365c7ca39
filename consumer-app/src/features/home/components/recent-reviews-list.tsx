import Typography from '@mui/material/Typography';
import type { ComponentProps } from 'react';
import { QueryState } from 'shared-ui';
import { ReviewList, ReviewListSkeleton } from '../../company';
import { useRecentReviews } from '../api/get-recent-reviews';

type Props = { count: number; label: string } & Pick<ComponentProps<typeof ReviewList>, 'columns' | 'actionsFor'>;

/** The newest reviews across the site, with their loading, error and empty states. */
export function RecentReviewsList({ count, label, columns, actionsFor }: Props) {
  const recent = useRecentReviews();
  return (
    <QueryState query={recent} loading={<ReviewListSkeleton count={count} columns={columns} />} errorMessage="We couldn’t load the latest reviews.">
      {(reviews) =>
        reviews.length === 0 ? (
          <Typography color="text.secondary">No reviews have been written yet.</Typography>
        ) : (
          <ReviewList reviews={reviews.slice(0, count)} showCompany columns={columns} actionsFor={actionsFor} label={label} />
        )
      }
    </QueryState>
  );
}
