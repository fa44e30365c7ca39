import { useEffect, useRef } from 'react';
import { useLocation } from 'shared-ui';
import { reviewAnchor } from '../utils/highlights';

/**
 * Brings the review the address names (#review-<id>, a quote's link) into view and focus once it
 * is listed: the list may load after the address changes (a search the link asked for), so this
 * waits for it, and does it once per address.
 */
export function useReviewAnchor(listedIds: readonly string[]): void {
  const { hash, search } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    const id = hash.startsWith('#review-') ? hash.slice('#review-'.length) : null;
    const key = `${search}${hash}`;
    if (!id || done.current === key || !listedIds.includes(id)) return;
    const item = document.getElementById(reviewAnchor(id));
    if (!item) return;
    done.current = key;
    item.scrollIntoView({ block: 'start' });
    item.focus({ preventScroll: true });
  }, [hash, search, listedIds]);
}
