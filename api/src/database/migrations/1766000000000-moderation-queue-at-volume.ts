import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The moderators' queue at volume (issue 17, finding 1): filtered by reports or signals, report
// reason, signal kind and company, people's reports first, a company's signal cluster dismissed at
// once, and the hidden reviews listed.
// - review_reports and review_signals keep their review's company_id (set from the review at
//   insert, moved with it should a review ever change company). Filtering and counting "by
//   company" otherwise joins reviews for every open item and filters after the join; kept, it is
//   a range of one partial index, and a cluster (one kind of signal on one company) is one index
//   range to count, list and close. The column outlives a deleted review (review_id NULL), so the
//   history still says which company a report was about.
// - Partial indexes WHERE status = 'open': the open items are a small, moving part of tables that
//   only grow (closed records are kept for the transparency figures), so every queue read scans
//   the open part alone, in the order it pages by.
export class ModerationQueueAtVolume1766000000000 implements MigrationInterface {
  name = 'ModerationQueueAtVolume1766000000000';

  public async up(q: QueryRunner): Promise<void> {
    for (const table of ['review_reports', 'review_signals']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN company_id uuid REFERENCES companies(id) ON DELETE SET NULL`);
      await q.query(`UPDATE ${table} x SET company_id = r.company_id FROM reviews r WHERE r.id = x.review_id`);
    }
    await q.query(`
      CREATE FUNCTION moderation_item_company() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.review_id IS NOT NULL THEN
          SELECT company_id INTO NEW.company_id FROM reviews WHERE id = NEW.review_id;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER review_reports_company BEFORE INSERT ON review_reports FOR EACH ROW EXECUTE FUNCTION moderation_item_company()`);
    await q.query(`CREATE TRIGGER review_signals_company BEFORE INSERT ON review_signals FOR EACH ROW EXECUTE FUNCTION moderation_item_company()`);
    // No code moves a review to another company today; should one ever, its records follow it.
    await q.query(`
      CREATE FUNCTION reviews_moderation_company() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE review_reports SET company_id = NEW.company_id WHERE review_id = NEW.id;
        UPDATE review_signals SET company_id = NEW.company_id WHERE review_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER reviews_moderation_company AFTER UPDATE OF company_id ON reviews
        FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id) EXECUTE FUNCTION reviews_moderation_company()`);

    // Open reports by reason and by company (the people's-reports tab and its counts, a company's view).
    await q.query(`CREATE INDEX review_reports_open_reason_idx ON review_reports (reason, created_at) INCLUDE (review_id) WHERE status = 'open'`);
    await q.query(`CREATE INDEX review_reports_open_company_idx ON review_reports (company_id, created_at) INCLUDE (review_id, reason) WHERE status = 'open'`);
    // Open signals by kind (the kind filter and its counts) and by company and kind (a company's
    // view, its clusters, and closing one cluster in one decision).
    await q.query(`CREATE INDEX review_signals_open_kind_idx ON review_signals (signal, created_at) INCLUDE (review_id) WHERE status = 'open'`);
    await q.query(`CREATE INDEX review_signals_open_company_idx ON review_signals (company_id, signal, created_at) INCLUDE (review_id) WHERE status = 'open'`);
    // Hidden reviews of one company, newest hidden first (all companies: reviews_hidden_idx).
    await q.query(`CREATE INDEX reviews_company_hidden_idx ON reviews (company_id, hidden_at DESC) WHERE hidden_at IS NOT NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS reviews_company_hidden_idx`);
    await q.query(`DROP INDEX IF EXISTS review_signals_open_company_idx`);
    await q.query(`DROP INDEX IF EXISTS review_signals_open_kind_idx`);
    await q.query(`DROP INDEX IF EXISTS review_reports_open_company_idx`);
    await q.query(`DROP INDEX IF EXISTS review_reports_open_reason_idx`);
    await q.query(`DROP TRIGGER IF EXISTS reviews_moderation_company ON reviews`);
    await q.query(`DROP FUNCTION IF EXISTS reviews_moderation_company()`);
    await q.query(`DROP TRIGGER IF EXISTS review_signals_company ON review_signals`);
    await q.query(`DROP TRIGGER IF EXISTS review_reports_company ON review_reports`);
    await q.query(`DROP FUNCTION IF EXISTS moderation_item_company()`);
    await q.query(`ALTER TABLE review_signals DROP COLUMN IF EXISTS company_id`);
    await q.query(`ALTER TABLE review_reports DROP COLUMN IF EXISTS company_id`);
  }
}
