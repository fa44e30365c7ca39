import { type MigrationInterface, type QueryRunner } from 'typeorm';

// A reviewer is mailed when the business first replies to their review (modules/review-notices
// owns the table): once per review, whatever happens to the reply afterwards. Edits of the reply
// mail nothing, and neither does a reply deleted and written again, so an owner cannot use
// replies to mail a reviewer over and over.
export class ReviewReplyNotices1767361000000 implements MigrationInterface {
  name = 'ReviewReplyNotices1767361000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE review_reply_notices (
        review_id uuid PRIMARY KEY REFERENCES reviews(id) ON DELETE CASCADE,
        sent_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS review_reply_notices`);
  }
}
