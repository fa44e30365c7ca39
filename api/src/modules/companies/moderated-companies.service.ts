import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CategoriesRepository } from './categories.repository.js';
import { type CompanyFields, CompanyModerationRepository, type LockedCompany, type UncheckedNameRow } from './company-moderation.repository.js';

/**
 * Companies as moderators see and change them: corrected details, the public notice of unusual
 * review activity, and names checked before they go into mail. The changes run in the caller's
 * transaction (its audit entry's), the company locked first (lockForChange).
 */
@Injectable()
export class ModeratedCompanies {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly companies: CompanyModerationRepository,
    private readonly categories: CategoriesRepository,
  ) {}

  /** Locks the company row for the rest of the caller's transaction; answers its details, whether a notice shows and whether its name was checked. */
  lockForChange(manager: EntityManager, id: string): Promise<LockedCompany | undefined> {
    return this.companies.lockForChange(manager, id);
  }

  /**
   * The company's name as outgoing mail may use it, and whether a moderator has checked it, read
   * under a lock that a moderator's change of the company (lockForChange) waits for and that waits
   * for one: a batch of invitations and the check of the name take turns, so no invitation is held
   * after its company's held invitations were released, nor mailed under a name being replaced.
   */
  lockNameForMail(manager: EntityManager, id: string): Promise<{ name: string; nameCheckedAt: Date | null } | undefined> {
    return this.companies.lockNameForMail(manager, id);
  }

  /** Shows the notice for `days` days from now, replacing a running one. */
  setNotice(manager: EntityManager, id: string, days: number, decisionId: string): Promise<void> {
    return this.companies.setNotice(manager, id, days, decisionId);
  }

  removeNotice(manager: EntityManager, id: string): Promise<void> {
    return this.companies.removeNotice(manager, id);
  }

  /**
   * Writes the corrected details (at least one) of the locked company `current`: a new name counts
   * as checked (a moderator wrote it), a new category moves the company between the categories'
   * counts. A website another company has is a unique violation the caller answers.
   */
  async correct(manager: EntityManager, id: string, current: LockedCompany, details: Partial<CompanyFields>): Promise<void> {
    await this.companies.updateDetails(manager, id, details);
    if (details.name !== undefined) await this.companies.markNameChecked(manager, id);
    if (details.category !== undefined) await this.categories.moveCompany(manager, current.category, details.category);
  }

  /** A moderator has read the company's name and finds it a plain business name: it may go into outgoing mail (invitations). */
  markNameChecked(manager: EntityManager, id: string): Promise<void> {
    return this.companies.markNameChecked(manager, id);
  }

  /** Companies whose names no moderator has seen yet, the oldest first, with who listed them. */
  uncheckedNames(offset: number, limit: number): Promise<UncheckedNameRow[]> {
    return this.companies.uncheckedNames(this.db, offset, limit);
  }

  countUncheckedNames(): Promise<number> {
    return this.companies.countUncheckedNames(this.db);
  }
}
