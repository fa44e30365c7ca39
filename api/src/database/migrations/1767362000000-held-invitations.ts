import { type MigrationInterface, type QueryRunner } from 'typeorm';

// A company's name goes into outgoing mail only once a moderator has checked it (1765200000000).
// Invitations of a company whose name waits for that check are held, not mailed without a name
// (which read like phishing): `held` until the name is approved or corrected, then mailed with
// fresh links and their 30 days from then. Existing invitations were mailed: not held.
export class HeldInvitations1767362000000 implements MigrationInterface {
  name = 'HeldInvitations1767362000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE review_invitations ADD COLUMN held boolean NOT NULL DEFAULT false`);
    // The approval of a name finds its company's held invitations.
    await q.query(`CREATE INDEX review_invitations_held_idx ON review_invitations (company_id) WHERE held AND closed_at IS NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS review_invitations_held_idx`);
    await q.query(`ALTER TABLE review_invitations DROP COLUMN IF EXISTS held`);
  }
}
