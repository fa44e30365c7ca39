import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Ranked lists honour fake-review signals (issue 16, findings 4 and 5):
// - two signals on invited reviews: the invitee's address is on the business owner's own domain,
//   or is a "+tag" alias of an earlier invitee of the same company;
// - a review with an open signal is `flagged` (kept by a trigger on review_signals), and the
//   company keeps the decayed sums of its visible flagged reviews beside those of all of them;
// - what featured and top-rated lists rank by, trust_rank, becomes the lower of the TrustScore with
//   and without the flagged reviews: until a moderator decides, they can pull a company down but
//   never lift it. The company page's TrustScore and averages still count every visible review.
export class RanksHonourSignals1765300000000 implements MigrationInterface {
  name = 'RanksHonourSignals1765300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE review_signals DROP CONSTRAINT review_signals_signal_check,
        ADD CONSTRAINT review_signals_signal_check CHECK (signal IN ('burst', 'same_address', 'new_account_cluster', 'near_duplicate', 'new_account_extreme',
          'invitee_owner_domain', 'invitee_alias'))`);

    await q.query(`ALTER TABLE reviews ADD COLUMN flagged boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE reviews r SET flagged = true WHERE EXISTS (SELECT 1 FROM review_signals s WHERE s.review_id = r.id AND s.status = 'open')`);
    await q.query(`
      ALTER TABLE companies
        ADD COLUMN flagged_decay_weight double precision NOT NULL DEFAULT 0,
        ADD COLUMN flagged_decay_rating double precision NOT NULL DEFAULT 0`);
    await q.query(`
      UPDATE companies c SET flagged_decay_weight = s.w, flagged_decay_rating = s.wr
        FROM (SELECT company_id, sum(review_decay_weight(created_at)) AS w, sum(review_decay_weight(created_at) * rating) AS wr
                FROM reviews WHERE hidden_at IS NULL AND flagged GROUP BY company_id) s
       WHERE c.id = s.company_id`);

    // The rank: the TrustScore without the flagged reviews when that is lower (they would lift it),
    // with them otherwise (they pull it down, as reviews do).
    await q.query(`
      CREATE FUNCTION company_rank_at(weight double precision, rating double precision, flagged_weight double precision, flagged_rating double precision, at timestamptz)
      RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT least(trust_score_at(weight, rating, at), trust_score_at(weight - flagged_weight, rating - flagged_rating, at))
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
                               decay_rating = decay_rating - review_decay_weight(OLD.created_at) * OLD.rating,
                               flagged_decay_weight = flagged_decay_weight - CASE WHEN OLD.flagged THEN review_decay_weight(OLD.created_at) ELSE 0 END,
                               flagged_decay_rating = flagged_decay_rating - CASE WHEN OLD.flagged THEN review_decay_weight(OLD.created_at) * OLD.rating ELSE 0 END
           WHERE id = OLD.company_id;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.hidden_at IS NULL THEN
          PERFORM company_review_months_add(NEW.company_id, NEW.created_at, NEW.rating, NEW.topic, 1,
            (NEW.reply_created_at IS NOT NULL)::int);
          UPDATE companies SET decay_weight = decay_weight + review_decay_weight(NEW.created_at),
                               decay_rating = decay_rating + review_decay_weight(NEW.created_at) * NEW.rating,
                               flagged_decay_weight = flagged_decay_weight + CASE WHEN NEW.flagged THEN review_decay_weight(NEW.created_at) ELSE 0 END,
                               flagged_decay_rating = flagged_decay_rating + CASE WHEN NEW.flagged THEN review_decay_weight(NEW.created_at) * NEW.rating ELSE 0 END
           WHERE id = NEW.company_id;
        END IF;
        UPDATE companies SET trust_rank = company_rank_at(decay_weight, decay_rating, flagged_decay_weight, flagged_decay_rating, now())
         WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END;
        IF TG_OP = 'UPDATE' AND OLD.company_id <> NEW.company_id THEN
          UPDATE companies SET trust_rank = company_rank_at(decay_weight, decay_rating, flagged_decay_weight, flagged_decay_rating, now()) WHERE id = OLD.company_id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`DROP TRIGGER reviews_track_months ON reviews`);
    await q.query(`
      CREATE TRIGGER reviews_track_months
        AFTER INSERT OR DELETE OR UPDATE OF company_id, rating, topic, created_at, reply_created_at, hidden_at, flagged ON reviews
        FOR EACH ROW EXECUTE FUNCTION reviews_track_months()`);

    // A review is flagged while it has an open signal: raised, dismissed, resolved or deleted, the flag follows.
    await q.query(`
      CREATE FUNCTION review_signals_flag_review() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        rid uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.review_id ELSE NEW.review_id END;
        open boolean := EXISTS (SELECT 1 FROM review_signals WHERE review_id = rid AND status = 'open');
      BEGIN
        -- 'withdrawn': the review is being deleted (reviews_withdraw_moderation), and the delete takes it out of the sums.
        IF TG_OP = 'UPDATE' AND NEW.status = 'withdrawn' THEN RETURN NULL; END IF;
        UPDATE reviews SET flagged = open WHERE id = rid AND flagged IS DISTINCT FROM open;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER review_signals_flag AFTER INSERT OR DELETE OR UPDATE OF status ON review_signals
        FOR EACH ROW EXECUTE FUNCTION review_signals_flag_review()`);

    await q.query(`UPDATE companies SET trust_rank = company_rank_at(decay_weight, decay_rating, flagged_decay_weight, flagged_decay_rating, now())`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS review_signals_flag ON review_signals`);
    await q.query(`DROP FUNCTION IF EXISTS review_signals_flag_review()`);
    await q.query(`DROP TRIGGER reviews_track_months ON reviews`);
    await q.query(`
      CREATE TRIGGER reviews_track_months
        AFTER INSERT OR DELETE OR UPDATE OF company_id, rating, topic, created_at, reply_created_at, hidden_at ON reviews
        FOR EACH ROW EXECUTE FUNCTION reviews_track_months()`);
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
    await q.query(`DROP FUNCTION IF EXISTS company_rank_at(double precision, double precision, double precision, double precision, timestamptz)`);
    await q.query(`ALTER TABLE companies DROP COLUMN IF EXISTS flagged_decay_rating, DROP COLUMN IF EXISTS flagged_decay_weight`);
    await q.query(`ALTER TABLE reviews DROP COLUMN IF EXISTS flagged`);
    await q.query(`DELETE FROM review_signals WHERE signal IN ('invitee_owner_domain', 'invitee_alias')`);
    await q.query(`
      ALTER TABLE review_signals DROP CONSTRAINT review_signals_signal_check,
        ADD CONSTRAINT review_signals_signal_check CHECK (signal IN ('burst', 'same_address', 'new_account_cluster', 'near_duplicate', 'new_account_extreme'))`);
    await q.query(`UPDATE companies SET trust_rank = trust_score_at(decay_weight, decay_rating, now())`);
  }
}
