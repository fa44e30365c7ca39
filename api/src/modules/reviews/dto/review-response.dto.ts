import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { REVIEW_TOPICS } from '../review-topics.js';

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

export class ReviewResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty() title: string;
  @ApiProperty() content: string;
  @ApiProperty({ description: 'First name and last initial of the author', example: 'Jane D.' }) authorName: string;
  @ApiProperty({ format: 'uuid', description: 'The author, for /api/reviews/user/{userId}' }) authorId: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty({ type: ReviewCompanyRef }) company: ReviewCompanyRef;
  @ApiProperty() helpfulCount: number;
  @ApiProperty() notHelpfulCount: number;
  @ApiProperty({ description: 'Written by a reviewer whose email is verified, or through an invitation from the company' })
  verified: boolean;
  @ApiProperty({ description: "Written through the company's review invitation" }) invited: boolean;
  @ApiProperty({ type: ReviewReply, nullable: true, description: "The company's verified owner's reply" }) reply: ReviewReply | null;
  @ApiProperty({ enum: REVIEW_TOPICS, nullable: true, type: String }) topic: string | null;
}

/** A review row joined with its author and company names, as the repository reads it. */
export interface ReviewRow {
  id: string;
  rating: number;
  title: string;
  content: string;
  topic: string | null;
  verified: boolean;
  invited: boolean;
  reply_content: string | null;
  reply_created_at: Date | null;
  reply_updated_at: Date | null;
  /** The reply was hidden by a moderator. */
  reply_hidden: boolean;
  helpful_count: number;
  not_helpful_count: number;
  hidden: boolean;
  created_at: Date;
  updated_at: Date;
  company_id: string;
  company_name: string;
  user_id: string;
  first_name: string;
  last_name: string;
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
    authorName: authorName(row.first_name, row.last_name),
    authorId: row.user_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    companyId: row.company_id,
    company: { id: row.company_id, name: row.company_name },
    helpfulCount: row.helpful_count,
    notHelpfulCount: row.not_helpful_count,
    verified: row.verified,
    invited: row.invited,
    topic: row.topic,
    reply:
      row.reply_content === null || (row.reply_hidden && !staff)
        ? null
        : {
            content: row.reply_content,
            createdAt: row.reply_created_at!.toISOString(),
            updatedAt: row.reply_updated_at!.toISOString(),
            ...(staff && row.reply_hidden ? { hidden: true } : {}),
          },
  };
}
