import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The business realm's accounts, in tables of their own: a business account is not a user, and a
// session or mailed token of one realm can never be found in the other's tables.
export class BusinessAccounts1764000000000 implements MigrationInterface {
  name = 'BusinessAccounts1764000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE business_accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
        contact_name text NOT NULL CHECK (length(contact_name) BETWEEN 1 AND 100),
        company_name text NOT NULL CHECK (length(company_name) BETWEEN 1 AND 200),
        website text NOT NULL CHECK (length(website) BETWEEN 1 AND 300),
        password_hash text NOT NULL,
        plan text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'plus', 'premium')),
        email_verified_at timestamptz,
        password_changed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX business_accounts_email_lower_key ON business_accounts (lower(email))`);

    await q.query(`
      CREATE TABLE business_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        account_id uuid NOT NULL REFERENCES business_accounts(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ip text,
        user_agent text
      )`);
    await q.query(`CREATE INDEX business_sessions_account_idx ON business_sessions (account_id)`);
    await q.query(`CREATE INDEX business_sessions_expires_at_idx ON business_sessions (expires_at)`);

    for (const table of ['business_password_reset_tokens', 'business_email_verification_tokens']) {
      await q.query(`
        CREATE TABLE ${table} (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          account_id uuid NOT NULL REFERENCES business_accounts(id) ON DELETE CASCADE,
          token_hash text NOT NULL UNIQUE,
          expires_at timestamptz NOT NULL,
          used_at timestamptz,
          created_at timestamptz NOT NULL DEFAULT now()
        )`);
      await q.query(`CREATE INDEX ${table}_account_idx ON ${table} (account_id)`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of ['business_email_verification_tokens', 'business_password_reset_tokens', 'business_sessions', 'business_accounts']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
