import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { isIncentivised, REVIEW_CONNECTIONS, REVIEW_INCENTIVES } from '../review-disclosures.js';
import { REVIEW_ORIGINS, type ReviewOrigin, reviewChecks, reviewOrigin } from '../review-labels.js';
import { REVIEW_TOPICS } from '../review-topics.js';
import type { ReviewVersionRow } from '../review-versions.repository.js';
import type { ReviewRow } from '../reviews.repository.js';

export class ReviewCompanyRef {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class ReviewReply {
  @ApiProperty({ description: "The company's public answer" }) content: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiPropertyOptional({ description: "Hidden by a moderator: absent from public reads; present (true) only in the owner's and moderators' reads" })
  hidden?: boolean;
}

/** Each check the platform made on a review, named for what it checked (review-labels.ts). */
export class ReviewChecksResponse {
  @ApiProperty({ description: "The author's email address was confirmed through a link mailed to it. It says nothing of whether they had the experience. Shown as \"Email confirmed\"" })
  emailConfirmed: boolean;
  @ApiProperty({
    description:
      'The experience was evidenced: the company invited this person through the platform, at the address it had for them as a customer, and the review ' +
      'was written through that invitation by the account of that address, confirmed. The only check shown as "Verified"',
  })
  experienceEvidenced: boolean;
}

export class ReviewResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty() title: string;
  @ApiProperty() content: string;
  @ApiProperty({ description: 'First name and last initial of the author', example: 'Jane D.' }) authorName: string;
  @ApiProperty({ format: 'uuid', description: 'The author, for /api/users/{userId}/reviews' }) authorId: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When the author last changed the rating, title, text or topic; null if never edited (an edit that changes nothing is not one)',
  })
  editedAt: string | null;
  @ApiProperty({
    minimum: 0,
    description: 'How many earlier versions the review keeps: one for each edit that changed the rating (GET /api/reviews/{id}/versions reads them)',
  })
  earlierVersions: number;
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty({ type: ReviewCompanyRef }) company: ReviewCompanyRef;
  @ApiProperty() helpfulCount: number;
  @ApiProperty() notHelpfulCount: number;
  @ApiProperty({
    description:
      'checks.emailConfirmed or checks.experienceEvidenced: the condition for votes. Not what a reader is shown: "Verified" is only for checks.experienceEvidenced',
  })
  verified: boolean;
  @ApiProperty({ description: "Written through the company's review invitation (origin is invited)" }) invited: boolean;
  @ApiProperty({
    enum: REVIEW_ORIGINS,
    description:
      "How the review came to be written. invited: through the company's review invitation, which the platform mailed to the address the company gave. " +
      'organic: written unprompted, nobody asked through the platform. More origins may be added: show a value you do not know as no origin',
  })
  origin: ReviewOrigin;
  @ApiProperty({ type: ReviewChecksResponse, description: 'What the platform checked' }) checks: ReviewChecksResponse;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The day of the experience, as the reviewer gave it (YYYY-MM-DD); null on reviews written before it was asked' })
  experienceDate: string | null;
  @ApiProperty({ type: ReviewReply, nullable: true, description: "The company's verified owner's reply" }) reply: ReviewReply | null;
  @ApiProperty({ enum: REVIEW_TOPICS, nullable: true, type: String }) topic: string | null;
  @ApiProperty({ enum: REVIEW_INCENTIVES, nullable: true, type: String, description: 'What the reviewer said they received for the review; null when the review was written before the question' })
  incentive: string | null;
  @ApiProperty({
    description:
      'The review is incentivised: the reviewer received something for it, or it was written through an invitation that offered something for reviewing. It is labelled so, and counts in no TrustScore or ranking.',
  })
  incentivised: boolean;
  @ApiProperty({ enum: REVIEW_CONNECTIONS, nullable: true, type: String, description: 'How the reviewer said they are connected to the company (a published review is always none); null when written before the question' })
  connection: string | null;
}

export function authorName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName} ${initial.toUpperCase()}.` : firstName;
}

/** A review as the public reads it: a reply a moderator hid is not there. */
export function toReviewResponse(row: ReviewRow): ReviewResponse {
  return reviewResponse(row, false);
}

/** A review as its company's owner and moderators read it: a hidden reply is there, marked hidden. */
export function toStaffReviewResponse(row: ReviewRow): ReviewResponse {
  return reviewResponse(row, true);
}

function reviewResponse(row: ReviewRow, staff: boolean): ReviewResponse {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    content: row.content,
    authorName: authorName(row.firstName, row.lastName),
    authorId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    earlierVersions: row.earlierVersions,
    companyId: row.companyId,
    company: { id: row.companyId, name: row.companyName },
    helpfulCount: row.helpfulCount,
    notHelpfulCount: row.notHelpfulCount,
    verified: row.verified,
    invited: row.invited,
    origin: reviewOrigin(row),
    checks: reviewChecks(row),
    experienceDate: row.experienceDate,
    topic: row.topic,
    incentive: row.incentive,
    incentivised: isIncentivised(row),
    connection: row.connection,
    reply:
      row.replyContent === null || (row.replyHidden && !staff)
        ? null
        : {
            content: row.replyContent,
            createdAt: row.replyCreatedAt!.toISOString(),
            updatedAt: row.replyUpdatedAt!.toISOString(),
            ...(staff && row.replyHidden ? { hidden: true } : {}),
          },
  };
}

/** A review as readers saw it before an edit changed its rating. */
export class ReviewVersionResponse {
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty() title: string;
  @ApiProperty() content: string;
  @ApiProperty({ enum: REVIEW_TOPICS, nullable: true, type: String }) topic: string | null;
  @ApiProperty({ format: 'date-time', description: 'When this version was published: the review written, or the edit that made it' }) writtenAt: string;
  @ApiProperty({ format: 'date-time', description: 'When an edit that changed the rating replaced it' }) replacedAt: string;
}

export class ReviewVersionsResponse {
  @ApiProperty({ type: [ReviewVersionResponse], description: 'The most recently replaced first' }) versions: ReviewVersionResponse[];
}

export function toReviewVersionResponse(v: ReviewVersionRow): ReviewVersionResponse {
  return { rating: v.rating, title: v.title, content: v.content, topic: v.topic, writtenAt: v.writtenAt.toISOString(), replacedAt: v.replacedAt.toISOString() };
}
