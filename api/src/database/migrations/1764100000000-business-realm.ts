import { type MigrationInterface, type QueryRunner } from 'typeorm';

// What business accounts do with companies: claims, public replies, review invitations, and the
// monthly aggregates their analytics read.
export class BusinessRealm1764100000000 implements MigrationInterface {
  name = 'BusinessRealm1764100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE company_claims (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        account_id uuid NOT NULL REFERENCES business_accounts(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('pending', 'verified', 'rejected')),
        verification text CHECK (verification IN ('email_domain', 'moderator')),
        decided_at timestamptz,
        decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
        decision_reason text CHECK (length(decision_reason) <= 1000),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT company_claims_once_per_account UNIQUE (account_id, company_id),
        CONSTRAINT company_claims_verified_how CHECK ((status = 'verified') = (verification IS NOT NULL))
      )`);
    // A company has at most one verified owner, whatever races the application loses.
    await q.query(`CREATE UNIQUE INDEX company_claims_one_verified_owner ON company_claims (company_id) WHERE status = 'verified'`);
    await q.query(`CREATE INDEX company_claims_pending_idx ON company_claims (created_at, id) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX company_claims_company_idx ON company_claims (company_id)`);

    // One public reply per review, kept on the review row so every review read carries it for free.
    await q.query(`
      ALTER TABLE reviews
        ADD COLUMN invited boolean NOT NULL DEFAULT false,
        ADD COLUMN reply_content text CHECK (length(reply_content) BETWEEN 1 AND 5000),
        ADD COLUMN reply_created_at timestamptz,
        ADD COLUMN reply_updated_at timestamptz,
        ADD CONSTRAINT reviews_reply_whole CHECK (
          (reply_content IS NULL) = (reply_created_at IS NULL) AND (reply_content IS NULL) = (reply_updated_at IS NULL))`);
    // The dashboard's "awaiting a reply" list, newest first, and the analytics' reply times.
    await q.query(
      `CREATE INDEX reviews_company_awaiting_idx ON reviews (company_id, created_at DESC, id DESC) WHERE reply_created_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX reviews_company_replied_idx ON reviews (company_id, created_at) INCLUDE (reply_created_at) WHERE reply_created_at IS NOT NULL`,
    );

    await q.query(`
      CREATE TABLE review_invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        account_id uuid NOT NULL REFERENCES business_accounts(id) ON DELETE CASCADE,
        email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        reference text CHECK (length(reference) <= 100),
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        review_id uuid REFERENCES reviews(id) ON DELETE SET NULL,
        -- Set when the invitation stops being open: used, or replaced after it expired.
        closed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT review_invitations_used_is_closed CHECK (used_at IS NULL OR closed_at IS NOT NULL)
      )`);
    await q.query(`CREATE UNIQUE INDEX review_invitations_one_open ON review_invitations (company_id, email) WHERE closed_at IS NULL`);
    // The monthly quota counts an account's invitations since the start of the month.
    await q.query(`CREATE INDEX review_invitations_account_created_idx ON review_invitations (account_id, created_at)`);
    await q.query(`CREATE INDEX review_invitations_company_created_idx ON review_invitations (company_id, created_at DESC, id DESC)`);

    // Kept monthly aggregates per company, star and topic, moved by a trigger on every write to
    // reviews: analytics read a few hundred rows whatever the number of reviews.
    await q.query(`
      CREATE TABLE company_review_months (
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        month date NOT NULL,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        topic text NOT NULL DEFAULT '',
        review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
        replied_count integer NOT NULL DEFAULT 0 CHECK (replied_count >= 0 AND replied_count <= review_count),
        PRIMARY KEY (company_id, month, rating, topic)
      )`);
    await q.query(`
      CREATE FUNCTION company_review_months_add(c uuid, at timestamptz, r smallint, t text, n integer, replied integer)
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
      END $$`);
    await q.query(`
      CREATE FUNCTION reviews_track_months() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- Writers of one company's reviews take its row first (as its kept aggregates do anyway), so
        -- month rows are never locked in opposite orders by two transactions.
        IF TG_OP = 'DELETE' THEN
          PERFORM 1 FROM companies WHERE id = OLD.company_id FOR NO KEY UPDATE;
        ELSE
          PERFORM 1 FROM companies WHERE id = NEW.company_id FOR NO KEY UPDATE;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM company_review_months_add(OLD.company_id, OLD.created_at, OLD.rating, OLD.topic, -1,
            -(OLD.reply_created_at IS NOT NULL)::int);
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          PERFORM company_review_months_add(NEW.company_id, NEW.created_at, NEW.rating, NEW.topic, 1,
            (NEW.reply_created_at IS NOT NULL)::int);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER reviews_track_months
        AFTER INSERT OR DELETE OR UPDATE OF company_id, rating, topic, created_at, reply_created_at ON reviews
        FOR EACH ROW EXECUTE FUNCTION reviews_track_months()`);
    // Reviews written before this migration.
    await q.query(`
      INSERT INTO company_review_months (company_id, month, rating, topic, review_count, replied_count)
      SELECT company_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, rating, coalesce(topic, ''), count(*), 0
        FROM reviews GROUP BY 1, 2, 3, 4`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS reviews_track_months ON reviews`);
    await q.query(`DROP FUNCTION IF EXISTS reviews_track_months()`);
    await q.query(`DROP FUNCTION IF EXISTS company_review_months_add(uuid, timestamptz, smallint, text, integer, integer)`);
    await q.query(`DROP TABLE IF EXISTS company_review_months`);
    await q.query(`DROP TABLE IF EXISTS review_invitations`);
    await q.query(`DROP TABLE IF EXISTS company_claims`);
    await q.query(`DROP INDEX IF EXISTS reviews_company_awaiting_idx`);
    await q.query(`DROP INDEX IF EXISTS reviews_company_replied_idx`);
    await q.query(`ALTER TABLE reviews DROP CONSTRAINT IF EXISTS reviews_reply_whole,
      DROP COLUMN IF EXISTS invited, DROP COLUMN IF EXISTS reply_content,
      DROP COLUMN IF EXISTS reply_created_at, DROP COLUMN IF EXISTS reply_updated_at`);
  }
}
