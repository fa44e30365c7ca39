// The dashboard's reviews of the chosen company: awaiting a reply, replied or all, each with its
// reply editor and Report button, ten at a time.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { QueryState, ReportReviewButton, ReviewCard, type Company } from 'shared-ui';
import { useOwnerReviews, type OwnerReviewsFilter } from '../api/get-owner-reviews';
import { ReplyEditor } from './reply-editor';

/** `hasReviews`: whether the company has any review at all, to tell "all answered" from "none yet". */
export function ReviewsToAnswer({ company, hasReviews }: { company: Company; hasReviews: boolean }) {
  const [filter, setFilter] = useState<OwnerReviewsFilter>('awaiting');
  const reviews = useOwnerReviews(company.id, filter);
  // A review whose reply was just published or removed may leave this kind of list once it is
  // refreshed, taking the focused control with it: focus then goes to the list's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const [changed, setChanged] = useState<string>();
  useEffect(() => {
    if (!changed || reviews.data?.pages.some((page) => page.some((r) => r.id === changed))) return;
    const active = document.activeElement;
    if (!active || active === document.body) heading.current?.focus();
    setChanged(undefined);
  }, [changed, reviews.data]);
  return (
    <Box component="section" aria-labelledby="reviews-heading">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Typography ref={heading} id="reviews-heading" tabIndex={-1} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {filter === 'awaiting' ? 'Reviews awaiting a reply' : filter === 'replied' ? 'Reviews you replied to' : 'All reviews'}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={filter} onChange={(_, v) => v && setFilter(v)} aria-label="Which reviews">
          <ToggleButton value="awaiting">Awaiting reply</ToggleButton>
          <ToggleButton value="replied">Replied</ToggleButton>
          <ToggleButton value="all">All</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <QueryState query={reviews} loadingLabel="Loading reviews…" errorMessage="We could not load the reviews.">
        {(data) => {
          const list = data.pages.flat();
          if (list.length === 0) {
            if (!hasReviews) return <Typography sx={{ color: 'text.secondary' }}>No reviews yet. Invite your customers below to write the first ones.</Typography>;
            return <Typography sx={{ color: 'text.secondary' }}>{filter === 'awaiting' ? 'Every review has a reply. Well done!' : filter === 'replied' ? 'You have not replied to a review yet.' : 'No reviews here yet.'}</Typography>;
          }
          return (
            <Stack spacing={2}>
              {list.map((r) => (
                <ReviewCard key={r.id} review={r} hideReport actions={<ReportReviewButton review={r} asBusiness />} replySlot={<ReplyEditor review={r} companyName={company.name} onChanged={setChanged} />} />
              ))}
              {reviews.hasNextPage && (
                <Button variant="outlined" onClick={() => void reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage} sx={{ alignSelf: 'center' }}>
                  {reviews.isFetchingNextPage ? 'Loading…' : 'Show more reviews'}
                </Button>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Box>
  );
}
