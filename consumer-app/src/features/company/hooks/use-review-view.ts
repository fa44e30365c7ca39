import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'shared-ui';
import { parseReviewView, reviewViewParams, type ReviewView } from '../utils/review-view';

/**
 * The company page's review view, read from and written to its URL. A change replaces the
 * history entry: Back leaves the company, as it would on any page, and a reload keeps the view.
 */
export function useReviewView(): [ReviewView, (change: Partial<ReviewView>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => parseReviewView(searchParams), [searchParams]);
  // The view as last asked for. While the new view's reviews load, the page may still render the
  // old one; a second change made meanwhile (a sort right after a filter) builds on what was asked,
  // so it cannot bring the old filter back. A navigation (Back, a link) resets it.
  const latest = useRef(view);
  useEffect(() => {
    latest.current = view;
  }, [view]);
  const change = useCallback(
    (next: Partial<ReviewView>) => {
      latest.current = { ...latest.current, ...next };
      setSearchParams(reviewViewParams(latest.current), { replace: true });
    },
    [setSearchParams],
  );
  return [view, change];
}
