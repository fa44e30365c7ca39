// Moderators' decisions about company ownership: the pending claims, approving or rejecting one, and
// revoking a verified ownership. Every decision is an audit entry with its statement of reasons.
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../../common/database/sql.js';
import { SecurityEventLog } from '../../../common/security-events/security-events.js';
import { AuditLog } from '../../audit/index.js';
import type { User } from '../../auth/index.js';
import { OwnershipService } from '../../business/index.js';
import type { ClaimPage } from '../dto/admin-responses.dto.js';
import type { StatementOfReasons } from '../dto/moderation.dto.js';
import { statementOf } from '../statement.js';

@Injectable()
export class ClaimDecisionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly ownership: OwnershipService,
    private readonly audit: AuditLog,
    private readonly events: SecurityEventLog,
  ) {}

  /** Claims waiting for a moderator, the oldest first, a page at a time. */
  async pending(moderator: User, offset: number, limit: number): Promise<ClaimPage> {
    const [rows, total] = await Promise.all([this.ownership.pendingClaims(offset, limit), this.ownership.countPendingClaims()]);
    this.events.record({ event: 'personal_data.read', realm: 'admin', actorId: moderator.id, reason: 'pending claims', claimIds: rows.map((r) => r.id) });
    return { total, items: rows.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })) };
  }

  /** Approves (the company gets its verified owner) or rejects a pending claim. */
  async decide(moderator: User, claimId: string, approve: boolean, facts: string): Promise<StatementOfReasons> {
    try {
      return await this.db.transaction(async (manager) => {
        const claim = await this.ownership.lockClaim(manager, claimId);
        if (!claim) throw new NotFoundException('Claim not found.');
        if (claim.status !== 'pending') throw new ConflictException('This claim has been decided already.');
        if (approve && claim.accountSuspended) throw new ConflictException('This business account is suspended: restore it before approving its claim, or reject the claim.');
        const entry = await this.audit.appendReturning(manager, {
          actorId: moderator.id,
          action: approve ? 'approve_claim' : 'reject_claim',
          targetType: 'claim',
          targetId: claimId,
          decisionFacts: facts,
          sourceType: 'SOURCE_TYPE_OTHER_NOTIFICATION',
          automatedDetection: false,
          automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
          details: { companyId: claim.companyId },
        });
        await this.ownership.decide(manager, claimId, approve, moderator.id, facts);
        return statementOf(entry);
      });
    } catch (e) {
      if (isUniqueViolation(e, 'company_claims_one_verified_owner')) throw new ConflictException('This company has a verified owner already. Reject this claim instead.');
      throw e;
    }
  }

  /**
   * Takes a verified ownership away: the account stops acting for the company at once (its open
   * invitations for it close) and cannot claim it again; for REVOCATION_HOLD_DAYS no claim of the
   * company verifies by email (business's claims.service.ts).
   */
  async revoke(moderator: User, claimId: string, facts: string): Promise<StatementOfReasons> {
    return this.db.transaction(async (manager) => {
      const claim = await this.ownership.lockClaim(manager, claimId);
      if (!claim) throw new NotFoundException('Claim not found.');
      if (claim.status !== 'verified') throw new ConflictException('Only a verified ownership can be revoked.');
      const entry = await this.audit.appendReturning(manager, {
        actorId: moderator.id,
        action: 'revoke_claim',
        targetType: 'claim',
        targetId: claimId,
        decisionFacts: facts,
        sourceType: 'SOURCE_VOLUNTARY',
        automatedDetection: false,
        automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
        details: { companyId: claim.companyId, accountId: claim.accountId, verifiedBy: claim.verification },
      });
      await this.ownership.revoke(manager, { id: claimId, accountId: claim.accountId, companyId: claim.companyId }, moderator.id, facts);
      return statementOf(entry);
    });
  }
}
