import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { readSqlFile } from '../sql-files.js';

// A deleted review's words leave the webhook queue however it is deleted (sql/webhook-deleted-reviews.sql):
// the API did it only for a review its author deleted, so one removed by a cascade (a deleted
// account) still went out, and its words stayed in the deliveries sent.
export class WebhooksFollowDeletedReviews1766900000000 implements MigrationInterface {
  name = 'WebhooksFollowDeletedReviews1766900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(readSqlFile('webhook-deleted-reviews.sql'));
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS reviews_forget_webhook_words ON reviews`);
    await q.query(`DROP FUNCTION IF EXISTS webhook_deliveries_forget_deleted_reviews()`);
  }
}
