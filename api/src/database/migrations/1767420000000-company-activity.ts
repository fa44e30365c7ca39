import { type MigrationInterface, type QueryRunner } from 'typeorm';

// A company's activity as its page shows it (modules/companies/company-activity.ts): how many of its
// reviews came invited, how many of its negative reviews it answered and how fast, and how many of
// its reviews moderators removed, by reason and star. Kept per company and month by a trigger on
// reviews, as the running totals are, so the page reads at most a few dozen small rows whatever the
// number of reviews, and a rolling 12-month window is a sum over the last 12 month rows (no write
// when a month passes). Frozen text: this migration is the one definition of these objects.
export class CompanyActivity1767420000000 implements MigrationInterface {
  name = 'CompanyActivity1767420000000';

  public async up(q: QueryRunner): Promise<void> {
    // Visible reviews by the month they were written (UTC): the invited ones, the negative ones
    // (1-2 stars), and the negative ones with a reply the public sees.
    await q.query(`
      CREATE TABLE company_activity_months (
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        month date NOT NULL,
        review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
        invited_count integer NOT NULL DEFAULT 0 CHECK (invited_count BETWEEN 0 AND review_count),
        negative_count integer NOT NULL DEFAULT 0 CHECK (negative_count BETWEEN 0 AND review_count),
        negative_replied_count integer NOT NULL DEFAULT 0 CHECK (negative_replied_count BETWEEN 0 AND negative_count),
        PRIMARY KEY (company_id, month)
      )`);
    // How long the replied negative reviews of a month waited for their reply, in buckets
    // (company_reply_wait_bucket; REPLY_WAIT_BUCKETS in company-activity.ts names them): enough
    // for a median to the bucket ("typically within 2 days") without keeping every wait.
    await q.query(`
      CREATE TABLE company_reply_wait_months (
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        month date NOT NULL,
        wait_bucket smallint NOT NULL CHECK (wait_bucket BETWEEN 0 AND 7),
        review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
        PRIMARY KEY (company_id, month, wait_bucket)
      )`);
    // Reviews hidden by a moderator and still hidden, by the month they were hidden in (UTC), the
    // reason of the decision that hid them (audit_log.details.reason, moderation/dsa.ts) and stars.
    await q.query(`
      CREATE TABLE company_removed_review_months (
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        month date NOT NULL,
        reason text NOT NULL CHECK (reason IN ('fake', 'offensive', 'personal_information', 'advertising', 'other')),
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
        PRIMARY KEY (company_id, month, reason, rating)
      )`);

    // The bucket of a reply's wait: within 1 hour, 1 day, 2 days, 3 days, 1 week, 2 weeks, 30 days, later.
    await q.query(`
      CREATE FUNCTION company_reply_wait_bucket(wait interval) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT (CASE WHEN wait <= interval '1 hour' THEN 0 WHEN wait <= interval '1 day' THEN 1
                     WHEN wait <= interval '2 days' THEN 2 WHEN wait <= interval '3 days' THEN 3
                     WHEN wait <= interval '7 days' THEN 4 WHEN wait <= interval '14 days' THEN 5
                     WHEN wait <= interval '30 days' THEN 6 ELSE 7 END)::smallint
      $$`);

    // The reason a hidden review was hidden for: that of the decision that hid it.
    await q.query(`
      CREATE FUNCTION company_removed_reason(decision_id bigint) RETURNS text LANGUAGE sql STABLE AS $$
        SELECT coalesce((SELECT details->>'reason' FROM audit_log WHERE id = decision_id), 'other')
      $$`);

    // One review's share of its company's activity, added (n = 1) or taken out (n = -1). A
    // removal only ever meets an existing row, so it updates; an addition upserts.
    await q.query(`
      CREATE FUNCTION company_activity_add(r reviews, n integer) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        m date;
        negative boolean := r.rating <= 2;
        replied boolean := r.rating <= 2 AND r.reply_created_at IS NOT NULL AND r.reply_hidden_decision_id IS NULL;
        bucket smallint;
        why text;
      BEGIN
        IF r.hidden_at IS NULL THEN
          m := date_trunc('month', r.created_at AT TIME ZONE 'UTC')::date;
          IF n < 0 THEN
            UPDATE company_activity_months SET review_count = review_count + n, invited_count = invited_count + n * r.invited::int,
                   negative_count = negative_count + n * negative::int, negative_replied_count = negative_replied_count + n * replied::int
             WHERE company_id = r.company_id AND month = m;
          ELSE
            INSERT INTO company_activity_months AS a (company_id, month, review_count, invited_count, negative_count, negative_replied_count)
            VALUES (r.company_id, m, n, n * r.invited::int, n * negative::int, n * replied::int)
            ON CONFLICT (company_id, month) DO UPDATE
              SET review_count = a.review_count + excluded.review_count, invited_count = a.invited_count + excluded.invited_count,
                  negative_count = a.negative_count + excluded.negative_count,
                  negative_replied_count = a.negative_replied_count + excluded.negative_replied_count;
          END IF;
          IF replied THEN
            bucket := company_reply_wait_bucket(r.reply_created_at - r.created_at);
            IF n < 0 THEN
              UPDATE company_reply_wait_months SET review_count = review_count + n WHERE company_id = r.company_id AND month = m AND wait_bucket = bucket;
            ELSE
              INSERT INTO company_reply_wait_months AS w (company_id, month, wait_bucket, review_count) VALUES (r.company_id, m, bucket, n)
              ON CONFLICT (company_id, month, wait_bucket) DO UPDATE SET review_count = w.review_count + excluded.review_count;
            END IF;
          END IF;
        ELSE
          m := date_trunc('month', r.hidden_at AT TIME ZONE 'UTC')::date;
          why := company_removed_reason(r.hidden_decision_id);
          IF n < 0 THEN
            UPDATE company_removed_review_months SET review_count = review_count + n
             WHERE company_id = r.company_id AND month = m AND reason = why AND rating = r.rating;
          ELSE
            INSERT INTO company_removed_review_months AS x (company_id, month, reason, rating, review_count) VALUES (r.company_id, m, why, r.rating, n)
            ON CONFLICT (company_id, month, reason, rating) DO UPDATE SET review_count = x.review_count + excluded.review_count;
          END IF;
        END IF;
      END $$`);

    // Every change to a review moves its old share out and its new one in, in the writer's
    // transaction, whoever writes. Its name sorts after reviews_company_running_totals, so on a
    // write both follow, the company row is locked before these rows (the running totals' order).
    await q.query(`
      CREATE FUNCTION company_activity() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.company_id = NEW.company_id AND OLD.rating = NEW.rating AND OLD.created_at = NEW.created_at
           AND OLD.invited = NEW.invited AND OLD.reply_created_at IS NOT DISTINCT FROM NEW.reply_created_at
           AND OLD.reply_hidden_decision_id IS NOT DISTINCT FROM NEW.reply_hidden_decision_id
           AND OLD.hidden_at IS NOT DISTINCT FROM NEW.hidden_at AND OLD.hidden_decision_id IS NOT DISTINCT FROM NEW.hidden_decision_id THEN
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM company_activity_add(OLD, -1); END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM company_activity_add(NEW, 1); END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER reviews_then_company_activity
        AFTER INSERT OR DELETE OR UPDATE OF company_id, rating, created_at, invited, reply_created_at, reply_hidden_decision_id, hidden_at, hidden_decision_id ON reviews
        FOR EACH ROW EXECUTE FUNCTION company_activity()`);

    // The given companies' activity counted again from their reviews: what the trigger gives. The
    // seed's bulk load turns the trigger off for its COPY and calls this once, as it does for the
    // running totals; this migration calls it for the reviews written before it.
    await q.query(`
      CREATE FUNCTION company_activity_recount(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM company_activity_months WHERE company_id = ANY(ids);
        DELETE FROM company_reply_wait_months WHERE company_id = ANY(ids);
        DELETE FROM company_removed_review_months WHERE company_id = ANY(ids);
        INSERT INTO company_activity_months (company_id, month, review_count, invited_count, negative_count, negative_replied_count)
        SELECT company_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE invited),
               count(*) FILTER (WHERE rating <= 2),
               count(*) FILTER (WHERE rating <= 2 AND reply_created_at IS NOT NULL AND reply_hidden_decision_id IS NULL)
          FROM reviews WHERE company_id = ANY(ids) AND hidden_at IS NULL
         GROUP BY 1, 2;
        INSERT INTO company_reply_wait_months (company_id, month, wait_bucket, review_count)
        SELECT company_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, company_reply_wait_bucket(reply_created_at - created_at), count(*)
          FROM reviews
         WHERE company_id = ANY(ids) AND hidden_at IS NULL AND rating <= 2 AND reply_created_at IS NOT NULL AND reply_hidden_decision_id IS NULL
         GROUP BY 1, 2, 3;
        INSERT INTO company_removed_review_months (company_id, month, reason, rating, review_count)
        SELECT company_id, date_trunc('month', hidden_at AT TIME ZONE 'UTC')::date, company_removed_reason(hidden_decision_id), rating, count(*)
          FROM reviews WHERE company_id = ANY(ids) AND hidden_at IS NOT NULL
         GROUP BY 1, 2, 3, 4;
      END $$`);
    await q.query(`SELECT company_activity_recount(coalesce(array_agg(id), '{}')) FROM companies`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS reviews_then_company_activity ON reviews`);
    await q.query(`DROP FUNCTION IF EXISTS company_activity()`);
    await q.query(`DROP FUNCTION IF EXISTS company_activity_recount(uuid[])`);
    await q.query(`DROP FUNCTION IF EXISTS company_activity_add(reviews, integer)`);
    await q.query(`DROP FUNCTION IF EXISTS company_removed_reason(bigint)`);
    await q.query(`DROP FUNCTION IF EXISTS company_reply_wait_bucket(interval)`);
    await q.query(`DROP TABLE IF EXISTS company_removed_review_months`);
    await q.query(`DROP TABLE IF EXISTS company_reply_wait_months`);
    await q.query(`DROP TABLE IF EXISTS company_activity_months`);
  }
}
