// The durable delivery queue. Rows are written in the transaction of the change they announce;
// instances claim due rows with FOR UPDATE SKIP LOCKED and a lease, send outside any transaction,
// and record the outcome only while their lease is theirs.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';
import type { WebhookEventType } from './webhook-events.js';

export type DeliveryState = 'pending' | 'delivered' | 'failed';

/** A delivery as the dashboard reads it. */
export interface WebhookDeliveryRow {
  id: string;
  eventType: WebhookEventType;
  state: DeliveryState;
  attempts: number;
  nextAttemptAt: Date;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

/** A delivery claimed to be sent now, with what sending needs. */
export interface ClaimedDelivery {
  id: string;
  eventType: WebhookEventType;
  payload: unknown;
  attempts: number;
  createdAt: Date;
  firstAttemptAt: Date;
  url: string;
  secret: string;
}

/** An attempt's outcome: `nextAttemptAt` for a failure that will be retried, null once it has failed for good. */
export type AttemptOutcome =
  | { state: 'delivered'; statusCode: number }
  | { state: 'pending' | 'failed'; statusCode: number | null; error: string; nextAttemptAt: Date | null };

type Querier = Pick<EntityManager, 'query'>;

const COLUMNS = `id, event_type AS "eventType", state, attempts, next_attempt_at AS "nextAttemptAt", last_status_code AS "lastStatusCode",
  last_error AS "lastError", created_at AS "createdAt", delivered_at AS "deliveredAt"`;

@Injectable()
export class WebhookDeliveriesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * One delivery per endpoint of the company subscribed to the event, in the caller's transaction.
   * Only endpoints of the company's verified owner that is not suspended: a revoked or suspended
   * owner's endpoints stay on the dashboard but receive nothing.
   */
  async enqueueForCompany(manager: Querier, companyId: string, eventType: WebhookEventType, payload: unknown): Promise<void> {
    await manager.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_type, payload)
       SELECT e.id, $2, $3::jsonb
         FROM webhook_endpoints e
         JOIN company_claims k ON k.company_id = e.company_id AND k.account_id = e.account_id AND k.status = 'verified'
         JOIN business_accounts a ON a.id = e.account_id AND a.suspended_at IS NULL
        WHERE e.company_id = $1 AND $2 = ANY (e.events)`,
      [companyId, eventType, JSON.stringify(payload)],
    );
  }

  /** A delivery for one endpoint (a test event). */
  async enqueueForEndpoint(endpointId: string, eventType: WebhookEventType, payload: unknown): Promise<WebhookDeliveryRow> {
    const row = await queryOne<WebhookDeliveryRow>(this.db, `INSERT INTO webhook_deliveries (endpoint_id, event_type, payload) VALUES ($1, $2, $3::jsonb) RETURNING ${COLUMNS}`, [
      endpointId,
      eventType,
      JSON.stringify(payload),
    ]);
    return row!;
  }

  async hasPending(endpointId: string, eventType: WebhookEventType): Promise<boolean> {
    const row = await queryOne(this.db, `SELECT 1 FROM webhook_deliveries WHERE endpoint_id = $1 AND event_type = $2 AND state = 'pending' LIMIT 1`, [endpointId, eventType]);
    return row !== undefined;
  }

  /** The endpoint's latest deliveries, newest first. */
  listForEndpoint(endpointId: string, limit: number): Promise<WebhookDeliveryRow[]> {
    return queryRows<WebhookDeliveryRow>(this.db, `SELECT ${COLUMNS} FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`, [
      endpointId,
      limit,
    ]);
  }

  /**
   * Claims up to `limit` due deliveries for `leaseMs` under `leaseId`. SKIP LOCKED: concurrent
   * claims by other instances take other rows; the lease keeps the rows from everyone else once this
   * statement has committed, until the outcome is recorded or the lease runs out (this instance
   * died: the delivery is due again, hence at least once).
   */
  claimDue(limit: number, leaseMs: number, leaseId: string): Promise<ClaimedDelivery[]> {
    return queryRows<ClaimedDelivery>(
      this.db,
      `WITH due AS (
         SELECT id FROM webhook_deliveries
          WHERE state = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until <= now())
          ORDER BY next_attempt_at
          LIMIT $1
          FOR UPDATE SKIP LOCKED
       )
       UPDATE webhook_deliveries d
          SET locked_until = now() + make_interval(secs => $2), lease_id = $3, first_attempt_at = COALESCE(d.first_attempt_at, now())
         FROM due, webhook_endpoints e
        WHERE d.id = due.id AND e.id = d.endpoint_id
       RETURNING d.id, d.event_type AS "eventType", d.payload, d.attempts, d.created_at AS "createdAt", d.first_attempt_at AS "firstAttemptAt", e.url, e.secret`,
      [limit, leaseMs / 1000, leaseId],
    );
  }

  /**
   * Records an attempt on the delivery and its endpoint's last status, if the lease is still this
   * claim's (a lease that ran out may have been claimed again: that claim records instead).
   */
  async recordAttempt(id: string, leaseId: string, outcome: AttemptOutcome): Promise<void> {
    const error = outcome.state === 'delivered' ? null : outcome.error;
    const next = outcome.state === 'pending' ? outcome.nextAttemptAt : null;
    await this.db.query(
      `WITH d AS (
         UPDATE webhook_deliveries
            SET state = $3::text, attempts = attempts + 1, next_attempt_at = COALESCE($4::timestamptz, next_attempt_at),
                locked_until = NULL, lease_id = NULL, last_status_code = $5::int, last_error = $6::text,
                delivered_at = CASE WHEN $3::text = 'delivered' THEN now() END
          WHERE id = $1 AND lease_id = $2
          RETURNING endpoint_id
       )
       UPDATE webhook_endpoints e SET last_attempt_at = now(), last_status_code = $5::int, last_error = $6::text FROM d WHERE e.id = d.endpoint_id`,
      [id, leaseId, outcome.state, next, outcome.statusCode, error],
    );
  }

  /** Drops delivered and failed deliveries older than `days`; answers how many. */
  async purgeFinished(days: number): Promise<number> {
    const row = await queryOne<{ n: number }>(
      this.db,
      `WITH gone AS (DELETE FROM webhook_deliveries WHERE state <> 'pending' AND created_at < now() - make_interval(days => $1) RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [days],
    );
    return row?.n ?? 0;
  }
}
