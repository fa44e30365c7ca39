// company_claims as the business realm reads and writes it: an account's claims, filing one, and
// the verifications the platform makes by itself (email domain, DNS record).
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { queryOne, queryRows, type Querier } from '../../common/database/sql.js';
import type { Plan } from './plans.js';
import type { ClaimStatus, ClaimVerification } from './dto/business.dto.js';

export interface ClaimRow {
  id: string;
  companyId: string;
  accountId: string;
  status: ClaimStatus;
  verification: ClaimVerification | null;
  decisionReason: string | null;
  dnsToken: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

/** A pending claim with what email-domain verification reads. */
export interface PendingClaimWithDomain {
  claimId: string;
  companyId: string;
  name: string;
  websiteDomain: string | null;
  email: string;
  verified: boolean;
}

/** The columns of company_claims as ClaimRow names them. */
const COLUMNS = `id, company_id AS "companyId", account_id AS "accountId", status, verification, decision_reason AS "decisionReason",
  dns_token AS "dnsToken", created_at AS "createdAt", decided_at AS "decidedAt"`;

/** A fresh value for the DNS record of a pending claim: one per claim, so one account's record never proves another's. */
export const newDnsToken = (): string => randomBytes(16).toString('hex');

@Injectable()
export class ClaimsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The account's claims, newest first. */
  findForAccount(accountId: string): Promise<ClaimRow[]> {
    return queryRows<ClaimRow>(this.db, `SELECT ${COLUMNS} FROM company_claims WHERE account_id = $1 ORDER BY created_at DESC, id DESC`, [accountId]);
  }

  findOwn(accountId: string, claimId: string): Promise<ClaimRow | undefined> {
    return queryOne<ClaimRow>(this.db, `SELECT ${COLUMNS} FROM company_claims WHERE id = $1 AND account_id = $2`, [claimId, accountId]);
  }

  findOwnForUpdate(manager: Querier, accountId: string, claimId: string): Promise<ClaimRow | undefined> {
    return queryOne<ClaimRow>(manager, `SELECT ${COLUMNS} FROM company_claims WHERE id = $1 AND account_id = $2 FOR UPDATE`, [claimId, accountId]);
  }

  findForUpdate(manager: Querier, accountId: string, companyId: string): Promise<ClaimRow | undefined> {
    return queryOne<ClaimRow>(manager, `SELECT ${COLUMNS} FROM company_claims WHERE account_id = $1 AND company_id = $2 FOR UPDATE`, [accountId, companyId]);
  }

  /** Serialises an account's claims (the cap on open claims counts one after another). */
  async lockAccount(manager: Querier, accountId: string): Promise<void> {
    await manager.query(`SELECT id FROM business_accounts WHERE id = $1 FOR NO KEY UPDATE`, [accountId]);
  }

  async countPending(manager: Querier, accountId: string): Promise<number> {
    return (await queryOne<{ n: number }>(manager, `SELECT count(*)::int AS n FROM company_claims WHERE account_id = $1 AND status = 'pending'`, [accountId]))!.n;
  }

  async hasOtherVerifiedOwner(manager: Querier, accountId: string, companyId: string): Promise<boolean> {
    const row = await queryOne(manager, `SELECT 1 FROM company_claims WHERE company_id = $1 AND status = 'verified' AND account_id <> $2`, [companyId, accountId]);
    return row !== undefined;
  }

  /** Files the claim anew (first time, or again after a rejection): verified at once, or pending with a DNS token. */
  file(manager: Querier, accountId: string, companyId: string, verification: 'email_domain' | null, again: boolean): Promise<ClaimRow> {
    const params = [accountId, companyId, verification ? 'verified' : 'pending', verification, verification ? null : newDnsToken()];
    const decided = verification ? 'now()' : 'NULL';
    return queryOne<ClaimRow>(
      manager,
      again
        ? `UPDATE company_claims SET status = $3, verification = $4, dns_token = $5, decided_at = ${decided}, decided_by = NULL, decision_reason = NULL,
                  created_at = now(), updated_at = now()
            WHERE account_id = $1 AND company_id = $2 RETURNING ${COLUMNS}`
        : `INSERT INTO company_claims (account_id, company_id, status, verification, dns_token, decided_at)
           VALUES ($1, $2, $3, $4, $5, ${decided}) RETURNING ${COLUMNS}`,
      params,
    ) as Promise<ClaimRow>;
  }

  /** Marks a pending claim verified by the platform itself; a unique violation means another owner won the race. */
  markVerified(manager: Querier, claimId: string, verification: 'email_domain' | 'dns_txt'): Promise<ClaimRow | undefined> {
    return queryOne<ClaimRow>(
      manager,
      `UPDATE company_claims SET status = 'verified', verification = $2, decided_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
      [claimId, verification],
    );
  }

  /** Whether a moderator revoked an ownership of the company in the last `days` days. */
  async revokedWithin(manager: Querier, companyId: string, days: number): Promise<boolean> {
    const row = await queryOne(
      manager,
      `SELECT 1 FROM company_claims WHERE company_id = $1 AND status = 'revoked' AND decided_at > now() - make_interval(days => $2) LIMIT 1`,
      [companyId, days],
    );
    return row !== undefined;
  }

  /** The company's website domain, its row locked against a moderator's edit until the caller's transaction ends. */
  async lockCompanyDomain(manager: Querier, companyId: string): Promise<string | null> {
    const row = await queryOne<{ websiteDomain: string | null }>(manager, `SELECT website_domain AS "websiteDomain" FROM companies WHERE id = $1 FOR NO KEY UPDATE`, [companyId]);
    return row?.websiteDomain ?? null;
  }

  /** The account's pending claims with what email-domain verification reads; none for a suspended account. */
  findPendingWithDomains(accountId: string): Promise<PendingClaimWithDomain[]> {
    return queryRows<PendingClaimWithDomain>(
      this.db,
      `SELECT k.id AS "claimId", c.id AS "companyId", c.name, c.website_domain AS "websiteDomain", a.email, a.email_verified_at IS NOT NULL AS verified
         FROM company_claims k JOIN companies c ON c.id = k.company_id JOIN business_accounts a ON a.id = k.account_id
        WHERE k.account_id = $1 AND k.status = 'pending' AND a.suspended_at IS NULL`,
      [accountId],
    );
  }

  /** The plan of the company's verified owner; null when it has none. */
  async verifiedOwnerPlan(companyId: string): Promise<Plan | null> {
    const row = await queryOne<{ plan: Plan }>(
      this.db,
      `SELECT a.plan FROM company_claims k JOIN business_accounts a ON a.id = k.account_id WHERE k.company_id = $1 AND k.status = 'verified'`,
      [companyId],
    );
    return row?.plan ?? null;
  }

  /** The claim status of the account on the company; undefined when the company does not exist. */
  ownership(manager: Querier, accountId: string, companyId: string): Promise<{ status: ClaimStatus | null } | undefined> {
    return queryOne<{ status: ClaimStatus | null }>(
      manager,
      `SELECT k.status FROM companies c LEFT JOIN company_claims k ON k.company_id = c.id AND k.account_id = $2 WHERE c.id = $1`,
      [companyId, accountId],
    );
  }
}
