// Editing one's own review: the write form, prefilled, with the company fixed, and Delete.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage, LoadError, LoadingState, type Review, toast, useAuth, useCompany, Link as RouterLink, useNavigate } from 'shared-ui';
import { useDeleteReview } from '../api/delete-review';
import { useOwnReview } from '../api/find-user-review';
import { useUpdateReview } from '../api/update-review';
import type { ReviewFormValues } from '../utils/review-validation';
import { DeleteReviewDialog } from './delete-review-dialog';
import { ReviewForm } from './review-form';
import { ReviewPageFrame } from './review-page-frame';

export function EditReview({ reviewId }: { reviewId: string }) {
  const { user } = useAuth();
  const own = useOwnReview(user?.id, reviewId);

  if (own.isPending) {
    return (
      <ReviewPageFrame title="Edit your review">
        <LoadingState label="Loading your review…" />
      </ReviewPageFrame>
    );
  }
  if (own.isError) {
    return (
      <ReviewPageFrame title="Edit your review">
        <LoadError message={errorMessage(own.error, 'We could not load your review.')} onRetry={() => void own.refetch()} retrying={own.isFetching} />
      </ReviewPageFrame>
    );
  }
  if (!own.data) return <ReviewNotFound />;
  return <EditReviewForm review={own.data} />;
}

function ReviewNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, sm: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 2 }}>
        Review Not Found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        This review does not exist any more, or it was written from another account. You can only edit your own reviews.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/profile" variant="contained">
          Go to your profile
        </Button>
        <Button component={RouterLink} to="/write-review" variant="outlined">
          Write a review
        </Button>
      </Stack>
    </Container>
  );
}

function EditReviewForm({ review }: { review: Review }) {
  const navigate = useNavigate();
  const company = useCompany(review.companyId);
  const update = useUpdateReview();
  const remove = useDeleteReview();
  const [serverError, setServerError] = useState<string>();
  const [confirming, setConfirming] = useState(false);

  const submit = (values: ReviewFormValues) => {
    setServerError(undefined);
    return update
      .mutateAsync({
        id: review.id,
        rating: values.rating!,
        title: values.title.trim(),
        content: values.content.trim(),
        // null removes a topic the review had.
        topic: values.topic || null,
        incentive: values.incentive || undefined,
        connection: values.connection || undefined,
        experienceDate: values.experienceDate,
      })
      .then(
        () => {
          toast({ title: 'Review updated', description: `Your review of ${review.company.name} has been saved.`, variant: 'success' });
          navigate(`/companies/${review.companyId}`);
        },
        (error: unknown) => setServerError(errorMessage(error, 'We could not save your changes. Please try again.')),
      );
  };

  const confirmDelete = () =>
    remove.mutateAsync(review.id).then(
      () => {
        setConfirming(false);
        toast({ title: 'Review deleted', description: `Your review of ${review.company.name} has been removed.`, variant: 'success' });
        navigate('/profile');
      },
      (error: unknown) => {
        setConfirming(false);
        setServerError(errorMessage(error, 'We could not delete your review. Please try again.'));
      },
    );

  return (
    <ReviewPageFrame title="Edit your review" intro={`Update your review of ${review.company.name}. The changes show on the company page straight away, marked “Edited” with the date. If you change the rating, readers can still open the version you replace.`}>
      <ReviewForm
        companyChoice={{ kind: 'fixed', company: company.data ?? review.company }}
        initialValues={{
          companyId: review.companyId,
          rating: review.rating,
          title: review.title,
          content: review.content,
          topic: review.topic ?? '',
          // Reviews written before the questions have no answers yet: the form asks for them.
          incentive: review.incentive ?? '',
          connection: review.connection ?? '',
          // Reviews written before it was asked have none: the form asks for it now.
          experienceDate: review.experienceDate ?? '',
        }}
        onSubmit={submit}
        busy={remove.isPending}
        submitLabel="Save changes"
        pendingLabel="Saving…"
        serverMessage={
          serverError && (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          )
        }
        secondaryActions={
          <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirming(true)} disabled={update.isPending}>
            Delete review
          </Button>
        }
      />
      <DeleteReviewDialog
        open={confirming}
        companyName={review.company.name}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </ReviewPageFrame>
  );
}
