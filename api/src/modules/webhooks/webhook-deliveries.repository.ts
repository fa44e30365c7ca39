// The durable delivery queue. Rows are written in the transaction of the change they announce;
// instances claim due rows under a lease (WebhookClaims), send outside any transaction, and record
// the outcome only while their lease is theirs.
//
// Each delivery has one day, from its event (its creation): retried within it (retry-schedule.ts),
// failed as expired once it is over, whatever happened meanwhile. An endpoint turned off
// (disabled_at) loses nothing of that day: events keep being queued for it, and what waits for it is
// held, not failed, and not sent, so a dead receiver is no longer hammered; turned back on, it is
// sent what is still within its day. The only switch off today is the automatic one (after
// DISABLE_AFTER_FAILURES failures for good in a row); one the business would press itself follows
// the same rule, a pause that loses nothing younger than a day. To receive nothing, it deletes the
// endpoint, which drops its deliveries.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Querier, queryOne, queryRows } from '../../common/database/sql.js';
import { RETRY_WINDOW_MS } from './retry-schedule.js';
import type { WebhookEventType } from './webhook-events.js';

export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'superseded';

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
  /** When its event happened: its day of attempts runs from here. */
  createdAt: Date;
  url: string;
  /** The endpoint's secrets that sign it: the current one, then the previous one while it still signs. */
  secrets: string[];
}

/** A row of the claim's statement: a leased delivery (nulls when none was), with the count of what the claim did. */
interface ClaimRow extends ClaimedDelivery {
  seen: number;
}

/** What a claim leased, and how many due deliveries it did something with (leased, failed or held). */
export interface Claim {
  deliveries: ClaimedDelivery[];
  seen: number;
}

/** An attempt's outcome: `nextAttemptAt` for a failure that will be retried, null once it has failed for good. */
export type AttemptOutcome =
  | { state: 'delivered'; statusCode: number }
  | { state: 'pending' | 'failed'; statusCode: number | null; error: string; nextAttemptAt: Date | null };

/** Deliveries that failed for good, in a row, after which their endpoint is turned off. */
export const DISABLE_AFTER_FAILURES = 5;

/** Sends under way to one endpoint at most, across every instance: a slow receiver holds two of the senders, not all. */
export const SENDS_PER_ENDPOINT = 2;

/**
 * Sends under way for one company at most, across every instance: two endpoints' worth. Below an
 * instance's senders (WebhookDeliveryWorker), so slow receivers of one company always leave the
 * others senders to use.
 */
export const SENDS_PER_COMPANY = 4;

/**
 * Deliveries waiting for one endpoint at most (to be sent, retried or held). Far above a day of
 * events of any company with a receiver that answers; only a backlog reaches it, and the events
 * past it are not queued, only counted (enqueueForCompany).
 */
export const MAX_WAITING_PER_ENDPOINT = 1000;

/**
 * Finished deliveries stay on the dashboard this long (purgeFinished); an endpoint's count of events
 * not queued starts again after as many days with none.
 */
export const DELIVERY_RETENTION_DAYS = 30;

/** Why a claim fails a due delivery instead of sending it. */
export const REFUSED = {
  notOwner: 'The account no longer owns this company, so this delivery was not sent.',
  /** Its day ran out while its endpoint was turned off (held). */
  expiredWhileOff: 'Expired: this endpoint was still turned off a day after the event, so no further attempt was made.',
  /** Its day ran out otherwise: claimed again and again with no attempt recorded, or due too late. */
  expired: 'Expired: a day has passed since the event without a delivery, so no further attempt was made.',
} as const;

/** A held delivery's last error while its endpoint is turned off: why it waits, and until when it can. */
export const HELD_WHILE_OFF = 'Held while this endpoint is turned off: it is sent if the endpoint is turned back on within a day of the event.';

/** Why a hidden review's deliveries were not sent (a deleted review's: sql/webhook-deleted-reviews.sql). */
export const HIDDEN_BEFORE_SENT = 'A moderator hid this review before this delivery was sent, so it was not sent.';


// Serialises claims across instances, and a claim with the release of an endpoint's held deliveries.
const CLAIM_LOCK = `SELECT pg_advisory_xact_lock(hashtextextended('webhook_deliveries:claim', 0))`;

const COLUMNS = `id, event_type AS "eventType", state, attempts, next_attempt_at AS "nextAttemptAt", last_status_code AS "lastStatusCode",
  last_error AS "lastError", created_at AS "createdAt", delivered_at AS "deliveredAt"`;

// The events that carry a review's words (review.hidden carries only its id).
const REVIEW_TEXT_EVENTS = `('review.created', 'review.updated')`;

@Injectable()
export class WebhookDeliveriesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * One delivery per endpoint of the company subscribed to the event, in the caller's transaction.
   * Only endpoints of the company's verified owner that is not suspended: a revoked or suspended
   * owner's endpoints stay on the dashboard but receive nothing. An endpoint turned off is queued
   * for too: the delivery is held (claimDue) until it is turned back on or its day is over.
   *
   * A review.updated joins the review's review.updated waiting for the endpoint, if one was never
   * handed to a sender (no attempt, no lease): it takes the new data and the new event's time and
   * keeps its id, which no receiver can have seen. Once one has been handed out, the receiver may
   * have handled its id, so an edit after that is a delivery of its own.
   *
   * An endpoint with MAX_WAITING_PER_ENDPOINT deliveries waiting gets no new one: the event is
   * counted in webhook_dropped_events, which its deliveries panel shows. A review.hidden is queued
   * all the same (the receiver must take the review down; only moderators cause it), and so is an
   * edit joining one waiting (it adds no delivery).
   */
  async enqueueForCompany(manager: Querier, companyId: string, eventType: WebhookEventType, reviewId: string, payload: unknown): Promise<void> {
    await manager.query(
      `WITH targets AS (
         SELECT e.id,
                (SELECT count(*)::int FROM (SELECT 1 FROM webhook_deliveries w WHERE w.endpoint_id = e.id AND w.state = 'pending' LIMIT $5) n) AS waiting,
                EXISTS (SELECT 1 FROM webhook_deliveries u
                         WHERE u.endpoint_id = e.id AND u.review_id = $3 AND u.event_type = 'review.updated'
                           AND u.state = 'pending' AND u.attempts = 0 AND u.lease_id IS NULL) AS joins
           FROM webhook_endpoints e
           JOIN company_claims k ON k.company_id = e.company_id AND k.account_id = e.account_id AND k.status = 'verified'
           JOIN business_accounts a ON a.id = e.account_id AND a.suspended_at IS NULL
          WHERE e.company_id = $1 AND $2 = ANY (e.events)
       ),
       queued AS (
         INSERT INTO webhook_deliveries (endpoint_id, event_type, review_id, payload)
         SELECT id, $2, $3, $4::jsonb FROM targets
          WHERE waiting < $5 OR $2 = 'review.hidden' OR ($2 = 'review.updated' AND joins)
          ORDER BY id
         -- webhook_deliveries_one_waiting_update: the review's edit waiting, never handed to a sender.
         ON CONFLICT (endpoint_id, review_id) WHERE event_type = 'review.updated' AND state = 'pending' AND attempts = 0 AND lease_id IS NULL
         DO UPDATE SET payload = EXCLUDED.payload, created_at = EXCLUDED.created_at
         RETURNING endpoint_id
       )
       INSERT INTO webhook_dropped_events AS x (endpoint_id, dropped, first_dropped_at, last_dropped_at)
       SELECT id, 1, now(), now() FROM targets WHERE id NOT IN (SELECT endpoint_id FROM queued) ORDER BY id
       ON CONFLICT (endpoint_id) DO UPDATE
         SET dropped = CASE WHEN x.last_dropped_at < now() - make_interval(days => $6) THEN 1 ELSE x.dropped + 1 END,
             first_dropped_at = CASE WHEN x.last_dropped_at < now() - make_interval(days => $6) THEN now() ELSE x.first_dropped_at END,
             last_dropped_at = now()`,
      [companyId, eventType, reviewId, JSON.stringify(payload), MAX_WAITING_PER_ENDPOINT, DELIVERY_RETENTION_DAYS],
    );
  }

  /**
   * The test event to one endpoint, unless one is waiting already: the unique index on waiting
   * pings decides between requests that race. Answers undefined when one was waiting.
   */
  enqueuePing(endpointId: string, payload: unknown): Promise<WebhookDeliveryRow | undefined> {
    return queryOne<WebhookDeliveryRow>(
      this.db,
      `INSERT INTO webhook_deliveries (endpoint_id, event_type, payload) VALUES ($1, 'ping', $2::jsonb)
       ON CONFLICT (endpoint_id) WHERE event_type = 'ping' AND state = 'pending' DO NOTHING
       RETURNING ${COLUMNS}`,
      [endpointId, JSON.stringify(payload)],
    );
  }

  /**
   * In the transaction that hides the review: its deliveries carrying its words that are not sent
   * yet never will be (a lease under way loses its record: see recordAttempt). A deleted review's
   * are stopped, and their words dropped, by the database (sql/webhook-deleted-reviews.sql).
   */
  async supersedeHidden(manager: Querier, reviewId: string): Promise<void> {
    await manager.query(
      `UPDATE webhook_deliveries SET state = 'superseded', last_error = $2, locked_until = NULL, lease_id = NULL
        WHERE review_id = $1 AND state = 'pending' AND event_type IN ${REVIEW_TEXT_EVENTS}`,
      [reviewId, HIDDEN_BEFORE_SENT],
    );
  }

  /** Every delivery of the account's endpoints, first of the two deletions of its endpoints (as deleteForEndpoint). */
  async deleteForAccount(manager: Querier, accountId: string): Promise<void> {
    await manager.query(`DELETE FROM webhook_deliveries WHERE endpoint_id IN (SELECT id FROM webhook_endpoints WHERE account_id = $1)`, [accountId]);
  }

  /** Every delivery of the endpoint, first of the two deletions of an endpoint (the lock order of recordAttempt: delivery, then endpoint). */
  async deleteForEndpoint(manager: Querier, endpointId: string): Promise<void> {
    await manager.query(`DELETE FROM webhook_deliveries WHERE endpoint_id = $1`, [endpointId]);
  }

  /** The endpoint's latest deliveries, newest first. */
  listForEndpoint(endpointId: string, limit: number): Promise<WebhookDeliveryRow[]> {
    return queryRows<WebhookDeliveryRow>(this.db, `SELECT ${COLUMNS} FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`, [
      endpointId,
      limit,
    ]);
  }

  /**
   * Claims up to `limit` due deliveries for `leaseMs` under `leaseId`, at most SENDS_PER_ENDPOINT
   * leased at once per endpoint and SENDS_PER_COMPANY per company. Claims are taken one at a time
   * (CLAIM_LOCK), so instances count each other's leases; the lease keeps a row from everyone else
   * until its outcome is recorded or the lease runs out (the instance died, or could not record:
   * the delivery is due again, hence at least once).
   *
   * Companies are served in turn: the claim walks the endpoints with a delivery due or under way
   * (one index probe each, however many wait behind them; an endpoint whose deliveries all wait for
   * a later time costs none), takes each one's earliest due, and leases first for
   * the companies with the fewest sends under way, the longest due first among equals. A backlog of
   * one company so costs the others nothing, and its slow receivers hold SENDS_PER_COMPANY senders,
   * never all of an instance's.
   *
   * A due delivery is not sent, but:
   * - failed, with the reason, when its account no longer is the company's verified, unsuspended owner;
   * - failed as expired once its day is over: a delivery whose attempts never get recorded is not
   *   claimed again forever, and one held past its day ends here;
   * - held while its endpoint is turned off: due again at the end of its day (when it expires unless
   *   the endpoint was turned back on: releaseHeld), so a dead receiver costs one look per delivery.
   * `seen` counts what the claim did (leased, failed or held): nought when nothing it may do is due.
   */
  claimDue(limit: number, leaseMs: number, leaseId: string): Promise<Claim> {
    return this.db.transaction(async (manager) => {
      await manager.query(CLAIM_LOCK);
      const rows = await queryRows<ClaimRow>(
        manager,
        `WITH RECURSIVE waiting (endpoint_id) AS (
           -- Only endpoints with a delivery due or under way (a lease keeps its next_attempt_at): the
           -- many that only wait for a later retry, or hold while turned off, are passed over inside
           -- the index, not each looked at.
           (SELECT endpoint_id FROM webhook_deliveries WHERE state = 'pending' AND next_attempt_at <= now() ORDER BY endpoint_id LIMIT 1)
           UNION ALL
           SELECT (SELECT d.endpoint_id FROM webhook_deliveries d
                    WHERE d.state = 'pending' AND d.endpoint_id > w.endpoint_id AND d.next_attempt_at <= now() ORDER BY d.endpoint_id LIMIT 1)
             FROM waiting w WHERE w.endpoint_id IS NOT NULL
         ),
         -- Materialised: busy is counted once per endpoint, not again for its company's sum.
         endpoints AS MATERIALIZED (
           SELECT e.id, e.company_id, e.disabled_at IS NOT NULL AS off,
                  NOT EXISTS (SELECT 1 FROM company_claims k JOIN business_accounts a ON a.id = k.account_id AND a.suspended_at IS NULL
                               WHERE k.company_id = e.company_id AND k.account_id = e.account_id AND k.status = 'verified') AS lost,
                  (SELECT count(*)::int FROM webhook_deliveries l
                    WHERE l.endpoint_id = e.id AND l.state = 'pending' AND l.locked_until IS NOT NULL AND l.locked_until > now()) AS busy
             FROM waiting w JOIN webhook_endpoints e ON e.id = w.endpoint_id
         ),
         standing AS (
           SELECT *, sum(busy) OVER (PARTITION BY company_id)::int AS company_busy FROM endpoints
         ),
         due AS (
           SELECT d.id, s.company_id, d.next_attempt_at, s.off, s.company_busy,
                  CASE WHEN s.lost THEN $4::text
                       WHEN d.created_at + make_interval(secs => $7) <= now() THEN CASE WHEN s.off THEN $5::text ELSE $6::text END
                  END AS refusal
             FROM standing s
             CROSS JOIN LATERAL (
               SELECT d.id, d.next_attempt_at, d.created_at FROM webhook_deliveries d
                WHERE d.endpoint_id = s.id AND d.state = 'pending' AND d.next_attempt_at <= now() AND (d.locked_until IS NULL OR d.locked_until <= now())
                -- The index's order: ties (the events of one transaction share its time) are not
                -- sorted by id, which would read every one of them first.
                ORDER BY d.next_attempt_at
                -- What may be sent now; what will not be sent (refused or held) is taken a batch at a time.
                LIMIT CASE WHEN s.off OR s.lost THEN $1 ELSE GREATEST(LEAST($8 - s.busy, $10 - s.company_busy), 0) END
                FOR UPDATE SKIP LOCKED
             ) d
         ),
         refused AS (
           UPDATE webhook_deliveries d SET state = 'failed', last_error = due.refusal, locked_until = NULL, lease_id = NULL
             FROM due WHERE d.id = due.id AND due.refusal IS NOT NULL
           RETURNING d.id
         ),
         held AS (
           UPDATE webhook_deliveries d SET next_attempt_at = d.created_at + make_interval(secs => $7), last_error = $9::text, locked_until = NULL, lease_id = NULL
             FROM due WHERE d.id = due.id AND due.refusal IS NULL AND due.off
           RETURNING d.id
         ),
         picked AS (
           -- turn: which send under way of its company this would be.
           SELECT id FROM (
             SELECT id, next_attempt_at, company_busy + row_number() OVER (PARTITION BY company_id ORDER BY next_attempt_at, id) AS turn
               FROM due WHERE refusal IS NULL AND NOT off
           ) r
            WHERE turn <= $10
            ORDER BY turn, next_attempt_at, id
            LIMIT $1
         ),
         leased AS (
           UPDATE webhook_deliveries d
              SET locked_until = now() + make_interval(secs => $2), lease_id = $3
             FROM picked, webhook_endpoints e
            WHERE d.id = picked.id AND e.id = d.endpoint_id
           RETURNING d.id, d.event_type AS "eventType", d.payload, d.attempts, d.created_at AS "createdAt", e.url,
                   array_remove(ARRAY[e.secret, CASE WHEN e.previous_secret_until > now() THEN e.previous_secret END], NULL) AS secrets
         )
         -- One row even when nothing was leased: how many the claim did something with.
         SELECT s.seen, l.* FROM (SELECT ((SELECT count(*) FROM refused) + (SELECT count(*) FROM held) + (SELECT count(*) FROM picked))::int AS seen) s
           LEFT JOIN leased l ON true`,
        [
          limit,
          leaseMs / 1000,
          leaseId,
          REFUSED.notOwner,
          REFUSED.expiredWhileOff,
          REFUSED.expired,
          RETRY_WINDOW_MS / 1000,
          SENDS_PER_ENDPOINT,
          HELD_WHILE_OFF,
          SENDS_PER_COMPANY,
        ],
      );
      return { seen: rows[0]?.seen ?? 0, deliveries: rows.filter((r) => r.id !== null).map(({ seen: _, ...d }) => d) };
    });
  }

  /**
   * In the transaction that turns the endpoint back on, before it does (the lock order of
   * recordAttempt: delivery, then endpoint): if it is off, its deliveries waiting (held, or for a
   * retry) are due now. Under CLAIM_LOCK, so no claim holds one again in between on the strength of
   * the endpoint being off. Those past their day are failed as expired by the claim.
   */
  async releaseHeld(manager: Querier, endpointId: string): Promise<void> {
    await manager.query(CLAIM_LOCK);
    await manager.query(
      `UPDATE webhook_deliveries
          SET next_attempt_at = LEAST(next_attempt_at, now()), last_error = CASE WHEN last_error = $2 THEN NULL ELSE last_error END
        WHERE endpoint_id = $1 AND state = 'pending'
          AND EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.id = $1 AND e.disabled_at IS NOT NULL)`,
      [endpointId, HELD_WHILE_OFF],
    );
  }

  /**
   * Records an attempt on the delivery and its endpoint's last status, if the lease is still this
   * claim's and the delivery still waits (a lease that ran out may have been claimed again: that
   * claim records instead; a superseded delivery keeps its reason). A failure for good counts
   * toward turning the endpoint off (which holds what waits for it: claimDue); a delivery starts
   * the count again.
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
          WHERE id = $1 AND lease_id = $2 AND state = 'pending'
          RETURNING endpoint_id
       )
       UPDATE webhook_endpoints e
          SET last_attempt_at = now(), last_status_code = $5::int, last_error = $6::text,
              consecutive_failures = CASE $3::text WHEN 'delivered' THEN 0 WHEN 'failed' THEN e.consecutive_failures + 1 ELSE e.consecutive_failures END,
              disabled_at = CASE WHEN $3::text = 'failed' AND e.consecutive_failures + 1 >= $7 THEN COALESCE(e.disabled_at, now()) ELSE e.disabled_at END
         FROM d WHERE e.id = d.endpoint_id`,
      [id, leaseId, outcome.state, next, outcome.statusCode, error, DISABLE_AFTER_FAILURES],
    );
  }

  /** Drops finished deliveries (delivered, failed, superseded) older than `days`; answers how many. */
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
