import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The TrustScore's kept sums (see modules/companies/trust-score.ts): per company, Σ wᵢ and Σ wᵢ·rᵢ
// over its visible reviews with weights 2^((createdᵢ − 2020-01-01) / 365 days), moved by the
// reviews trigger in the transaction of every write, hide and restore.
export class TrustScore1764300000000 implements MigrationInterface {
  name = 'TrustScore1764300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE companies
        ADD COLUMN decay_weight double precision NOT NULL DEFAULT 0,
        ADD COLUMN decay_rating double precision NOT NULL DEFAULT 0,
        -- The TrustScore when last computed (every write, and a periodic refresh as time decays it):
        -- what featured and top-rated lists rank by, along an index.
        ADD COLUMN trust_rank double precision NOT NULL DEFAULT 3.5`);
    // Must match epochWeight() in trust-score.ts.
    await q.query(`
      CREATE FUNCTION review_decay_weight(at timestamptz) RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT power(2::double precision, extract(epoch FROM (at - timestamptz '2020-01-01 00:00:00+00')) / (365 * 86400))
      $$`);
    // Must match trustScore() in trust-score.ts (prior 7 reviews at 3.5 stars).
    await q.query(`
      CREATE FUNCTION trust_score_at(weight double precision, rating double precision, at timestamptz) RETURNS double precision
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT (7 * 3.5 + greatest(rating, 0) / review_decay_weight(at)) / (7 + greatest(weight, 0) / review_decay_weight(at))
      $$`);
    await q.query(`CREATE INDEX companies_trust_rank_idx ON companies (trust_rank DESC, id) WHERE review_count > 0`);
    // Featured no longer ranks by the undecayed Bayesian average.
    await q.query(`DROP INDEX IF EXISTS companies_bayesian_idx`);
    await q.query(`
      CREATE OR REPLACE FUNCTION reviews_track_months() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM 1 FROM companies WHERE id = OLD.company_id FOR NO KEY UPDATE;
        ELSE
          PERFORM 1 FROM companies WHERE id = NEW.company_id FOR NO KEY UPDATE;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL THEN
          PERFORM company_review_months_add(OLD.company_id, OLD.created_at, OLD.rating, OLD.topic, -1,
            -(OLD.reply_created_at IS NOT NULL)::int);
          UPDATE companies SET decay_weight = decay_weight - review_decay_weight(OLD.created_at),
                               decay_rating = decay_rating - review_decay_weight(OLD.created_at) * OLD.rating
           WHERE id = OLD.company_id;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.hidden_at IS NULL THEN
          PERFORM company_review_months_add(NEW.company_id, NEW.created_at, NEW.rating, NEW.topic, 1,
            (NEW.reply_created_at IS NOT NULL)::int);
          UPDATE companies SET decay_weight = decay_weight + review_decay_weight(NEW.created_at),
                               decay_rating = decay_rating + review_decay_weight(NEW.created_at) * NEW.rating
           WHERE id = NEW.company_id;
        END IF;
        UPDATE companies SET trust_rank = trust_score_at(decay_weight, decay_rating, now())
         WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END;
        IF TG_OP = 'UPDATE' AND OLD.company_id <> NEW.company_id THEN
          UPDATE companies SET trust_rank = trust_score_at(decay_weight, decay_rating, now()) WHERE id = OLD.company_id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      UPDATE companies c SET decay_weight = s.w, decay_rating = s.wr
        FROM (SELECT company_id, sum(review_decay_weight(created_at)) AS w, sum(review_decay_weight(created_at) * rating) AS wr
                FROM reviews WHERE hidden_at IS NULL GROUP BY company_id) s
       WHERE c.id = s.company_id`);
    await q.query(`UPDATE companies SET trust_rank = trust_score_at(decay_weight, decay_rating, now())`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION reviews_track_months() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM 1 FROM companies WHERE id = OLD.company_id FOR NO KEY UPDATE;
        ELSE
          PERFORM 1 FROM companies WHERE id = NEW.company_id FOR NO KEY UPDATE;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL THEN
          PERFORM company_review_months_add(OLD.company_id, OLD.created_at, OLD.rating, OLD.topic, -1, -(OLD.reply_created_at IS NOT NULL)::int);
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.hidden_at IS NULL THEN
          PERFORM company_review_months_add(NEW.company_id, NEW.created_at, NEW.rating, NEW.topic, 1, (NEW.reply_created_at IS NOT NULL)::int);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`DROP INDEX IF EXISTS companies_trust_rank_idx`);
    await q.query(`CREATE INDEX companies_bayesian_idx ON companies (((rating_sum + 35.0) / (review_count + 10)) DESC, id)`);
    await q.query(`DROP FUNCTION IF EXISTS trust_score_at(double precision, double precision, timestamptz)`);
    await q.query(`DROP FUNCTION IF EXISTS review_decay_weight(timestamptz)`);
    await q.query(`ALTER TABLE companies DROP COLUMN IF EXISTS trust_rank, DROP COLUMN IF EXISTS decay_rating, DROP COLUMN IF EXISTS decay_weight`);
  }
}
