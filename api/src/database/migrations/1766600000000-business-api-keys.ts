import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Issue 21: API keys for business accounts, and the Business API v1 they open (/api/v1/...).
// A key is one company's, made by its verified owner, with named permissions; only the SHA-256 of
// the key is kept (a 256-bit random key needs no slow hash) with a short prefix to tell keys
// apart in a list. The answers of POST /api/v1/invitations are kept under the company and the
// client's Idempotency-Key for 24 hours, so a retried order is answered again, never sent twice,
// whichever of the company's keys sends the retry (a key replaced in between included).
export class BusinessApiKeys1766600000000 implements MigrationInterface {
  name = 'BusinessApiKeys1766600000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE business_api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES business_accounts(id) ON DELETE CASCADE,
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        prefix text NOT NULL CHECK (length(prefix) BETWEEN 1 AND 20),
        key_hash text NOT NULL UNIQUE,
        permissions text[] NOT NULL CHECK (cardinality(permissions) > 0 AND permissions <@ ARRAY['invitations:write', 'reviews:read']),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    // The dashboard's list and the cap of active keys: one company's keys of one account.
    await q.query(`CREATE INDEX business_api_keys_company_idx ON business_api_keys (company_id, account_id, created_at DESC) WHERE revoked_at IS NULL`);
    await q.query(`
      CREATE TABLE api_idempotency_keys (
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 255),
        request_hash text NOT NULL,
        status_code smallint,
        response_body jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (company_id, idempotency_key)
      )`);
    await q.query(`CREATE INDEX api_idempotency_keys_created_idx ON api_idempotency_keys (created_at)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS api_idempotency_keys`);
    await q.query(`DROP TABLE IF EXISTS business_api_keys`);
  }
}
