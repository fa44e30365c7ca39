import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Issue 17, item 20: a business account is mailed about each new 1–2★ review of a company it
// owns, unless it turned the alerts off on its dashboard. On by default, existing accounts too.
// An alert goes once per reviewer and company (low_rating_alerts_sent): deleting and writing a
// review again, or many accounts doing so, cannot turn the alerts into a mail cannon.
export class LowRatingAlerts1766300000000 implements MigrationInterface {
  name = 'LowRatingAlerts1766300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE business_accounts ADD COLUMN low_rating_alerts boolean NOT NULL DEFAULT true`);
    await q.query(`
      CREATE TABLE low_rating_alerts_sent (
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        account_id uuid NOT NULL REFERENCES business_accounts(id) ON DELETE CASCADE,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (company_id, user_id)
      )`);
    await q.query(`CREATE INDEX low_rating_alerts_sent_account_idx ON low_rating_alerts_sent (account_id, sent_at)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS low_rating_alerts_sent`);
    await q.query(`ALTER TABLE business_accounts DROP COLUMN low_rating_alerts`);
  }
}
