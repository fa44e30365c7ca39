// "Report" on a review card: a dialog with the reasons, for signed-in users; signed out it goes to
// /sign-in and back. A review is reported once per person (the API answers 409 the second time).
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Review } from '../api/types';
import { useAuth } from '../auth/use-auth';

export { REPORT_REASONS } from './report-reasons';

// The dialog's code (a dialog, radio buttons, a text field) loads when someone reports a review.
const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

/** `asBusiness`: reported by the signed-in business account that owns the review's company. */
export function ReportReviewButton({ review, asBusiness = false }: { review: Pick<Review, 'id' | 'authorId' | 'title'>; asBusiness?: boolean }) {
  const { user, state } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (!asBusiness && user && user.id === review.authorId) return null;

  const click = () => {
    if (!asBusiness && state !== 'signed-in') {
      navigate(`/sign-in?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button size="small" color="inherit" startIcon={<FlagOutlinedIcon />} onClick={click} disabled={!asBusiness && state === 'loading'} aria-haspopup="dialog">
        Report
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog reviewId={review.id} title={review.title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

