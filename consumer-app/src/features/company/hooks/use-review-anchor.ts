import { useEffect, useRef } from 'react';
import { useLocation } from 'shared-ui';
import { reviewAnchor } from '../utils/highlights';

/** The review the address names (#review-<id>), if any. */
export const anchoredReviewId = (hash: string): string | null => (hash.startsWith('#review-') ? hash.slice('#review-'.length) || null : null);

/** The pages of a searched or filtered view after those loaded. */
export interface MoreReviews {
  hasMore: boolean;
  loading: boolean;
  loadMore: () => void;
}

/**
 * Brings the review the address names (#review-<id>, a quote's link) into view and focus once it
 * is listed: the list may load after the address changes (a search the link asked for), so this
 * waits for it, and does it once per address.
 *
 * In a searched or filtered view (`more`; a quote's link searches for its words) the review may
 * sit past the first page, behind newer reviews with the same words: the next pages are loaded,
 * one at a time, until it is listed or none are left (keyword results stop 1,000 deep). Answers
 * whether it is missing then (edited, hidden or deleted since the link was made), so the page can
 * say so rather than leave the reader looking for it.
 */
export function useReviewAnchor(listedIds: readonly string[], more?: MoreReviews): { missing: boolean } {
  const { hash, search } = useLocation();
  const done = useRef<string | null>(null);
  const id = anchoredReviewId(hash);
  const listed = id !== null && listedIds.includes(id);
  useEffect(() => {
    const key = `${search}${hash}`;
    if (!id || done.current === key || !listed) return;
    const item = document.getElementById(reviewAnchor(id));
    if (!item) return;
    done.current = key;
    // Its focus ring shows even when the link was clicked (no :focus-visible then), until focus leaves it: see ReviewList.
    item.setAttribute('data-anchored', '');
    item.addEventListener('blur', () => item.removeAttribute('data-anchored'), { once: true });
    item.scrollIntoView({ block: 'start' });
    item.focus({ preventScroll: true });
  }, [id, hash, search, listed]);

  const hasMore = more?.hasMore ?? false;
  const loading = more?.loading ?? false;
  const loadMore = more?.loadMore;
  // Again whenever a page comes in (a fetch may start and end between two renders).
  useEffect(() => {
    if (id && !listed && loadMore && hasMore && !loading) loadMore();
  }, [id, listed, hasMore, loading, loadMore, listedIds]);

  return { missing: Boolean(id && more && !listed && !hasMore && !loading) };
}
