import { type MigrationInterface, type QueryRunner } from 'typeorm';

// A review whose only change is its `flagged` mark (a signal raised or closed) moves nothing but
// its company's flagged sums and rank: no monthly aggregates, one UPDATE of the company instead of
// four statements. Closing a cluster of a thousand signals in one decision was 1.5 s, most of it
// here (api/bench/moderation-queue.mjs).
export class FlagOnlyUpdates1766400000000 implements MigrationInterface {
  name = 'FlagOnlyUpdates1766400000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION reviews_track_months() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        w double precision;
        sign integer;
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.flagged IS DISTINCT FROM NEW.flagged
           AND OLD.company_id = NEW.company_id AND OLD.rating = NEW.rating AND OLD.topic IS NOT DISTINCT FROM NEW.topic
           AND OLD.created_at = NEW.created_at AND OLD.reply_created_at IS NOT DISTINCT FROM NEW.reply_created_at
           AND OLD.hidden_at IS NOT DISTINCT FROM NEW.hidden_at THEN
          -- A hidden review counts in no sum, flagged or not.
          IF NEW.hidden_at IS NULL THEN
            w := review_decay_weight(NEW.created_at);
            sign := CASE WHEN NEW.flagged THEN 1 ELSE -1 END;
            UPDATE companies SET flagged_decay_weight = flagged_decay_weight + sign * w,
                                 flagged_decay_rating = flagged_decay_rating + sign * w * NEW.rating,
                                 trust_rank = company_rank_at(decay_weight, decay_rating, flagged_decay_weight + sign * w,
                                                              flagged_decay_rating + sign * w * NEW.rating, now())
             WHERE id = NEW.company_id;
          END IF;
          RETURN NULL;
        END IF;
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
  }

  public async down(): Promise<void> {
    // The general path of the function handles flag-only updates too (1765300000000), only slower:
    // nothing to undo that a later migration depends on.
  }
}
