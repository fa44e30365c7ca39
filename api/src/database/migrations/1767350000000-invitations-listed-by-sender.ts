import { type MigrationInterface, type QueryRunner } from 'typeorm';

// A company's invitations are listed to the account that sent them only (a new owner never sees
// the former owner's invitees), newest first, paged by (created_at, id), optionally of one
// reference. The two listing indexes gain the sender after the company, so a new owner's page
// reads its own invitations along the index instead of stepping over every invitation its
// predecessors sent. The indexes they replace had no other reader.
export class InvitationsListedBySender1767350000000 implements MigrationInterface {
  name = 'InvitationsListedBySender1767350000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX review_invitations_company_sender_created_idx ON review_invitations (company_id, account_id, created_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX review_invitations_company_sender_reference_idx ON review_invitations (company_id, account_id, reference, created_at DESC, id DESC) WHERE reference IS NOT NULL`,
    );
    await q.query(`DROP INDEX IF EXISTS review_invitations_company_created_idx`);
    await q.query(`DROP INDEX IF EXISTS review_invitations_company_reference_idx`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX review_invitations_company_created_idx ON review_invitations (company_id, created_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX review_invitations_company_reference_idx ON review_invitations (company_id, reference, created_at DESC, id DESC) WHERE reference IS NOT NULL`,
    );
    await q.query(`DROP INDEX IF EXISTS review_invitations_company_sender_reference_idx`);
    await q.query(`DROP INDEX IF EXISTS review_invitations_company_sender_created_idx`);
  }
}
