import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The review highlights follow an edit by whoever makes it (modules/highlights): a review whose
// title or text changes is unread again (its rows go, the totals follow), for the API to read once
// the edit has committed, off its event loop, or for the backfill; a review whose stars alone
// change keeps its mentions, which take the new stars. Frozen text: the current one is in
// sql/review-highlights.sql.
export class HighlightsFollowEdits1767330000000 implements MigrationInterface {
  name = 'HighlightsFollowEdits1767330000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION reviews_highlights_edited() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.title IS DISTINCT FROM OLD.title OR NEW.content IS DISTINCT FROM OLD.content THEN
          DELETE FROM highlight_reviews WHERE review_id = NEW.id;
          INSERT INTO highlight_unread (review_id) VALUES (NEW.id) ON CONFLICT (review_id) DO UPDATE SET claimed_until = NULL;
        ELSIF NEW.rating IS DISTINCT FROM OLD.rating THEN
          UPDATE highlight_mentions SET review_rating = NEW.rating WHERE review_id = NEW.id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`DROP TRIGGER IF EXISTS reviews_highlights_edited ON reviews`);
    await q.query(`
      CREATE TRIGGER reviews_highlights_edited AFTER UPDATE OF title, content, rating ON reviews
        FOR EACH ROW EXECUTE FUNCTION reviews_highlights_edited()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS reviews_highlights_edited ON reviews`);
    await q.query(`DROP FUNCTION IF EXISTS reviews_highlights_edited()`);
  }
}
