import { type MigrationInterface, type QueryRunner } from 'typeorm';

// A company's reviews filtered by rating, verified only and keywords, in five orders, over all of
// its published reviews (issue 17, items 4 and 18). Every filter and order without keywords reads
// one of these partial indexes of visible reviews, ids first (index-only), so a page costs the same
// at 1,000,000 reviews as at 100 and an offset skips index entries, never rows:
//
//   order \ filter      | none                        | rating                            | verified only (+ rating)
//   newest, oldest      | reviews_company_created_idx | reviews_company_rating_created_idx | reviews_company_verified[_rating]_created_idx
//   highest, lowest     | rating groups of reviews_company_rating_created_idx, one after another (see company-review-pages.ts)
//   helpful             | reviews_company_helpful_idx | reviews_company_rating_helpful_idx | reviews_company_verified[_rating]_helpful_idx
//
// Keywords match search_vector (English stemming of title and text), kept by PostgreSQL as a
// stored generated column, along GIN indexes whose first key is the company (btree_gin), so a
// word common elsewhere costs nothing on a company whose reviews lack it: one of all visible
// reviews and one per star. Adding the column rewrites the reviews table once (about 2 minutes
// per million reviews).
export class CompanyReviewViews1766100000000 implements MigrationInterface {
  name = 'CompanyReviewViews1766100000000';

  public async up(q: QueryRunner): Promise<void> {
    const visible = `WHERE hidden_at IS NULL`;
    const verified = `WHERE hidden_at IS NULL AND verified`;
    await q.query(`CREATE INDEX reviews_company_rating_created_idx ON reviews (company_id, rating, created_at DESC, id DESC) ${visible}`);
    await q.query(`CREATE INDEX reviews_company_helpful_idx ON reviews (company_id, helpful_count DESC, created_at DESC, id DESC) ${visible}`);
    await q.query(`CREATE INDEX reviews_company_rating_helpful_idx ON reviews (company_id, rating, helpful_count DESC, created_at DESC, id DESC) ${visible}`);
    await q.query(`CREATE INDEX reviews_company_verified_created_idx ON reviews (company_id, created_at DESC, id DESC) ${verified}`);
    await q.query(`CREATE INDEX reviews_company_verified_rating_created_idx ON reviews (company_id, rating, created_at DESC, id DESC) ${verified}`);
    await q.query(`CREATE INDEX reviews_company_verified_helpful_idx ON reviews (company_id, helpful_count DESC, created_at DESC, id DESC) ${verified}`);
    await q.query(
      `CREATE INDEX reviews_company_verified_rating_helpful_idx ON reviews (company_id, rating, helpful_count DESC, created_at DESC, id DESC) ${verified}`,
    );

    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gin`);
    await q.query(
      `ALTER TABLE reviews ADD COLUMN search_vector tsvector NOT NULL GENERATED ALWAYS AS (to_tsvector('english', title || ' ' || content)) STORED`,
    );
    await q.query(`CREATE INDEX reviews_company_search_idx ON reviews USING gin (company_id, search_vector) ${visible}`);
    // One per star as well: words and ratings go together (a word of complaints may be in no 5-star
    // review at all), so a star's matches come from its own index, never from the whole company's.
    for (const star of [1, 2, 3, 4, 5]) {
      await q.query(`CREATE INDEX reviews_company_rating${star}_search_idx ON reviews USING gin (company_id, search_vector) ${visible} AND rating = ${star}`);
    }
    await q.query(`ANALYZE reviews`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const star of [1, 2, 3, 4, 5]) await q.query(`DROP INDEX IF EXISTS reviews_company_rating${star}_search_idx`);
    await q.query(`DROP INDEX IF EXISTS reviews_company_search_idx`);
    await q.query(`ALTER TABLE reviews DROP COLUMN IF EXISTS search_vector`);
    for (const name of [
      'reviews_company_verified_rating_helpful_idx',
      'reviews_company_verified_helpful_idx',
      'reviews_company_verified_rating_created_idx',
      'reviews_company_verified_created_idx',
      'reviews_company_rating_helpful_idx',
      'reviews_company_helpful_idx',
      'reviews_company_rating_created_idx',
    ]) {
      await q.query(`DROP INDEX IF EXISTS ${name}`);
    }
  }
}
