// What the moderators' reads answer, as the OpenAPI document publishes them (the admin-app's types
// are generated from it).
import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_TARGETS } from '../../audit/audit-log.repository.js';
import { ReviewResponse } from '../../reviews/dto/review-response.dto.js';
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

export class QueuePage {
  @ApiProperty({ type: [QueueItem] }) items: QueueItem[];
  @ApiProperty({ description: 'Reviews on the queue in all' }) total: number;
}

export class OpenAppeal {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: "The author's statement" }) statement: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: ReviewResponse }) review: ReviewResponse;
  @ApiProperty({ type: StatementOfReasons, description: 'The decision appealed' }) decision: StatementOfReasons;
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

export class AuditEntryResponse extends StatementOfReasons {
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'Null for the command line' }) actorId: string | null;
  @ApiProperty({ type: String, nullable: true }) actorName: string | null;
  @ApiProperty({ enum: AUDIT_TARGETS }) targetType: string;
  @ApiProperty() targetId: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The figures behind the decision (old and new values, signals, counts)' }) details: Record<string, unknown>;
}

export class AuditPage {
  @ApiProperty({ type: [AuditEntryResponse] }) entries: AuditEntryResponse[];
  @ApiProperty({ type: String, nullable: true, description: 'The `before` of the next, older page; null on the last page' }) nextBefore: string | null;
}
