import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The API keeps its hot public answers (company pages, featured, recent reviews, categories) in
// memory. Every write that can change one of them tells every API instance at commit, through
// NOTIFY on the channel 'hot_reads', from triggers: whichever code path or script writes, the
// caches hear of it, and only once the write is committed. Payloads: 'c:<company id>' (that
// company's page and every list), 'categories', '*' (everything, e.g. an author renamed).
// PostgreSQL folds identical notifications of one transaction into one.
export class HotReadNotify1764500000000 implements MigrationInterface {
  name = 'HotReadNotify1764500000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION hot_reads_company_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- reviews, company_claims: company_id; companies: id.
        IF TG_TABLE_NAME = 'companies' THEN
          IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('hot_reads', 'c:' || OLD.id); END IF;
          IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('hot_reads', 'c:' || NEW.id); END IF;
        ELSE
          IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('hot_reads', 'c:' || OLD.company_id); END IF;
          IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('hot_reads', 'c:' || NEW.company_id); END IF;
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of ['reviews', 'companies', 'company_claims']) {
      await q.query(`CREATE TRIGGER ${table}_hot_reads AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION hot_reads_company_changed()`);
    }
    await q.query(`
      CREATE FUNCTION hot_reads_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('hot_reads', TG_ARGV[0]);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER categories_hot_reads AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH STATEMENT EXECUTE FUNCTION hot_reads_notify('categories')`);
    // An author's name is on every review they wrote: rare, so every answer goes.
    await q.query(`
      CREATE TRIGGER users_hot_reads AFTER UPDATE OF first_name, last_name ON users
        FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
        EXECUTE FUNCTION hot_reads_notify('*')`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS users_hot_reads ON users`);
    await q.query(`DROP TRIGGER IF EXISTS categories_hot_reads ON categories`);
    for (const table of ['reviews', 'companies', 'company_claims']) await q.query(`DROP TRIGGER IF EXISTS ${table}_hot_reads ON ${table}`);
    await q.query(`DROP FUNCTION IF EXISTS hot_reads_notify()`);
    await q.query(`DROP FUNCTION IF EXISTS hot_reads_company_changed()`);
  }
}
