import { type MigrationInterface, type QueryRunner } from 'typeorm';

// A company's reviews filtered by topic, alone or with a rating, verified only or not, in every
// order, read along these partial indexes of visible reviews with a topic, as 1766100000000's are
// for the other filters:
//
//   order \ filter   | topic (+ rating)                                  | verified only and topic (+ rating)
//   newest, oldest   | reviews_company_topic[_rating]_created_idx        | reviews_company_verified_topic[_rating]_created_idx
//   highest, lowest  | rating groups of ..._topic_rating_created_idx (company-review-pages.ts) | groups of ..._verified_topic_rating_created_idx
//   helpful          | reviews_company_topic[_rating]_helpful_idx        | reviews_company_verified_topic[_rating]_helpful_idx
//
// Verified only has its own indexes: walking a topic's index and skipping the unverified would read
// every unverified review's row on the way (all of them when few are verified). A topic's size per
// star is kept already (company_review_months), so these serve pages and the verified view's
// capped count, never the other counts.
export class CompanyReviewTopics1767370000000 implements MigrationInterface {
  name = 'CompanyReviewTopics1767370000000';

  public async up(q: QueryRunner): Promise<void> {
    const predicates = [
      { prefix: 'reviews_company_topic', where: `WHERE hidden_at IS NULL AND topic IS NOT NULL` },
      { prefix: 'reviews_company_verified_topic', where: `WHERE hidden_at IS NULL AND verified AND topic IS NOT NULL` },
    ];
    for (const { prefix, where } of predicates) {
      await q.query(`CREATE INDEX ${prefix}_created_idx ON reviews (company_id, topic, created_at DESC, id DESC) ${where}`);
      await q.query(`CREATE INDEX ${prefix}_rating_created_idx ON reviews (company_id, topic, rating, created_at DESC, id DESC) ${where}`);
      await q.query(`CREATE INDEX ${prefix}_helpful_idx ON reviews (company_id, topic, helpful_count DESC, created_at DESC, id DESC) ${where}`);
      await q.query(`CREATE INDEX ${prefix}_rating_helpful_idx ON reviews (company_id, topic, rating, helpful_count DESC, created_at DESC, id DESC) ${where}`);
    }
    await q.query(`ANALYZE reviews`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const prefix of ['reviews_company_topic', 'reviews_company_verified_topic']) {
      for (const name of ['created', 'rating_created', 'helpful', 'rating_helpful']) {
        await q.query(`DROP INDEX IF EXISTS ${prefix}_${name}_idx`);
      }
    }
  }
}
