import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Issue 21, point 3: a business registers HTTPS endpoints for review events, and each event
// becomes one delivery row per subscribed endpoint, written in the review's own transaction: the
// queue lives here, so a restart loses none, and instances share it with FOR UPDATE SKIP LOCKED
// and a lease (locked_until, lease_id). Owned by modules/webhooks.
export class Webhooks1766700000000 implements MigrationInterface {
  name = 'Webhooks1766700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        account_id uuid NOT NULL REFERENCES business_accounts(id) ON DELETE CASCADE,
        url text NOT NULL CHECK (length(url) <= 2000),
        events text[] NOT NULL CHECK (cardinality(events) > 0 AND events <@ ARRAY['review.created', 'review.updated', 'review.hidden']),
        -- In clear: the deliveries are signed with it (HMAC), so it cannot be kept as a hash. It is
        -- answered once, at registration, and never again.
        secret text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_attempt_at timestamptz,
        last_status_code int,
        last_error text,
        -- Deliveries that failed for good (a day of attempts each) since the last one delivered; at 5
        -- the endpoint is turned off (disabled_at) until its owner turns it on again.
        consecutive_failures int NOT NULL DEFAULT 0,
        disabled_at timestamptz,
        -- Also the index of a company's endpoints, which every review change reads.
        CONSTRAINT webhook_endpoints_url_unique UNIQUE (company_id, account_id, url)
      )`);
    await q.query(`CREATE INDEX webhook_endpoints_account_idx ON webhook_endpoints (account_id)`);
    await q.query(`
      CREATE TABLE webhook_deliveries (
        -- Also the event's id: the payload's "id" and the Webhook-Id header, the same on every retry.
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
        event_type text NOT NULL CHECK (event_type IN ('review.created', 'review.updated', 'review.hidden', 'ping')),
        -- The review it announces (none for a ping): when the review is hidden or deleted, its
        -- deliveries not yet sent are superseded, and a deleted one's text leaves those sent. No
        -- foreign key: the history outlives the review.
        review_id uuid CHECK ((review_id IS NULL) = (event_type = 'ping')),
        -- The event's data as it was when it happened (the body's "data"), so retries send the same body.
        payload jsonb NOT NULL,
        -- superseded: never sent, the review was hidden or deleted first (last_error says which).
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed', 'superseded')),
        attempts int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        -- The lease of the instance sending it: due again once it has passed (that instance died).
        locked_until timestamptz,
        lease_id uuid,
        first_attempt_at timestamptz,
        last_status_code int,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz
      )`);
    // The due-queue scan: pending deliveries in the order they fall due.
    await q.query(`CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE state = 'pending'`);
    // The leases under way per endpoint: at most 2 sends at once to one endpoint.
    await q.query(`CREATE INDEX webhook_deliveries_leased_idx ON webhook_deliveries (endpoint_id) WHERE state = 'pending' AND locked_until IS NOT NULL`);
    // One test event waiting per endpoint, whatever requests race (INSERT ... ON CONFLICT DO NOTHING).
    await q.query(`CREATE UNIQUE INDEX webhook_deliveries_one_pending_ping ON webhook_deliveries (endpoint_id) WHERE event_type = 'ping' AND state = 'pending'`);
    // A review's deliveries, when it is hidden or deleted.
    await q.query(`CREATE INDEX webhook_deliveries_review_idx ON webhook_deliveries (review_id) WHERE review_id IS NOT NULL`);
    // An endpoint's latest deliveries (the dashboard), newest first.
    await q.query(`CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC)`);
    // The purge of finished deliveries after 30 days.
    await q.query(`CREATE INDEX webhook_deliveries_finished_idx ON webhook_deliveries (created_at) WHERE state <> 'pending'`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS webhook_deliveries`);
    await q.query(`DROP TABLE IF EXISTS webhook_endpoints`);
  }
}
