import { Alert, Button, Typography } from '@mui/material';
import type { ComponentProps } from 'react';
import { ReviewList, ReviewListSkeleton } from '../../company/components/review-list';
import { useRecentReviews } from '../api/get-recent-reviews';

type Props = { count: number; label: string } & Pick<ComponentProps<typeof ReviewList>, 'columns' | 'actionsFor'>;

/** The newest reviews across the site, with their loading, error and empty states. */
export function RecentReviewsList({ count, label, columns, actionsFor }: Props) {
  const recent = useRecentReviews();
  if (recent.isPending) return <ReviewListSkeleton count={count} columns={columns} />;
  if (recent.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void recent.refetch()} disabled={recent.isFetching}>
            Try again
          </Button>
        }
      >
        We couldn’t load the latest reviews.
      </Alert>
    );
  }
  if (recent.data.length === 0) return <Typography color="text.secondary">No reviews have been written yet.</Typography>;
  return <ReviewList reviews={recent.data.slice(0, count)} showCompany columns={columns} actionsFor={actionsFor} label={label} />;
}
