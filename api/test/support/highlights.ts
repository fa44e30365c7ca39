// What the review highlights' integration specs share: reviews written past the API, and the
// check that every kept figure equals a recount of what it stands for.
import type { TestApp } from './test-app.js';

/** Writes reviews straight to the database, as the seed and scripts do (past the API), an hour apart; 3 stars unless told. */
export function writeReviews(t: TestApp, company: string, contents: string[], ratings: number[] = []): Promise<{ id: string; userId: string }[]> {
  return t.db.query(
    `WITH input AS (SELECT * FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS x(content, rating, n)),
     authors AS (INSERT INTO users (email, first_name, last_name) SELECT 'hl-' || gen_random_uuid() || '@example.com', 'High', 'Lights' FROM input ORDER BY n RETURNING id),
     numbered AS (SELECT id, row_number() OVER () AS n FROM authors)
     INSERT INTO reviews (company_id, user_id, rating, title, content, created_at, updated_at)
     SELECT $1, a.id, coalesce(i.rating, 3), 'Okay', i.content, now() - make_interval(hours => 1000 - i.n::int), now() - make_interval(hours => 1000 - i.n::int)
       FROM input i JOIN numbered a ON a.n = i.n ORDER BY i.n
     RETURNING id, user_id AS "userId"`,
    [company, contents, ratings],
  );
}

/**
 * The kept totals equal a recount of the rows they total, for every company; each read review's
 * rows are visible exactly when the review is (reviews.hidden_at IS NULL) and carry its company
 * and stars; every review is either read or waiting to be read, never both.
 */
export async function expectTotalsExact(t: TestApp): Promise<void> {
  const aspects = await t.db.query(`
    WITH counted AS (
      SELECT company_id, aspect, count(*)::int AS mentions, count(*) FILTER (WHERE polarity = 1)::int AS positive,
             count(*) FILTER (WHERE polarity = -1)::int AS negative
        FROM highlight_mentions WHERE visible GROUP BY 1, 2)
    SELECT * FROM counted c FULL JOIN (SELECT * FROM highlight_aspects WHERE mentions > 0 OR positive > 0 OR negative > 0) a USING (company_id, aspect)
     WHERE c.mentions IS DISTINCT FROM a.mentions OR c.positive IS DISTINCT FROM a.positive OR c.negative IS DISTINCT FROM a.negative`);
  expect(aspects).toEqual([]);
  const companies = await t.db.query(`
    SELECT * FROM (SELECT company_id, count(*)::int AS n FROM highlight_reviews WHERE visible GROUP BY 1) c
      FULL JOIN (SELECT * FROM highlight_companies WHERE reviews > 0) h USING (company_id)
     WHERE c.n IS DISTINCT FROM h.reviews`);
  expect(companies).toEqual([]);
  const visibility = await t.db.query(`
    SELECT h.review_id FROM highlight_reviews h JOIN reviews r ON r.id = h.review_id
      LEFT JOIN highlight_mentions m ON m.review_id = h.review_id
     WHERE h.visible <> (r.hidden_at IS NULL) OR m.visible <> h.visible OR m.company_id <> h.company_id OR h.company_id <> r.company_id`);
  expect(visibility).toEqual([]);
  expect(await t.db.query(`SELECT m.review_id FROM highlight_mentions m JOIN reviews r ON r.id = m.review_id WHERE m.review_rating <> r.rating`)).toEqual([]);
  const unaccounted = await t.db.query(`
    SELECT r.id FROM reviews r
     WHERE EXISTS (SELECT 1 FROM highlight_reviews h WHERE h.review_id = r.id) = EXISTS (SELECT 1 FROM highlight_unread u WHERE u.review_id = r.id)`);
  expect(unaccounted).toEqual([]);
}
