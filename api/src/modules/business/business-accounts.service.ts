import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BusinessSessions } from '../auth/index.js';
import { InvitationsService } from '../invitations/index.js';
import { BusinessAccountModerationRepository, type FoundBusinessAccount, type LockedBusinessAccount } from './account-moderation.repository.js';
import { type BusinessAccount, BusinessAccountsRepository } from './business-accounts.repository.js';

/**
 * Business accounts as moderators see and change them: the staff search and suspensions, in the
 * caller's transaction with the account locked first (lockForModeration). A suspended account
 * stops at once: its sessions end (auth's BusinessSessions) and its open invitations close.
 */
@Injectable()
export class BusinessAccountsService {
  constructor(
    private readonly accounts: BusinessAccountModerationRepository,
    private readonly sessions: BusinessSessions,
    private readonly invitations: InvitationsService,
    private readonly rows: BusinessAccountsRepository,
  ) {}

  findById(id: string): Promise<BusinessAccount | null> {
    return this.rows.findById(id);
  }

  /**
   * Deletes the account in the caller's transaction. Its sessions and mailed tokens, claims (each
   * company stays, unclaimed), invitations, API keys, webhook endpoints with their deliveries and
   * alert records go by cascade; its reports stay, without it (ON DELETE SET NULL).
   */
  erase(manager: EntityManager, id: string): Promise<void> {
    return this.rows.delete(manager, id);
  }

  /** Up to 20 accounts, newest first, whose email, contact or company name contains the text, or that claim a company so named. */
  search(text: string): Promise<FoundBusinessAccount[]> {
    return this.accounts.search(text);
  }

  /** Locks the account row for the rest of the caller's transaction; answers what a suspension or plan decision checks. */
  lockForModeration(manager: EntityManager, id: string): Promise<LockedBusinessAccount | undefined> {
    return this.accounts.lockForModeration(manager, id);
  }

  /** Suspends the account: sign-in is refused, its sessions end and its open invitations stop working. */
  async suspend(manager: EntityManager, id: string): Promise<void> {
    await this.accounts.setSuspended(manager, id, true);
    await this.sessions.deleteAllFor(manager, id);
    await this.invitations.closeOpenForAccount(manager, id);
  }

  /** Lifts the account's suspension. */
  restore(manager: EntityManager, id: string): Promise<void> {
    return this.accounts.setSuspended(manager, id, false);
  }
}
