import { ApiProperty } from '@nestjs/swagger';
import { REPORT_REASONS, type ReportReason } from '../../../common/report-reasons.js';
import { REPLY_WAIT_BUCKETS, type ReplyWait } from '../company-activity.js';

/** Counts per star (company.dto.ts's RatingDistribution has the same shape; this file cannot import it, which imports this one). */
export class ActivityStars {
  @ApiProperty() '1': number;
  @ApiProperty() '2': number;
  @ApiProperty() '3': number;
  @ApiProperty() '4': number;
  @ApiProperty() '5': number;
}

export class ActivityReviews {
  @ApiProperty({ example: 120, description: 'Published reviews written in the window' }) total: number;
  @ApiProperty({ example: 41, description: 'Of them, written through an invitation from the business' }) invited: number;
  @ApiProperty({ type: Number, nullable: true, example: 34, description: 'invited / total as a whole percentage; null without reviews' })
  invitedPercent: number | null;
}

export class ActivityNegativeReviews {
  @ApiProperty({ example: 10, description: 'Published 1- and 2-star reviews written in the window' }) total: number;
  @ApiProperty({ example: 8, description: 'Of them, answered by the business with a reply the public sees' }) replied: number;
  @ApiProperty({ type: Number, nullable: true, example: 80, description: 'replied / total as a whole percentage; null without negative reviews' })
  repliedPercent: number | null;
  @ApiProperty({
    enum: REPLY_WAIT_BUCKETS,
    nullable: true,
    example: '2_days',
    description: 'Within how long of the review the median reply came: hour, day, 2_days, 3_days, week, 2_weeks, month (30 days) or longer; null without replies',
  })
  typicalReplyWait: ReplyWait | null;
}

export class RemovedReason {
  @ApiProperty({ enum: REPORT_REASONS, description: 'The reason of the moderation decision that hid them' }) reason: ReportReason;
  @ApiProperty({ example: 2 }) count: number;
  @ApiProperty({ type: ActivityStars, description: 'Their stars' }) byRating: ActivityStars;
}

export class ActivityRemovedReviews {
  @ApiProperty({ example: 3, description: 'Reviews a moderator hid in the window and that are still hidden' }) total: number;
  @ApiProperty({ type: ActivityStars, description: 'Their stars' }) byRating: ActivityStars;
  @ApiProperty({ type: [RemovedReason], description: 'By reason, most first; reasons with none left out' }) byReason: RemovedReason[];
}

/**
 * How the company behaves, over the last 12 months (the current month and the 11 before it, UTC),
 * from kept per-month figures. A moderator's notice of unusual review activity is the company's
 * `notice`.
 */
export class CompanyActivityResponse {
  @ApiProperty({ format: 'date', example: '2025-12-01', description: 'The first day of the oldest month counted' }) since: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: "When the company's verified claim was approved; null when unclaimed" })
  claimedSince: string | null;
  @ApiProperty({ type: ActivityReviews }) reviews: ActivityReviews;
  @ApiProperty({ type: ActivityNegativeReviews }) negativeReviews: ActivityNegativeReviews;
  @ApiProperty({ type: ActivityRemovedReviews }) removedReviews: ActivityRemovedReviews;
}
