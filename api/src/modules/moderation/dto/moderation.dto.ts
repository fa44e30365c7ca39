import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType, PickType } from '@nestjs/swagger';
import { IsIn, IsInt, IsISO8601, IsString, Length, Max, MaxLength, Min } from 'class-validator';
import { CreateCompanyDto } from '../../companies/index.js';
import { Optional } from '../../../common/validation/optional.js';
import { Trim } from '../../../common/validation/transforms.js';
import { ReviewResponse } from '../../reviews/index.js';
import { SIGNALS, type Signal } from '../../signals/index.js';
import { QueuedNotice } from '../notices/notice.dto.js';
import { AUDIT_ACTIONS, DECISION_GROUNDS, REPORT_REASONS, type AuditAction, type DecisionGround, type ReportReason } from '../dsa.js';

const REASON_RULE = `Reason must be one of: ${REPORT_REASONS.join(', ')}`;
/** The most a report's details may say: the form counts against this same figure (from the OpenAPI document). */
export const REPORT_DETAILS_MAX = 1000;
const DETAILS_RULE = `Details must be at most ${REPORT_DETAILS_MAX.toLocaleString('en')} characters`;
const FACTS_RULE = 'Please state the facts and circumstances of the decision (10 to 2,000 characters)';

export class ReportDto {
  @ApiProperty({ enum: REPORT_REASONS })
  @IsIn(REPORT_REASONS as readonly string[], { message: REASON_RULE })
  reason: ReportReason;

  @ApiPropertyOptional({ maxLength: REPORT_DETAILS_MAX })
  @Optional()
  @Trim()
  @IsString({ message: DETAILS_RULE })
  @MaxLength(REPORT_DETAILS_MAX, { message: DETAILS_RULE })
  details?: string;
}

export class ReportResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: REPORT_REASONS }) reason: ReportReason;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** A decision's statement of reasons, as a moderator gives it. */
export class DecisionDto {
  @ApiProperty({ minLength: 10, maxLength: 2000, description: 'The facts and circumstances relied on (decision_facts)' })
  @Trim()
  @IsString({ message: FACTS_RULE })
  @Length(10, 2000, { message: FACTS_RULE })
  facts: string;
}

export class HideDto extends DecisionDto {
  @ApiProperty({ enum: REPORT_REASONS, description: 'What the review breaks; gives the statement category' })
  @IsIn(REPORT_REASONS as readonly string[], { message: REASON_RULE })
  reason: ReportReason;

  @ApiPropertyOptional({ enum: Object.keys(DECISION_GROUNDS), default: 'incompatible', description: 'Illegal content, or incompatible with the terms' })
  @Optional()
  @IsIn(Object.keys(DECISION_GROUNDS), { message: 'Decision ground must be illegal or incompatible' })
  ground?: DecisionGround;
}

export class AppealDto {
  @ApiProperty({ minLength: 10, maxLength: 2000 })
  @Trim()
  @IsString({ message: 'Please explain why the decision should change (10 to 2,000 characters)' })
  @Length(10, 2000, { message: 'Please explain why the decision should change (10 to 2,000 characters)' })
  statement: string;
}

/** The complaint link's token, as the mailed link carries it. */
export class ComplaintTokenDto {
  @ApiProperty({ description: "The token from the link in the mail with the notice's decision" })
  @IsString({ message: 'Token is required: open the link in the email about your notice' })
  @Length(16, 200, { message: 'Token is required: open the link in the email about your notice' })
  token: string;
}

export class NoticeComplaintDto extends ComplaintTokenDto {
  @ApiProperty({ minLength: 10, maxLength: 2000 })
  @Trim()
  @IsString({ message: 'Please explain why the decision should change (10 to 2,000 characters)' })
  @Length(10, 2000, { message: 'Please explain why the decision should change (10 to 2,000 characters)' })
  statement: string;
}

export class AppealDecisionDto extends DecisionDto {
  @ApiProperty({ enum: ['upheld', 'overturned'], description: 'upheld keeps the decision; overturned restores a hidden review, or re-opens the notices a dismissal closed' })
  @IsIn(['upheld', 'overturned'], { message: 'Outcome must be upheld or overturned' })
  outcome: 'upheld' | 'overturned';
}

export class RoleDto extends DecisionDto {
  @ApiProperty({ enum: ['user', 'moderator', 'admin'] })
  @IsIn(['user', 'moderator', 'admin'], { message: 'Role must be one of: user, moderator, admin' })
  role: 'user' | 'moderator' | 'admin';
}

export class NoticeDto extends DecisionDto {
  @ApiProperty({ minimum: 1, maximum: 90, description: 'How many days the notice shows on the company page' })
  @IsInt({ message: 'Days must be a whole number from 1 to 90' })
  @Min(1, { message: 'Days must be a whole number from 1 to 90' })
  @Max(90, { message: 'Days must be a whole number from 1 to 90' })
  days: number;
}

/** The details a moderator may correct (each optional), with the statement of reasons. */
export class EditCompanyDto extends IntersectionType(
  PartialType(PickType(CreateCompanyDto, ['name', 'category', 'website', 'description', 'location', 'countryCode'] as const)),
  DecisionDto,
) {}

export class StatementOfReasons {
  @ApiProperty() id: string;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action: AuditAction;
  @ApiProperty({ type: String, nullable: true }) decision_ground: string | null;
  @ApiProperty({ type: String, nullable: true }) category: string | null;
  @ApiProperty() decision_facts: string;
  @ApiProperty() source_type: string;
  @ApiProperty() automated_detection: boolean;
  @ApiProperty() automated_decision: string;
  @ApiProperty({ format: 'date-time' }) application_date: string;
}

export class HiddenReviewResponse {
  @ApiProperty({ type: ReviewResponse }) review: ReviewResponse;
  @ApiProperty({ description: 'Why, in words' }) reasonLabel: string;
  @ApiProperty({ type: StatementOfReasons }) statement: StatementOfReasons;
  @ApiProperty({ enum: ['none', 'open', 'upheld', 'overturned'] }) appeal: 'none' | 'open' | 'upheld' | 'overturned';
}

export class QueueSignal {
  @ApiProperty({ enum: SIGNALS }) signal: Signal;
  @ApiProperty({ example: 'Burst of reviews' }) label: string;
  @ApiProperty({ description: 'The signal in words, with its figures' }) description: string;
  @ApiProperty({ description: 'The figures it was raised with', type: 'object', additionalProperties: true }) details: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) raisedAt: string;
}

export class QueueItem {
  @ApiProperty({ type: ReviewResponse }) review: ReviewResponse;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, description: 'Open reports by reason', example: { fake: 2 } }) reasons: Record<string, number>;
  @ApiProperty() reportCount: number;
  @ApiProperty({ type: [String], description: 'Reporters’ details, newest first' }) details: string[];
  @ApiProperty({ type: [QueueSignal], description: 'Open fake-review signals (flags raised automatically; never a hide)' }) signals: QueueSignal[];
  @ApiProperty({ format: 'date-time', description: 'When the first open report or signal came in' }) waitingSince: string;
  @ApiProperty({ description: "Reviews of the same company on the queue now, this one included (the company's view)" }) companyQueued: number;
  @ApiProperty({ type: [QueuedNotice], description: "Open notices about the review or its reply (signed-in reports among them), trusted flaggers' first" }) notices: QueuedNotice[];
  @ApiProperty({ description: 'A trusted flagger sent one of its open notices: it comes first and is decided with priority' }) trustedFlagger: boolean;
}

/** Closes the open signals of one kind on one company's reviews (a cluster) in one decision. */
export class DismissSignalsDto extends DecisionDto {
  @ApiProperty({ enum: SIGNALS, description: 'The kind of signal to close on the company\'s reviews' })
  @IsIn(SIGNALS as readonly string[], { message: `Signal must be one of: ${SIGNALS.join(', ')}` })
  signal: Signal;

  @ApiProperty({ format: 'date-time', description: 'Only the signals raised up to this time: the newest the moderator looked at (a decision covers what was seen, never what came after)' })
  @IsISO8601({ strict: true }, { message: 'raisedUpTo must be a date and time' })
  raisedUpTo: string;
}

export class SignalDismissal extends StatementOfReasons {
  @ApiProperty({ description: 'Signals closed by the decision, one per review' }) dismissed: number;
  @ApiProperty({ description: "Signals left open because they flag the moderator's own reviews (another moderator decides)" }) leftForOthers: number;
}

/** A notice's decision as its sender's complaint page shows it. */
export class NoticeComplaintResponse {
  @ApiProperty({ format: 'uuid', description: "The notice's reference" }) noticeId: string;
  @ApiProperty({ description: 'What the notice was about, in words' }) about: string;
  @ApiProperty({ type: String, nullable: true }) companyName: string | null;
  @ApiProperty({ type: StatementOfReasons, description: 'The decision on the notice' }) decision: StatementOfReasons;
  @ApiProperty({ format: 'date-time', description: 'When complaints about the decision close (six months after it)' }) windowClosesAt: string;
  @ApiProperty() windowOpen: boolean;
  @ApiProperty({ enum: ['none', 'open', 'upheld', 'overturned', 'withdrawn'], description: "The notifier's complaint about it" })
  complaint: 'none' | 'open' | 'upheld' | 'overturned' | 'withdrawn';
}

/** A decision about a review of the company or its reply, as the business dashboard lists it. */
export class CompanyDecisionResponse {
  @ApiProperty({ description: "The decision's id (its statement of reasons)" }) id: string;
  @ApiProperty({ enum: ['hide_review', 'restore_review', 'dismiss_reports', 'hide_reply', 'restore_reply'] }) action: string;
  @ApiProperty({ description: 'The facts and circumstances the moderator gave' }) facts: string;
  @ApiProperty({ format: 'date-time' }) decidedAt: string;
  @ApiProperty({ format: 'uuid' }) reviewId: string;
  @ApiProperty() reviewTitle: string;
  @ApiProperty({ format: 'date-time', description: 'When complaints about it close (six months after it)' }) windowClosesAt: string;
  @ApiProperty() windowOpen: boolean;
  @ApiProperty({ enum: ['none', 'open', 'upheld', 'overturned', 'withdrawn'], description: "The company's complaint about it" })
  complaint: 'none' | 'open' | 'upheld' | 'overturned' | 'withdrawn';
}
