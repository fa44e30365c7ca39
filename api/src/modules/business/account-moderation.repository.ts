// business_accounts as moderators see and change them: the staff search, suspensions and plan
// requests (business owns the table; moderation calls these through BusinessAccountsService and
// PlansService inside its decision's transaction). The account's sessions end through the realm's
// session store (BusinessSessions), its open invitations through the invitations module.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';
import type { Plan } from './plans.js';

export interface FoundBusinessAccount {
  id: string;
  email: string;
  contactName: string;
  companyName: string;
  website: string;
  plan: Plan;
  requestedPlan: Plan | null;
  emailVerified: boolean;
  suspendedAt: Date | null;
  createdAt: Date;
  claims: { id: string; companyId: string; companyName: string; status: string; verification: string | null; createdAt: string; decidedAt: string | null }[];
}

export interface PlanRequestRow {
  accountId: string;
  email: string;
  contactName: string;
  companyName: string;
  plan: Plan;
  requestedPlan: Plan;
  requestedAt: Date;
  createdAt: Date;
  emailVerified: boolean;
  verifiedCompanies: number;
}

const ACCOUNT_COLUMNS = `a.id, a.email, a.contact_name AS "contactName", a.company_name AS "companyName", a.website, a.plan,
  a.requested_plan AS "requestedPlan", a.email_verified_at IS NOT NULL AS "emailVerified", a.suspended_at AS "suspendedAt", a.created_at AS "createdAt",
  coalesce((SELECT json_agg(json_build_object('id', k.id, 'companyId', k.company_id, 'companyName', c.name, 'status', k.status,
              'verification', k.verification, 'createdAt', k.created_at, 'decidedAt', k.decided_at) ORDER BY k.created_at DESC)
            FROM company_claims k JOIN companies c ON c.id = k.company_id WHERE k.account_id = a.id), '[]'::json) AS claims`;

/** What a suspension or a plan decision checks of the account it locked. */
export interface LockedBusinessAccount {
  id: string;
  plan: Plan;
  requestedPlan: Plan | null;
  suspendedAt: Date | null;
}

@Injectable()
export class BusinessAccountModerationRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Up to 20 accounts, newest first, whose email, contact or company name contains the text, or that claim a company so named. */
  search(text: string): Promise<FoundBusinessAccount[]> {
    const needle = `%${text.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return queryRows<FoundBusinessAccount>(
      this.db,
      `SELECT ${ACCOUNT_COLUMNS} FROM business_accounts a
        WHERE lower(a.email) LIKE $1 OR lower(a.contact_name) LIKE $1 OR lower(a.company_name) LIKE $1
           OR EXISTS (SELECT 1 FROM company_claims k JOIN companies c ON c.id = k.company_id WHERE k.account_id = a.id AND c.name_lower LIKE $1)
        ORDER BY a.created_at DESC, a.id DESC LIMIT 20`,
      [needle],
    );
  }

  /** Locks the account row for the rest of the caller's transaction; answers what a suspension or plan decision checks. */
  lockForModeration(manager: EntityManager, id: string): Promise<LockedBusinessAccount | undefined> {
    return queryOne<LockedBusinessAccount>(
      manager,
      `SELECT id, plan, requested_plan AS "requestedPlan", suspended_at AS "suspendedAt" FROM business_accounts WHERE id = $1 FOR UPDATE`,
      [id],
    );
  }

  /** Suspends the account (sign-in is refused; the caller ends its sessions and invitations) or lifts the suspension. */
  async setSuspended(manager: EntityManager, id: string, suspended: boolean): Promise<void> {
    await manager.query(`UPDATE business_accounts SET suspended_at = ${suspended ? 'now()' : 'NULL'}, updated_at = now() WHERE id = $1`, [id]);
  }

  /** Plans waiting for a moderator, the longest waiting first. */
  planRequests(offset: number, limit: number): Promise<PlanRequestRow[]> {
    return queryRows<PlanRequestRow>(
      this.db,
      `SELECT a.id AS "accountId", a.email, a.contact_name AS "contactName", a.company_name AS "companyName", a.plan,
              a.requested_plan AS "requestedPlan", a.plan_requested_at AS "requestedAt", a.created_at AS "createdAt",
              a.email_verified_at IS NOT NULL AS "emailVerified",
              (SELECT count(*)::int FROM company_claims k WHERE k.account_id = a.id AND k.status = 'verified') AS "verifiedCompanies"
         FROM business_accounts a WHERE a.requested_plan IS NOT NULL
        ORDER BY a.plan_requested_at, a.id OFFSET $1 LIMIT $2`,
      [offset, limit],
    );
  }

  async countPlanRequests(): Promise<number> {
    return (await queryOne<{ n: number }>(this.db, `SELECT count(*)::int AS n FROM business_accounts WHERE requested_plan IS NOT NULL`))!.n;
  }

  /** Decides the account's request: the plan becomes the one asked for, or stays; the request closes. */
  async closePlanRequest(manager: EntityManager, id: string, grant: Plan | null): Promise<void> {
    await manager.query(
      `UPDATE business_accounts SET plan = coalesce($2, plan), requested_plan = NULL, plan_requested_at = NULL, updated_at = now() WHERE id = $1`,
      [id, grant],
    );
  }
}
