import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { readSqlFile } from '../sql-files.js';

// sql/webhook-deleted-reviews.sql loaded again: its trigger wrote the deliveries of a deleted
// company's reviews after the cascade had deleted their endpoint, in the same statement, so a
// company with webhook endpoints and a delivery waiting could not be deleted (a foreign key
// violation on webhook_deliveries). It now leaves those deliveries to the endpoint's cascade.
export class WebhooksDeletedReviewsOfDeletedCompanies1767200000000 implements MigrationInterface {
  name = 'WebhooksDeletedReviewsOfDeletedCompanies1767200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(readSqlFile('webhook-deleted-reviews.sql'));
  }

  public async down(): Promise<void> {
    // Nothing to undo: the function as 1766900000000 loaded it refused such deletions, and its
    // own down drops the trigger.
  }
}
