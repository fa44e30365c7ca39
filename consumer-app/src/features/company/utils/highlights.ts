// How the company page words and links its review highlights.
import { plural } from 'shared-ui';
import { REVIEW_SEARCH_MAX_LENGTH } from './review-view';

/** The anchor of one review on the company page (its list item). */
export const reviewAnchor = (reviewId: string) => `review-${reviewId}`;

/**
 * Where a quote leads: the company's reviews searched for the quoted words as a phrase (the
 * review may be anywhere in the list; the search finds it, newest first) and the review's anchor.
 * The phrase is cut at a word to fit the search's length.
 */
export function quoteLocation(reviewId: string, text: string): { search: string; hash: string } {
  const words = text.replace(/["“”]/g, ' ').split(/\s+/).filter(Boolean);
  let phrase = '';
  for (const word of words) {
    const next = phrase ? `${phrase} ${word}` : word;
    if (next.length + 2 > REVIEW_SEARCH_MAX_LENGTH) break;
    phrase = next;
  }
  if (!phrase) phrase = words.join(' ').slice(0, REVIEW_SEARCH_MAX_LENGTH - 2);
  return { search: `?${new URLSearchParams({ search: `"${phrase}"` })}`, hash: `#${reviewAnchor(reviewId)}` };
}

/** "Customer service" for "customer service". */
export const aspectLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export const mentionsLabel = (n: number) => plural(n, { one: 'mention', other: 'mentions' });

/**
 * How the block is made, under it, in two sentences: what it is counted from and with which
 * minimums (the API's: `minimumReviews` comes with its answer, HIGHLIGHTS_MIN_MENTIONS is its
 * MIN_MENTIONS), what decides positive and negative, and when it changes.
 */
export const highlightsNote = (reviewCount: number, minimumReviews: number, minimumMentions: number) =>
  `Counted from the text of this company’s ${reviewCount.toLocaleString('en-US')} published reviews (at least ${minimumReviews.toLocaleString('en-US')} reviews, and at least ${minimumMentions.toLocaleString('en-US')} mentions per aspect); ` +
  'open-source language software on our own servers judges each mention positive or negative from its sentence. ' +
  'Updated as reviews are written, edited, hidden, restored or deleted; not written or checked by anyone.';
