import { type MigrationInterface, type QueryRunner } from 'typeorm';

// GET /api/v1/invitations?reference=... looks up the invitations of one order, newest first, and
// pages them with a cursor ((created_at, id) after the last one seen). Without this index the
// lookup reads every invitation of the company (review_invitations_company_created_idx has no
// reference), which for a shop inviting after each order grows without end. Partial: invitations
// sent without a reference are never looked up by one. The unfiltered list's keyset order is read
// from review_invitations_company_created_idx (company_id, created_at DESC, id DESC) as it is.
export class InvitationReferences1767310000000 implements MigrationInterface {
  name = 'InvitationReferences1767310000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX review_invitations_company_reference_idx ON review_invitations (company_id, reference, created_at DESC, id DESC) WHERE reference IS NOT NULL`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS review_invitations_company_reference_idx`);
  }
}
