import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Moderation: roles and suspension of consumer users, reports of reviews, hidden reviews that leave
// every public read and aggregate, appeals, and the append-only audit log whose entries carry the
// statement of reasons in the EU DSA transparency database's terms.
export class Moderation1764200000000 implements MigrationInterface {
  name = 'Moderation1764200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'moderator', 'admin')),
        ADD COLUMN suspended_at timestamptz`);

    await q.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
        action text NOT NULL,
        target_type text NOT NULL CHECK (target_type IN ('review', 'claim', 'user', 'company', 'report', 'appeal')),
        target_id uuid NOT NULL,
        -- The statement of reasons (DSA transparency database fields), for decisions about content or accounts.
        decision_ground text CHECK (decision_ground IN ('DECISION_GROUND_ILLEGAL_CONTENT', 'DECISION_GROUND_INCOMPATIBLE_CONTENT')),
        category text,
        decision_facts text NOT NULL CHECK (length(decision_facts) BETWEEN 1 AND 2000),
        source_type text NOT NULL CHECK (source_type IN ('SOURCE_ARTICLE_16', 'SOURCE_TRUSTED_FLAGGER', 'SOURCE_VOLUNTARY', 'SOURCE_TYPE_OTHER_NOTIFICATION')),
        automated_detection boolean NOT NULL DEFAULT false,
        automated_decision text NOT NULL DEFAULT 'AUTOMATED_DECISION_NOT_AUTOMATED'
          CHECK (automated_decision IN ('AUTOMATED_DECISION_FULLY', 'AUTOMATED_DECISION_PARTIALLY', 'AUTOMATED_DECISION_NOT_AUTOMATED')),
        details jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    await q.query(`CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, created_at DESC)`);
    // Append-only, whoever connects: no UPDATE, DELETE or TRUNCATE ever succeeds.
    await q.query(`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
    await q.query(`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`);

    await q.query(`
      ALTER TABLE reviews
        ADD COLUMN hidden_at timestamptz,
        ADD COLUMN hidden_decision_id bigint REFERENCES audit_log(id),
        ADD CONSTRAINT reviews_hidden_has_decision CHECK ((hidden_at IS NULL) = (hidden_decision_id IS NULL))`);

    await q.query(`
      CREATE TABLE review_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        review_id uuid NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
        reporter_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        reporter_account_id uuid REFERENCES business_accounts(id) ON DELETE SET NULL,
        reason text NOT NULL CHECK (reason IN ('fake', 'offensive', 'personal_information', 'advertising', 'other')),
        details text CHECK (length(details) <= 1000),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
        decision_id bigint REFERENCES audit_log(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz,
        CONSTRAINT review_reports_one_reporter CHECK (num_nonnulls(reporter_user_id, reporter_account_id) <= 1),
        CONSTRAINT review_reports_closed_decided CHECK ((status = 'open') = (closed_at IS NULL))
      )`);
    // Once per reporter and review (409 the second time).
    await q.query(`CREATE UNIQUE INDEX review_reports_once_per_user ON review_reports (review_id, reporter_user_id) WHERE reporter_user_id IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX review_reports_once_per_account ON review_reports (review_id, reporter_account_id) WHERE reporter_account_id IS NOT NULL`);
    await q.query(`CREATE INDEX review_reports_open_idx ON review_reports (review_id, created_at) WHERE status = 'open'`);
    await q.query(`CREATE INDEX review_reports_created_idx ON review_reports (created_at)`);

    await q.query(`
      CREATE TABLE review_appeals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        review_id uuid NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        -- The decision appealed; one appeal per decision.
        decision_id bigint NOT NULL UNIQUE REFERENCES audit_log(id),
        statement text NOT NULL CHECK (length(statement) BETWEEN 1 AND 2000),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'upheld', 'overturned')),
        outcome_decision_id bigint REFERENCES audit_log(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz
      )`);
    await q.query(`CREATE INDEX review_appeals_open_idx ON review_appeals (created_at) WHERE status = 'open'`);

    // A hidden review counts nowhere: the monthly aggregates follow hidden_at like any other change.
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
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.hidden_at IS NULL THEN
          PERFORM company_review_months_add(NEW.company_id, NEW.created_at, NEW.rating, NEW.topic, 1,
            (NEW.reply_created_at IS NOT NULL)::int);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`DROP TRIGGER reviews_track_months ON reviews`);
    await q.query(`
      CREATE TRIGGER reviews_track_months
        AFTER INSERT OR DELETE OR UPDATE OF company_id, rating, topic, created_at, reply_created_at, hidden_at ON reviews
        FOR EACH ROW EXECUTE FUNCTION reviews_track_months()`);
    // The public reads skip hidden reviews along partial indexes of the visible ones.
    await q.query(`DROP INDEX reviews_company_created_idx`);
    await q.query(`CREATE INDEX reviews_company_created_idx ON reviews (company_id, created_at DESC, id DESC) WHERE hidden_at IS NULL`);
    await q.query(`DROP INDEX reviews_created_idx`);
    await q.query(`CREATE INDEX reviews_created_idx ON reviews (created_at DESC, id DESC) WHERE hidden_at IS NULL`);
    await q.query(`CREATE INDEX reviews_hidden_idx ON reviews (hidden_at) WHERE hidden_at IS NOT NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER reviews_track_months ON reviews`);
    await q.query(`
      CREATE OR REPLACE FUNCTION reviews_track_months() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM 1 FROM companies WHERE id = OLD.company_id FOR NO KEY UPDATE;
        ELSE
          PERFORM 1 FROM companies WHERE id = NEW.company_id FOR NO KEY UPDATE;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM company_review_months_add(OLD.company_id, OLD.created_at, OLD.rating, OLD.topic, -1, -(OLD.reply_created_at IS NOT NULL)::int);
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          PERFORM company_review_months_add(NEW.company_id, NEW.created_at, NEW.rating, NEW.topic, 1, (NEW.reply_created_at IS NOT NULL)::int);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER reviews_track_months
        AFTER INSERT OR DELETE OR UPDATE OF company_id, rating, topic, created_at, reply_created_at ON reviews
        FOR EACH ROW EXECUTE FUNCTION reviews_track_months()`);
    await q.query(`DROP INDEX IF EXISTS reviews_hidden_idx`);
    await q.query(`DROP INDEX IF EXISTS reviews_created_idx`);
    await q.query(`CREATE INDEX reviews_created_idx ON reviews (created_at DESC, id DESC)`);
    await q.query(`DROP INDEX IF EXISTS reviews_company_created_idx`);
    await q.query(`CREATE INDEX reviews_company_created_idx ON reviews (company_id, created_at DESC, id DESC)`);
    await q.query(`DROP TABLE IF EXISTS review_appeals`);
    await q.query(`DROP TABLE IF EXISTS review_reports`);
    await q.query(`ALTER TABLE reviews DROP CONSTRAINT IF EXISTS reviews_hidden_has_decision, DROP COLUMN IF EXISTS hidden_decision_id, DROP COLUMN IF EXISTS hidden_at`);
    await q.query(`DROP TABLE IF EXISTS audit_log`);
    await q.query(`DROP FUNCTION IF EXISTS audit_log_append_only()`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS suspended_at, DROP COLUMN IF EXISTS role`);
  }
}
