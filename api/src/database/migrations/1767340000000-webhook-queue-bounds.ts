import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The webhook queue gets bounds a single company cannot push past, so one company's backlog
// cannot delay everyone's deliveries past their day. Owned by modules/webhooks.
// - One review.updated waiting, never sent, per endpoint and review: later edits replace its data
//   (a unique index decides between transactions that race). Edits waiting twice or more already
//   keep the newest; the older ones are superseded, with the reason.
// - A bound on the deliveries waiting per endpoint: the events over it are not queued, and each
//   endpoint's count of them (webhook_dropped_events) is shown on its deliveries panel.
// - The claim serves the endpoints with waiting deliveries in turn, reading them along an index of
//   the waiting deliveries by endpoint rather than scanning a flood of one company's.
export class WebhookQueueBounds1767340000000 implements MigrationInterface {
  name = 'WebhookQueueBounds1767340000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE webhook_deliveries d
         SET state = 'superseded', locked_until = NULL, lease_id = NULL,
             last_error = 'A later edit of this review replaced this delivery before it was sent, so it was not sent.'
       WHERE d.event_type = 'review.updated' AND d.state = 'pending' AND d.attempts = 0 AND d.lease_id IS NULL
         AND EXISTS (SELECT 1 FROM webhook_deliveries n
                      WHERE n.endpoint_id = d.endpoint_id AND n.review_id = d.review_id AND n.event_type = 'review.updated'
                        AND n.state = 'pending' AND n.attempts = 0 AND n.lease_id IS NULL
                        AND (n.created_at, n.id) > (d.created_at, d.id))`);
    // Never handed to a sender (no attempt, no lease taken): no receiver can have seen its id, so
    // its data may still change.
    await q.query(`
      CREATE UNIQUE INDEX webhook_deliveries_one_waiting_update ON webhook_deliveries (endpoint_id, review_id)
       WHERE event_type = 'review.updated' AND state = 'pending' AND attempts = 0 AND lease_id IS NULL`);
    // An endpoint's waiting deliveries in the order they fall due: the claim's walk over the endpoints
    // with waiting deliveries, the due ones of each, and the count held against the bound.
    await q.query(`CREATE INDEX webhook_deliveries_waiting_idx ON webhook_deliveries (endpoint_id, next_attempt_at) WHERE state = 'pending'`);
    await q.query(`
      CREATE TABLE webhook_dropped_events (
        endpoint_id uuid PRIMARY KEY REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
        -- Events not queued since first_dropped_at; it starts again after 30 days with none.
        dropped int NOT NULL CHECK (dropped > 0),
        first_dropped_at timestamptz NOT NULL,
        last_dropped_at timestamptz NOT NULL
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS webhook_dropped_events`);
    await q.query(`DROP INDEX IF EXISTS webhook_deliveries_waiting_idx`);
    await q.query(`DROP INDEX IF EXISTS webhook_deliveries_one_waiting_update`);
  }
}
