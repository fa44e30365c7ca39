import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put, Query, StreamableFile, UseGuards } from '@nestjs/common';
import { Readable } from 'node:stream';
import { ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { Optional } from '../../common/validation/optional.js';
import { LimitParam, OffsetParam } from '../../common/validation/paging.js';
import { CurrentConsumer } from '../auth/consumer-auth.guard.js';
import type { ConsumerPrincipal } from '../auth/consumer-session.strategy.js';
import { AUDIT_TARGETS, type AuditFilter, type AuditTarget } from '../audit/audit-log.repository.js';
import { AuditLogService } from './audit-log.service.js';
import { AUDIT_ACTIONS, REPORT_REASONS, type AuditAction, type ReportReason } from './dsa.js';
import { SIGNALS, type Signal } from '../signals/review-signals.js';
import { ModerationQueueService } from './moderation-queue.service.js';
import { CompanyResponse } from '../companies/dto/company.dto.js';
import { AuditPage, ClaimPage, ContactMessageResponse, HiddenReviewPage, ModeratedBusinessAccount, ModeratedUser, PlanRequestPage, QueueCompany, UncheckedNamePage, OpenAppeal, QueuePage, QueueSizes } from './dto/admin-responses.dto.js';
import { BusinessModerationService } from './business-moderation.service.js';
import { CompanyModerationService } from './company-moderation.service.js';
import { AppealDecisionDto, DecisionDto, DismissSignalsDto, EditCompanyDto, HideDto, NoticeDto, RoleDto, SignalDismissal, StatementOfReasons } from './dto/moderation.dto.js';
import { AdminGuard, ModeratorGuard } from './moderation.guard.js';
import { ModerationService } from './moderation.service.js';

class QueueQuery {
  @OffsetParam() offset?: number;
  @LimitParam(100, { default: 20 }) limit?: number;
}

class ReportQueueQuery extends QueueQuery {
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

class QueueCompanyQuery {
  @ApiPropertyOptional({ maxLength: 100, description: 'Part of the company name' })
  @Optional()
  @IsString()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  search?: string;

  @LimitParam(50, { default: 20 }) limit?: number;
}

class HiddenQuery extends QueueQuery {
  @ApiPropertyOptional({ format: 'uuid', description: "Only this company's hidden reviews" })
  @Optional()
  @IsUUID('all', { message: 'companyId must be a company id' })
  companyId?: string;
}

class UserSearchQuery {
  @ApiPropertyOptional({ maxLength: 100 })
  @Optional()
  @IsString()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  search?: string;
}

const DATE_RULE = 'must be a date (2026-11-01) or a date and time';
const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

class AuditQuery {
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
function auditFilter(q: AuditQuery): Omit<AuditFilter, 'limit'> {
  const until = q.to ? new Date(q.to) : undefined;
  if (until && q.to && BARE_DATE.test(q.to)) until.setUTCDate(until.getUTCDate() + 1);
  return { action: q.action, targetType: q.targetType, actorId: q.actorId, from: q.from ? new Date(q.from) : undefined, until, before: q.before };
}

@ApiTags('admin')
@ApiCookieAuth('consumer-session')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'Not a moderator (or admin where said), or a business session' })
@UseGuards(ModeratorGuard)
@Controller('admin')
export class AdminController {
  constructor(
    private readonly moderation: ModerationService,
    private readonly audit: AuditLogService,
    private readonly companies: CompanyModerationService,
    private readonly businesses: BusinessModerationService,
    private readonly queue: ModerationQueueService,
  ) {}

  @Get('summary')
  @ApiOperation({ summary: 'Queue sizes: reviews with open reports or signals, open appeals, pending claims' })
  @ApiOkResponse({ type: QueueSizes })
  async summary() {
    return this.moderation.queueSizes();
  }

  @Get('reports')
  @ApiOperation({
    summary:
      "Reviews with open reports or fake-review signals, one item each with its reasons counted and signals named: those people reported first, then the longest waiting; filtered, paged, with the counts of every tab and filter",
  })
  @ApiOkResponse({ type: QueuePage })
  reports(@Query() q: ReportQueueQuery) {
    return this.queue.queue({ source: q.source ?? 'all', reason: q.reason, signal: q.signal, companyId: q.companyId }, q.offset ?? 0, q.limit ?? 20);
  }

  @Get('reports/companies')
  @ApiOperation({ summary: 'Companies with reviews on the queue (by name), those with reports from people first, then the most queued' })
  @ApiOkResponse({ type: [QueueCompany] })
  queueCompanies(@Query() q: QueueCompanyQuery) {
    return this.queue.companies(q.search ?? '', q.limit ?? 20);
  }

  @Post('companies/:id/dismiss-signals')
  @HttpCode(200)
  @ApiOperation({ summary: "Dismiss a cluster, the open signals of one kind on a company's reviews, in one decision (one audit entry listing the reviews)" })
  @ApiOkResponse({ type: SignalDismissal })
  dismissSignals(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Company')) id: string, @Body() dto: DismissSignalsDto) {
    return this.queue.dismissCluster(p.user, id, dto.signal, dto.facts, dto.raisedUpTo);
  }

  @Get('hidden-reviews')
  @ApiOperation({ summary: 'Hidden reviews, the most recently hidden first, each with the decision that hid it (restore with POST reviews/{id}/restore)' })
  @ApiOkResponse({ type: HiddenReviewPage })
  hiddenReviews(@Query() q: HiddenQuery) {
    return this.queue.hidden(q.companyId ?? null, q.offset ?? 0, q.limit ?? 20);
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

  @Post('reviews/:id/hide-reply')
  @HttpCode(200)
  @ApiOperation({ summary: "Hide the company owner's reply to a review, leaving the review published" })
  @ApiOkResponse({ type: StatementOfReasons })
  hideReply(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Review')) id: string, @Body() dto: HideDto) {
    return this.moderation.hideReply(p.user, id, dto);
  }

  @Post('reviews/:id/restore-reply')
  @HttpCode(200)
  @ApiOperation({ summary: "Show a hidden owner's reply again" })
  @ApiOkResponse({ type: StatementOfReasons })
  restoreReply(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Review')) id: string, @Body() dto: DecisionDto) {
    return this.moderation.restoreReply(p.user, id, dto.facts);
  }

  @Get('appeals')
  @ApiOperation({ summary: 'Open appeals, oldest first' })
  @ApiOkResponse({ type: [OpenAppeal] })
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
  @ApiOperation({ summary: 'Claims waiting for a moderator, the oldest first, a page at a time with the total' })
  @ApiOkResponse({ type: ClaimPage })
  claims(@CurrentConsumer() p: ConsumerPrincipal, @Query() q: QueueQuery) {
    return this.businesses.pendingClaims(p.user, q.offset ?? 0, q.limit ?? 20);
  }

  @Post('claims/:id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a pending claim: the account becomes the verified owner' })
  @ApiOkResponse({ type: StatementOfReasons })
  approve(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Claim')) id: string, @Body() dto: DecisionDto) {
    return this.moderation.decideClaim(p.user, id, true, dto.facts);
  }

  @Post('claims/:id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a pending claim' })
  @ApiOkResponse({ type: StatementOfReasons })
  reject(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Claim')) id: string, @Body() dto: DecisionDto) {
    return this.moderation.decideClaim(p.user, id, false, dto.facts);
  }

  @Patch('companies/:id')
  @ApiOperation({ summary: "Correct a company's details with a statement of reasons; the audit entry keeps old and new values" })
  @ApiOkResponse({ type: CompanyResponse })
  editCompany(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Company')) id: string, @Body() dto: EditCompanyDto) {
    return this.companies.edit(p.user, id, dto);
  }

  @Post('companies/:id/notice')
  @HttpCode(200)
  @ApiOperation({ summary: 'Show "We found unusual review activity on this profile" on the company page for a number of days' })
  @ApiOkResponse({ type: CompanyResponse })
  setNotice(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Company')) id: string, @Body() dto: NoticeDto) {
    return this.companies.setNotice(p.user, id, dto);
  }

  @Post('companies/:id/notice/remove')
  @HttpCode(200)
  @ApiOperation({ summary: 'Take the notice off the company page before it ends' })
  @ApiOkResponse({ type: CompanyResponse })
  removeNotice(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Company')) id: string, @Body() dto: DecisionDto) {
    return this.companies.removeNotice(p.user, id, dto.facts);
  }

  @Get('companies/unchecked-names')
  @ApiOperation({ summary: 'Company names no moderator has seen yet, the oldest first; they stay out of invitation mails until approved or corrected' })
  @ApiOkResponse({ type: UncheckedNamePage })
  uncheckedNames(@CurrentConsumer() p: ConsumerPrincipal, @Query() q: QueueQuery) {
    return this.companies.uncheckedNames(p.user, q.offset ?? 0, q.limit ?? 20);
  }

  @Post('companies/:id/approve-name')
  @HttpCode(200)
  @ApiOperation({ summary: "Approve a company's name as a plain business name: it may now appear in invitation mails" })
  @ApiOkResponse({ type: CompanyResponse })
  approveName(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Company')) id: string, @Body() dto: DecisionDto) {
    return this.companies.approveName(p.user, id, dto.facts);
  }

  @Get('business-accounts')
  @ApiOperation({ summary: 'Find business accounts by email, contact or company name, with their claims (the read is logged)' })
  @ApiOkResponse({ type: [ModeratedBusinessAccount] })
  businessAccounts(@CurrentConsumer() p: ConsumerPrincipal, @Query() q: UserSearchQuery) {
    return this.businesses.search(p.user, q.search ?? '');
  }

  @Post('business-accounts/:id/suspend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Suspend a business account: its sessions end at once, sign-in is refused' })
  @ApiOkResponse({ type: StatementOfReasons })
  suspendBusiness(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Business account')) id: string, @Body() dto: DecisionDto) {
    return this.businesses.suspend(p.user, id, dto.facts, true);
  }

  @Post('business-accounts/:id/restore')
  @HttpCode(200)
  @ApiOperation({ summary: "Lift a business account's suspension" })
  @ApiOkResponse({ type: StatementOfReasons })
  restoreBusiness(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Business account')) id: string, @Body() dto: DecisionDto) {
    return this.businesses.suspend(p.user, id, dto.facts, false);
  }

  @Post('claims/:id/revoke')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke a verified ownership: the account stops acting for the company at once and cannot claim it again' })
  @ApiOkResponse({ type: StatementOfReasons })
  revokeClaim(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Claim')) id: string, @Body() dto: DecisionDto) {
    return this.businesses.revokeClaim(p.user, id, dto.facts);
  }

  @Get('plan-requests')
  @ApiOperation({ summary: 'Business accounts waiting for a larger plan, the longest waiting first' })
  @ApiOkResponse({ type: PlanRequestPage })
  planRequests(@CurrentConsumer() p: ConsumerPrincipal, @Query() q: QueueQuery) {
    return this.businesses.planRequests(p.user, q.offset ?? 0, q.limit ?? 20);
  }

  @Post('plan-requests/:accountId/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Grant the plan the account asked for' })
  @ApiOkResponse({ type: StatementOfReasons })
  approvePlan(@CurrentConsumer() p: ConsumerPrincipal, @Param('accountId', new ParseIdPipe('Business account')) id: string, @Body() dto: DecisionDto) {
    return this.businesses.decidePlan(p.user, id, true, dto.facts);
  }

  @Post('plan-requests/:accountId/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Refuse the plan the account asked for; it keeps its plan' })
  @ApiOkResponse({ type: StatementOfReasons })
  rejectPlan(@CurrentConsumer() p: ConsumerPrincipal, @Param('accountId', new ParseIdPipe('Business account')) id: string, @Body() dto: DecisionDto) {
    return this.businesses.decidePlan(p.user, id, false, dto.facts);
  }

  @Get('users')
  @ApiOperation({ summary: 'Find users by name or email' })
  @ApiOkResponse({ type: [ModeratedUser] })
  users(@CurrentConsumer() p: ConsumerPrincipal, @Query() q: UserSearchQuery) {
    return this.moderation.findUsers(p.user, q.search);
  }

  @Post('users/:id/suspend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Suspend a user: sessions end at once, sign-in is refused' })
  @ApiOkResponse({ type: StatementOfReasons })
  suspend(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('User')) id: string, @Body() dto: DecisionDto) {
    return this.moderation.suspend(p.user, id, dto.facts, true);
  }

  @Post('users/:id/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Lift a suspension' })
  @ApiOkResponse({ type: StatementOfReasons })
  unsuspend(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('User')) id: string, @Body() dto: DecisionDto) {
    return this.moderation.suspend(p.user, id, dto.facts, false);
  }

  @Put('users/:id/role')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: "Change a user's role (admins only)" })
  @ApiOkResponse({ type: StatementOfReasons })
  role(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('User')) id: string, @Body() dto: RoleDto) {
    return this.moderation.setRole(p.user, id, dto.role, dto.facts);
  }

  @Get('contact-messages')
  @ApiOperation({ summary: 'Messages sent through the contact form, newest first (the sender’s address is left out)' })
  @ApiOkResponse({ type: [ContactMessageResponse] })
  contactMessages(@CurrentConsumer() p: ConsumerPrincipal, @Query() q: QueueQuery) {
    return this.moderation.contactMessages(p.user, q.offset ?? 0, q.limit ?? 20);
  }

  @Get('audit')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'The audit log, newest first, a keyset page at a time (admins only); format=csv or jsonl exports every matching statement of reasons' })
  @ApiOkResponse({ type: AuditPage })
  async auditLog(@Query() q: AuditQuery) {
    const filter = auditFilter(q);
    if (q.format === 'csv' || q.format === 'jsonl') {
      const csv = q.format === 'csv';
      return new StreamableFile(Readable.from(this.audit.exportLines(filter, q.format, q.limit)), {
        type: csv ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
        disposition: `attachment; filename="audit-log.${q.format}"`,
      });
    }
    return this.audit.page(filter, q.limit ?? 50);
  }
}
