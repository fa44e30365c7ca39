// The /admin routes' query strings: the queues' paging and filters, the searches, the audit log's filter.
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { Optional } from '../../../common/validation/optional.js';
import { LimitParam, OffsetParam } from '../../../common/validation/paging.js';
import { AUDIT_TARGETS, type AuditFilter, type AuditTarget } from '../../audit/index.js';
import { SIGNALS, type Signal } from '../../signals/index.js';
import { AUDIT_ACTIONS, REPORT_REASONS, type AuditAction, type ReportReason } from '../dsa.js';

export class QueueQuery {
  @OffsetParam() offset?: number;
  @LimitParam(100, { default: 20 }) limit?: number;
}

export class ReportQueueQuery extends QueueQuery {
  @ApiPropertyOptional({ enum: ['all', 'reports', 'signals'], default: 'all', description: 'Reviews people reported, reviews signals flagged, or either' })
  @Optional()
  @IsIn(['all', 'reports', 'signals'], { message: 'Source must be all, reports or signals' })
  source?: 'all' | 'reports' | 'signals';

  @ApiPropertyOptional({ enum: REPORT_REASONS, description: 'Only reviews with an open report of this reason' })
  @Optional()
  @IsIn(REPORT_REASONS as readonly string[], { message: `Reason must be one of: ${REPORT_REASONS.join(', ')}` })
  reason?: ReportReason;

  @ApiPropertyOptional({ enum: SIGNALS, description: 'Only reviews with an open signal of this kind' })
  @Optional()
  @IsIn(SIGNALS as readonly string[], { message: `Signal must be one of: ${SIGNALS.join(', ')}` })
  signal?: Signal;

  @ApiPropertyOptional({ format: 'uuid', description: "Only this company's reviews (its clusters come with them)" })
  @Optional()
  @IsUUID('all', { message: 'companyId must be a company id' })
  companyId?: string;
}

export class QueueCompanyQuery {
  @ApiPropertyOptional({ maxLength: 100, description: 'Part of the company name' })
  @Optional()
  @IsString()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  search?: string;

  @LimitParam(50, { default: 20 }) limit?: number;
}

export class HiddenQuery extends QueueQuery {
  @ApiPropertyOptional({ format: 'uuid', description: "Only this company's hidden reviews" })
  @Optional()
  @IsUUID('all', { message: 'companyId must be a company id' })
  companyId?: string;
}

export class UserSearchQuery {
  @ApiPropertyOptional({ maxLength: 100 })
  @Optional()
  @IsString()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  search?: string;
}

const DATE_RULE = 'must be a date (2026-11-01) or a date and time';
const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

export class AuditQuery {
  @ApiPropertyOptional({ enum: ['json', 'csv', 'jsonl'], default: 'json' })
  @Optional()
  @IsIn(['json', 'csv', 'jsonl'], { message: 'Format must be json, csv or jsonl' })
  format?: 'json' | 'csv' | 'jsonl';

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @Optional()
  @IsIn(AUDIT_ACTIONS, { message: `Action must be one of: ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;

  @ApiPropertyOptional({ enum: AUDIT_TARGETS })
  @Optional()
  @IsIn(AUDIT_TARGETS, { message: 'Unknown target type' })
  targetType?: AuditTarget;

  @ApiPropertyOptional({ format: 'uuid' }) @Optional() @IsUUID('all', { message: 'Actor must be a user id' }) actorId?: string;

  @ApiPropertyOptional({ description: 'Entries made on or after this date (or date and time)', example: '2026-11-01' })
  @Optional()
  @IsISO8601({ strict: true }, { message: `From ${DATE_RULE}` })
  from?: string;

  @ApiPropertyOptional({ description: 'Entries made up to this date (the whole day) or date and time', example: '2026-11-30' })
  @Optional()
  @IsISO8601({ strict: true }, { message: `To ${DATE_RULE}` })
  to?: string;

  @ApiPropertyOptional({ description: 'Entries older than this id (keyset paging: the nextBefore of the previous page)' })
  @Optional()
  @Matches(/^\d{1,18}$/, { message: 'before must be an entry id' })
  before?: string;

  @LimitParam(1000, { description: 'At most this many entries: 50 by default for the JSON list; every matching entry for an export unless given' })
  limit?: number;
}

/** The query's filter; a bare `to` date counts that whole day (UTC). */
export function auditFilter(q: AuditQuery): Omit<AuditFilter, 'limit'> {
  const until = q.to ? new Date(q.to) : undefined;
  if (until && q.to && BARE_DATE.test(q.to)) until.setUTCDate(until.getUTCDate() + 1);
  return { action: q.action, targetType: q.targetType, actorId: q.actorId, from: q.from ? new Date(q.from) : undefined, until, before: q.before };
}
