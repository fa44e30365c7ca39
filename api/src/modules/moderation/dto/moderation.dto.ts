import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Length, MaxLength } from 'class-validator';
import { Optional } from '../../../common/validation/optional.js';
import { Trim } from '../../../common/validation/transforms.js';
import { ReviewResponse } from '../../reviews/dto/review-response.dto.js';
import { DECISION_GROUNDS, REPORT_REASONS, type DecisionGround, type ReportReason } from '../dsa.js';

const REASON_RULE = `Reason must be one of: ${REPORT_REASONS.join(', ')}`;
const FACTS_RULE = 'Please state the facts and circumstances of the decision (10 to 2,000 characters)';

export class ReportDto {
  @ApiProperty({ enum: REPORT_REASONS })
  @IsIn(REPORT_REASONS as readonly string[], { message: REASON_RULE })
  reason: ReportReason;

  @ApiPropertyOptional({ maxLength: 1000 })
  @Optional()
  @Trim()
  @IsString({ message: 'Details must be at most 1,000 characters' })
  @MaxLength(1000, { message: 'Details must be at most 1,000 characters' })
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

export class AppealDecisionDto extends DecisionDto {
  @ApiProperty({ enum: ['upheld', 'overturned'], description: 'upheld keeps the review hidden; overturned restores it' })
  @IsIn(['upheld', 'overturned'], { message: 'Outcome must be upheld or overturned' })
  outcome: 'upheld' | 'overturned';
}

export class RoleDto extends DecisionDto {
  @ApiProperty({ enum: ['user', 'moderator', 'admin'] })
  @IsIn(['user', 'moderator', 'admin'], { message: 'Role must be one of: user, moderator, admin' })
  role: 'user' | 'moderator' | 'admin';
}

export class StatementOfReasons {
  @ApiProperty() id: string;
  @ApiProperty() action: string;
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

export class QueueItem {
  @ApiProperty({ type: ReviewResponse }) review: ReviewResponse;
  @ApiProperty({ description: 'Open reports by reason', example: { fake: 2 } }) reasons: Record<string, number>;
  @ApiProperty() reportCount: number;
  @ApiProperty({ format: 'date-time' }) firstReportedAt: string;
  @ApiProperty({ type: [String], description: 'Reporters’ details, newest first' }) details: string[];
}
