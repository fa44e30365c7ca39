import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { InvitationsService } from '../invitations/index.js';
import { ClaimDecisionsRepository, type LockedClaim, type PendingClaim } from './claim-decisions.repository.js';

/**
 * Company ownership as moderators decide it: the claims waiting for them, approving or rejecting
 * one, revoking a verified ownership (in the caller's transaction, the claim locked first with
 * lockClaim), and whether an account owns a company (a business's report).
 */
@Injectable()
export class OwnershipService {
  constructor(
    private readonly claims: ClaimDecisionsRepository,
    private readonly invitations: InvitationsService,
  ) {}

  /** Whether the account is the company's verified owner. */
  isVerifiedOwner(accountId: string, companyId: string): Promise<boolean> {
    return this.claims.isVerifiedOwner(accountId, companyId);
  }

  /** Claims waiting for a moderator, oldest first, a page at a time, with the company and the business account. */
  pendingClaims(offset: number, limit: number): Promise<PendingClaim[]> {
    return this.claims.findPendingPage(offset, limit);
  }

  countPendingClaims(): Promise<number> {
    return this.claims.countPending();
  }

  /** Locks the claim row for the rest of the caller's transaction; answers what a decision checks. */
  lockClaim(manager: EntityManager, claimId: string): Promise<LockedClaim | undefined> {
    return this.claims.lockForDecision(manager, claimId);
  }

  /**
   * A moderator approves the pending claim (the company gets its verified owner) or rejects it. A
   * second verified owner of one company is a unique violation (company_claims_one_verified_owner)
   * the caller answers.
   */
  decide(manager: EntityManager, claimId: string, approve: boolean, moderatorId: string, facts: string): Promise<void> {
    return this.claims.recordDecision(manager, claimId, {
      status: approve ? 'verified' : 'rejected',
      verification: approve ? 'moderator' : null,
      decidedBy: moderatorId,
      reason: facts,
    });
  }

  /**
   * Takes a verified ownership away: the account can no longer act for the company (its open
   * invitations for it close at once), nor claim it again.
   */
  async revoke(manager: EntityManager, claim: { id: string; accountId: string; companyId: string }, moderatorId: string, facts: string): Promise<void> {
    await this.claims.revoke(manager, claim.id, moderatorId, facts);
    await this.invitations.closeOpenForAccount(manager, claim.accountId, claim.companyId);
  }
}
