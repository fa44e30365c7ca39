import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The Business API's kept answers belong to the company's owner who got them, not to the company:
// after it changes hands the new owner's requests never replay the previous owner's answers (their
// invitees, their plan usage). Each answer records its owner; a request of another owner finds the
// key free (IdempotencyRepository.claim). Additive, so instances still running the previous
// release keep working during a rolling deploy: they write no owner, and such an answer (like
// those of today, kept by whoever owns the company now) replays for the company's owner.
export class IdempotencyKeysPerOwner1767100000000 implements MigrationInterface {
  name = 'IdempotencyKeysPerOwner1767100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_idempotency_keys ADD COLUMN account_id uuid REFERENCES business_accounts(id) ON DELETE CASCADE`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_idempotency_keys DROP COLUMN account_id`);
  }
}
