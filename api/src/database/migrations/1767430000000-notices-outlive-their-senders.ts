import { type MigrationInterface, type QueryRunner } from 'typeorm';

// A notice outlives its sender's erasure: the decision it led to and the published figures count
// it, so the row stays while who sent it goes (reporter link, name, email and their words). The
// sender check written with notices asked a business notice for its account and a visitor's for a
// name and email, which an erasure must be able to clear; it now only keeps the kinds apart (a
// notice is never linked to an account of the other kind). The form and the API still require a
// visitor's name and email when a notice is sent.
export class NoticesOutliveTheirSenders1767430000000 implements MigrationInterface {
  name = 'NoticesOutliveTheirSenders1767430000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE review_reports DROP CONSTRAINT review_reports_sender_known,
        ADD CONSTRAINT review_reports_sender_kind_matches CHECK (
          CASE sender_kind WHEN 'user' THEN reporter_account_id IS NULL
                           WHEN 'business' THEN reporter_user_id IS NULL
                           ELSE reporter_user_id IS NULL AND reporter_account_id IS NULL END)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE review_reports DROP CONSTRAINT review_reports_sender_kind_matches,
        ADD CONSTRAINT review_reports_sender_known CHECK (
          CASE sender_kind WHEN 'visitor' THEN sender_name IS NOT NULL AND sender_email IS NOT NULL
                           WHEN 'user' THEN reporter_account_id IS NULL
                           ELSE reporter_account_id IS NOT NULL END) NOT VALID`);
  }
}
