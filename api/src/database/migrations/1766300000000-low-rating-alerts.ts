import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Issue 17, item 20: a business account is mailed about each new 1–2★ review of a company it
// owns, unless it turned the alerts off on its dashboard. On by default, existing accounts too.
export class LowRatingAlerts1766300000000 implements MigrationInterface {
  name = 'LowRatingAlerts1766300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE business_accounts ADD COLUMN low_rating_alerts boolean NOT NULL DEFAULT true`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE business_accounts DROP COLUMN low_rating_alerts`);
  }
}
