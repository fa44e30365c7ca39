import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Moderation records outlive what they are about, so the published figures never fall:
// - a review its author deletes no longer takes its reports, appeal and signals with it: they
//   stay (review_id set to NULL), and any still open are closed as 'withdrawn';
// - an audit entry keeps its actor's name and no longer points at users with ON DELETE SET NULL,
//   which the append-only trigger refused (deleting anyone who ever moderated failed);
// - users are found by name or email along trigram indexes.
export class ModerationRecordsKept1764600000000 implements MigrationInterface {
  name = 'ModerationRecordsKept1764600000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE review_reports
        ALTER COLUMN review_id DROP NOT NULL,
        DROP CONSTRAINT review_reports_review_id_fkey,
        ADD CONSTRAINT review_reports_review_id_fkey FOREIGN KEY (review_id) REFERENCES reviews(id) ON DELETE SET NULL,
        DROP CONSTRAINT review_reports_status_check,
        ADD CONSTRAINT review_reports_status_check CHECK (status IN ('open', 'resolved', 'dismissed', 'withdrawn'))`);
    await q.query(`
      ALTER TABLE review_appeals
        ALTER COLUMN review_id DROP NOT NULL,
        DROP CONSTRAINT review_appeals_review_id_fkey,
        ADD CONSTRAINT review_appeals_review_id_fkey FOREIGN KEY (review_id) REFERENCES reviews(id) ON DELETE SET NULL,
        DROP CONSTRAINT review_appeals_status_check,
        ADD CONSTRAINT review_appeals_status_check CHECK (status IN ('open', 'upheld', 'overturned', 'withdrawn'))`);
    await q.query(`
      ALTER TABLE review_signals
        DROP CONSTRAINT review_signals_pkey,
        ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        ALTER COLUMN review_id DROP NOT NULL,
        DROP CONSTRAINT review_signals_review_id_fkey,
        ADD CONSTRAINT review_signals_review_id_fkey FOREIGN KEY (review_id) REFERENCES reviews(id) ON DELETE SET NULL,
        DROP CONSTRAINT review_signals_status_check,
        ADD CONSTRAINT review_signals_status_check CHECK (status IN ('open', 'resolved', 'dismissed', 'withdrawn'))`);
    // A signal is raised once per review (NULLs, the deleted reviews', never collide).
    await q.query(`CREATE UNIQUE INDEX review_signals_once ON review_signals (review_id, signal)`);

    await q.query(`
      CREATE FUNCTION reviews_withdraw_moderation() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE review_reports SET status = 'withdrawn', closed_at = now() WHERE review_id = OLD.id AND status = 'open';
        UPDATE review_signals SET status = 'withdrawn', closed_at = now() WHERE review_id = OLD.id AND status = 'open';
        UPDATE review_appeals SET status = 'withdrawn', decided_at = now() WHERE review_id = OLD.id AND status = 'open';
        RETURN OLD;
      END $$`);
    await q.query(`CREATE TRIGGER reviews_withdraw_moderation BEFORE DELETE ON reviews FOR EACH ROW EXECUTE FUNCTION reviews_withdraw_moderation()`);

    await q.query(`ALTER TABLE audit_log DROP CONSTRAINT audit_log_actor_id_fkey, ADD COLUMN actor_name text`);

    await q.query(`CREATE INDEX users_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops)`);
    await q.query(`CREATE INDEX users_name_trgm_idx ON users USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS users_name_trgm_idx`);
    await q.query(`DROP INDEX IF EXISTS users_email_trgm_idx`);
    await q.query(`ALTER TABLE audit_log DROP COLUMN IF EXISTS actor_name`);
    await q.query(`DROP TRIGGER IF EXISTS reviews_withdraw_moderation ON reviews`);
    await q.query(`DROP FUNCTION IF EXISTS reviews_withdraw_moderation()`);
    // Records of deleted reviews cannot point anywhere again: they go, as before this migration.
    await q.query(`DELETE FROM review_signals WHERE review_id IS NULL OR status = 'withdrawn'`);
    await q.query(`DROP INDEX IF EXISTS review_signals_once`);
    await q.query(`
      ALTER TABLE review_signals DROP COLUMN id, ALTER COLUMN review_id SET NOT NULL, ADD PRIMARY KEY (review_id, signal),
        DROP CONSTRAINT review_signals_status_check, ADD CONSTRAINT review_signals_status_check CHECK (status IN ('open', 'resolved', 'dismissed')),
        DROP CONSTRAINT review_signals_review_id_fkey,
        ADD CONSTRAINT review_signals_review_id_fkey FOREIGN KEY (review_id) REFERENCES reviews(id) ON DELETE CASCADE`);
    for (const [table, statuses] of [
      ['review_appeals', `'open', 'upheld', 'overturned'`],
      ['review_reports', `'open', 'resolved', 'dismissed'`],
    ]) {
      await q.query(`DELETE FROM ${table} WHERE review_id IS NULL OR status = 'withdrawn'`);
      await q.query(`
        ALTER TABLE ${table} ALTER COLUMN review_id SET NOT NULL,
          DROP CONSTRAINT ${table}_status_check, ADD CONSTRAINT ${table}_status_check CHECK (status IN (${statuses})),
          DROP CONSTRAINT ${table}_review_id_fkey,
          ADD CONSTRAINT ${table}_review_id_fkey FOREIGN KEY (review_id) REFERENCES reviews(id) ON DELETE CASCADE`);
    }
  }
}
