// "Report" on a review card: a dialog with the reasons, for signed-in users; signed out it opens
// the notice form, which anyone may send without an account. A review is reported once per person: one they reported shows "Reported"
// (asked for all the cards of a page at once), and the API answers 409 to a second report.
import FlagIcon from '@mui/icons-material/Flag';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'shared-ui/contract';
import type { Review } from '../api/types';
import { useAuth } from 'shared-ui/contract';
import { useBusinessAccount } from 'shared-ui/contract';
import { visuallyHidden } from '../components/visually-hidden';
import { noticeHref } from './notice-link';
import { useReported } from './reported-reviews';

export { REPORT_REASONS } from './report-reasons';

// The dialog's code (a dialog, radio buttons, a text field) loads when someone reports a review.
const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

/** `asBusiness`: reported by the signed-in business account that owns the review's company. */
export function ReportReviewButton({ review, asBusiness = false }: { review: Pick<Review, 'id' | 'authorId' | 'title'>; asBusiness?: boolean }) {
  const { user, state } = useAuth();
  const business = useBusinessAccount();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const noteId = useId();
  const own = !asBusiness && Boolean(user) && user?.id === review.authorId;
  const reporter = asBusiness ? (business.account ? `business:${business.account.id}` : undefined) : user && !own ? `user:${user.id}` : undefined;
  const { reported, checking, markReported } = useReported(reporter, review.id);
  if (own) return null;

  const click = () => {
    if (!asBusiness && state !== 'signed-in') {
      navigate(noticeHref('review', review.id));
      return;
    }
    setOpen(true);
  };

  return (
    <>
      {/* One button in both states, so focus stays on it when the dialog closes on "Reported". */}
      <Button
        size="small"
        color="inherit"
        startIcon={reported ? <FlagIcon /> : <FlagOutlinedIcon />}
        onClick={reported ? undefined : click}
        // Not until we know whether this person reported it already: no dialog filled in for nothing.
        disabled={!reported && ((!asBusiness && state === 'loading') || checking)}
        // Focusable, so a screen reader still hears why it does nothing.
        aria-disabled={reported || undefined}
        aria-describedby={reported ? noteId : undefined}
        aria-haspopup={reported ? undefined : 'dialog'}
        sx={reported ? { color: 'text.secondary', cursor: 'default', '&:hover': { bgcolor: 'transparent' } } : undefined}
      >
        {reported ? 'Reported' : 'Report'}
      </Button>
      {reported && (
        <span id={noteId} style={visuallyHidden}>
          You reported this review. A moderator will look at it.
        </span>
      )}
      {open && (
        <Suspense fallback={null}>
          <ReportDialog reviewId={review.id} title={review.title} onReported={markReported} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
