import { useCallback, useEffect, useRef, useState } from 'react';
import { pluralNoun, REVIEWS, type Review } from 'shared-ui';
import { reviewAnchor } from '../utils/highlights';

/**
 * Show More Reviews and Load more reviews: once the next page is in, focus goes to its first
 * review (a list item focusable by script), so the next Tab reads on from there instead of
 * skipping the new reviews, and the button may go away (the last page) without dropping focus to
 * the page. `announcement` says how many came, for the list's live region.
 */
export function useMoreReviewsFocus(reviews: readonly Review[], loading: boolean) {
  // Where the new reviews start, and which list that was (a view changed meanwhile is not followed).
  const from = useRef<{ at: number; firstId: string | undefined } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const started = from.current;
    if (!started || loading) return;
    from.current = null;
    const first = reviews[started.at];
    if (!first || reviews[0]?.id !== started.firstId) return;
    const count = reviews.length - started.at;
    // The page arrived: what the list's live region says, once.
    setAnnouncement(`${count} more ${pluralNoun(count, REVIEWS)} loaded.`);
    document.getElementById(reviewAnchor(first.id))?.focus();
  }, [reviews, loading]);

  /** Call as the button asks for the next page. */
  const willLoad = useCallback(() => {
    from.current = { at: reviews.length, firstId: reviews[0]?.id };
    setAnnouncement('');
  }, [reviews]);

  return { willLoad, announcement };
}
