import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Optional } from '../../../common/validation/optional.js';
import { PageQuery } from '../../../common/validation/paging.js';
import { ToInt, Trim } from '../../../common/validation/transforms.js';
import { CompanyResponse, RatingDistribution } from '../../companies/index.js';
import { PlanUsage } from '../../invitations/index.js';
import { REVIEW_TOPICS } from '../../reviews/index.js';
import { PLANS, type Plan, WIDGET_TEMPLATES, type WidgetTemplate } from '../plans.js';

export const REPLY_MAX = 5000;
/** A public reply says something the reviewer and other readers can use: not a letter or a dot. */
export const REPLY_MIN = 10;

export const CLAIM_STATUSES = ['pending', 'verified', 'rejected', 'revoked'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_VERIFICATIONS = ['email_domain', 'dns_txt', 'moderator'] as const;
export type ClaimVerification = (typeof CLAIM_VERIFICATIONS)[number];

export class ClaimDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Please choose a company to claim' })
  companyId: string;
}

export class ClaimResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    enum: CLAIM_STATUSES,
    description: 'verified at once when your confirmed email is on the company domain; otherwise pending for a moderator or the DNS record; revoked by a moderator',
  })
  status: ClaimStatus;
  @ApiProperty({ enum: CLAIM_VERIFICATIONS, nullable: true, type: String }) verification: ClaimVerification | null;
  @ApiProperty({ type: String, nullable: true, description: "The moderator's reason, when decided by one" }) decisionReason: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) decidedAt: string | null;
  @ApiProperty({ type: () => DnsRecord, nullable: true, description: 'While the claim waits: the TXT record that proves the domain is yours (then POST .../verify-dns)' })
  dnsRecord: DnsRecord | null;
  @ApiProperty({ type: CompanyResponse }) company: CompanyResponse;
  @ApiProperty({ description: "Whether a moderator has checked the company's name; until one has, its invitations are held, then mailed" })
  nameChecked: boolean;
}

export class DnsRecord {
  @ApiProperty({ enum: ['TXT'] }) type: 'TXT';
  @ApiProperty({ example: 'northwind.example', description: 'The domain to add it to (the "@" or root record of the zone, or this subdomain)' }) name: string;
  @ApiProperty({ example: 'trustreviews-verification=3f5c…' }) value: string;
}

export class ReplyDto {
  @ApiProperty({ minLength: REPLY_MIN, maxLength: REPLY_MAX })
  @Trim()
  @IsString({ message: 'Please write a reply' })
  @IsNotEmpty({ message: 'Please write a reply' })
  @MinLength(REPLY_MIN, { message: `A reply must be at least ${REPLY_MIN} characters: say something the reviewer and other readers can use` })
  @MaxLength(REPLY_MAX, { message: `A reply must be at most ${REPLY_MAX.toLocaleString('en')} characters` })
  content: string;
}

export class OwnerReviewsQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ['all', 'awaiting', 'replied'], default: 'awaiting' })
  @Optional()
  @IsIn(['all', 'awaiting', 'replied'], { message: 'Filter must be one of: all, awaiting, replied' })
  filter?: 'all' | 'awaiting' | 'replied';
}

export class PlanTermsResponse {
  @ApiProperty({ enum: PLANS }) id: Plan;
  @ApiProperty() name: string;
  @ApiProperty() invitationsPerMonth: number;
  @ApiProperty({ enum: WIDGET_TEMPLATES, isArray: true }) widgetTemplates: WidgetTemplate[];
  @ApiProperty() analyticsMonths: number;
  @ApiProperty({
    description:
      'Whether moving up to this plan from a smaller one waits for a moderator to approve the request (a smaller plan always applies at once). False for the smallest plan, and for every plan in demo mode, where any plan applies at once',
  })
  needsApproval: boolean;
}

export class PlanStatusResponse {
  @ApiProperty({ type: PlanTermsResponse }) plan: PlanTermsResponse;
  @ApiProperty({ type: PlanTermsResponse, nullable: true, description: 'A larger plan asked for, waiting for a moderator' }) requestedPlan: PlanTermsResponse | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) requestedAt: string | null;
  @ApiProperty({ type: PlanUsage }) usage: PlanUsage;
}

export class ChangePlanDto {
  @ApiProperty({ enum: PLANS })
  @IsIn(PLANS as readonly string[], { message: `Plan must be one of: ${PLANS.join(', ')}` })
  plan: Plan;
}

/** A calendar month as analytics name it: "2026-03". */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const MONTH_RULE = (field: string) => `${field} must be a month written YYYY-MM, e.g. 2026-03`;

export class AnalyticsQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 36, description: "Months of history; at most the plan's range (its range by default)" })
  @Optional()
  @ToInt()
  @IsInt({ message: 'Months must be a whole number from 1 to 36' })
  @Min(1, { message: 'Months must be a whole number from 1 to 36' })
  @Max(36, { message: 'Months must be a whole number from 1 to 36' })
  months?: number;

  @ApiPropertyOptional({ example: '2026-01', description: "First month of the range (YYYY-MM, UTC); the plan's first month by default" })
  @Optional()
  @IsString({ message: MONTH_RULE('From') })
  @Matches(MONTH, { message: MONTH_RULE('From') })
  from?: string;

  @ApiPropertyOptional({ example: '2026-06', description: 'Last month of the range (YYYY-MM, UTC); the current month by default' })
  @Optional()
  @IsString({ message: MONTH_RULE('To') })
  @Matches(MONTH, { message: MONTH_RULE('To') })
  to?: string;
}

export class MonthPoint {
  @ApiProperty({ example: '2026-03' }) month: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Average stars of the reviews written that month; null without reviews' })
  averageRating: number | null;
  @ApiProperty() reviewCount: number;
  @ApiProperty({ description: 'Of those reviews, how many have a reply' }) repliedCount: number;
}

export class TopicSplit {
  @ApiProperty({ enum: REVIEW_TOPICS }) topic: string;
  @ApiProperty({ description: 'Reviews of 4 or 5 stars' }) positive: number;
  @ApiProperty({ description: 'Reviews of 1 to 3 stars' }) negative: number;
}

export class AnalyticsResponse {
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty({ description: 'How many months ratingByMonth covers' }) months: number;
  @ApiProperty({ example: '2026-01', description: 'First month of the range answered (YYYY-MM)' }) from: string;
  @ApiProperty({ example: '2026-12', description: 'Last month of the range answered (YYYY-MM)' }) to: string;
  @ApiProperty({ example: '2026-01', description: "The earliest month the plan's range allows" }) earliestMonth: string;
  @ApiProperty({ example: '2026-12', description: 'The latest month there is: the current one (UTC)' }) latestMonth: string;
  @ApiProperty({ type: [MonthPoint], description: 'Oldest first, from `from` to `to`' }) ratingByMonth: MonthPoint[];
  @ApiProperty({ type: RatingDistribution }) ratingDistribution: RatingDistribution;
  @ApiProperty() totalReviews: number;
  @ApiProperty({ example: '4.3' }) averageRating: string;
  @ApiProperty({ description: 'Share (0 to 1) of the period\'s reviews that have a reply; 0 when the period has none' }) replyRate: number;
  @ApiProperty({ type: Number, nullable: true, description: "Median seconds from a review to the company's first reply, over the period's replied reviews" })
  medianReplySeconds: number | null;
  @ApiProperty({ type: [TopicSplit] }) topics: TopicSplit[];
  @ApiProperty({ type: RatingDistribution, description: 'Reviews still awaiting a reply, by star (all time)' }) awaitingReplyByStar: RatingDistribution;
}
