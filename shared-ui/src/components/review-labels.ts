// The labels a review shows, each named for what was checked, and what each one means: one source
// for the review card, the widget's words and the "How reviews are verified" page (UK CMA
// guidance: a label must not mislead about what was checked; EU Omnibus Directive: say how
// reviews are checked). The API's fields behind them: origin and checks (review-labels.ts there).
import type { Review } from '../api/types';
import { formatDate } from '../format/relative-time';

/** The page that says what each label means; each label links to its own section there. */
export const HOW_REVIEWS_ARE_VERIFIED_PATH = '/how-reviews-are-verified';

export type ReviewLabelKey = 'invited' | 'organic' | 'verified' | 'emailConfirmed';

export interface ReviewLabelDefinition {
  key: ReviewLabelKey;
  /** The label as a review shows it. */
  text: string;
  /** The section of the page that explains it (an element id). */
  anchor: string;
  /** Whether it tells how the review came to be written, or a check that was made. */
  kind: 'origin' | 'check';
  /** When a review shows it, in the API's terms. */
  shownWhen: string;
  meaning: string;
  checked: string[];
  notChecked: string[];
}

export const REVIEW_LABELS: Record<ReviewLabelKey, ReviewLabelDefinition> = {
  invited: {
    key: 'invited',
    text: 'Invited',
    anchor: 'invited',
    kind: 'origin',
    shownWhen: 'origin is "invited"',
    meaning:
      'The company asked this person for a review through our platform: it gave us their email address (for example after an order), we emailed them a single-use invitation link, and the review was written through that link.',
    checked: [
      "The invitation came from the company's verified owner, through our platform.",
      'The review was written through that invitation, by the account of the email address it was sent to, and that address is confirmed.',
      'Each invitation link works once, for 30 days.',
    ],
    notChecked: [
      'Which customers the company chose to invite. Companies may not ask only happy customers, nor offer anything for a good review, but we do not see whom they left out.',
      'Whether what the review says is true.',
    ],
  },
  organic: {
    key: 'organic',
    text: 'Unprompted',
    anchor: 'unprompted',
    kind: 'origin',
    shownWhen: 'origin is "organic"',
    meaning: 'Nobody asked for this review through our platform: the reviewer came to write it on their own.',
    checked: ['The reviewer has an account with us, and writes at most one review of each company.'],
    notChecked: ['Whether the reviewer was a customer of the company: this label says how the review came to be written, not that the experience happened.'],
  },
  verified: {
    key: 'verified',
    text: 'Verified',
    anchor: 'verified',
    kind: 'check',
    shownWhen: 'checks.experienceEvidenced is true',
    meaning:
      'The experience is evidenced: the company invited this person through our platform, at the email address it had for them as a customer, and the review was written through that invitation. It is the only label that says "Verified".',
    checked: [
      "The company's verified owner sent the invitation to this reviewer's email address.",
      'The review was written through that invitation, by the account of that address, and the address is confirmed.',
    ],
    notChecked: [
      "The order or visit itself: we do not see the company's records, only that it invited this address.",
      'Whether what the review says is true.',
      'The date of experience: the reviewer gives it. An invitation may suggest the order date the company sent, which the reviewer may change.',
    ],
  },
  emailConfirmed: {
    key: 'emailConfirmed',
    text: 'Email confirmed',
    anchor: 'email-confirmed',
    kind: 'check',
    shownWhen: 'checks.emailConfirmed is true',
    meaning: 'The reviewer confirmed their email address by opening a link we emailed to it.',
    checked: ['The reviewer can read the mail of the address on their account.'],
    notChecked: [
      'Whether the reviewer had the experience they review, or was a customer at all: that is why this label never says "Verified".',
      'Whether one person holds several addresses (our fake-review checks look for that separately).',
    ],
  },
};

/** The labels a review shows, in the order shown: its origin, then each check it passed. */
export function reviewLabels(review: Pick<Review, 'origin' | 'checks'>): ReviewLabelDefinition[] {
  const out: ReviewLabelDefinition[] = [];
  // An origin this build does not know yet shows no origin label rather than a wrong one.
  if (review.origin === 'invited') out.push(REVIEW_LABELS.invited);
  else if (review.origin === 'organic') out.push(REVIEW_LABELS.organic);
  if (review.checks?.experienceEvidenced) out.push(REVIEW_LABELS.verified);
  if (review.checks?.emailConfirmed) out.push(REVIEW_LABELS.emailConfirmed);
  return out;
}

/** A link to one label's section of the page (or to the page). */
export function howReviewsAreVerifiedHref(label?: ReviewLabelDefinition): string {
  return label ? `${HOW_REVIEWS_ARE_VERIFIED_PATH}#${label.anchor}` : HOW_REVIEWS_ARE_VERIFIED_PATH;
}

/** A day of the review's JSON (YYYY-MM-DD) as the site writes dates, e.g. "November 3, 2026". */
export function experienceDayText(day: string): string {
  return formatDate(`${day}T00:00:00Z`);
}
