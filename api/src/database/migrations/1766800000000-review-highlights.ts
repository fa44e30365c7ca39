import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { readSqlFile } from '../sql-files.js';

// Issue 21, item 4: "What reviewers say" on a company's page, the aspects its reviews mention
// most with their share of positive and negative mentions (modules/highlights). Owned by the
// highlights module:
//   highlight_reviews    one row per review it has read, visible or not
//   highlight_mentions   the aspects each review mentions, once per review, with polarity and sentence
//                        (and what ranks it as a quote: its strength, its review's stars)
//   highlight_companies  per company, how many visible reviews it has read
//   highlight_aspects    per company and aspect, the visible mentions, positive and negative
//   highlight_unread     the reviews not read yet (what the backfill reads)
// What follows from the reviews' own columns (unread, visible, the totals) is kept by the triggers
// of sql/review-highlights.sql, whoever writes.
export class ReviewHighlights1766800000000 implements MigrationInterface {
  name = 'ReviewHighlights1766800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE highlight_reviews (
        review_id uuid PRIMARY KEY REFERENCES reviews(id) ON DELETE CASCADE,
        company_id uuid NOT NULL,
        visible boolean NOT NULL
      )`);
    await q.query(`
      CREATE TABLE highlight_mentions (
        review_id uuid NOT NULL REFERENCES highlight_reviews(review_id) ON DELETE CASCADE,
        company_id uuid NOT NULL,
        aspect text NOT NULL CHECK (char_length(aspect) BETWEEN 1 AND 100),
        polarity smallint NOT NULL CHECK (polarity IN (-1, 0, 1)),
        sentence text NOT NULL CHECK (char_length(sentence) BETWEEN 1 AND 300),
        visible boolean NOT NULL,
        review_created_at timestamptz NOT NULL,
        review_rating smallint NOT NULL CHECK (review_rating BETWEEN 1 AND 5),
        strength real NOT NULL CHECK (strength BETWEEN 0 AND 1),
        -- The review's stars say what the sentence says: a reader takes such a quote at its word.
        rating_agrees boolean GENERATED ALWAYS AS (polarity = 1 AND review_rating >= 4 OR polarity = -1 AND review_rating <= 2) STORED,
        PRIMARY KEY (review_id, aspect)
      )`);
    // An aspect's quote of one polarity, one index probe: a visible mention whose review's stars
    // agree first, then the strongest, then the newest (highlights.repository.ts asks in this order).
    await q.query(`
      CREATE INDEX highlight_mentions_quote_idx
        ON highlight_mentions (company_id, aspect, polarity, rating_agrees DESC, strength DESC, review_created_at DESC, review_id DESC)
        WHERE visible AND polarity <> 0`);
    await q.query(`
      CREATE TABLE highlight_companies (
        company_id uuid PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
        reviews integer NOT NULL CHECK (reviews >= 0)
      )`);
    await q.query(`
      CREATE TABLE highlight_aspects (
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        aspect text NOT NULL,
        mentions integer NOT NULL CHECK (mentions >= 0),
        positive integer NOT NULL CHECK (positive >= 0),
        negative integer NOT NULL CHECK (negative >= 0),
        CHECK (positive + negative <= mentions),
        PRIMARY KEY (company_id, aspect)
      )`);
    // The page's aspects, most mentioned first, of those at least a third of whose mentions carry
    // an opinion (highlights.repository.ts asks with the same condition).
    await q.query(`
      CREATE INDEX highlight_aspects_top_idx ON highlight_aspects (company_id, mentions DESC, aspect)
        WHERE (positive + negative) * 3 >= mentions`);

    // No foreign key: checking one locks every review written, which made a seed's COPY of a
    // million reviews 20-40 s slower (1.4 s without). A review deleted before it was read leaves
    // its row here, which the backfill drops when it claims it.
    await q.query(`
      CREATE TABLE highlight_unread (
        review_id uuid PRIMARY KEY,
        -- Set while a backfill reads it: another skips it until then (it is read again after, if still here).
        claimed_until timestamptz
      )`);
    // Every review written so far is unread; the triggers add each new one.
    await q.query(`INSERT INTO highlight_unread (review_id) SELECT id FROM reviews`);
    await q.query(readSqlFile('review-highlights.sql'));
  }

  public async down(q: QueryRunner): Promise<void> {
    // The reviews' triggers first: they write the tables below.
    await q.query(`DROP TRIGGER IF EXISTS reviews_highlights_visible ON reviews`);
    await q.query(`DROP TRIGGER IF EXISTS reviews_highlights_unread ON reviews`);
    await q.query(`DROP FUNCTION IF EXISTS reviews_highlights_visible()`);
    await q.query(`DROP FUNCTION IF EXISTS reviews_highlights_unread()`);
    await q.query(`DROP TABLE IF EXISTS highlight_unread`);
    await q.query(`DROP TABLE IF EXISTS highlight_aspects`);
    await q.query(`DROP TABLE IF EXISTS highlight_companies`);
    await q.query(`DROP TABLE IF EXISTS highlight_mentions`);
    await q.query(`DROP TABLE IF EXISTS highlight_reviews`);
    await q.query(`DROP FUNCTION IF EXISTS highlight_mentions_count()`);
    await q.query(`DROP FUNCTION IF EXISTS highlight_reviews_count()`);
  }
}
