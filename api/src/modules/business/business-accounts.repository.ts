import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryOne, type Querier } from '../../common/database/sql.js';
import type { Plan } from './plans.js';

/** A company's account in the business realm (not a user, with its own sessions and tokens), as ACCOUNT_COLUMNS reads it. */
export interface BusinessAccount {
  id: string;
  email: string;
  contactName: string;
  companyName: string;
  website: string;
  passwordHash: string;
  plan: Plan;
  emailVerifiedAt: Date | null;
  passwordChangedAt: Date | null;
  /** Set by a moderator: the account's sessions ended and sign-in is refused until lifted. */
  suspendedAt: Date | null;
  /** A larger plan the account asked for, waiting for a moderator (outside demo mode). */
  requestedPlan: Plan | null;
  planRequestedAt: Date | null;
  /** Whether the account is mailed about each new 1–2★ review of a company it owns (on unless turned off). */
  lowRatingAlerts: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewBusinessAccount {
  email: string;
  contactName: string;
  companyName: string;
  website: string;
  passwordHash: string;
  emailVerifiedAt?: Date | null;
}

/** An account's plan and the larger one it asked for, if any. */
export interface PlanState {
  plan: Plan;
  requestedPlan: Plan | null;
  requestedAt: Date | null;
}

/** The columns of business_accounts as the BusinessAccount type names them, in its order. */
const ACCOUNT_COLUMNS = `id, email, contact_name AS "contactName", company_name AS "companyName", website, password_hash AS "passwordHash", plan,
  email_verified_at AS "emailVerifiedAt", password_changed_at AS "passwordChangedAt", suspended_at AS "suspendedAt",
  requested_plan AS "requestedPlan", plan_requested_at AS "planRequestedAt", low_rating_alerts AS "lowRatingAlerts",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

async function findAccountById(db: Querier, id: string): Promise<BusinessAccount | null> {
  return (await queryOne<BusinessAccount>(db, `SELECT ${ACCOUNT_COLUMNS} FROM business_accounts WHERE id = $1`, [id])) ?? null;
}

@Injectable()
export class BusinessAccountsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async delete(manager: Querier, id: string): Promise<void> {
    await manager.query(`DELETE FROM business_accounts WHERE id = $1`, [id]);
  }

  findById(id: string): Promise<BusinessAccount | null> {
    return findAccountById(this.db, id);
  }

  async findByEmail(email: string): Promise<BusinessAccount | null> {
    return (await queryOne<BusinessAccount>(this.db, `SELECT ${ACCOUNT_COLUMNS} FROM business_accounts WHERE lower(email) = lower($1)`, [email])) ?? null;
  }

  async insert(manager: Querier, data: NewBusinessAccount): Promise<BusinessAccount> {
    return (await queryOne<BusinessAccount>(
      manager,
      `INSERT INTO business_accounts (email, contact_name, company_name, website, password_hash, plan, email_verified_at)
       VALUES ($1, $2, $3, $4, $5, 'free', $6) RETURNING ${ACCOUNT_COLUMNS}`,
      [data.email, data.contactName, data.companyName, data.website, data.passwordHash, data.emailVerifiedAt ?? null],
    ))!;
  }

  async setPasswordHash(manager: Querier, id: string, passwordHash: string): Promise<void> {
    await manager.query(`UPDATE business_accounts SET password_hash = $2, password_changed_at = $3, updated_at = now() WHERE id = $1`, [id, passwordHash, new Date()]);
  }

/** The account's plan and the larger one it asked for, if any. */
  async planState(id: string): Promise<PlanState> {
    return (await queryOne<PlanState>(
      this.db,
      `SELECT plan, requested_plan AS "requestedPlan", plan_requested_at AS "requestedAt" FROM business_accounts WHERE id = $1`,
      [id],
    ))!;
  }

  /** Asks a moderator for a larger plan; asking again for the same one keeps its place in the queue. */
  async requestPlan(id: string, plan: Plan): Promise<void> {
    await this.db.query(
      `UPDATE business_accounts SET requested_plan = $2, plan_requested_at = CASE WHEN requested_plan = $2 THEN plan_requested_at ELSE now() END, updated_at = now()
        WHERE id = $1`,
      [id, plan],
    );
  }

  /** The account's plan. */
  async plan(id: string): Promise<Plan> {
    return (await queryOne<{ plan: Plan }>(this.db, `SELECT plan FROM business_accounts WHERE id = $1`, [id]))!.plan;
  }

  /** The account's plan, its row locked until the caller's transaction ends: invitations count against the plan's quota one batch after another. */
  async lockPlan(manager: Querier, id: string): Promise<Plan> {
    return (await queryOne<{ plan: Plan }>(manager, `SELECT plan FROM business_accounts WHERE id = $1 FOR NO KEY UPDATE`, [id]))!.plan;
  }

  /** Sets the plan at once, dropping any request. */
  async setPlan(id: string, plan: Plan): Promise<void> {
    await this.db.query(`UPDATE business_accounts SET plan = $2, requested_plan = NULL, plan_requested_at = NULL, updated_at = now() WHERE id = $1`, [id, plan]);
  }

  /** Turns the mailed alerts about new 1–2★ reviews on or off; answers the account as it is now. */
  async setLowRatingAlerts(id: string, enabled: boolean): Promise<BusinessAccount | null> {
    await this.db.query(`UPDATE business_accounts SET low_rating_alerts = $2, updated_at = now() WHERE id = $1`, [id, enabled]);
    return this.findById(id);
  }

  async markEmailVerified(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE business_accounts SET email_verified_at = now(), updated_at = now() WHERE id = $1 AND email_verified_at IS NULL`, [id]);
  }
}
