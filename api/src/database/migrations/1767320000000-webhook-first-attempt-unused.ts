import { type MigrationInterface, type QueryRunner } from 'typeorm';

// A delivery's day of attempts runs from its event (created_at), no longer from its first attempt:
// first_attempt_at has no reader left, so it goes rather than being written on every claim.
export class WebhookFirstAttemptUnused1767320000000 implements MigrationInterface {
  name = 'WebhookFirstAttemptUnused1767320000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhook_deliveries DROP COLUMN IF EXISTS first_attempt_at`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhook_deliveries ADD COLUMN IF NOT EXISTS first_attempt_at timestamptz`);
  }
}
