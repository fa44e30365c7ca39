// The review rules of the API, checked before sending; the limits come from its OpenAPI document.
import { compactErrors, fieldLimits, pastDayProblem, type CreateReviewBody } from 'shared-ui';

const limits = fieldLimits.CreateReviewDto;
export const TITLE_MIN = limits.title.minLength;
export const TITLE_MAX = limits.title.maxLength;
export const CONTENT_MIN = limits.content.minLength;
export const CONTENT_MAX = limits.content.maxLength;

export type ReviewTopic = NonNullable<CreateReviewBody['topic']>;

/** The five topics a reviewer may pick, as the API lists them. */
export const REVIEW_TOPICS: readonly ReviewTopic[] = ['Customer Service', 'Product Quality', 'Delivery', 'Value for Money', 'User Experience'];

export type ReviewIncentive = NonNullable<CreateReviewBody['incentive']>;
export type ReviewConnection = NonNullable<CreateReviewBody['connection']>;

/** The answers to "Did you receive anything for writing this review?", as the API lists them. */
export const INCENTIVES: readonly { value: ReviewIncentive; label: string }[] = [
  { value: 'none', label: 'No, nothing' },
  { value: 'money', label: 'Yes, money' },
  { value: 'discount', label: 'Yes, a discount' },
  { value: 'gift', label: 'Yes, a gift' },
  { value: 'free_product', label: 'Yes, a free product or service' },
  { value: 'other', label: 'Yes, something else' },
];

/** The answers to "Are you connected to the company?", as the API lists them. */
export const CONNECTIONS: readonly { value: ReviewConnection; label: string }[] = [
  { value: 'none', label: 'No, I am not connected to it' },
  { value: 'employee', label: 'I work for it' },
  { value: 'owner', label: 'I own or run it' },
  { value: 'family', label: 'I am family of someone who works for, owns or runs it' },
  { value: 'competitor', label: 'I work for or own a competitor' },
];

export interface ReviewFormValues {
  companyId: string;
  rating: number | null;
  title: string;
  content: string;
  /** '' for no topic. */
  topic: ReviewTopic | '';
  /** '' until answered. */
  incentive: ReviewIncentive | '';
  /** '' until answered. */
  connection: ReviewConnection | '';
  /** The day of the experience, YYYY-MM-DD; '' until given. */
  experienceDate: string;
}

export function validateRating(rating: number | null): string | undefined {
  if (rating === null) return 'Please choose a star rating from 1 to 5';
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return 'Rating must be a whole number of stars from 1 to 5';
  return undefined;
}

export function validateTitle(title: string): string | undefined {
  const text = title.trim();
  if (!text) return 'Please give your review a title';
  if (text.length < TITLE_MIN || text.length > TITLE_MAX) return `Title must be between ${TITLE_MIN} and ${TITLE_MAX} characters`;
  return undefined;
}

export function validateContent(content: string): string | undefined {
  const text = content.trim();
  if (!text) return 'Please write about your experience';
  if (text.length < CONTENT_MIN || text.length > CONTENT_MAX) {
    return `Review text must be between ${CONTENT_MIN} and ${CONTENT_MAX} characters`;
  }
  return undefined;
}

export function validateTopic(topic: string): string | undefined {
  if (!topic || (REVIEW_TOPICS as readonly string[]).includes(topic)) return undefined;
  return `Topic must be one of: ${REVIEW_TOPICS.join(', ')}`;
}

export function validateIncentive(incentive: string): string | undefined {
  return incentive ? undefined : 'Please say whether you received anything for writing this review';
}

export function validateConnection(connection: string): string | undefined {
  if (!connection) return 'Please say whether you are connected to this company';
  if (connection !== 'none') return 'People connected to a company cannot review it';
  return undefined;
}

export const EXPERIENCE_DATE_LABEL = 'Date of experience';

/** Required on the form (the API takes reviews without it only from clients written before it was asked). */
export function validateExperienceDate(day: string, now = new Date()): string | undefined {
  if (!day) return 'Please give the date of your experience';
  return pastDayProblem(EXPERIENCE_DATE_LABEL, day, now);
}

export function validateReview(v: ReviewFormValues) {
  return compactErrors({
    companyId: v.companyId ? undefined : 'Please choose a company to review',
    rating: validateRating(v.rating),
    title: validateTitle(v.title),
    content: validateContent(v.content),
    topic: validateTopic(v.topic),
    incentive: validateIncentive(v.incentive),
    connection: validateConnection(v.connection),
    experienceDate: validateExperienceDate(v.experienceDate),
  });
}
