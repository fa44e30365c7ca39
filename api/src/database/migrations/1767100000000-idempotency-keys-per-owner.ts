import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The Business API's kept answers belong to the company's owner who got them, not to the company:
// after it changes hands the new owner's requests never replay the previous owner's answers (their
// invitees, their plan usage). Kept answers of today go to the company's current owner; those of a
// company without one go (they would replay for no one, and are a day old at most).
export class IdempotencyKeysPerOwner1767100000000 implements MigrationInterface {
  name = 'IdempotencyKeysPerOwner1767100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_idempotency_keys ADD COLUMN account_id uuid REFERENCES business_accounts(id) ON DELETE CASCADE`);
    await q.query(`
      UPDATE api_idempotency_keys k SET account_id = c.account_id
        FROM company_claims c WHERE c.company_id = k.company_id AND c.status = 'verified'`);
    await q.query(`DELETE FROM api_idempotency_keys WHERE account_id IS NULL`);
    await q.query(`ALTER TABLE api_idempotency_keys ALTER COLUMN account_id SET NOT NULL`);
    await q.query(`ALTER TABLE api_idempotency_keys DROP CONSTRAINT api_idempotency_keys_pkey, ADD PRIMARY KEY (company_id, account_id, idempotency_key)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    // Per company again: of a key two owners used, the newest answer stays.
    await q.query(`
      DELETE FROM api_idempotency_keys k USING api_idempotency_keys newer
       WHERE newer.company_id = k.company_id AND newer.idempotency_key = k.idempotency_key AND newer.created_at > k.created_at`);
    await q.query(`ALTER TABLE api_idempotency_keys DROP CONSTRAINT api_idempotency_keys_pkey, ADD PRIMARY KEY (company_id, idempotency_key)`);
    await q.query(`ALTER TABLE api_idempotency_keys DROP COLUMN account_id`);
  }
}
