import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';

/** How long an answer is kept for a retry under the same Idempotency-Key. */
export const IDEMPOTENCY_TTL_HOURS = 24;

/** Whose kept answers: the company's, as its owner then got them (a new owner starts afresh). */
export interface IdempotencyScope {
  companyId: string;
  accountId: string;
}

/** An answer kept for replays, as the first request under its Idempotency-Key left it. */
export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  responseBody: unknown;
}

@Injectable()
export class IdempotencyRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Claims the key for this request in the caller's transaction (a key belongs to the company as
   * its owner uses it, not to one API key, so a retry sent with a replaced key finds it); answers
   * false when another request holds it. A concurrent request with the same key waits here until
   * the first commits (then finds its answer) or rolls back (then claims it itself). A claim older
   * than the TTL that the purge has not reached yet, or kept for a previous owner of the company,
   * is dropped first: the key is free again, and a new owner never replays what the previous one
   * got. An answer without an owner (kept by the previous release) is the company's owner's.
   */
  async claim(manager: EntityManager, scope: IdempotencyScope, key: string, requestHash: string): Promise<boolean> {
    await manager.query(
      `DELETE FROM api_idempotency_keys
        WHERE company_id = $1 AND idempotency_key = $3
          AND (created_at <= now() - make_interval(hours => $4) OR account_id <> $2)`,
      [scope.companyId, scope.accountId, key, IDEMPOTENCY_TTL_HOURS],
    );
    const rows = await queryRows<{ claimed: number }>(
      manager,
      `INSERT INTO api_idempotency_keys (company_id, account_id, idempotency_key, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (company_id, idempotency_key) DO NOTHING RETURNING 1 AS claimed`,
      [scope.companyId, scope.accountId, key, requestHash],
    );
    return rows.length > 0;
  }

  /** The committed answer of an earlier request under the key, by this owner (or kept without one). */
  find(manager: EntityManager, scope: IdempotencyScope, key: string): Promise<StoredAnswer | undefined> {
    return queryOne<StoredAnswer>(
      manager,
      `SELECT request_hash AS "requestHash", status_code AS "statusCode", response_body AS "responseBody"
         FROM api_idempotency_keys WHERE company_id = $1 AND idempotency_key = $3 AND (account_id = $2 OR account_id IS NULL)`,
      [scope.companyId, scope.accountId, key],
    );
  }

  /** Keeps the answer of the claimed key, in the transaction that claimed it. */
  async store(manager: EntityManager, scope: IdempotencyScope, key: string, statusCode: number, body: unknown): Promise<void> {
    await manager.query(
      `UPDATE api_idempotency_keys SET status_code = $4, response_body = $5::jsonb WHERE company_id = $1 AND account_id = $2 AND idempotency_key = $3`,
      [scope.companyId, scope.accountId, key, statusCode, JSON.stringify(body)],
    );
  }

  /** Deletes the answers past their TTL; answers how many. */
  async purgeExpired(): Promise<number> {
    const row = await queryOne<{ n: number }>(
      this.db,
      `WITH gone AS (DELETE FROM api_idempotency_keys WHERE created_at <= now() - make_interval(hours => $1) RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [IDEMPOTENCY_TTL_HOURS],
    );
    return row?.n ?? 0;
  }
}
