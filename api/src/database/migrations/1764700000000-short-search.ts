import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Searches of one or two letters: the trigram index cannot serve them (a trigram needs three), so
// they scanned every company. They now match the start of a word of the name ("ex" finds
// "Bright Express"): each company keeps its names' one- and two-letter word starts in a column
// with a GIN index, and how many companies have each start is kept, so the total of such a
// search is one row, not a count over thousands of companies.
export class ShortSearch1764700000000 implements MigrationInterface {
  name = 'ShortSearch1764700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION name_word_starts(name text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(DISTINCT s ORDER BY s), '{}') FROM (
          SELECT left(w, n) AS s
            FROM regexp_split_to_table(lower(name), '[^[:alnum:]]+') AS w, generate_series(1, 2) AS n
           WHERE length(w) >= n) x
      $$`);
    await q.query(`ALTER TABLE companies ADD COLUMN name_starts text[] NOT NULL GENERATED ALWAYS AS (name_word_starts(name)) STORED`);
    await q.query(`CREATE INDEX companies_name_starts_idx ON companies USING gin (name_starts)`);

    await q.query(`CREATE TABLE company_name_starts (start text PRIMARY KEY, company_count integer NOT NULL CHECK (company_count >= 0))`);
    await q.query(`
      INSERT INTO company_name_starts (start, company_count)
      SELECT s, count(*) FROM companies, unnest(name_starts) AS s GROUP BY s`);
    await q.query(`
      CREATE FUNCTION companies_count_name_starts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE company_name_starts SET company_count = company_count - 1 WHERE start = ANY(OLD.name_starts);
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          INSERT INTO company_name_starts (start, company_count) SELECT s, 1 FROM unnest(NEW.name_starts) AS s
            ON CONFLICT (start) DO UPDATE SET company_count = company_name_starts.company_count + 1;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER companies_count_name_starts AFTER INSERT OR DELETE OR UPDATE OF name ON companies
        FOR EACH ROW EXECUTE FUNCTION companies_count_name_starts()`);
    await q.query(`ANALYZE companies`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS companies_count_name_starts ON companies`);
    await q.query(`DROP FUNCTION IF EXISTS companies_count_name_starts()`);
    await q.query(`DROP TABLE IF EXISTS company_name_starts`);
    await q.query(`ALTER TABLE companies DROP COLUMN IF EXISTS name_starts`);
    await q.query(`DROP FUNCTION IF EXISTS name_word_starts(text)`);
  }
}
