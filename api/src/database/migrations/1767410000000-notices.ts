import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Notice and action (EU Digital Services Act Arts. 16, 17, 22). review_reports becomes the one
// table of notices: a signed-in report is a notice whose sender is known by account, a visitor's
// notice carries the sender's name and email, and both feed the same queue, counts and figures.
// The table keeps its name (the triggers that withdraw a deleted review's reports and keep its
// company, and the hot-read notifications, name it); every existing row stays as it was, its
// sender kind read from the reporter column it has.
// - target_type: what the notice is about: a review, the business's reply to it (both by
//   review_id), or a company page (company_id alone, review_id NULL).
// - ground 'illegal' (with the law the sender names) or 'incompatible' (against the terms);
//   reports made before notices existed were about the guidelines.
// - good_faith_at: when the sender stated that the notice is accurate and complete (NULL for the
//   reports made before the statement was asked for).
// - outcome_token_hash: the hash of the token mailed with the outcome, which identifies the notice
//   for a later complaint by its sender (the token itself is never stored).
// trusted_flaggers: organisations an admin marks as trusted flaggers (Art. 22), by the email
// domains or addresses they send from; their notices come first in the queue.
export class Notices1767410000000 implements MigrationInterface {
  name = 'Notices1767410000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE trusted_flaggers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        domains text[] NOT NULL DEFAULT '{}',
        emails text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        removed_at timestamptz,
        CONSTRAINT trusted_flaggers_sends_from CHECK (cardinality(domains) + cardinality(emails) > 0)
      )`);
    await q.query(`
      ALTER TABLE review_reports
        ADD COLUMN target_type text NOT NULL DEFAULT 'review' CHECK (target_type IN ('review', 'reply', 'company')),
        ADD COLUMN sender_kind text CHECK (sender_kind IN ('user', 'business', 'visitor')),
        ADD COLUMN sender_name text CHECK (length(sender_name) <= 100),
        ADD COLUMN sender_email text CHECK (length(sender_email) <= 254),
        ADD COLUMN ground text NOT NULL DEFAULT 'incompatible' CHECK (ground IN ('illegal', 'incompatible')),
        ADD COLUMN law text CHECK (length(law) <= 200),
        ADD COLUMN good_faith_at timestamptz,
        ADD COLUMN trusted_flagger_id uuid REFERENCES trusted_flaggers(id),
        ADD COLUMN outcome_token_hash text UNIQUE,
        ADD COLUMN outcome_mailed_at timestamptz,
        ADD CONSTRAINT review_reports_illegal_names_law CHECK (ground <> 'illegal' OR law IS NOT NULL),
        ADD CONSTRAINT review_reports_target CHECK (CASE target_type WHEN 'company' THEN review_id IS NULL ELSE true END)`);
    await q.query(`UPDATE review_reports SET sender_kind = CASE WHEN reporter_account_id IS NOT NULL THEN 'business' ELSE 'user' END`);
    await q.query(`ALTER TABLE review_reports ALTER COLUMN sender_kind SET NOT NULL`);
    // A visitor's notice names its sender; a signed-in one is known by its account.
    await q.query(`
      ALTER TABLE review_reports ADD CONSTRAINT review_reports_sender_known CHECK (
        CASE sender_kind WHEN 'visitor' THEN sender_name IS NOT NULL AND sender_email IS NOT NULL
                         WHEN 'user' THEN reporter_account_id IS NULL
                         ELSE reporter_account_id IS NOT NULL END)`);
    // An admin's marking of a trusted flagger is audited under its own target.
    await q.query(`
      ALTER TABLE audit_log DROP CONSTRAINT audit_log_target_type_check,
        ADD CONSTRAINT audit_log_target_type_check CHECK (target_type IN ('review', 'claim', 'user', 'company', 'report', 'appeal', 'business_account', 'trusted_flagger'))`);
    // The open notices about company pages, for their own list.
    await q.query(`CREATE INDEX review_reports_open_company_pages_idx ON review_reports (company_id, created_at) WHERE status = 'open' AND target_type = 'company'`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM review_reports WHERE target_type = 'company' OR sender_kind = 'visitor'`);
    await q.query(`DROP INDEX IF EXISTS review_reports_open_company_pages_idx`);
    await q.query(`
      ALTER TABLE review_reports
        DROP CONSTRAINT IF EXISTS review_reports_sender_known,
        DROP CONSTRAINT IF EXISTS review_reports_target,
        DROP CONSTRAINT IF EXISTS review_reports_illegal_names_law,
        DROP COLUMN IF EXISTS outcome_mailed_at,
        DROP COLUMN IF EXISTS outcome_token_hash,
        DROP COLUMN IF EXISTS trusted_flagger_id,
        DROP COLUMN IF EXISTS good_faith_at,
        DROP COLUMN IF EXISTS law,
        DROP COLUMN IF EXISTS ground,
        DROP COLUMN IF EXISTS sender_email,
        DROP COLUMN IF EXISTS sender_name,
        DROP COLUMN IF EXISTS sender_kind,
        DROP COLUMN IF EXISTS target_type`);
    await q.query(`
      ALTER TABLE audit_log DROP CONSTRAINT audit_log_target_type_check,
        ADD CONSTRAINT audit_log_target_type_check CHECK (target_type IN ('review', 'claim', 'user', 'company', 'report', 'appeal', 'business_account')) NOT VALID`);
    await q.query(`DROP TABLE IF EXISTS trusted_flaggers`);
  }
}
