// What moderators do about businesses: find accounts, suspend them, revoke a verified ownership,
// and decide requests for larger plans. Every decision is an audit entry with its statement of reasons.
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SecurityEventLog } from '../../common/security-events/security-events.js';
import { AuditLogRepository } from '../audit/audit-log.repository.js';
import type { User } from '../auth/user.entity.js';
import type { ClaimPage, ModeratedBusinessAccount, PlanRequestPage } from './dto/admin-responses.dto.js';
import type { StatementOfReasons } from './dto/moderation.dto.js';
import { ModeratedBusinessRepository, type FoundBusinessAccount } from './moderated-business.repository.js';
import { ModeratedClaimsRepository } from './moderated-claims.repository.js';
import { DECISION_GROUNDS } from './dsa.js';
import { statementOf } from './moderation.service.js';

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
    private readonly accounts: ModeratedBusinessRepository,
    private readonly claims: ModeratedClaimsRepository,
    private readonly audit: AuditLogRepository,
    private readonly events: SecurityEventLog,
  ) {}

  /** Business accounts by email, contact or company name (personal data: the read is logged). */
  async search(moderator: User, text: string): Promise<ModeratedBusinessAccount[]> {
    const rows = await this.accounts.search(text);
    this.events.record({ event: 'personal_data.read', realm: 'admin', actorId: moderator.id, reason: 'business account search', accountIds: rows.map((r) => r.id) });
    return rows.map(toResponse);
  }

  /** Claims waiting for a moderator, the oldest first, a page at a time. */
  async pendingClaims(moderator: User, offset: number, limit: number): Promise<ClaimPage> {
    const [rows, total] = await Promise.all([this.claims.findPendingPage(offset, limit), this.claims.countPending()]);
    this.events.record({ event: 'personal_data.read', realm: 'admin', actorId: moderator.id, reason: 'pending claims', claimIds: rows.map((r) => r.id) });
    return { total, items: rows.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })) };
  }

  /**
   * Suspends a business account (its sessions end at once, sign-in is refused, its open invitations
   * stop working, its pending claims no longer verify) or lifts the suspension.
   */
  async suspend(moderator: User, accountId: string, facts: string, suspend: boolean): Promise<StatementOfReasons> {
    const statement = await this.db.transaction(async (manager) => {
      const target = await this.accounts.lockForModeration(manager, accountId);
      if (!target) throw new NotFoundException('Business account not found.');
      if (suspend && target.suspended_at) throw new ConflictException('This business account is suspended already.');
      if (!suspend && !target.suspended_at) throw new ConflictException('This business account is not suspended.');
      const id = await this.audit.append(manager, {
        actorId: moderator.id,
        action: suspend ? 'suspend_business' : 'restore_business',
        targetType: 'business_account',
        targetId: accountId,
        decisionGround: suspend ? DECISION_GROUNDS.incompatible : null,
        category: suspend ? 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE' : null,
        decisionFacts: facts,
        sourceType: 'SOURCE_VOLUNTARY',
      });
      await this.accounts.setSuspended(manager, accountId, suspend);
      if (suspend) await this.accounts.closeOpenInvitations(manager, accountId);
      return statementOf((await this.audit.findById(id, manager))!);
    });
    if (suspend) this.events.record({ event: 'session.ended', realm: 'business', accountId, actorId: moderator.id, reason: 'account suspended' });
    return statement;
  }

  /**
   * Takes a verified ownership away: the account stops acting for the company at once (its open
   * invitations for it close) and cannot claim it again; for REVOCATION_HOLD_DAYS no claim of the
   * company verifies by email (claims.service.ts).
   */
  async revokeClaim(moderator: User, claimId: string, facts: string): Promise<StatementOfReasons> {
    return this.db.transaction(async (manager) => {
      const claim = await this.claims.lockForDecision(manager, claimId);
      if (!claim) throw new NotFoundException('Claim not found.');
      if (claim.status !== 'verified') throw new ConflictException('Only a verified ownership can be revoked.');
      const id = await this.audit.append(manager, {
        actorId: moderator.id,
        action: 'revoke_claim',
        targetType: 'claim',
        targetId: claimId,
        decisionFacts: facts,
        sourceType: 'SOURCE_VOLUNTARY',
        details: { companyId: claim.company_id, accountId: claim.account_id, verifiedBy: claim.verification },
      });
      await this.claims.revoke(manager, claimId, moderator.id, facts);
      await this.accounts.closeOpenInvitations(manager, claim.account_id, claim.company_id);
      return statementOf((await this.audit.findById(id, manager))!);
    });
  }

  async planRequests(moderator: User, offset: number, limit: number): Promise<PlanRequestPage> {
    const [rows, total] = await Promise.all([this.accounts.planRequests(offset, limit), this.accounts.countPlanRequests()]);
    this.events.record({ event: 'personal_data.read', realm: 'admin', actorId: moderator.id, reason: 'plan requests', accountIds: rows.map((r) => r.accountId) });
    return { total, items: rows.map((r) => ({ ...r, requestedAt: r.requestedAt.toISOString(), createdAt: r.createdAt.toISOString() })) };
  }

  /** Grants the plan an account asked for, or refuses it; either way the request closes. */
  async decidePlan(moderator: User, accountId: string, approve: boolean, facts: string): Promise<StatementOfReasons> {
    const { statement, from, to } = await this.db.transaction(async (manager) => {
      const account = await this.accounts.lockForModeration(manager, accountId);
      if (!account) throw new NotFoundException('Business account not found.');
      if (!account.requested_plan) throw new ConflictException('This account has no plan request waiting.');
      const id = await this.audit.append(manager, {
        actorId: moderator.id,
        action: approve ? 'approve_plan' : 'reject_plan',
        targetType: 'business_account',
        targetId: accountId,
        decisionFacts: facts,
        sourceType: 'SOURCE_TYPE_OTHER_NOTIFICATION',
        details: { from: account.plan, requested: account.requested_plan },
      });
      await this.accounts.closePlanRequest(manager, accountId, approve ? account.requested_plan : null);
      return { statement: statementOf((await this.audit.findById(id, manager))!), from: account.plan, to: approve ? account.requested_plan : account.plan };
    });
    this.events.record({ event: 'plan.decided', realm: 'business', accountId, actorId: moderator.id, from, to, approved: approve });
    return statement;
  }
}
