import { type MigrationInterface, type QueryRunner } from 'typeorm';

// A company's reviews filtered by topic, alone or with a rating, in every order, read along these
// partial indexes of visible reviews with a topic, as 1766100000000's are for the other filters:
//
//   order \ filter      | topic                                  | topic + rating
//   newest, oldest      | reviews_company_topic_created_idx      | reviews_company_topic_rating_created_idx
//   highest, lowest     | rating groups of reviews_company_topic_rating_created_idx (company-review-pages.ts)
//   helpful             | reviews_company_topic_helpful_idx      | reviews_company_topic_rating_helpful_idx
//
// Verified only under a topic walks the same indexes and skips the unverified. A topic's size per
// star is kept already (company_review_months), so these serve pages, never counts.
export class CompanyReviewTopics1767370000000 implements MigrationInterface {
  name = 'CompanyReviewTopics1767370000000';

  public async up(q: QueryRunner): Promise<void> {
    const withTopic = `WHERE hidden_at IS NULL AND topic IS NOT NULL`;
    await q.query(`CREATE INDEX reviews_company_topic_created_idx ON reviews (company_id, topic, created_at DESC, id DESC) ${withTopic}`);
    await q.query(`CREATE INDEX reviews_company_topic_rating_created_idx ON reviews (company_id, topic, rating, created_at DESC, id DESC) ${withTopic}`);
    await q.query(`CREATE INDEX reviews_company_topic_helpful_idx ON reviews (company_id, topic, helpful_count DESC, created_at DESC, id DESC) ${withTopic}`);
    await q.query(
      `CREATE INDEX reviews_company_topic_rating_helpful_idx ON reviews (company_id, topic, rating, helpful_count DESC, created_at DESC, id DESC) ${withTopic}`,
    );
    await q.query(`ANALYZE reviews`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const name of ['topic_created', 'topic_rating_created', 'topic_helpful', 'topic_rating_helpful']) {
      await q.query(`DROP INDEX IF EXISTS reviews_company_${name}_idx`);
    }
  }
}
