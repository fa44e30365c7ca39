import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Disclosures on reviews (US FTC 16 CFR 465.4 and 465.5, UK DMCC Act and CMA guidance):
// - reviews.incentive: what the reviewer says they received for the review ('none', or what),
//   reviews.connection: how they say they are connected to the company ('none' is the only one a
//   published review can hold: the API refuses the others). Both NULL on reviews written before
//   the questions or by API clients that do not send them.
// - reviews.incentive_offered: written through an invitation whose message offered something for
//   reviewing; review_invitations.message and .incentive_offered: the business's personal message
//   and whether it offers something (the message checker decides, or the sender says so).
// - The TrustScore's decayed sums leave out incentivised reviews (review_counts_in_trust_score),
//   so they rank nowhere; count, sum and stars keep them. The functions below are a frozen copy of
//   what they are in sql/company-running-totals.sql at this migration. Every review until now has
//   neither an incentive nor an offer, so the stored sums are right and nothing is recounted.
// - The directory's TrustScore order (trust_sort) and the featured list take a company as rated
//   when its TrustScore has a review in it, not when it has any review: a company whose reviews are
//   all incentivised sorts with those without reviews. A weight left by sums that went back to no
//   review is float residue (under 1e-9); a review's weight is above 1e-6 for any date since 2000.
// The CHECKs are added NOT VALID then validated: the validation reads the table without blocking writes.
export class ReviewDisclosures1767385000000 implements MigrationInterface {
  name = 'ReviewDisclosures1767385000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reviews ADD COLUMN incentive text, ADD COLUMN connection text, ADD COLUMN incentive_offered boolean NOT NULL DEFAULT false`);
    await q.query(
      `ALTER TABLE reviews ADD CONSTRAINT reviews_incentive_known CHECK (incentive IN ('none', 'money', 'discount', 'gift', 'free_product', 'other')) NOT VALID`,
    );
    await q.query(`ALTER TABLE reviews ADD CONSTRAINT reviews_connection_known CHECK (connection IN ('none', 'employee', 'owner', 'family', 'competitor')) NOT VALID`);
    await q.query(`ALTER TABLE reviews VALIDATE CONSTRAINT reviews_incentive_known`);
    await q.query(`ALTER TABLE reviews VALIDATE CONSTRAINT reviews_connection_known`);
    await q.query(`ALTER TABLE review_invitations ADD COLUMN message text, ADD COLUMN incentive_offered boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE review_invitations ADD CONSTRAINT review_invitations_message_length CHECK (length(message) BETWEEN 1 AND 500) NOT VALID`);
    await q.query(`ALTER TABLE review_invitations VALIDATE CONSTRAINT review_invitations_message_length`);

    await q.query(`ALTER TABLE companies DROP COLUMN trust_sort`);
    await q.query(`ALTER TABLE companies ADD COLUMN trust_sort double precision GENERATED ALWAYS AS (CASE WHEN decay_weight > 1e-9 THEN trust_rank END) STORED`);
    await trustSortIndexes(q);

    await q.query(REVIEW_COUNTS_IN_TRUST_SCORE);
    // The move takes two arguments more: the old one goes, or two overloads would stand.
    await q.query(`DROP FUNCTION company_running_totals_move(uuid, smallint, timestamptz, boolean, smallint, timestamptz, boolean)`);
    await q.query(MOVE);
    await q.query(TRIGGER_FUNCTION);
    await q.query(TRIGGER);
    await q.query(RECOUNT);
  }

  public async down(q: QueryRunner): Promise<void> {
    // The totals as 1767300000000 left them; incentivised reviews then count in the sums again.
    await q.query(`DROP TRIGGER IF EXISTS reviews_company_running_totals ON reviews`);
    await q.query(`DROP FUNCTION company_running_totals_move(uuid, smallint, timestamptz, boolean, boolean, smallint, timestamptz, boolean, boolean)`);
    await q.query(OLD_MOVE);
    await q.query(OLD_TRIGGER_FUNCTION);
    await q.query(OLD_TRIGGER);
    await q.query(OLD_RECOUNT);
    await q.query(`DROP FUNCTION review_counts_in_trust_score(text, boolean)`);
    await q.query(`ALTER TABLE companies DROP COLUMN trust_sort`);
    await q.query(`ALTER TABLE companies ADD COLUMN trust_sort double precision GENERATED ALWAYS AS (CASE WHEN review_count > 0 THEN trust_rank END) STORED`);
    await trustSortIndexes(q);
    await q.query(`SELECT company_running_totals_recount(array(SELECT id FROM companies WHERE review_count > 0))`);
    await q.query(`ALTER TABLE review_invitations DROP COLUMN message, DROP COLUMN incentive_offered`);
    await q.query(`ALTER TABLE reviews DROP COLUMN incentive, DROP COLUMN connection, DROP COLUMN incentive_offered`);
  }
}

/** The directory's TrustScore indexes, as 1766110000000 made them (dropping the column dropped them). */
async function trustSortIndexes(q: QueryRunner): Promise<void> {
  await q.query(`CREATE INDEX companies_trust_sort_idx ON companies (trust_sort DESC NULLS LAST, name, id)`);
  await q.query(`CREATE INDEX companies_category_trust_sort_idx ON companies (category, trust_sort DESC NULLS LAST, name, id)`);
  await q.query(`CREATE INDEX companies_country_trust_sort_idx ON companies (country_code, trust_sort DESC NULLS LAST, name, id)`);
}

const REVIEW_COUNTS_IN_TRUST_SCORE = `
CREATE OR REPLACE FUNCTION review_counts_in_trust_score(incentive text, incentive_offered boolean) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT NOT coalesce(incentive_offered, false) AND coalesce(incentive, 'none') = 'none'
      $$;
`;

const MOVE = `
CREATE OR REPLACE FUNCTION company_running_totals_move(
  c uuid,
  gone_rating smallint, gone_at timestamptz, gone_flagged boolean, gone_scored boolean,
  came_rating smallint, came_at timestamptz, came_flagged boolean, came_scored boolean
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  g integer := coalesce(gone_rating, 0);
  n integer := coalesce(came_rating, 0);
  gone_w double precision := CASE WHEN gone_rating IS NULL OR NOT gone_scored THEN 0 ELSE review_decay_weight(gone_at) END;
  came_w double precision := CASE WHEN came_rating IS NULL OR NOT came_scored THEN 0 ELSE review_decay_weight(came_at) END;
  gone_wr double precision := gone_w * g;
  came_wr double precision := came_w * n;
  gone_fw double precision := CASE WHEN gone_flagged THEN gone_w ELSE 0 END;
  came_fw double precision := CASE WHEN came_flagged THEN came_w ELSE 0 END;
  gone_fwr double precision := CASE WHEN gone_flagged THEN gone_wr ELSE 0 END;
  came_fwr double precision := CASE WHEN came_flagged THEN came_wr ELSE 0 END;
BEGIN
  UPDATE companies SET
    review_count = review_count - (g > 0)::int + (n > 0)::int,
    rating_sum = rating_sum - g + n,
    rating_1 = rating_1 - (g = 1)::int + (n = 1)::int,
    rating_2 = rating_2 - (g = 2)::int + (n = 2)::int,
    rating_3 = rating_3 - (g = 3)::int + (n = 3)::int,
    rating_4 = rating_4 - (g = 4)::int + (n = 4)::int,
    rating_5 = rating_5 - (g = 5)::int + (n = 5)::int,
    decay_weight = decay_weight - gone_w + came_w,
    decay_rating = decay_rating - gone_wr + came_wr,
    flagged_decay_weight = flagged_decay_weight - gone_fw + came_fw,
    flagged_decay_rating = flagged_decay_rating - gone_fwr + came_fwr,
    trust_rank = company_rank_at(decay_weight - gone_w + came_w, decay_rating - gone_wr + came_wr,
                                 flagged_decay_weight - gone_fw + came_fw, flagged_decay_rating - gone_fwr + came_fwr, now())
  WHERE id = c;
END $$;
`;

const TRIGGER_FUNCTION = `
CREATE OR REPLACE FUNCTION company_running_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Whether the review counted before the change, and whether it counts after it.
  gone boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL;
  came boolean := TG_OP IN ('UPDATE', 'INSERT') AND NEW.hidden_at IS NULL;
  w double precision;
  sign integer;
BEGIN
  -- Only its flag changed (a signal raised or closed): only the flagged sums and the rank move.
  -- Closing a cluster of a thousand signals in one decision updates a thousand reviews.
  IF TG_OP = 'UPDATE' AND OLD.flagged IS DISTINCT FROM NEW.flagged
     AND OLD.company_id = NEW.company_id AND OLD.rating = NEW.rating AND OLD.topic IS NOT DISTINCT FROM NEW.topic
     AND OLD.created_at = NEW.created_at AND OLD.reply_created_at IS NOT DISTINCT FROM NEW.reply_created_at
     AND OLD.hidden_at IS NOT DISTINCT FROM NEW.hidden_at
     AND OLD.incentive IS NOT DISTINCT FROM NEW.incentive AND OLD.incentive_offered = NEW.incentive_offered THEN
    -- A hidden review counts in no sum, flagged or not; an incentivised one in no decayed sum.
    IF NEW.hidden_at IS NULL AND review_counts_in_trust_score(NEW.incentive, NEW.incentive_offered) THEN
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

  -- The company first (its row lock orders concurrent writers), then the month rows. The rank is
  -- recomputed on every change, so it also follows the passing of time.
  IF TG_OP = 'UPDATE' AND OLD.company_id <> NEW.company_id THEN
    -- No writer moves a review to another company today; if one did, both companies would follow.
    PERFORM company_running_totals_move(NEW.company_id, NULL, NULL, NULL, NULL,
      CASE WHEN came THEN NEW.rating END, NEW.created_at, NEW.flagged, review_counts_in_trust_score(NEW.incentive, NEW.incentive_offered));
    PERFORM company_running_totals_move(OLD.company_id,
      CASE WHEN gone THEN OLD.rating END, OLD.created_at, OLD.flagged, review_counts_in_trust_score(OLD.incentive, OLD.incentive_offered),
      NULL, NULL, NULL, NULL);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM company_running_totals_move(OLD.company_id,
      CASE WHEN gone THEN OLD.rating END, OLD.created_at, OLD.flagged, review_counts_in_trust_score(OLD.incentive, OLD.incentive_offered),
      NULL, NULL, NULL, NULL);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM company_running_totals_move(NEW.company_id, NULL, NULL, NULL, NULL,
      CASE WHEN came THEN NEW.rating END, NEW.created_at, NEW.flagged, review_counts_in_trust_score(NEW.incentive, NEW.incentive_offered));
  ELSE
    PERFORM company_running_totals_move(NEW.company_id,
      CASE WHEN gone THEN OLD.rating END, OLD.created_at, OLD.flagged, review_counts_in_trust_score(OLD.incentive, OLD.incentive_offered),
      CASE WHEN came THEN NEW.rating END, NEW.created_at, NEW.flagged, review_counts_in_trust_score(NEW.incentive, NEW.incentive_offered));
  END IF;
  IF gone THEN
    PERFORM company_review_months_add(OLD.company_id, OLD.created_at, OLD.rating, OLD.topic, -1, -(OLD.reply_created_at IS NOT NULL)::int);
  END IF;
  IF came THEN
    PERFORM company_review_months_add(NEW.company_id, NEW.created_at, NEW.rating, NEW.topic, 1, (NEW.reply_created_at IS NOT NULL)::int);
  END IF;
  RETURN NULL;
END $$;
`;

const TRIGGER = `
DROP TRIGGER IF EXISTS reviews_company_running_totals ON reviews;
CREATE TRIGGER reviews_company_running_totals
  AFTER INSERT OR DELETE OR UPDATE OF company_id, rating, topic, created_at, reply_created_at, hidden_at, flagged, incentive, incentive_offered ON reviews
  FOR EACH ROW EXECUTE FUNCTION company_running_totals();
`;

const RECOUNT = `
CREATE OR REPLACE FUNCTION company_running_totals_recount(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies c SET
    review_count = s.n, rating_sum = s.total,
    rating_1 = s.r1, rating_2 = s.r2, rating_3 = s.r3, rating_4 = s.r4, rating_5 = s.r5,
    decay_weight = s.w, decay_rating = s.wr, flagged_decay_weight = s.fw, flagged_decay_rating = s.fwr,
    trust_rank = company_rank_at(s.w, s.wr, s.fw, s.fwr, now())
  FROM (SELECT k.id, count(r.rating)::int AS n, coalesce(sum(r.rating), 0) AS total,
               count(*) FILTER (WHERE r.rating = 1)::int AS r1, count(*) FILTER (WHERE r.rating = 2)::int AS r2,
               count(*) FILTER (WHERE r.rating = 3)::int AS r3, count(*) FILTER (WHERE r.rating = 4)::int AS r4,
               count(*) FILTER (WHERE r.rating = 5)::int AS r5,
               coalesce(sum(review_decay_weight(r.created_at)) FILTER (WHERE review_counts_in_trust_score(r.incentive, r.incentive_offered)), 0) AS w,
               coalesce(sum(review_decay_weight(r.created_at) * r.rating) FILTER (WHERE review_counts_in_trust_score(r.incentive, r.incentive_offered)), 0) AS wr,
               coalesce(sum(review_decay_weight(r.created_at)) FILTER (WHERE r.flagged AND review_counts_in_trust_score(r.incentive, r.incentive_offered)), 0) AS fw,
               coalesce(sum(review_decay_weight(r.created_at) * r.rating) FILTER (WHERE r.flagged AND review_counts_in_trust_score(r.incentive, r.incentive_offered)), 0) AS fwr
          FROM (SELECT DISTINCT unnest(ids) AS id) k
          LEFT JOIN reviews r ON r.company_id = k.id AND r.hidden_at IS NULL
         GROUP BY k.id) s
  WHERE c.id = s.id;
  DELETE FROM company_review_months WHERE company_id = ANY(ids);
  INSERT INTO company_review_months (company_id, month, rating, topic, review_count, replied_count)
  SELECT company_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, rating, coalesce(topic, ''), count(*), count(reply_created_at)
    FROM reviews WHERE company_id = ANY(ids) AND hidden_at IS NULL
   GROUP BY 1, 2, 3, 4;
END $$;
`;

const OLD_MOVE = `
CREATE OR REPLACE FUNCTION company_running_totals_move(
  c uuid,
  gone_rating smallint, gone_at timestamptz, gone_flagged boolean,
  came_rating smallint, came_at timestamptz, came_flagged boolean
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  g integer := coalesce(gone_rating, 0);
  n integer := coalesce(came_rating, 0);
  gone_w double precision := CASE WHEN gone_rating IS NULL THEN 0 ELSE review_decay_weight(gone_at) END;
  came_w double precision := CASE WHEN came_rating IS NULL THEN 0 ELSE review_decay_weight(came_at) END;
  gone_wr double precision := gone_w * g;
  came_wr double precision := came_w * n;
  gone_fw double precision := CASE WHEN gone_flagged THEN gone_w ELSE 0 END;
  came_fw double precision := CASE WHEN came_flagged THEN came_w ELSE 0 END;
  gone_fwr double precision := CASE WHEN gone_flagged THEN gone_wr ELSE 0 END;
  came_fwr double precision := CASE WHEN came_flagged THEN came_wr ELSE 0 END;
BEGIN
  UPDATE companies SET
    review_count = review_count - (g > 0)::int + (n > 0)::int,
    rating_sum = rating_sum - g + n,
    rating_1 = rating_1 - (g = 1)::int + (n = 1)::int,
    rating_2 = rating_2 - (g = 2)::int + (n = 2)::int,
    rating_3 = rating_3 - (g = 3)::int + (n = 3)::int,
    rating_4 = rating_4 - (g = 4)::int + (n = 4)::int,
    rating_5 = rating_5 - (g = 5)::int + (n = 5)::int,
    decay_weight = decay_weight - gone_w + came_w,
    decay_rating = decay_rating - gone_wr + came_wr,
    flagged_decay_weight = flagged_decay_weight - gone_fw + came_fw,
    flagged_decay_rating = flagged_decay_rating - gone_fwr + came_fwr,
    trust_rank = company_rank_at(decay_weight - gone_w + came_w, decay_rating - gone_wr + came_wr,
                                 flagged_decay_weight - gone_fw + came_fw, flagged_decay_rating - gone_fwr + came_fwr, now())
  WHERE id = c;
END $$;
`;

const OLD_TRIGGER_FUNCTION = `
CREATE OR REPLACE FUNCTION company_running_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Whether the review counted before the change, and whether it counts after it.
  gone boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL;
  came boolean := TG_OP IN ('UPDATE', 'INSERT') AND NEW.hidden_at IS NULL;
  w double precision;
  sign integer;
BEGIN
  -- Only its flag changed (a signal raised or closed): only the flagged sums and the rank move.
  -- Closing a cluster of a thousand signals in one decision updates a thousand reviews.
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

  -- The company first (its row lock orders concurrent writers), then the month rows. The rank is
  -- recomputed on every change, so it also follows the passing of time.
  IF TG_OP = 'UPDATE' AND OLD.company_id <> NEW.company_id THEN
    -- No writer moves a review to another company today; if one did, both companies would follow.
    PERFORM company_running_totals_move(NEW.company_id, NULL, NULL, NULL, CASE WHEN came THEN NEW.rating END, NEW.created_at, NEW.flagged);
    PERFORM company_running_totals_move(OLD.company_id, CASE WHEN gone THEN OLD.rating END, OLD.created_at, OLD.flagged, NULL, NULL, NULL);
  ELSE
    PERFORM company_running_totals_move(CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END,
      CASE WHEN gone THEN OLD.rating END, OLD.created_at, OLD.flagged,
      CASE WHEN came THEN NEW.rating END, NEW.created_at, NEW.flagged);
  END IF;
  IF gone THEN
    PERFORM company_review_months_add(OLD.company_id, OLD.created_at, OLD.rating, OLD.topic, -1, -(OLD.reply_created_at IS NOT NULL)::int);
  END IF;
  IF came THEN
    PERFORM company_review_months_add(NEW.company_id, NEW.created_at, NEW.rating, NEW.topic, 1, (NEW.reply_created_at IS NOT NULL)::int);
  END IF;
  RETURN NULL;
END $$;
`;

const OLD_TRIGGER = `
DROP TRIGGER IF EXISTS reviews_company_running_totals ON reviews;
CREATE TRIGGER reviews_company_running_totals
  AFTER INSERT OR DELETE OR UPDATE OF company_id, rating, topic, created_at, reply_created_at, hidden_at, flagged ON reviews
  FOR EACH ROW EXECUTE FUNCTION company_running_totals();
`;

const OLD_RECOUNT = `
CREATE OR REPLACE FUNCTION company_running_totals_recount(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies c SET
    review_count = s.n, rating_sum = s.total,
    rating_1 = s.r1, rating_2 = s.r2, rating_3 = s.r3, rating_4 = s.r4, rating_5 = s.r5,
    decay_weight = s.w, decay_rating = s.wr, flagged_decay_weight = s.fw, flagged_decay_rating = s.fwr,
    trust_rank = company_rank_at(s.w, s.wr, s.fw, s.fwr, now())
  FROM (SELECT k.id, count(r.rating)::int AS n, coalesce(sum(r.rating), 0) AS total,
               count(*) FILTER (WHERE r.rating = 1)::int AS r1, count(*) FILTER (WHERE r.rating = 2)::int AS r2,
               count(*) FILTER (WHERE r.rating = 3)::int AS r3, count(*) FILTER (WHERE r.rating = 4)::int AS r4,
               count(*) FILTER (WHERE r.rating = 5)::int AS r5,
               coalesce(sum(review_decay_weight(r.created_at)), 0) AS w,
               coalesce(sum(review_decay_weight(r.created_at) * r.rating), 0) AS wr,
               coalesce(sum(review_decay_weight(r.created_at)) FILTER (WHERE r.flagged), 0) AS fw,
               coalesce(sum(review_decay_weight(r.created_at) * r.rating) FILTER (WHERE r.flagged), 0) AS fwr
          FROM (SELECT DISTINCT unnest(ids) AS id) k
          LEFT JOIN reviews r ON r.company_id = k.id AND r.hidden_at IS NULL
         GROUP BY k.id) s
  WHERE c.id = s.id;
  DELETE FROM company_review_months WHERE company_id = ANY(ids);
  INSERT INTO company_review_months (company_id, month, rating, topic, review_count, replied_count)
  SELECT company_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, rating, coalesce(topic, ''), count(*), count(reply_created_at)
    FROM reviews WHERE company_id = ANY(ids) AND hidden_at IS NULL
   GROUP BY 1, 2, 3, 4;
END $$;
`;
