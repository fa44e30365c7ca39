// What the moderators' reads answer, as the OpenAPI document publishes them (the admin-app's types
// are generated from it).
import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_TARGETS } from '../../audit/index.js';
import { ReviewResponse } from '../../reviews/index.js';
import { SIGNALS, type Signal } from '../../signals/index.js';
import { QueueItem, StatementOfReasons } from './moderation.dto.js';

export class QueueSizes {
  @ApiProperty({ description: 'Reviews with open reports' }) reportedReviews: number;
  @ApiProperty({ description: 'Reviews with open fake-review signals' }) flaggedReviews: number;
  @ApiProperty({ description: 'Reviews on the queue: open reports or signals' }) queuedReviews: number;
  @ApiProperty() openAppeals: number;
  @ApiProperty() pendingClaims: number;
  @ApiProperty({ description: 'Reviews hidden now, in all' }) hiddenReviews: number;
  @ApiProperty({ description: 'Business accounts waiting for a larger plan' }) planRequests: number;
  @ApiProperty({ description: 'Company names no moderator has seen yet (kept out of invitation mails)' }) uncheckedNames: number;
}

/** How many queued reviews each tab and filter value holds, within the company when one is chosen. */
export class QueueCounts {
  @ApiProperty({ description: 'Reviews with open reports or signals' }) all: number;
  @ApiProperty({ description: 'Reviews with open reports from people' }) reports: number;
  @ApiProperty({ description: 'Reviews with open automatic signals' }) signals: number;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, description: 'Reviews with an open report of each reason', example: { fake: 2 } })
  byReason: Record<string, number>;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, description: 'Reviews with an open signal of each kind', example: { burst: 600 } })
  bySignal: Record<string, number>;
}

/** The open signals of one kind on one company's reviews: a burst or a cluster raises the same signal on many. */
export class SignalCluster {
  @ApiProperty({ enum: SIGNALS }) signal: Signal;
  @ApiProperty({ example: 'Burst of reviews' }) label: string;
  @ApiProperty({ description: 'Open signals of this kind on the company\'s reviews, one per review' }) count: number;
  @ApiProperty({ format: 'date-time' }) firstRaisedAt: string;
  @ApiProperty({ format: 'date-time' }) lastRaisedAt: string;
}

export class QueueCompanyRef {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class QueuePage {
  @ApiProperty({ type: [QueueItem] }) items: QueueItem[];
  @ApiProperty({ description: 'Queued reviews the filters select, in all' }) total: number;
  @ApiProperty({ type: QueueCounts }) counts: QueueCounts;
  @ApiProperty({ type: QueueCompanyRef, nullable: true, description: 'The company the queue is narrowed to' }) company: QueueCompanyRef | null;
  @ApiProperty({ type: [SignalCluster], description: "The company's open signals by kind, the largest first (empty without a company)" }) clusters: SignalCluster[];
}

export class QueueCompany {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Its reviews on the queue' }) queued: number;
  @ApiProperty({ description: 'Of those, reviews with open reports from people' }) reported: number;
}

/** A hidden review, for finding and restoring it, with the decision that hid it. */
export class HiddenReviewItem {
  @ApiProperty({ type: ReviewResponse }) review: ReviewResponse;
  @ApiProperty({ format: 'date-time' }) hiddenAt: string;
  @ApiProperty({ description: 'Why, in words' }) reasonLabel: string;
  @ApiProperty({ type: StatementOfReasons, description: 'The decision that hid it' }) decision: StatementOfReasons;
  @ApiProperty({ type: String, nullable: true }) decidedBy: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) decidedById: string | null;
  @ApiProperty({ enum: ['none', 'open', 'upheld', 'overturned'], description: "The author's appeal against it" }) appeal: 'none' | 'open' | 'upheld' | 'overturned';
}

export class HiddenReviewPage {
  @ApiProperty({ type: [HiddenReviewItem] }) items: HiddenReviewItem[];
  @ApiProperty({ description: 'Hidden reviews in all (of the company, when one is chosen)' }) total: number;
}

export class OpenAppeal {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['author', 'company', 'notifier'], description: "Who complains: the review's author, the company, or a notifier" }) role: 'author' | 'company' | 'notifier';
  @ApiProperty({ type: String, nullable: true, description: 'Their name, as they gave it' }) complainant: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The complainant's statement (null once erased with their account)" }) statement: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: ReviewResponse }) review: ReviewResponse;
  @ApiProperty({ type: StatementOfReasons, description: 'The decision complained about' }) decision: StatementOfReasons;
  @ApiProperty({ type: String, nullable: true, description: 'Who made the decision appealed' }) decidedBy: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) decidedById: string | null;
}

export class PendingClaimResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty() companyName: string;
  @ApiProperty({ type: String, nullable: true }) companyWebsite: string | null;
  @ApiProperty() accountEmail: string;
  @ApiProperty() contactName: string;
  @ApiProperty({ description: 'The company name the account registered with' }) accountCompanyName: string;
  @ApiProperty() emailVerified: boolean;
  @ApiProperty({ description: 'The company has a verified owner already' }) ownedAlready: boolean;
}

export class ClaimPage {
  @ApiProperty({ type: [PendingClaimResponse] }) items: PendingClaimResponse[];
  @ApiProperty({ description: 'Pending claims in all' }) total: number;
}

export class ModeratedClaim {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty() companyName: string;
  @ApiProperty({ enum: ['pending', 'verified', 'rejected', 'revoked'] }) status: string;
  @ApiProperty({ enum: ['email_domain', 'dns_txt', 'moderator'], nullable: true, type: String }) verification: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) decidedAt: string | null;
}

export class ModeratedBusinessAccount {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty() contactName: string;
  @ApiProperty() companyName: string;
  @ApiProperty() website: string;
  @ApiProperty({ enum: ['free', 'plus', 'premium'] }) plan: string;
  @ApiProperty({ enum: ['plus', 'premium'], nullable: true, type: String }) requestedPlan: string | null;
  @ApiProperty() emailVerified: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) suspendedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: [ModeratedClaim], description: 'Its claims, newest first' }) claims: ModeratedClaim[];
}

export class PlanRequestResponse {
  @ApiProperty({ format: 'uuid' }) accountId: string;
  @ApiProperty() email: string;
  @ApiProperty() contactName: string;
  @ApiProperty() companyName: string;
  @ApiProperty({ enum: ['free', 'plus', 'premium'] }) plan: string;
  @ApiProperty({ enum: ['plus', 'premium'] }) requestedPlan: string;
  @ApiProperty({ format: 'date-time' }) requestedAt: string;
  @ApiProperty({ format: 'date-time', description: 'When the account was made' }) createdAt: string;
  @ApiProperty() emailVerified: boolean;
  @ApiProperty({ description: 'Companies the account owns through verified claims' }) verifiedCompanies: number;
}

export class PlanRequestPage {
  @ApiProperty({ type: [PlanRequestResponse] }) items: PlanRequestResponse[];
  @ApiProperty() total: number;
}

export class UncheckedName {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty() category: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'The business account that claimed it first' }) claimedBy: string | null;
}

export class UncheckedNamePage {
  @ApiProperty({ type: [UncheckedName] }) items: UncheckedName[];
  @ApiProperty() total: number;
}

export class ModeratedUser {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ['user', 'moderator', 'admin'] }) role: 'user' | 'moderator' | 'admin';
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) suspendedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty() reviewCount: number;
}

export class ContactMessageResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() topic: string;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** An audit entry's target in words: a review's title and company, a company's name, a person's name and email. */
export class AuditTarget {
  @ApiProperty({ type: String, nullable: true, description: "A review's title, a company's name, a person's or contact's name; null when it no longer exists" }) label: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The review a review or appeal decision is about' }) reviewId: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The company (of a review, claim or company target)' }) companyId: string | null;
  @ApiProperty({ type: String, nullable: true }) companyName: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The email of a user or business account (of a claim, its account)' }) email: string | null;
  @ApiProperty({ type: Boolean, nullable: true, description: 'Whether the review is hidden now (null for other targets, or a deleted review)' }) reviewHidden: boolean | null;
}

export class AuditEntryResponse extends StatementOfReasons {
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'Null for the command line' }) actorId: string | null;
  @ApiProperty({ type: String, nullable: true }) actorName: string | null;
  @ApiProperty({ enum: AUDIT_TARGETS }) targetType: string;
  @ApiProperty() targetId: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The figures behind the decision (old and new values, signals, counts)' }) details: Record<string, unknown>;
  @ApiProperty({ type: () => AuditTarget, description: 'What the target is, in words, where it still exists' }) target: AuditTarget;
}

export class AuditPage {
  @ApiProperty({ type: [AuditEntryResponse] }) entries: AuditEntryResponse[];
  @ApiProperty({ type: String, nullable: true, description: 'The `before` of the next, older page; null on the last page' }) nextBefore: string | null;
}
