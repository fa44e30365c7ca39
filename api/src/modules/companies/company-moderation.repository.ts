// companies as moderators see and change them: corrected details, the public notice of unusual review
// activity, names to check, and the categories' counts a corrected category moves (the companies
// module owns both tables; moderation calls these inside its decision's transaction).
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';

/** The company details a moderator may correct, as their columns are named. */
export interface CompanyFields {
  name: string;
  category: string;
  description: string;
  website: string | null;
  website_domain: string | null;
  location: string | null;
  country_code: string | null;
}

export type LockedCompany = CompanyFields & { notice_on: boolean; name_checked_at: Date | null };

export interface UncheckedNameRow {
  id: string;
  name: string;
  website: string | null;
  category: string;
  createdAt: Date;
  /** The business account that claimed it first, if any. */
  claimedBy: string | null;
}

@Injectable()
export class CompanyModerationRepository {
  /** Locks the company row for the rest of the caller's transaction; answers its details and whether a notice shows. */
  lockForChange(manager: EntityManager, id: string): Promise<LockedCompany | undefined> {
    return queryOne<LockedCompany>(
      manager,
      `SELECT name, category, description, website, website_domain, location, country_code, coalesce(notice_until > now(), false) AS notice_on, name_checked_at
         FROM companies WHERE id = $1 FOR UPDATE`,
      [id],
    );
  }

  /** Shows the notice for `days` days from now, replacing a running one. */
  async setNotice(manager: EntityManager, id: string, days: number, decisionId: string): Promise<void> {
    await manager.query(`UPDATE companies SET notice_until = now() + make_interval(days => $2), notice_decision_id = $3::bigint WHERE id = $1`, [id, days, decisionId]);
  }

  async removeNotice(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE companies SET notice_until = NULL, notice_decision_id = NULL WHERE id = $1`, [id]);
  }

  /** Writes the given details (at least one); a website another company has is a unique violation the caller answers. */
  async updateDetails(manager: EntityManager, id: string, details: Partial<CompanyFields>): Promise<void> {
    // Column names are CompanyFields' keys, set by the service: never text from a request.
    const columns = Object.keys(details) as (keyof CompanyFields)[];
    await manager.query(`UPDATE companies SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`, [
      id,
      ...columns.map((c) => details[c]),
    ]);
  }

  /** A moderator has seen the company's name: it may go into outgoing mail (invitations). */
  async markNameChecked(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE companies SET name_checked_at = now() WHERE id = $1`, [id]);
  }

  /** Companies whose names no moderator has seen yet, the oldest first, with who listed them. */
  uncheckedNames(manager: Pick<EntityManager, 'query'>, offset: number, limit: number): Promise<UncheckedNameRow[]> {
    return queryRows<UncheckedNameRow>(
      manager,
      `SELECT c.id, c.name, c.website, c.category, c.created_at AS "createdAt",
              (SELECT a.email FROM company_claims k JOIN business_accounts a ON a.id = k.account_id
                WHERE k.company_id = c.id ORDER BY k.created_at LIMIT 1) AS "claimedBy"
         FROM companies c WHERE c.name_checked_at IS NULL ORDER BY c.created_at, c.id OFFSET $1 LIMIT $2`,
      [offset, limit],
    );
  }

  async countUncheckedNames(manager: Pick<EntityManager, 'query'>): Promise<number> {
    return (await queryOne<{ n: number }>(manager, `SELECT count(*)::int AS n FROM companies WHERE name_checked_at IS NULL`))!.n;
  }

  /** A company moved from one category to another: the counts the category pages show follow. */
  async moveCategoryCount(manager: EntityManager, from: string, to: string): Promise<void> {
    await manager.query(`UPDATE categories SET company_count = company_count + (CASE WHEN name = $2 THEN 1 ELSE -1 END) WHERE name IN ($1, $2)`, [from, to]);
  }
}
