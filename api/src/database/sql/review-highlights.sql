-- The review highlights' kept state (modules/highlights), by triggers, whoever writes: the API, a
-- cascade from a deleted review, user or company, the seed, an older API instance during a rolling
-- deploy, or a hand-written statement. The module only adds what reading a review finds (its
-- aspects); everything that follows from the reviews' own columns is kept here, in one place.
--
--   highlight_unread     reviews not read yet: every new review goes in, and every review whose
--                        words (title, text) are edited (whoever writes it), the module takes it
--                        out when it reads it (or, deleted unread, when the backfill finds it
--                        gone); the backfill reads only these
--   visible              of highlight_reviews and highlight_mentions: always reviews.hidden_at IS
--                        NULL, moved when a review is hidden or restored, by whoever
--   highlight_companies  per company, how many visible reviews were read
--   highlight_aspects    per company and aspect, the visible mentions, positive and negative
--
-- Each totals trigger locks the company's row first, as the reviews trigger does, so the rows they
-- move are always taken after it whatever the path (a cascaded delete runs before the reviews
-- trigger of the same statement). A change notifies the company's hot reads (its page and its
-- highlights), as the backfill changes no review.
--
-- Loaded by migration 1766800000000-review-highlights; reviews_highlights_edited was added by
-- 1767330000000-highlights-follow-edits, which holds a frozen copy of it. To change this file, add
-- a migration with a frozen copy of what changes (a fresh database also loads the new text at
-- 1766800000000, so it may only use what the schema has then).

-- A review read, gone, or made visible or not: the company's number of visible reviews read.
CREATE OR REPLACE FUNCTION highlight_reviews_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END;
BEGIN
  PERFORM 1 FROM companies WHERE id = c FOR NO KEY UPDATE;
  IF TG_OP <> 'INSERT' AND OLD.visible THEN
    UPDATE highlight_companies SET reviews = reviews - 1 WHERE company_id = OLD.company_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.visible THEN
    INSERT INTO highlight_companies AS h (company_id, reviews) VALUES (NEW.company_id, 1)
    ON CONFLICT (company_id) DO UPDATE SET reviews = h.reviews + 1;
  END IF;
  PERFORM pg_notify('hot_reads', 'c:' || c);
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS highlight_reviews_count ON highlight_reviews;
CREATE TRIGGER highlight_reviews_count AFTER INSERT OR DELETE OR UPDATE OF visible ON highlight_reviews
  FOR EACH ROW EXECUTE FUNCTION highlight_reviews_count();

-- A mention kept, gone, or made visible or not: its aspect's totals.
CREATE OR REPLACE FUNCTION highlight_mentions_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM companies WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END FOR NO KEY UPDATE;
  IF TG_OP <> 'INSERT' AND OLD.visible THEN
    UPDATE highlight_aspects
       SET mentions = mentions - 1, positive = positive - (OLD.polarity = 1)::int, negative = negative - (OLD.polarity = -1)::int
     WHERE company_id = OLD.company_id AND aspect = OLD.aspect;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.visible THEN
    INSERT INTO highlight_aspects AS a (company_id, aspect, mentions, positive, negative)
    VALUES (NEW.company_id, NEW.aspect, 1, (NEW.polarity = 1)::int, (NEW.polarity = -1)::int)
    ON CONFLICT (company_id, aspect) DO UPDATE
      SET mentions = a.mentions + 1, positive = a.positive + excluded.positive, negative = a.negative + excluded.negative;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS highlight_mentions_count ON highlight_mentions;
CREATE TRIGGER highlight_mentions_count AFTER INSERT OR DELETE OR UPDATE OF visible ON highlight_mentions
  FOR EACH ROW EXECUTE FUNCTION highlight_mentions_count();

-- A review hidden or restored, by whoever: its rows follow, and through the triggers above the
-- totals. It sets what visible must be rather than flipping it, so any write of hidden_at also
-- mends a row that was wrong. Named after reviews_company_running_totals, so it runs after that
-- trigger has locked the company's row (a table's triggers fire in name order).
CREATE OR REPLACE FUNCTION reviews_highlights_visible() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE highlight_reviews SET visible = (NEW.hidden_at IS NULL) WHERE review_id = NEW.id AND visible <> (NEW.hidden_at IS NULL);
  UPDATE highlight_mentions SET visible = (NEW.hidden_at IS NULL) WHERE review_id = NEW.id AND visible <> (NEW.hidden_at IS NULL);
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS reviews_highlights_visible ON reviews;
CREATE TRIGGER reviews_highlights_visible AFTER UPDATE OF hidden_at ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_highlights_visible();

-- Every new review is unread until the module reads it (in the transaction that writes it, when
-- the API writes it). Once per statement: a seed's COPY of a million reviews is one INSERT here.
CREATE OR REPLACE FUNCTION reviews_highlights_unread() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO highlight_unread (review_id) SELECT id FROM written;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS reviews_highlights_unread ON reviews;
CREATE TRIGGER reviews_highlights_unread AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION reviews_highlights_unread();

-- A review's words edited, by whoever: its rows go (and through the triggers above its totals), and
-- it is unread again, its claim released: a reader that took it before read the old words, and
-- keeps nothing (their fingerprint changed). The API reads it once the edit commits; what is left,
-- the backfill reads. Its stars alone changed: its mentions take them (a quote prefers stars that
-- agree). Named after reviews_company_running_totals, so it runs after that trigger's lock.
CREATE OR REPLACE FUNCTION reviews_highlights_edited() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.title IS DISTINCT FROM OLD.title OR NEW.content IS DISTINCT FROM OLD.content THEN
    DELETE FROM highlight_reviews WHERE review_id = NEW.id;
    INSERT INTO highlight_unread (review_id) VALUES (NEW.id) ON CONFLICT (review_id) DO UPDATE SET claimed_until = NULL;
  ELSIF NEW.rating IS DISTINCT FROM OLD.rating THEN
    UPDATE highlight_mentions SET review_rating = NEW.rating WHERE review_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS reviews_highlights_edited ON reviews;
CREATE TRIGGER reviews_highlights_edited AFTER UPDATE OF title, content, rating ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_highlights_edited();
