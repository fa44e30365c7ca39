import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { readSqlFile } from '../sql-files.js';

// sql/webhook-deleted-reviews.sql loaded again: its trigger wrote the deliveries of a deleted
// company's reviews after the cascade had deleted their endpoint, in the same statement, so a
// company with webhook endpoints and a delivery waiting could not be deleted (a foreign key
// violation on webhook_deliveries). It now leaves those deliveries to the endpoint's cascade.
// Then the rule is applied once to what came before the trigger: the deliveries of reviews
// deleted past the API before it existed (with a user deleted by hand) still waited to go, or kept
// the review's words, as the trigger only sees deletions from its creation on.
export class WebhooksDeletedReviewsOfDeletedCompanies1767200000000 implements MigrationInterface {
  name = 'WebhooksDeletedReviewsOfDeletedCompanies1767200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(readSqlFile('webhook-deleted-reviews.sql'));
    await q.query(`
      UPDATE webhook_deliveries d
         SET state = 'superseded', locked_until = NULL, lease_id = NULL,
             last_error = 'This review was deleted before this delivery was sent, so it was not sent.'
       WHERE d.state = 'pending' AND d.event_type IN ('review.created', 'review.updated')
         AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.id = d.review_id)`);
    await q.query(`
      UPDATE webhook_deliveries d
         SET payload = jsonb_build_object('review', jsonb_build_object('id', d.review_id, 'status', 'deleted'))
       WHERE d.event_type IN ('review.created', 'review.updated') AND d.payload -> 'review' ->> 'status' IS DISTINCT FROM 'deleted'
         AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.id = d.review_id)`);
  }

  public async down(): Promise<void> {
    // Nothing to undo: the function as 1766900000000 loaded it refused such deletions (its own
    // down drops the trigger), and the words dropped from the deliveries are gone for good.
  }
}
