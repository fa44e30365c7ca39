import { type MigrationInterface, type QueryRunner } from 'typeorm';

// A webhook endpoint's signing secret can be rolled: the new one signs from then on, and the
// previous one, for up to a day, signs each delivery too (a second v1 in Webhook-Signature), so a
// receiver switches to the new secret without refusing deliveries meanwhile.
export class WebhookSecretRotation1767000000000 implements MigrationInterface {
  name = 'WebhookSecretRotation1767000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE webhook_endpoints
        ADD COLUMN previous_secret text,
        ADD COLUMN previous_secret_until timestamptz,
        ADD CONSTRAINT webhook_endpoints_previous_secret_check CHECK ((previous_secret IS NULL) = (previous_secret_until IS NULL))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhook_endpoints DROP COLUMN previous_secret_until, DROP COLUMN previous_secret`);
  }
}
