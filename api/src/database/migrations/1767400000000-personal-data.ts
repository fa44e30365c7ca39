import { type MigrationInterface, type QueryRunner } from 'typeorm';

// People's own data (modules/personal-data): an account can be erased, and addresses are purged.
// - An appeal outlives its author's account: it is a record behind the published moderation
//   figures (DSA Art. 20, 24). Erasure sets user_id to NULL and drops the statement the author
//   wrote (free text that may name them); the decisions it led to stay in the audit log.
// - A contact message keeps its text for the contact module's two years, but the network address
//   it came from is purged sooner (IP_RETENTION_DAYS), so the column may be empty.
export class PersonalData1767400000000 implements MigrationInterface {
  name = 'PersonalData1767400000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE review_appeals
        ALTER COLUMN user_id DROP NOT NULL,
        ALTER COLUMN statement DROP NOT NULL,
        DROP CONSTRAINT review_appeals_user_id_fkey,
        ADD CONSTRAINT review_appeals_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE contact_messages ALTER COLUMN ip DROP NOT NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE contact_messages SET ip = 'unknown' WHERE ip IS NULL`);
    await q.query(`ALTER TABLE contact_messages ALTER COLUMN ip SET NOT NULL`);
    // Appeals of erased accounts cannot point at anyone again: they go, as before this migration.
    await q.query(`DELETE FROM review_appeals WHERE user_id IS NULL OR statement IS NULL`);
    await q.query(`
      ALTER TABLE review_appeals
        ALTER COLUMN user_id SET NOT NULL,
        ALTER COLUMN statement SET NOT NULL,
        DROP CONSTRAINT review_appeals_user_id_fkey,
        ADD CONSTRAINT review_appeals_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE`);
  }
}
