import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';
import type { ApiKeyPermission } from './permissions.js';

/** A key as its owner's dashboard lists it: never its hash. */
export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  permissions: ApiKeyPermission[];
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** A presented key as the Bearer guard finds it, with what decides whether it may still be used. */
export interface PresentedApiKey {
  id: string;
  accountId: string;
  companyId: string;
  permissions: ApiKeyPermission[];
  lastUsedAt: Date | null;
  revoked: boolean;
  /** The account is the company's verified owner now (as ClaimsService.requireOwner reads it). */
  owner: boolean;
  /** A moderator suspended the account (as the business session strategy reads it). */
  accountSuspended: boolean;
}

const LIST_COLUMNS = `id, name, prefix, permissions, created_at AS "createdAt", last_used_at AS "lastUsedAt"`;

@Injectable()
export class ApiKeysRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The key with this hash, with its account's standing: one indexed read per API call. The claim
   * and the suspension are read here rather than through the business module's calls, so a call
   * costs one round trip, not three; they are the same columns those calls read.
   */
  findByHash(hash: string): Promise<PresentedApiKey | undefined> {
    return queryOne<PresentedApiKey>(
      this.db,
      `SELECT k.id, k.account_id AS "accountId", k.company_id AS "companyId", k.permissions, k.last_used_at AS "lastUsedAt",
              k.revoked_at IS NOT NULL AS revoked, a.suspended_at IS NOT NULL AS "accountSuspended",
              EXISTS (SELECT 1 FROM company_claims c WHERE c.company_id = k.company_id AND c.account_id = k.account_id AND c.status = 'verified') AS owner
         FROM business_api_keys k JOIN business_accounts a ON a.id = k.account_id
        WHERE k.key_hash = $1`,
      [hash],
    );
  }

  /** Records a use at most once a minute per key, across instances: most calls write nothing. */
  async touch(id: string): Promise<void> {
    await this.db.query(
      `UPDATE business_api_keys SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
      [id],
    );
  }

  /** The account's active keys of the company, newest first. */
  listActive(accountId: string, companyId: string): Promise<ApiKeyRow[]> {
    return queryRows<ApiKeyRow>(
      this.db,
      `SELECT ${LIST_COLUMNS} FROM business_api_keys
        WHERE company_id = $1 AND account_id = $2 AND revoked_at IS NULL ORDER BY created_at DESC, id DESC`,
      [companyId, accountId],
    );
  }

  /**
   * Holds the company's keys until the caller's transaction ends, so concurrent creations count
   * against the cap one after another (an advisory lock: there may be no key row to lock yet).
   */
  async lockCompanyKeys(manager: EntityManager, companyId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('business_api_keys:' || $1::text, 0))`, [companyId]);
  }

  async countActive(manager: EntityManager, accountId: string, companyId: string): Promise<number> {
    const row = await queryOne<{ n: number }>(
      manager,
      `SELECT count(*)::int AS n FROM business_api_keys WHERE company_id = $1 AND account_id = $2 AND revoked_at IS NULL`,
      [companyId, accountId],
    );
    return row?.n ?? 0;
  }

  insert(
    manager: EntityManager,
    k: { accountId: string; companyId: string; name: string; prefix: string; hash: string; permissions: ApiKeyPermission[] },
  ): Promise<ApiKeyRow> {
    return queryOne<ApiKeyRow>(
      manager,
      `INSERT INTO business_api_keys (account_id, company_id, name, prefix, key_hash, permissions)
       VALUES ($1, $2, $3, $4, $5, $6::text[]) RETURNING ${LIST_COLUMNS}`,
      [k.accountId, k.companyId, k.name, k.prefix, k.hash, k.permissions],
    ) as Promise<ApiKeyRow>;
  }

  /** Revokes every active key of the account, in all its companies, in the caller's transaction; answers those revoked. */
  revokeAllOfAccount(manager: EntityManager, accountId: string): Promise<{ id: string; companyId: string }[]> {
    return queryRows<{ id: string; companyId: string }>(
      manager,
      `UPDATE business_api_keys SET revoked_at = now() WHERE account_id = $1 AND revoked_at IS NULL RETURNING id, company_id AS "companyId"`,
      [accountId],
    );
  }

  /** Revokes one active key of the account's company; answers whether there was one. */
  async revoke(accountId: string, companyId: string, id: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      `UPDATE business_api_keys SET revoked_at = now() WHERE id = $1 AND company_id = $2 AND account_id = $3 AND revoked_at IS NULL RETURNING id`,
      [id, companyId, accountId],
    );
    return rows.length > 0;
  }
}
