// company_claims as moderators see and decide them: the ownership check of a business's report, the
// pending list, approval or rejection, and revocation (business owns the table; moderation calls
// these through OwnershipService inside its decision's transaction). ClaimsRepository has the
// business realm's own side.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';

export interface PendingClaim {
  id: string;
  createdAt: Date;
  companyId: string;
  companyName: string;
  companyWebsite: string | null;
  accountEmail: string;
  contactName: string;
  accountCompanyName: string;
  emailVerified: boolean;
  ownedAlready: boolean;
}

/** What a moderator's decision checks of the claim it locked. */
export interface LockedClaim {
  status: string;
  companyId: string;
  accountId: string;
  verification: string | null;
  accountSuspended: boolean;
}

export interface ClaimDecision {
  status: 'verified' | 'rejected';
  verification: 'moderator' | null;
  decidedBy: string;
  reason: string;
}

@Injectable()
export class ClaimDecisionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Whether the account is the company's verified owner. */
  async isVerifiedOwner(accountId: string, companyId: string): Promise<boolean> {
    const row = await queryOne(this.db, `SELECT 1 FROM company_claims WHERE company_id = $1 AND account_id = $2 AND status = 'verified'`, [companyId, accountId]);
    return row !== undefined;
  }

  /** Claims waiting for a moderator, oldest first, a page at a time, with the company and the business account. */
  findPendingPage(offset: number, limit: number): Promise<PendingClaim[]> {
    return queryRows<PendingClaim>(
      this.db,
      `SELECT k.id, k.created_at AS "createdAt", c.id AS "companyId", c.name AS "companyName", c.website AS "companyWebsite",
              a.email AS "accountEmail", a.contact_name AS "contactName", a.company_name AS "accountCompanyName",
              a.email_verified_at IS NOT NULL AS "emailVerified",
              EXISTS (SELECT 1 FROM company_claims o WHERE o.company_id = c.id AND o.status = 'verified') AS "ownedAlready"
         FROM company_claims k JOIN companies c ON c.id = k.company_id JOIN business_accounts a ON a.id = k.account_id
        WHERE k.status = 'pending' ORDER BY k.created_at, k.id OFFSET $1 LIMIT $2`,
      [offset, limit],
    );
  }

  async countPending(): Promise<number> {
    return (await queryOne<{ n: number }>(this.db, `SELECT count(*)::int AS n FROM company_claims WHERE status = 'pending'`))!.n;
  }

  /** Locks the claim row for the rest of the caller's transaction. */
  lockForDecision(manager: EntityManager, id: string): Promise<LockedClaim | undefined> {
    return queryOne<LockedClaim>(
      manager,
      `SELECT k.status, k.company_id AS "companyId", k.account_id AS "accountId", k.verification, a.suspended_at IS NOT NULL AS "accountSuspended"
         FROM company_claims k JOIN business_accounts a ON a.id = k.account_id WHERE k.id = $1 FOR UPDATE OF k`,
      [id],
    );
  }

  /** Takes a verified owner's ownership away: the account can no longer act for the company, nor claim it again. */
  async revoke(manager: EntityManager, id: string, decidedBy: string, reason: string): Promise<void> {
    await manager.query(
      `UPDATE company_claims SET status = 'revoked', verification = NULL, dns_token = NULL, decided_at = now(), decided_by = $2, decision_reason = $3, updated_at = now() WHERE id = $1`,
      [id, decidedBy, reason],
    );
  }

  /** A second verified owner of one company is a unique violation (company_claims_one_verified_owner) the caller answers. */
  async recordDecision(manager: EntityManager, id: string, d: ClaimDecision): Promise<void> {
    await manager.query(
      `UPDATE company_claims SET status = $2, verification = $3, dns_token = NULL, decided_at = now(), decided_by = $4, decision_reason = $5, updated_at = now() WHERE id = $1`,
      [id, d.status, d.verification, d.decidedBy, d.reason],
    );
  }
}
