// The text of sql/company-running-totals.sql as migrations 1766500000000 and 1767300000000 loaded
// it, frozen here so that a fresh database still runs what they ran: the live file has since
// moved on to columns those migrations precede (1767385000000 leaves incentivised reviews out of
// the TrustScore's sums).
export const RUNNING_TOTALS_AT_1767300000000 = `
-- The weight of a review written at 'at' in the TrustScore's sums: 2^((at - 2020-01-01) / 365 days).
-- Must match epochWeight() in trust-score.ts.
CREATE OR REPLACE FUNCTION review_decay_weight(at timestamptz) RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT power(2::double precision, extract(epoch FROM (at - timestamptz '2020-01-01 00:00:00+00')) / (365 * 86400))
      $$;

-- The TrustScore at 'at' of the sums 'weight' and 'rating' (prior: 7 reviews at 3.5 stars).
-- Must match trustScore() in trust-score.ts.
CREATE OR REPLACE FUNCTION trust_score_at(weight double precision, rating double precision, at timestamptz) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT (7 * 3.5 + greatest(rating, 0) / review_decay_weight(at)) / (7 + greatest(weight, 0) / review_decay_weight(at))
      $$;

-- trust_rank: the TrustScore without the flagged reviews when that is lower (they would lift it),
-- with them otherwise (they pull it down, as reviews do). Until a moderator decides, reviews under
-- an open fake-review signal can pull a company down but never lift it.
CREATE OR REPLACE FUNCTION company_rank_at(weight double precision, rating double precision, flagged_weight double precision, flagged_rating double precision, at timestamptz)
RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT least(trust_score_at(weight, rating, at), trust_score_at(weight - flagged_weight, rating - flagged_rating, at))
      $$;

-- One month row moved by n reviews (1 or -1), 'replied' of them replied to.
CREATE OR REPLACE FUNCTION company_review_months_add(c uuid, at timestamptz, r smallint, t text, n integer, replied integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A removal only ever meets an existing row; an upsert would check its negative proposal first.
  IF n < 0 THEN
    UPDATE company_review_months
       SET review_count = review_count + n, replied_count = replied_count + replied
     WHERE company_id = c AND month = date_trunc('month', at AT TIME ZONE 'UTC')::date AND rating = r AND topic = coalesce(t, '');
  ELSE
    INSERT INTO company_review_months AS m (company_id, month, rating, topic, review_count, replied_count)
    VALUES (c, date_trunc('month', at AT TIME ZONE 'UTC')::date, r, coalesce(t, ''), n, replied)
    ON CONFLICT (company_id, month, rating, topic) DO UPDATE
      SET review_count = m.review_count + excluded.review_count,
          replied_count = m.replied_count + excluded.replied_count;
  END IF;
END $$;

-- One company's totals moved by the review that stops counting (gone) and the one that starts
-- (came), each NULL-rated when there is none: one UPDATE, which takes the company's row lock.
-- The old review is taken out before the new one goes in, as floating-point sums need a fixed order.
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

-- Fires on the columns the totals depend on only. An edit names rating and topic in its SET even
-- when only the text changes: the review then moves out and back in.
DROP TRIGGER IF EXISTS reviews_company_running_totals ON reviews;
CREATE TRIGGER reviews_company_running_totals
  AFTER INSERT OR DELETE OR UPDATE OF company_id, rating, topic, created_at, reply_created_at, hidden_at, flagged ON reviews
  FOR EACH ROW EXECUTE FUNCTION company_running_totals();

-- The given companies' totals counted again from their visible reviews: what the trigger gives, by
-- the same rule, the same functions and the same month (as company_review_months_add takes it),
-- whatever the totals were. The companies are written before their month rows, as the trigger
-- locks them. Floating-point sums can differ from the trigger's in their last bits (the same
-- additions in another order, without the subtractions of removed reviews), and the trigger
-- leaves a month row at 0 where its last review went, which this does not write.
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
