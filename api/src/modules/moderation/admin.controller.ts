import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { IsIn, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { queryOne, queryRows } from '../../common/database/sql.js';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { Optional } from '../../common/validation/optional.js';
import { LimitParam, OffsetParam } from '../../common/validation/paging.js';
import { CurrentConsumer } from '../auth/consumer-auth.guard.js';
import type { ConsumerPrincipal } from '../auth/consumer-session.strategy.js';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditLogRepository, type AuditRow, type AuditTarget } from './audit-log.repository.js';
import { AppealDecisionDto, DecisionDto, HideDto, RoleDto, StatementOfReasons } from './dto/moderation.dto.js';
import { AdminGuard, ModeratorGuard } from './moderation.guard.js';
import { ModerationService, statementOf } from './moderation.service.js';

class QueueQuery {
  @OffsetParam() offset?: number;
  @LimitParam(100, { default: 20 }) limit?: number;
}

class UserSearchQuery {
  @ApiPropertyOptional({ maxLength: 100 })
  @Optional()
  @IsString()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  search?: string;
}

class AuditQuery {
  @ApiPropertyOptional({ enum: ['json', 'csv', 'jsonl'], default: 'json' })
  @Optional()
  @IsIn(['json', 'csv', 'jsonl'], { message: 'Format must be json, csv or jsonl' })
  format?: 'json' | 'csv' | 'jsonl';

  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(40) action?: string;

  @ApiPropertyOptional({ enum: ['review', 'claim', 'user', 'company', 'report', 'appeal'] })
  @Optional()
  @IsIn(['review', 'claim', 'user', 'company', 'report', 'appeal'], { message: 'Unknown target type' })
  targetType?: AuditTarget;

  @ApiPropertyOptional({ format: 'uuid' }) @Optional() @IsUUID('all', { message: 'Actor must be a user id' }) actorId?: string;

  @ApiPropertyOptional({ description: 'Entries older than this id (keyset paging)' })
  @Optional()
  @Matches(/^\d{1,18}$/, { message: 'before must be an entry id' })
  before?: string;

  @LimitParam(1000, { default: 50 }) limit?: number;
}

/** The transparency database's fields for one audit entry, for exports. */
export function transparencyRecord(a: AuditRow) {
  return {
    platform_uid: a.id,
    application_date: a.created_at.toISOString(),
    action: a.action,
    moderator: a.actor_name,
    target_type: a.target_type,
    target_id: a.target_id,
    decision_ground: a.decision_ground,
    category: a.category,
    decision_facts: a.decision_facts,
    source_type: a.source_type,
    automated_detection: a.automated_detection ? 'Yes' : 'No',
    automated_decision: a.automated_decision,
    content_type: a.target_type === 'review' ? 'CONTENT_TYPE_TEXT' : null,
  };
}

function csvCell(v: unknown): string {
  const s = v === null || v === undefined ? '' : String(v);
  // Quoted always; a leading = + - @ is prefixed so spreadsheets do not run it as a formula.
  return `"${(/^[=+\-@]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`;
}

@ApiTags('admin')
@ApiCookieAuth('consumer-session')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'Not a moderator (or admin where said), or a business session' })
@UseGuards(ModeratorGuard)
@Controller('admin')
export class AdminController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly moderation: ModerationService,
    private readonly audit: AuditLogRepository,
  ) {}

  @Get('summary')
  @ApiOperation({ summary: 'Queue sizes: reviews with open reports, open appeals, pending claims' })
  async summary() {
    return queryOne(
      this.db,
      `SELECT (SELECT count(DISTINCT review_id)::int FROM review_reports WHERE status = 'open') AS "reportedReviews",
              (SELECT count(*)::int FROM review_appeals WHERE status = 'open') AS "openAppeals",
              (SELECT count(*)::int FROM company_claims WHERE status = 'pending') AS "pendingClaims",
              (SELECT count(*)::int FROM reviews WHERE hidden_at IS NOT NULL) AS "hiddenReviews"`,
    );
  }

  @Get('reports')
  @ApiOperation({ summary: 'Reviews with open reports, one item each with its reasons counted, oldest first' })
  reports(@Query() q: QueueQuery) {
    return this.moderation.queue(q.offset ?? 0, q.limit ?? 20);
  }

  @Post('reviews/:id/hide')
  @HttpCode(200)
  @ApiOperation({ summary: 'Hide a review with a statement of reasons; it leaves every public list and aggregate' })
  @ApiOkResponse({ type: StatementOfReasons })
  hide(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Review')) id: string, @Body() dto: HideDto) {
    return this.moderation.hide(p.user, id, dto);
  }

  @Post('reviews/:id/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Restore a hidden review, whole' })
  @ApiOkResponse({ type: StatementOfReasons })
  restore(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Review')) id: string, @Body() dto: DecisionDto) {
    return this.moderation.restore(p.user, id, dto.facts);
  }

  @Post('reviews/:id/dismiss-reports')
  @HttpCode(200)
  @ApiOperation({ summary: "Close a review's open reports without action" })
  @ApiOkResponse({ type: StatementOfReasons })
  dismiss(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Review')) id: string, @Body() dto: DecisionDto) {
    return this.moderation.dismissReports(p.user, id, dto.facts);
  }

  @Get('appeals')
  @ApiOperation({ summary: 'Open appeals, oldest first' })
  appeals() {
    return this.moderation.appeals();
  }

  @Post('appeals/:id/decide')
  @HttpCode(200)
  @ApiOperation({ summary: 'Uphold or overturn an appeal; never by the moderator who decided' })
  @ApiOkResponse({ type: StatementOfReasons })
  decide(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Appeal')) id: string, @Body() dto: AppealDecisionDto) {
    return this.moderation.decideAppeal(p.user, id, dto);
  }

  @Get('claims')
  @ApiOperation({ summary: 'Claims waiting for a moderator' })
  claims() {
    return this.moderation.pendingClaims();
  }

  @Post('claims/:id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a pending claim: the account becomes the verified owner' })
  approve(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Claim')) id: string, @Body() dto: DecisionDto) {
    return this.moderation.decideClaim(p.user, id, true, dto.facts);
  }

  @Post('claims/:id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a pending claim' })
  reject(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Claim')) id: string, @Body() dto: DecisionDto) {
    return this.moderation.decideClaim(p.user, id, false, dto.facts);
  }

  @Get('users')
  @ApiOperation({ summary: 'Find users by name or email' })
  users(@Query() q: UserSearchQuery) {
    const needle = `%${(q.search ?? '').trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return queryRows(
      this.db,
      `SELECT id, first_name AS "firstName", last_name AS "lastName", email, role, suspended_at AS "suspendedAt", created_at AS "createdAt",
              (SELECT count(*)::int FROM reviews r WHERE r.user_id = u.id) AS "reviewCount"
         FROM users u WHERE lower(email) LIKE $1 OR lower(first_name || ' ' || last_name) LIKE $1
        ORDER BY created_at DESC LIMIT 20`,
      [needle],
    );
  }

  @Post('users/:id/suspend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Suspend a user: sessions end at once, sign-in is refused' })
  suspend(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('User')) id: string, @Body() dto: DecisionDto) {
    return this.moderation.suspend(p.user, id, dto.facts, true);
  }

  @Post('users/:id/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Lift a suspension' })
  unsuspend(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('User')) id: string, @Body() dto: DecisionDto) {
    return this.moderation.suspend(p.user, id, dto.facts, false);
  }

  @Put('users/:id/role')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: "Change a user's role (admins only)" })
  role(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('User')) id: string, @Body() dto: RoleDto) {
    return this.moderation.setRole(p.user, id, dto.role, dto.facts);
  }

  @Get('contact-messages')
  @ApiOperation({ summary: 'Messages sent through the contact form, newest first (the sender’s address is left out)' })
  contactMessages(@Query() q: QueueQuery) {
    return queryRows(
      this.db,
      `SELECT id, name, email, topic, message, created_at AS "createdAt" FROM contact_messages ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT $2`,
      [q.offset ?? 0, q.limit ?? 20],
    );
  }

  @Get('audit')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'The audit log, newest first (admins only); format=csv or jsonl exports the statements of reasons' })
  async auditLog(@Query() q: AuditQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const rows = await this.audit.page({ action: q.action, targetType: q.targetType, actorId: q.actorId, before: q.before, limit: q.limit ?? 50 });
    const records = rows.map(transparencyRecord);
    if (q.format === 'jsonl') {
      reply.type('application/x-ndjson; charset=utf-8').header('content-disposition', 'attachment; filename="audit-log.jsonl"');
      return records.map((r) => JSON.stringify(r)).join('\n') + (records.length ? '\n' : '');
    }
    if (q.format === 'csv') {
      reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="audit-log.csv"');
      const header = Object.keys(transparencyRecord({ created_at: new Date(0), details: {} } as AuditRow));
      return [header.join(','), ...records.map((r) => header.map((k) => csvCell(r[k as keyof typeof r])).join(','))].join('\r\n') + '\r\n';
    }
    return { entries: rows.map((a) => ({ ...statementOf(a), actorId: a.actor_id, actorName: a.actor_name, targetType: a.target_type, targetId: a.target_id, details: a.details })) };
  }
}
