import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Invitations stop being a spam and phishing relay (issue 16, finding 3):
// - a company's name goes into outgoing mail only once a moderator has seen it (name_checked_at);
// - a recipient who opts out is never mailed an invitation again, by any business (mail_suppressions
//   keeps only a SHA-256 of the mailbox's canonical address), through the link in every invitation;
// - per-recipient throttles count a mailbox's invitations across businesses (email_canonical, time);
// - plans beyond Free wait for a moderator (requested_plan) outside demo mode;
// - an invitee's address is compared with earlier invitees' without "+tags" (email_canonical).
export class InvitationRelay1765200000000 implements MigrationInterface {
  name = 'InvitationRelay1765200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE companies ADD COLUMN name_checked_at timestamptz`);
    // Names listed before this rule were in the moderators' view all along; those that look like a
    // web or email address wait for one again.
    // Any dot, "@", ":" or a full-width or ideographic full stop sends a name to a moderator once.
    await q.query(`UPDATE companies SET name_checked_at = created_at WHERE name !~ '[.@:．。｡﹒․]'`);
    await q.query(`CREATE INDEX companies_name_unchecked_idx ON companies (created_at, id) WHERE name_checked_at IS NULL`);

    await q.query(`
      CREATE TABLE mail_suppressions (
        email_hash bytea PRIMARY KEY CHECK (length(email_hash) = 32),
        source text NOT NULL CHECK (source IN ('link', 'one_click')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      ALTER TABLE review_invitations
        ADD COLUMN unsubscribe_token_hash text UNIQUE,
        -- The mailbox the address reaches (modules/invitations/canonical-email.ts), written with each invitation.
        ADD COLUMN email_canonical text`);
    // Once, for the invitations already sent: the same rule as canonicalEmail(), written in SQL.
    await q.query(`
      UPDATE review_invitations SET email_canonical =
        CASE WHEN split_part(email, '@', 2) IN ('gmail.com', 'googlemail.com')
             THEN replace(split_part(split_part(email, '@', 1), '+', 1), '.', '') || '@gmail.com'
             ELSE split_part(split_part(email, '@', 1), '+', 1) || '@' || split_part(email, '@', 2) END`);
    await q.query(`CREATE INDEX review_invitations_company_canonical_idx ON review_invitations (company_id, email_canonical)`);
    await q.query(`CREATE INDEX review_invitations_canonical_created_idx ON review_invitations (email_canonical, created_at)`);
    // The signals find the invitation a review was written through; a deleted review clears it.
    await q.query(`CREATE INDEX review_invitations_review_idx ON review_invitations (review_id) WHERE review_id IS NOT NULL`);

    await q.query(`ALTER TABLE mail_outbox ADD COLUMN list_unsubscribe text CHECK (length(list_unsubscribe) <= 500)`);

    await q.query(`
      ALTER TABLE business_accounts
        ADD COLUMN requested_plan text CHECK (requested_plan IN ('plus', 'premium')),
        ADD COLUMN plan_requested_at timestamptz,
        ADD CONSTRAINT business_accounts_request_dated CHECK ((requested_plan IS NULL) = (plan_requested_at IS NULL))`);
    await q.query(`CREATE INDEX business_accounts_plan_requests_idx ON business_accounts (plan_requested_at, id) WHERE requested_plan IS NOT NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS business_accounts_plan_requests_idx`);
    await q.query(`ALTER TABLE business_accounts DROP CONSTRAINT IF EXISTS business_accounts_request_dated, DROP COLUMN IF EXISTS plan_requested_at, DROP COLUMN IF EXISTS requested_plan`);
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN IF EXISTS list_unsubscribe`);
    await q.query(`DROP INDEX IF EXISTS review_invitations_review_idx`);
    await q.query(`DROP INDEX IF EXISTS review_invitations_canonical_created_idx`);
    await q.query(`DROP INDEX IF EXISTS review_invitations_company_canonical_idx`);
    await q.query(`ALTER TABLE review_invitations DROP COLUMN IF EXISTS email_canonical, DROP COLUMN IF EXISTS unsubscribe_token_hash`);
    await q.query(`DROP TABLE IF EXISTS mail_suppressions`);
    await q.query(`DROP INDEX IF EXISTS companies_name_unchecked_idx`);
    await q.query(`ALTER TABLE companies DROP COLUMN IF EXISTS name_checked_at`);
  }
}
