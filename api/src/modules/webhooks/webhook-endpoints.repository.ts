import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Querier, queryOne, queryRows } from '../../common/database/sql.js';
import type { WebhookEvent } from './webhook-events.js';

/** An endpoint as the dashboard reads it: never its secret. */
export interface WebhookEndpointRow {
  id: string;
  companyId: string;
  url: string;
  events: WebhookEvent[];
  createdAt: Date;
  lastAttemptAt: Date | null;
  lastStatusCode: number | null;
  lastError: string | null;
  /**
   * When it was turned off after deliveries failed in a row; null while it is on. While off, nothing
   * is sent to it, but its events are still queued and held, each for its day (see
   * WebhookDeliveriesRepository).
   */
  disabledAt: Date | null;
  /** Until when the secret it had before the last roll still signs; null when none does. */
  previousSecretUntil: Date | null;
  /** Events not queued for it because too many deliveries were waiting (WebhookDeliveriesRepository.enqueueForCompany), since `droppedSince`. */
  droppedEvents: number;
  droppedSince: Date | null;
  lastDroppedAt: Date | null;
}

export interface NewWebhookEndpoint {
  companyId: string;
  accountId: string;
  url: string;
  events: WebhookEvent[];
  secret: string;
}


const COLUMNS = `id, company_id AS "companyId", url, events, created_at AS "createdAt", last_attempt_at AS "lastAttemptAt",
  last_status_code AS "lastStatusCode", last_error AS "lastError", disabled_at AS "disabledAt",
  CASE WHEN previous_secret_until > now() THEN previous_secret_until END AS "previousSecretUntil",
  COALESCE((SELECT x.dropped FROM webhook_dropped_events x WHERE x.endpoint_id = webhook_endpoints.id), 0) AS "droppedEvents",
  (SELECT x.first_dropped_at FROM webhook_dropped_events x WHERE x.endpoint_id = webhook_endpoints.id) AS "droppedSince",
  (SELECT x.last_dropped_at FROM webhook_dropped_events x WHERE x.endpoint_id = webhook_endpoints.id) AS "lastDroppedAt"`;

@Injectable()
export class WebhookEndpointsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Serialises registrations for one company until the transaction ends, so the cap holds under concurrent requests. */
  async lockCompany(manager: Querier, companyId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('webhook_endpoints:' || $1, 0))`, [companyId]);
  }

  async countForOwner(manager: Querier, accountId: string, companyId: string): Promise<number> {
    const row = await queryOne<{ n: number }>(manager, `SELECT count(*)::int AS n FROM webhook_endpoints WHERE company_id = $1 AND account_id = $2`, [companyId, accountId]);
    return row?.n ?? 0;
  }

  async insert(manager: Querier, e: NewWebhookEndpoint): Promise<WebhookEndpointRow> {
    const row = await queryOne<WebhookEndpointRow>(
      manager,
      `INSERT INTO webhook_endpoints (company_id, account_id, url, events, secret) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [e.companyId, e.accountId, e.url, e.events, e.secret],
    );
    return row!;
  }

  /** The account's endpoints for the company, oldest first (the order they were added). */
  listForOwner(accountId: string, companyId: string): Promise<WebhookEndpointRow[]> {
    return queryRows<WebhookEndpointRow>(this.db, `SELECT ${COLUMNS} FROM webhook_endpoints WHERE company_id = $1 AND account_id = $2 ORDER BY created_at, id`, [
      companyId,
      accountId,
    ]);
  }

  findForOwner(accountId: string, companyId: string, id: string): Promise<WebhookEndpointRow | undefined> {
    return queryOne<WebhookEndpointRow>(this.db, `SELECT ${COLUMNS} FROM webhook_endpoints WHERE id = $1 AND company_id = $2 AND account_id = $3`, [id, companyId, accountId]);
  }

  /** Deletes the endpoint, in the caller's transaction after its deliveries (WebhookDeliveriesRepository.deleteForEndpoint). Answers whether it existed. */
  async deleteForOwner(manager: Querier, accountId: string, companyId: string, id: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(manager, `DELETE FROM webhook_endpoints WHERE id = $1 AND company_id = $2 AND account_id = $3 RETURNING id`, [
      id,
      companyId,
      accountId,
    ]);
    return rows.length > 0;
  }

  /** Deletes every endpoint of the account, in all its companies, in the caller's transaction after their deliveries; answers those deleted. */
  deleteForAccount(manager: Querier, accountId: string): Promise<{ id: string; companyId: string }[]> {
    return queryRows<{ id: string; companyId: string }>(manager, `DELETE FROM webhook_endpoints WHERE account_id = $1 RETURNING id, company_id AS "companyId"`, [accountId]);
  }

  /**
   * Makes `secret` the endpoint's signing secret. The one it replaces keeps signing for
   * `previousHours` (0: not at all); one that still signed from an earlier roll stops.
   */
  rollSecret(accountId: string, companyId: string, id: string, secret: string, previousHours: number): Promise<WebhookEndpointRow | undefined> {
    return queryOne<WebhookEndpointRow>(
      this.db,
      `UPDATE webhook_endpoints
          SET previous_secret = CASE WHEN $5 > 0 THEN secret END,
              previous_secret_until = CASE WHEN $5 > 0 THEN now() + make_interval(hours => $5) END,
              secret = $4
        WHERE id = $1 AND company_id = $2 AND account_id = $3
       RETURNING ${COLUMNS}`,
      [id, companyId, accountId, secret, previousHours],
    );
  }

  /**
   * Turns the endpoint on again, its count of failures in a row back to nought, in the caller's
   * transaction after its held deliveries were released (WebhookDeliveriesRepository.releaseHeld).
   */
  enable(manager: Querier, accountId: string, companyId: string, id: string): Promise<WebhookEndpointRow | undefined> {
    return queryOne<WebhookEndpointRow>(
      manager,
      `UPDATE webhook_endpoints SET disabled_at = NULL, consecutive_failures = 0 WHERE id = $1 AND company_id = $2 AND account_id = $3 RETURNING ${COLUMNS}`,
      [id, companyId, accountId],
    );
  }
}
