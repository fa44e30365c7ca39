// What the moderators' reads answer, as the OpenAPI document publishes them (the admin-app's types
// are generated from it).
import { ApiProperty } from '@nestjs/swagger';
import { ReviewResponse } from '../../reviews/dto/review-response.dto.js';
import { QueueItem, StatementOfReasons } from './moderation.dto.js';

export class QueueSizes {
  @ApiProperty({ description: 'Reviews with open reports' }) reportedReviews: number;
  @ApiProperty({ description: 'Reviews with open fake-review signals' }) flaggedReviews: number;
  @ApiProperty({ description: 'Reviews on the queue: open reports or signals' }) queuedReviews: number;
  @ApiProperty() openAppeals: number;
  @ApiProperty() pendingClaims: number;
  @ApiProperty({ description: 'Reviews hidden now, in all' }) hiddenReviews: number;
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
  @ApiProperty({ enum: ['review', 'claim', 'user', 'company', 'report', 'appeal'] }) targetType: string;
  @ApiProperty() targetId: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The figures behind the decision (old and new values, signals, counts)' }) details: Record<string, unknown>;
}

export class AuditPage {
  @ApiProperty({ type: [AuditEntryResponse] }) entries: AuditEntryResponse[];
  @ApiProperty({ type: String, nullable: true, description: 'The `before` of the next, older page; null on the last page' }) nextBefore: string | null;
}
