import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { LoadError, visuallyHidden, useAuth, useLocation, type CompanyDetail, type Review, Link as RouterLink, reviewCountLabel } from 'shared-ui';
import { signInToReviewPath } from '../../reviews';
import { useCompanyReviewPages } from '../api/get-company-reviews';
import { useLinkedReview } from '../api/get-linked-review';
import { useCompanyReviews } from '../hooks/use-company-reviews';
import { useMoreReviewsFocus } from '../hooks/use-more-reviews-focus';
import { useOwnReviewActions } from '../hooks/use-own-review-actions';
import { anchoredReviewId, useReviewAnchor } from '../hooks/use-review-anchor';
import { useReviewView } from '../hooks/use-review-view';
import { shouldShowMoreReviews } from '../utils/review-list';
import { DEFAULT_REVIEW_VIEW, isDefaultView, reviewViewParams, SEARCH_MAX_OFFSET, viewSummary } from '../utils/review-view';
import { RatingDistribution } from './rating-distribution';
import { ReviewControls } from './review-controls';
import { ReviewList, ReviewListSkeleton } from './review-list';

/** A review's id (a UUID): anything else in #review-… names no review, and is not asked about. */
const REVIEW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The rating distribution and the review list with its keyword search, filters, order and
 * paging. The default view (every rating, newest first) starts from the company answer and
 * pages with Show More Reviews; every other view is asked of the API, over all reviews, and pages
 * with Load more reviews.
 */
export function CompanyReviews({ company }: { company: CompanyDetail }) {
  const [view, changeView] = useReviewView();
  const defaultView = isDefaultView(view);
  const first = useCompanyReviews(company);
  const pages = useCompanyReviewPages(company.id, view, !defaultView && company.totalReviews > 0);
  const { forget } = first;
  const onDeleted = useCallback((review: Review) => forget(review.id), [forget]);
  const actionsFor = useOwnReviewActions(onDeleted);

  const filtered = useMemo(() => pages.data?.pages.flatMap((p) => p.reviews) ?? [], [pages.data]);
  const reviews = defaultView ? first.reviews : filtered;
  // A link to a review this view does not list (an older one; a webhook's review.url) shows that
  // review above the list, read on its own. A search pages until it lists it instead (below).
  const linkedId = anchoredReviewId(useLocation().hash);
  const viewLoaded = defaultView || (!pages.isPending && !pages.isError);
  const linkedUnlisted = linkedId !== null && REVIEW_ID.test(linkedId) && viewLoaded && !view.search && !reviews.some((r) => r.id === linkedId);
  const linked = useLinkedReview(company.id, linkedId, linkedUnlisted);
  // Another company's review (a hand-edited link) is not shown here, nor said to be gone.
  const linkedReview = linkedUnlisted && linked.data?.companyId === company.id ? linked.data : undefined;
  const linkedGone = linkedUnlisted && linked.isSuccess && linked.data === null;
  const listedIds = useMemo(() => (linkedReview ? [linkedReview.id, ...reviews.map((r) => r.id)] : reviews.map((r) => r.id)), [reviews, linkedReview]);
  const { fetchNextPage } = pages;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  // A quote's link searches for its words: its review may be pages deep, which are loaded until it
  // is listed (keyword results stop SEARCH_MAX_OFFSET deep). Only a search pages on its own: a filtered view
  // can be tens of thousands of reviews long.
  const anchor = useReviewAnchor(
    listedIds,
    defaultView || !view.search || pages.isPending || pages.isError ? undefined : { hasMore: pages.hasNextPage, loading: pages.isFetching, loadMore },
  );
  const showMore = shouldShowMoreReviews({
    filter: view.rating,
    sort: view.sort,
    hasMoreReviews: first.hasMoreReviews,
    loadedCount: first.reviews.length,
    totalReviews: company.totalReviews,
  });
  // A view's total comes with its first page (later pages of a verified view answer none: the API
  // counts verified reviews only there), which is there as soon as the list is.
  const viewTotal = pages.data?.pages[0]?.reviewTotal;
  const loadingMore = defaultView ? first.loadingMore : pages.isFetchingNextPage;
  const more = useMoreReviewsFocus(reviews, loadingMore, reviewViewParams(view).toString());
  const viewLoading = !defaultView && pages.isPending;
  const viewFailed = !defaultView && pages.isError;
  const summary =
    reviews.length === 0 || viewLoading || viewFailed
      ? ''
      : defaultView
        ? defaultSummary(reviews.length, company.totalReviews)
        : viewSummary(view, reviews.length, Boolean(pages.data?.pages.at(-1)?.hasMoreReviews), viewTotal);
  // The buttons stay where they are while a page loads (not disabled: focus would fall to the
  // page); a click meanwhile asks for nothing more.
  const showMoreReviews = () => {
    if (first.loadingMore) return;
    more.willLoad();
    first.loadMore();
  };
  const loadMoreOfView = () => {
    if (pages.isFetchingNextPage) return;
    more.willLoad();
    void pages.fetchNextPage({ cancelRefetch: false });
  };
  const searchCapped = Boolean(view.search) && !pages.hasNextPage && Boolean(pages.data?.pages.at(-1)?.hasMoreReviews);
  const clearFilters = () => changeView(DEFAULT_REVIEW_VIEW);

  return (
    // One column no wider than the page: a long unbroken word in a card below must wrap there, not widen every card.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
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
          filter={view.rating}
          onFilterChange={(rating) => changeView({ rating })}
        />
      </Paper>

      <Box component="section" aria-labelledby="reviews-heading">
        <Typography id="reviews-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
          Reviews
        </Typography>

        {company.totalReviews === 0 ? (
          <NoReviewsYet company={company} />
        ) : (
          <>
            <Box sx={{ mb: 2 }}>
              <ReviewControls view={view} onChange={changeView} />
            </Box>
            {/* Mounted whatever the list shows, so a screen reader hears each new text: a live region inserted already filled is not read. */}
            <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: summary ? 2 : 0 }}>
              {more.announcement && <Box component="span" sx={visuallyHidden}>{`${more.announcement} `}</Box>}
              {summary}
            </Typography>
            {!defaultView && pages.isPending ? (
              <ReviewListSkeleton count={3} />
            ) : !defaultView && pages.isError ? (
              <LoadError message="We couldn’t load these reviews right now. Please try again in a moment." onRetry={() => void pages.refetch()} retrying={pages.isFetching} error={pages.error} />
            ) : (
              <>
                {linkedReview && (
                  <Box component="section" aria-labelledby="linked-review-heading" sx={{ mb: 3 }}>
                    <Typography id="linked-review-heading" variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
                      The review this link points to
                    </Typography>
                    <ReviewList reviews={[linkedReview]} actionsFor={actionsFor} label="The review this link points to" />
                  </Box>
                )}
                {linkedGone && (
                  <Alert severity="info" role="status" sx={{ mb: 2 }}>
                    The review this link points to is no longer published: it may have been hidden or deleted since.
                  </Alert>
                )}
                {anchor.missing && (
                  <Alert severity="info" role="status" sx={{ mb: 2 }}>
                    {searchCapped
                      ? `The review this link points to is not among the first ${SEARCH_MAX_OFFSET.toLocaleString('en-US')} reviews this search finds.`
                      : 'The review this link points to is not among these reviews: it may have been edited, hidden or deleted since.'}
                  </Alert>
                )}
                {reviews.length > 0 ? (
                  <Box aria-busy={pages.isFetching && !pages.isFetchingNextPage ? true : undefined}>
                    <ReviewList reviews={reviews} actionsFor={actionsFor} label={`Reviews of ${company.name}`} />
                  </Box>
                ) : (
                  <Alert
                    severity="info"
                    action={
                      <Button color="inherit" size="small" onClick={clearFilters}>
                        Clear filters
                      </Button>
                    }
                  >
                    {noMatchText(view.search)}
                  </Alert>
                )}
                {defaultView && showMore && (
                  <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
                    <Button variant="outlined" size="large" onClick={showMoreReviews} aria-disabled={first.loadingMore || undefined} aria-busy={first.loadingMore}>
                      {first.loadingMore ? 'Loading reviews…' : 'Show More Reviews'}
                    </Button>
                  </Box>
                )}
                {!defaultView && pages.hasNextPage && (
                  <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
                    <Button
                      variant="outlined"
                      size="large"
                      onClick={loadMoreOfView}
                      aria-disabled={pages.isFetchingNextPage || undefined}
                      aria-busy={pages.isFetchingNextPage}
                    >
                      {pages.isFetchingNextPage ? 'Loading reviews…' : 'Load more reviews'}
                    </Button>
                  </Box>
                )}
                {searchCapped && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
                    Keyword results go {SEARCH_MAX_OFFSET.toLocaleString('en-US')} reviews deep. Add words to narrow the search.
                  </Typography>
                )}
              </>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}

function noMatchText(search: string): string {
  return search ? `No reviews match “${search}” with these filters.` : 'No reviews match these filters.';
}

function defaultSummary(loaded: number, total: number): string {
  return loaded < total ? `Showing ${loaded} of ${reviewCountLabel(total)}` : `Showing all ${reviewCountLabel(loaded)}`;
}

function NoReviewsYet({ company }: { company: CompanyDetail }) {
  const { state } = useAuth();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <RateReviewOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h3" sx={{ fontSize: '1.25rem', mt: 1 }}>
        No reviews yet
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, overflowWrap: 'anywhere' }}>
        Be the first to share your experience with {company.name}.
      </Typography>
      {state === 'signed-in' ? (
        <Button component={RouterLink} to={`/write-review/${company.id}`} variant="contained">
          Write a Review
        </Button>
      ) : (
        <Button component={RouterLink} to={signInToReviewPath(company.id)} variant="outlined">
          Sign in to Review
        </Button>
      )}
    </Paper>
  );
}
