// What moderators do about business accounts: find them, suspend them or lift a suspension, and
// decide requests for larger plans. Every decision is an audit entry with its statement of reasons.
// (Ownership decisions, approving, rejecting and revoking claims, are in claims/.)
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SecurityEventLog } from '../../../common/security-events/security-events.js';
import { AuditLog } from '../../audit/index.js';
import type { User } from '../../auth/index.js';
import { BusinessAccountsService, type FoundBusinessAccount, PlansService } from '../../business/index.js';
import type { ModeratedBusinessAccount, PlanRequestPage } from '../dto/admin-responses.dto.js';
import type { StatementOfReasons } from '../dto/moderation.dto.js';
import { DECISION_GROUNDS } from '../dsa.js';
import { statementOf } from '../statement.js';

const toResponse = (a: FoundBusinessAccount): ModeratedBusinessAccount => ({
  ...a,
  suspendedAt: a.suspendedAt?.toISOString() ?? null,
  createdAt: a.createdAt.toISOString(),
  claims: a.claims.map((k) => ({ ...k, createdAt: new Date(k.createdAt).toISOString(), decidedAt: k.decidedAt ? new Date(k.decidedAt).toISOString() : null })),
});

@Injectable()
export class BusinessModerationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: BusinessAccountsService,
    private readonly plans: PlansService,
    private readonly audit: AuditLog,
    private readonly events: SecurityEventLog,
  ) {}

  /** Business accounts by email, contact or company name (personal data: the read is logged). */
  async search(moderator: User, text: string): Promise<ModeratedBusinessAccount[]> {
    const rows = await this.accounts.search(text);
    this.events.record({ event: 'personal_data.read', realm: 'admin', actorId: moderator.id, reason: 'business account search', accountIds: rows.map((r) => r.id) });
    return rows.map(toResponse);
  }

  /**
   * Suspends a business account (its sessions end at once, sign-in is refused, its open invitations
   * stop working, its pending claims no longer verify) or lifts the suspension.
   */
  async suspend(moderator: User, accountId: string, facts: string, suspend: boolean): Promise<StatementOfReasons> {
    const statement = await this.db.transaction(async (manager) => {
      const target = await this.accounts.lockForModeration(manager, accountId);
      if (!target) throw new NotFoundException('Business account not found.');
      if (suspend && target.suspendedAt) throw new ConflictException('This business account is suspended already.');
      if (!suspend && !target.suspendedAt) throw new ConflictException('This business account is not suspended.');
      const entry = await this.audit.appendReturning(manager, {
        actorId: moderator.id,
        action: suspend ? 'suspend_business' : 'restore_business',
        targetType: 'business_account',
        targetId: accountId,
        decisionGround: suspend ? DECISION_GROUNDS.incompatible : null,
        category: suspend ? 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE' : null,
        decisionFacts: facts,
        sourceType: 'SOURCE_VOLUNTARY',
        automatedDetection: false,
        automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
      });
      // Suspended: its sessions end and its open invitations close with it.
      if (suspend) await this.accounts.suspend(manager, accountId);
      else await this.accounts.restore(manager, accountId);
      return statementOf(entry);
    });
    if (suspend) this.events.record({ event: 'session.ended', realm: 'business', accountId, actorId: moderator.id, reason: 'account suspended' });
    return statement;
  }

  async planRequests(moderator: User, offset: number, limit: number): Promise<PlanRequestPage> {
    const [rows, total] = await Promise.all([this.plans.requests(offset, limit), this.plans.countRequests()]);
    this.events.record({ event: 'personal_data.read', realm: 'admin', actorId: moderator.id, reason: 'plan requests', accountIds: rows.map((r) => r.accountId) });
    return { total, items: rows.map((r) => ({ ...r, requestedAt: r.requestedAt.toISOString(), createdAt: r.createdAt.toISOString() })) };
  }

  /** Grants the plan an account asked for, or refuses it; either way the request closes. */
  async decidePlan(moderator: User, accountId: string, approve: boolean, facts: string): Promise<StatementOfReasons> {
    const { statement, from, to } = await this.db.transaction(async (manager) => {
      const account = await this.accounts.lockForModeration(manager, accountId);
      if (!account) throw new NotFoundException('Business account not found.');
      if (!account.requestedPlan) throw new ConflictException('This account has no plan request waiting.');
      const entry = await this.audit.appendReturning(manager, {
        actorId: moderator.id,
        action: approve ? 'approve_plan' : 'reject_plan',
        targetType: 'business_account',
        targetId: accountId,
        decisionFacts: facts,
        sourceType: 'SOURCE_TYPE_OTHER_NOTIFICATION',
        automatedDetection: false,
        automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
        details: { from: account.plan, requested: account.requestedPlan },
      });
      await this.plans.closeRequest(manager, accountId, approve ? account.requestedPlan : null);
      return { statement: statementOf(entry), from: account.plan, to: approve ? account.requestedPlan : account.plan };
    });
    this.events.record({ event: 'plan.decided', realm: 'business', accountId, actorId: moderator.id, from, to, approved: approve });
    return statement;
  }
}
