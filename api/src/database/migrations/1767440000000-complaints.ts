import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Complaints against any moderation decision (DSA Art. 20) generalise the authors' appeals: the
// table review_appeals now holds a complaint from the review's author, from the company (its
// business account, the verified owner) or from a notifier (their notice, reached by the mailed
// link or their account). Each has one open complaint per decision (the author through user_id,
// the company through business_account_id, a notifier through their notice); a decided complaint
// no longer stops the next, so the old one-appeal-per-decision key goes.
export class Complaints1767440000000 implements MigrationInterface {
  name = 'Complaints1767440000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE review_appeals
        ADD COLUMN complainant_role text NOT NULL DEFAULT 'author' CHECK (complainant_role IN ('author', 'company', 'notifier')),
        ADD COLUMN notice_id uuid REFERENCES review_reports(id) ON DELETE SET NULL,
        ADD COLUMN business_account_id uuid REFERENCES business_accounts(id) ON DELETE SET NULL,
        DROP CONSTRAINT review_appeals_decision_id_key`);
    await q.query(`CREATE INDEX review_appeals_decision_idx ON review_appeals (decision_id)`);
    await q.query(`CREATE UNIQUE INDEX review_appeals_one_open_per_user ON review_appeals (decision_id, user_id) WHERE status = 'open' AND complainant_role = 'author'`);
    await q.query(`CREATE UNIQUE INDEX review_appeals_one_open_per_company ON review_appeals (decision_id, business_account_id) WHERE status = 'open' AND complainant_role = 'company'`);
    await q.query(`CREATE UNIQUE INDEX review_appeals_one_open_per_notice ON review_appeals (decision_id, notice_id) WHERE status = 'open'`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS review_appeals_one_open_per_notice`);
    await q.query(`DROP INDEX IF EXISTS review_appeals_one_open_per_company`);
    await q.query(`DROP INDEX IF EXISTS review_appeals_one_open_per_user`);
    await q.query(`DROP INDEX IF EXISTS review_appeals_decision_idx`);
    await q.query(`DELETE FROM review_appeals WHERE complainant_role <> 'author'`);
    await q.query(`
      ALTER TABLE review_appeals DROP COLUMN business_account_id, DROP COLUMN notice_id, DROP COLUMN complainant_role,
        ADD CONSTRAINT review_appeals_decision_id_key UNIQUE (decision_id)`);
  }
}
