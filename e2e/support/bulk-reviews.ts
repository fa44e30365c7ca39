// Many published reviews for one new company, written straight to the run's database: as many
// people writing through the API would be slow and trip its rate limits. The triggers keep the
// month rows; the company's kept star counts are then set from its rows, as every write path keeps them.
import { createCompany, createUser } from './api';
import { sql } from './db';

export interface BulkReview {
  rating: number;
  verified: boolean;
  createdAt: string;
  title: string;
  content: string;
  topic?: string | null;
}

/** A new company (its owner a new verified user) with `reviews`, each by a reviewer of its own. */
export async function companyWithBulkReviews(reviews: BulkReview[]): Promise<{ id: string; name: string }> {
  const owner = await createUser({ verified: true });
  const company = await createCompany(owner);
  await sql(
    `WITH input AS (
       SELECT * FROM unnest($2::int[], $3::bool[], $4::timestamptz[], $5::text[], $6::text[], $7::text[]) WITH ORDINALITY AS x(rating, verified, created_at, title, content, topic, n)
     ), authors AS (
       INSERT INTO users (email, first_name, last_name, email_verified_at)
       -- A verified review's author has a confirmed address, as the API keeps them (its label reads Email confirmed).
       SELECT 'e2e-bulk-' || gen_random_uuid() || '@example.com', 'Casey', 'Reviewer', CASE WHEN verified THEN now() END FROM input ORDER BY n RETURNING id
     ), numbered AS (SELECT id, row_number() OVER () AS n FROM authors)
     INSERT INTO reviews (company_id, user_id, rating, title, content, topic, verified, created_at, updated_at)
     SELECT $1, a.id, i.rating, i.title, i.content, i.topic, i.verified, i.created_at, i.created_at FROM input i JOIN numbered a ON a.n = i.n`,
    [
      company.id,
      reviews.map((r) => r.rating),
      reviews.map((r) => r.verified),
      reviews.map((r) => r.createdAt),
      reviews.map((r) => r.title),
      reviews.map((r) => r.content),
      reviews.map((r) => r.topic ?? null),
    ],
  );
  await sql(
    `UPDATE companies c SET review_count = s.n, rating_sum = s.total, rating_1 = s.r1, rating_2 = s.r2, rating_3 = s.r3, rating_4 = s.r4, rating_5 = s.r5
       FROM (SELECT count(*)::int AS n, sum(rating) AS total,
                    count(*) FILTER (WHERE rating = 1)::int AS r1, count(*) FILTER (WHERE rating = 2)::int AS r2, count(*) FILTER (WHERE rating = 3)::int AS r3,
                    count(*) FILTER (WHERE rating = 4)::int AS r4, count(*) FILTER (WHERE rating = 5)::int AS r5
               FROM reviews WHERE company_id = $1) s
      WHERE c.id = $1`,
    [company.id],
  );
  return company;
}
