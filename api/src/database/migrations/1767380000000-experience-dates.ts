import { type MigrationInterface, type QueryRunner } from 'typeorm';

// When the experience a review tells of happened (EU Omnibus Directive, UK CMA guidance CMA208):
// the reviewer gives it on the review form; a shop's invitation may carry the order's date, which
// the invited review form starts with. Reviews and invitations from before have none (NULL) and
// show none. A plain `date`: a day as the reviewer or the shop names it, in no time zone.
export class ExperienceDates1767380000000 implements MigrationInterface {
  name = 'ExperienceDates1767380000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reviews ADD COLUMN experience_date date`);
    await q.query(`ALTER TABLE review_invitations ADD COLUMN order_date date`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE review_invitations DROP COLUMN order_date`);
    await q.query(`ALTER TABLE reviews DROP COLUMN experience_date`);
  }
}
