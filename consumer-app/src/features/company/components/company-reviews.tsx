import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useAuth, type CompanyDetail, type Review, Link as RouterLink } from 'shared-ui';
import { useCompanyReviews } from '../hooks/use-company-reviews';
import { useOwnReviewActions } from '../hooks/use-own-review-actions';
import { shouldShowMoreReviews, visibleReviews, type RatingFilter, type ReviewSort } from '../utils/review-list';
import { RatingDistribution } from './rating-distribution';
import { ReviewControls } from './review-controls';
import { ReviewList } from './review-list';

/** The rating distribution and the review list with its filter, sort and Show More. */
export function CompanyReviews({ company }: { company: CompanyDetail }) {
  const [filter, setFilter] = useState<RatingFilter>('all');
  const [sort, setSort] = useState<ReviewSort>('newest');
  const { reviews, hasMoreReviews, loadMore, loadingMore, forget } = useCompanyReviews(company);
  const onDeleted = useCallback((review: Review) => forget(review.id), [forget]);
  const actionsFor = useOwnReviewActions(onDeleted);

  const shown = useMemo(() => visibleReviews(reviews, filter, sort), [reviews, filter, sort]);
  const showMore = shouldShowMoreReviews({
    filter,
    sort,
    hasMoreReviews,
    loadedCount: reviews.length,
    totalReviews: company.totalReviews,
  });
  const partial = reviews.length < company.totalReviews;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" component="section" aria-labelledby="distribution-heading" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="distribution-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
          Rating distribution
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {company.totalReviews > 0 ? 'Select a star rating to see only those reviews.' : 'Ratings appear here once the first review is in.'}
        </Typography>
        <RatingDistribution
          distribution={company.ratingDistribution}
          totalReviews={company.totalReviews}
          filter={filter}
          onFilterChange={setFilter}
        />
      </Paper>

      <Box component="section" aria-labelledby="reviews-heading">
        <Box
          sx={{ display: 'flex', alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', gap: 2, mb: 2, flexDirection: { xs: 'column', sm: 'row' } }}
        >
          <Typography id="reviews-heading" variant="h2" sx={{ fontSize: '1.5rem' }}>
            Reviews
          </Typography>
          {company.totalReviews > 0 && (
            <ReviewControls filter={filter} sort={sort} onFilterChange={setFilter} onSortChange={setSort} />
          )}
        </Box>

        {company.totalReviews === 0 ? (
          <NoReviewsYet company={company} />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2, display: shown.length > 0 ? 'block' : 'none' }} aria-live="polite">
              {listSummary(shown.length, reviews.length, company.totalReviews, filter)}
              {partial && hasMoreReviews && !showMore && '. Choose All ratings and Newest first to load more.'}
            </Typography>
            {shown.length > 0 ? (
              <ReviewList reviews={shown} actionsFor={actionsFor} label={`Reviews of ${company.name}`} />
            ) : (
              <Alert
                severity="info"
                action={
                  <Button color="inherit" size="small" onClick={() => setFilter('all')}>
                    Show all
                  </Button>
                }
              >
                None of the {reviews.length} reviews loaded so far {filter === '1' ? 'has 1 star' : `have ${filter} stars`}.
                {partial && ' Show all ratings to load older reviews.'}
              </Alert>
            )}
            {showMore && (
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
                <Button variant="outlined" size="large" onClick={loadMore} disabled={loadingMore} aria-busy={loadingMore}>
                  {loadingMore ? 'Loading reviews…' : 'Show More Reviews'}
                </Button>
              </Box>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}

function listSummary(shown: number, loaded: number, total: number, filter: RatingFilter): string {
  if (filter !== 'all') {
    const stars = filter === '1' ? '1 star' : `${filter} stars`;
    return `${shown} of the ${loaded} loaded reviews ${shown === 1 ? 'has' : 'have'} ${stars}`;
  }
  return loaded < total ? `Showing ${loaded} of ${total.toLocaleString('en-US')} reviews` : `Showing all ${loaded} ${loaded === 1 ? 'review' : 'reviews'}`;
}

function NoReviewsYet({ company }: { company: CompanyDetail }) {
  const { state } = useAuth();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <RateReviewOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h3" sx={{ fontSize: '1.25rem', mt: 1 }}>
        No reviews yet
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Be the first to share your experience with {company.name}.
      </Typography>
      {state === 'signed-in' ? (
        <Button component={RouterLink} to={`/write-review/${company.id}`} variant="contained">
          Write a Review
        </Button>
      ) : (
        <Button component={RouterLink} to={`/sign-in?redirect=${encodeURIComponent(`/companies/${company.id}`)}`} variant="outlined">
          Sign in to Review
        </Button>
      )}
    </Paper>
  );
}
