// What webhooks announce, and the data each event carries: what the public review page shows,
// nothing more (no email, no full last name, no address, no reply of a moderator's).
import { authorName, isIncentivised, type ReviewChecks, type ReviewOrigin, reviewChecks, reviewOrigin, type ReviewRow } from '../reviews/index.js';

/** The events a business may subscribe an endpoint to. */
export const WEBHOOK_EVENTS = ['review.created', 'review.updated', 'review.hidden'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What a delivery may carry: a subscribed event, or the test event the dashboard sends on request. */
export type WebhookEventType = WebhookEvent | 'ping';

/** A published review as its company's public page shows it, with its address there. */
export interface ReviewEventData {
  review: {
    id: string;
    companyId: string;
    rating: number;
    title: string;
    content: string;
    authorName: string;
    verified: boolean;
    /** The reviewer received something for it (review-disclosures.ts): labelled, and out of the TrustScore. */
    incentivised: boolean;
    /** As in the review JSON: how it came to be written, and each check made. */
    origin: ReviewOrigin;
    checks: ReviewChecks;
    experienceDate: string | null;
    createdAt: string;
    updatedAt: string;
    /** When the author last changed the rating, title, text or topic; null if never edited. */
    editedAt: string | null;
    status: 'published';
    url: string;
  };
}

/** A hidden review: enough to find it, none of what was hidden. */
export interface HiddenReviewEventData {
  review: { id: string; companyId: string; status: 'hidden' };
}

export function reviewUrl(siteUrl: string, companyId: string, reviewId: string): string {
  return `${siteUrl}/companies/${companyId}#review-${reviewId}`;
}

export function publishedReviewData(row: ReviewRow, siteUrl: string): ReviewEventData {
  return {
    review: {
      id: row.id,
      companyId: row.companyId,
      rating: row.rating,
      title: row.title,
      content: row.content,
      authorName: authorName(row.firstName, row.lastName),
      verified: row.verified,
      incentivised: isIncentivised(row),
      origin: reviewOrigin(row),
      checks: reviewChecks(row),
      experienceDate: row.experienceDate,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      status: 'published',
      url: reviewUrl(siteUrl, row.companyId, row.id),
    },
  };
}

export function hiddenReviewData(reviewId: string, companyId: string): HiddenReviewEventData {
  return { review: { id: reviewId, companyId, status: 'hidden' } };
}

export function pingData(companyId: string, endpointId: string): { ping: { companyId: string; endpointId: string; message: string } } {
  return { ping: { companyId, endpointId, message: 'A test event from your TrustReviews dashboard.' } };
}

/** The body of every attempt at a delivery: the same bytes each time, so a signature and a receiver's dedupe by id both hold. */
export function eventBody(id: string, type: WebhookEventType, createdAt: Date, data: unknown): string {
  return JSON.stringify({ id, type, createdAt: createdAt.toISOString(), data });
}
