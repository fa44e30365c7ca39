import { useCallback, useEffect, useRef, useState } from 'react';
import { pluralNoun, REVIEWS, type Review } from 'shared-ui';
import { reviewAnchor } from '../utils/highlights';

/**
 * Show More Reviews and Load more reviews: once the next page is in, focus goes to its first
 * review (a list item focusable by script), so the next Tab reads on from there instead of
 * skipping the new reviews, and the button may go away (the last page) without dropping focus to
 * the page. `announcement` says how many came, for the list's live region, until the view
 * (`viewKey`) changes.
 */
export function useMoreReviewsFocus(reviews: readonly Review[], loading: boolean, viewKey: string) {
  // Where the new reviews start, and which list that was (a view changed meanwhile is not followed).
  const from = useRef<{ at: number; firstId: string | undefined } | null>(null);
  const [announced, setAnnounced] = useState({ text: '', viewKey });

  useEffect(() => {
    const started = from.current;
    if (!started || loading) return;
    from.current = null;
    const first = reviews[started.at];
    if (!first || reviews[0]?.id !== started.firstId) return;
    const count = reviews.length - started.at;
    // The page arrived: what the list's live region says, once.
    setAnnounced({ text: `${count} more ${pluralNoun(count, REVIEWS)} loaded.`, viewKey });
    document.getElementById(reviewAnchor(first.id))?.focus();
  }, [reviews, loading, viewKey]);

  /** Call as the button asks for the next page. */
  const willLoad = useCallback(() => {
    from.current = { at: reviews.length, firstId: reviews[0]?.id };
    setAnnounced({ text: '', viewKey });
  }, [reviews, viewKey]);

  return { willLoad, announcement: announced.viewKey === viewKey ? announced.text : '' };
}
