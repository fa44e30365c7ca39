import { type MigrationInterface, type QueryRunner } from 'typeorm';

// What moderators need to undo a business (issue 16, finding 2) and the stronger proofs of
// ownership (findings 6 and 7):
// - a verified claim can be revoked ('revoked', audited), and verified by a DNS TXT record
//   ('dns_txt', with the token the owner publishes);
// - a business account can be suspended (its sessions end, sign-in is refused);
// - an owner's reply can be hidden without hiding the review;
// - audit entries can be about a business account.
export class BusinessUndo1765100000000 implements MigrationInterface {
  name = 'BusinessUndo1765100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE company_claims
        DROP CONSTRAINT company_claims_status_check,
        ADD CONSTRAINT company_claims_status_check CHECK (status IN ('pending', 'verified', 'rejected', 'revoked')),
        DROP CONSTRAINT company_claims_verification_check,
        ADD CONSTRAINT company_claims_verification_check CHECK (verification IN ('email_domain', 'dns_txt', 'moderator')),
        -- The value the owner publishes in a TXT record of the company's domain to prove it is theirs.
        ADD COLUMN dns_token text CHECK (dns_token ~ '^[0-9a-f]{32}$')`);
    await q.query(`UPDATE company_claims SET dns_token = replace(gen_random_uuid()::text, '-', '') WHERE status = 'pending'`);
    await q.query(`ALTER TABLE business_accounts ADD COLUMN suspended_at timestamptz`);
    await q.query(`
      ALTER TABLE reviews
        ADD COLUMN reply_hidden_decision_id bigint REFERENCES audit_log(id),
        ADD CONSTRAINT reviews_hidden_reply_exists CHECK (reply_hidden_decision_id IS NULL OR reply_content IS NOT NULL)`);
    await q.query(`
      ALTER TABLE audit_log
        DROP CONSTRAINT audit_log_target_type_check,
        ADD CONSTRAINT audit_log_target_type_check CHECK (target_type IN ('review', 'claim', 'user', 'company', 'report', 'appeal', 'business_account'))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE audit_log DROP CONSTRAINT audit_log_target_type_check,
        ADD CONSTRAINT audit_log_target_type_check CHECK (target_type IN ('review', 'claim', 'user', 'company', 'report', 'appeal')) NOT VALID`);
    await q.query(`ALTER TABLE reviews DROP CONSTRAINT IF EXISTS reviews_hidden_reply_exists, DROP COLUMN IF EXISTS reply_hidden_decision_id`);
    await q.query(`ALTER TABLE business_accounts DROP COLUMN IF EXISTS suspended_at`);
    await q.query(`UPDATE company_claims SET status = 'rejected' WHERE status = 'revoked'`);
    await q.query(`UPDATE company_claims SET verification = 'moderator' WHERE verification = 'dns_txt'`);
    await q.query(`
      ALTER TABLE company_claims DROP COLUMN IF EXISTS dns_token,
        DROP CONSTRAINT company_claims_status_check,
        ADD CONSTRAINT company_claims_status_check CHECK (status IN ('pending', 'verified', 'rejected')),
        DROP CONSTRAINT company_claims_verification_check,
        ADD CONSTRAINT company_claims_verification_check CHECK (verification IN ('email_domain', 'moderator'))`);
  }
}
