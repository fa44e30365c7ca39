// Closing a business account's open review invitations when it may no longer act for a company
// (suspended, or its ownership revoked): InvitationsService.closeOpenForAccount, which the business
// module calls inside a moderator's decision's transaction.
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

@Injectable()
export class InvitationClosureRepository {
  /**
   * Closes the account's open review invitations (of one company, or all): their links stop
   * making verified, invited reviews once the account may no longer act for the company.
   */
  async closeOpenForAccount(manager: EntityManager, accountId: string, companyId?: string): Promise<void> {
    await manager.query(
      `UPDATE review_invitations SET closed_at = now() WHERE account_id = $1 AND ($2::uuid IS NULL OR company_id = $2::uuid) AND closed_at IS NULL`,
      [accountId, companyId ?? null],
    );
  }
}
