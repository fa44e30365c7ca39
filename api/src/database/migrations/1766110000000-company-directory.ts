import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The company directory sorted by name, TrustScore or number of reviews, filtered by category
// and country (issue 17, item 17). Each order has an index alone, after the category and after
// the country, so a page walks index entries in order and stops:
//
//   order \ filter   | none                        | category                         | country
//   name             | companies_name_idx          | companies_category_name_idx      | companies_country_name_idx
//   TrustScore       | companies_trust_sort_idx    | companies_category_trust_sort_idx | companies_country_trust_sort_idx
//   reviews          | companies_reviews_idx       | companies_category_reviews_idx   | companies_country_reviews_idx
//
// A category and a country together match few companies: both indexes, ANDed, then sorted.
// The TrustScore order is trust_rank (what featured ranks by), companies without reviews last:
// trust_sort, a stored generated column (not an expression index, so a page's ids can be read
// from the index alone, and a deep page skips index entries, not rows).
// How many companies each country has is kept (company_countries, by a trigger), like the
// categories' counts: the country filter lists them, and a country's total is one row.
const TRUST_KEY = `trust_sort DESC NULLS LAST`;

export class CompanyDirectory1766110000000 implements MigrationInterface {
  name = 'CompanyDirectory1766110000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE companies ADD COLUMN trust_sort double precision GENERATED ALWAYS AS (CASE WHEN review_count > 0 THEN trust_rank END) STORED`);
    await q.query(`CREATE INDEX companies_trust_sort_idx ON companies (${TRUST_KEY}, name, id)`);
    await q.query(`CREATE INDEX companies_reviews_idx ON companies (review_count DESC, name, id)`);
    await q.query(`CREATE INDEX companies_category_trust_sort_idx ON companies (category, ${TRUST_KEY}, name, id)`);
    await q.query(`CREATE INDEX companies_category_reviews_idx ON companies (category, review_count DESC, name, id)`);
    await q.query(`CREATE INDEX companies_country_name_idx ON companies (country_code, name, id)`);
    await q.query(`CREATE INDEX companies_country_trust_sort_idx ON companies (country_code, ${TRUST_KEY}, name, id)`);
    await q.query(`CREATE INDEX companies_country_reviews_idx ON companies (country_code, review_count DESC, name, id)`);

    await q.query(`CREATE TABLE company_countries (country_code char(2) PRIMARY KEY, company_count integer NOT NULL CHECK (company_count >= 0))`);
    await q.query(`INSERT INTO company_countries (country_code, company_count) SELECT country_code, count(*) FROM companies WHERE country_code IS NOT NULL GROUP BY country_code`);
    await q.query(`
      CREATE FUNCTION companies_count_countries() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.country_code IS NOT DISTINCT FROM NEW.country_code THEN RETURN NULL; END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.country_code IS NOT NULL THEN
          UPDATE company_countries SET company_count = company_count - 1 WHERE country_code = OLD.country_code;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.country_code IS NOT NULL THEN
          INSERT INTO company_countries (country_code, company_count) VALUES (NEW.country_code, 1)
            ON CONFLICT (country_code) DO UPDATE SET company_count = company_countries.company_count + 1;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER companies_count_countries AFTER INSERT OR DELETE OR UPDATE OF country_code ON companies
        FOR EACH ROW EXECUTE FUNCTION companies_count_countries()`);
    await q.query(`ANALYZE companies`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS companies_count_countries ON companies`);
    await q.query(`DROP FUNCTION IF EXISTS companies_count_countries()`);
    await q.query(`DROP TABLE IF EXISTS company_countries`);
    for (const name of [
      'companies_country_reviews_idx',
      'companies_country_trust_sort_idx',
      'companies_country_name_idx',
      'companies_category_reviews_idx',
      'companies_category_trust_sort_idx',
      'companies_reviews_idx',
      'companies_trust_sort_idx',
    ]) {
      await q.query(`DROP INDEX IF EXISTS ${name}`);
    }
    await q.query(`ALTER TABLE companies DROP COLUMN IF EXISTS trust_sort`);
  }
}
