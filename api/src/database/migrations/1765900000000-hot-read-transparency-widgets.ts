import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Two more hot answers (issue 16, finding 10), kept true by NOTIFY 'hot_reads' at commit as the
// others are (1764500000000-hot-read-notify.ts):
// - the transparency figures read review_reports, audit_log, review_appeals and review_signals
//   (never reviews themselves: a hide is counted from its audit row): any row written to one of
//   them sends 'transparency' (audit_log only ever takes INSERTs).
// - a company's widget shows the templates of its verified owner's plan: a plan change sends
//   'c:<company id>' for each company the account owns (claims already notify their company).
export class HotReadTransparencyWidgets1765900000000 implements MigrationInterface {
  name = 'HotReadTransparencyWidgets1765900000000';

  public async up(q: QueryRunner): Promise<void> {
    // Row by row, so a statement that changes nothing (a decision closing the open reports of a
    // review that had none, a cascade from a deleted review without any) sends nothing; PostgreSQL
    // folds a transaction's identical notices into one.
    for (const table of ['review_reports', 'review_appeals', 'review_signals']) {
      await q.query(`CREATE TRIGGER ${table}_hot_reads AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION hot_reads_notify('transparency')`);
      await q.query(`CREATE TRIGGER ${table}_truncate_hot_reads AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION hot_reads_notify('transparency')`);
    }
    await q.query(`CREATE TRIGGER audit_log_hot_reads AFTER INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION hot_reads_notify('transparency')`);

    await q.query(`
      CREATE FUNCTION hot_reads_plan_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        owned uuid;
      BEGIN
        FOR owned IN SELECT company_id FROM company_claims WHERE account_id = NEW.id AND status = 'verified' LOOP
          PERFORM pg_notify('hot_reads', 'c:' || owned);
        END LOOP;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER business_accounts_hot_reads AFTER UPDATE OF plan ON business_accounts
        FOR EACH ROW WHEN (OLD.plan IS DISTINCT FROM NEW.plan) EXECUTE FUNCTION hot_reads_plan_changed()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS business_accounts_hot_reads ON business_accounts`);
    await q.query(`DROP FUNCTION IF EXISTS hot_reads_plan_changed()`);
    await q.query(`DROP TRIGGER IF EXISTS audit_log_hot_reads ON audit_log`);
    for (const table of ['review_signals', 'review_appeals', 'review_reports']) {
      await q.query(`DROP TRIGGER IF EXISTS ${table}_truncate_hot_reads ON ${table}`);
      await q.query(`DROP TRIGGER IF EXISTS ${table}_hot_reads ON ${table}`);
    }
  }
}
