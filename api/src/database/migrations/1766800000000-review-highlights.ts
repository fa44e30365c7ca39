import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Issue 21, item 4: "What reviewers say" on a company's page, the aspects its reviews mention
// most with their share of positive and negative mentions (modules/highlights). Owned by the
// highlights module:
//   highlight_reviews    one row per review it has read (the backfill's marker), visible or not
//   highlight_mentions   the aspects each review mentions, once per review, with polarity and sentence
//                        (and what ranks it as a quote: its strength, its review's stars)
//   highlight_companies  per company, how many visible reviews it has read
//   highlight_aspects    per company and aspect, the visible mentions, positive and negative
// The two totals tables are kept by the two triggers below, whoever writes: the module, a
// cascade from a deleted review, user or company. Each locks the company's row first, as the
// reviews trigger does, so the rows they move are always taken after it whatever the path (a
// cascaded delete runs before the reviews trigger of the same statement). A change notifies the
// company's hot reads (its page and its highlights), as the backfill changes no review.
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

    await q.query(`
      CREATE FUNCTION highlight_reviews_count() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        c uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END;
      BEGIN
        PERFORM 1 FROM companies WHERE id = c FOR NO KEY UPDATE;
        IF TG_OP <> 'INSERT' THEN
          IF OLD.visible THEN
            UPDATE highlight_companies SET reviews = reviews - 1 WHERE company_id = OLD.company_id;
          END IF;
        END IF;
        IF TG_OP <> 'DELETE' THEN
          IF NEW.visible THEN
            INSERT INTO highlight_companies AS h (company_id, reviews) VALUES (NEW.company_id, 1)
            ON CONFLICT (company_id) DO UPDATE SET reviews = h.reviews + 1;
          END IF;
        END IF;
        PERFORM pg_notify('hot_reads', 'c:' || c);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER highlight_reviews_count AFTER INSERT OR DELETE OR UPDATE OF visible ON highlight_reviews
        FOR EACH ROW EXECUTE FUNCTION highlight_reviews_count()`);

    await q.query(`
      CREATE FUNCTION highlight_mentions_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM 1 FROM companies WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END FOR NO KEY UPDATE;
        IF TG_OP <> 'INSERT' THEN
          IF OLD.visible THEN
            UPDATE highlight_aspects
               SET mentions = mentions - 1, positive = positive - (OLD.polarity = 1)::int, negative = negative - (OLD.polarity = -1)::int
             WHERE company_id = OLD.company_id AND aspect = OLD.aspect;
          END IF;
        END IF;
        IF TG_OP <> 'DELETE' THEN
          IF NEW.visible THEN
            INSERT INTO highlight_aspects AS a (company_id, aspect, mentions, positive, negative)
            VALUES (NEW.company_id, NEW.aspect, 1, (NEW.polarity = 1)::int, (NEW.polarity = -1)::int)
            ON CONFLICT (company_id, aspect) DO UPDATE
              SET mentions = a.mentions + 1, positive = a.positive + excluded.positive, negative = a.negative + excluded.negative;
          END IF;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER highlight_mentions_count AFTER INSERT OR DELETE OR UPDATE OF visible ON highlight_mentions
        FOR EACH ROW EXECUTE FUNCTION highlight_mentions_count()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS highlight_aspects`);
    await q.query(`DROP TABLE IF EXISTS highlight_companies`);
    await q.query(`DROP TABLE IF EXISTS highlight_mentions`);
    await q.query(`DROP TABLE IF EXISTS highlight_reviews`);
    await q.query(`DROP FUNCTION IF EXISTS highlight_mentions_count()`);
    await q.query(`DROP FUNCTION IF EXISTS highlight_reviews_count()`);
  }
}
