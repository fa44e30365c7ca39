import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Edits are visible to readers (modules/reviews owns both changes). `reviews.edited_at` is when the
// author last changed what readers see (rating, title, text or topic); an edit that changes
// nothing leaves it. A rating change keeps the version it replaced in `review_versions` (its
// rating, title, text, topic and the date it was published), which readers open from the review;
// `reviews.earlier_versions` counts them, so a list of reviews knows which have one without
// reading the table. Deleting a review deletes its versions; hiding one hides them (the reads
// check the review).
//
// Until now only an edit moved `updated_at`, so a review whose `updated_at` is later than its
// `created_at` was edited then.
export class ReviewVersions1767390000000 implements MigrationInterface {
  name = 'ReviewVersions1767390000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reviews ADD COLUMN edited_at timestamptz, ADD COLUMN earlier_versions integer NOT NULL DEFAULT 0`);
    await q.query(`UPDATE reviews SET edited_at = updated_at WHERE updated_at > created_at`);
    await q.query(`
      CREATE TABLE review_versions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        review_id uuid NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        title text NOT NULL,
        content text NOT NULL,
        topic text,
        written_at timestamptz NOT NULL,
        replaced_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX review_versions_review_idx ON review_versions (review_id, replaced_at DESC, id DESC)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS review_versions`);
    await q.query(`ALTER TABLE reviews DROP COLUMN IF EXISTS earlier_versions, DROP COLUMN IF EXISTS edited_at`);
  }
}
