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
        ADD COLUMN decay_rating double precision NOT NULL DEFAULT 0`);
    // Must match epochWeight() in trust-score.ts.
    await q.query(`
      CREATE FUNCTION review_decay_weight(at timestamptz) RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT power(2::double precision, extract(epoch FROM (at - timestamptz '2020-01-01 00:00:00+00')) / (365 * 86400))
      $$`);
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
        RETURN NULL;
      END $$`);
    await q.query(`
      UPDATE companies c SET decay_weight = s.w, decay_rating = s.wr
        FROM (SELECT company_id, sum(review_decay_weight(created_at)) AS w, sum(review_decay_weight(created_at) * rating) AS wr
                FROM reviews WHERE hidden_at IS NULL GROUP BY company_id) s
       WHERE c.id = s.company_id`);
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
    await q.query(`DROP FUNCTION IF EXISTS review_decay_weight(timestamptz)`);
    await q.query(`ALTER TABLE companies DROP COLUMN IF EXISTS decay_rating, DROP COLUMN IF EXISTS decay_weight`);
  }
}
