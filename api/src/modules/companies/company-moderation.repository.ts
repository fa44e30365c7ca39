// companies as moderators see and change them: corrected details, the public notice of unusual review
// activity and names to check (the companies module owns the table; moderation calls these through
// ModeratedCompanies inside its decision's transaction).
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';

/** The company details a moderator may correct. */
export interface CompanyFields {
  name: string;
  category: string;
  description: string;
  website: string | null;
  websiteDomain: string | null;
  location: string | null;
  countryCode: string | null;
}

/**
 * Each correctable field's column; also the name an edit's audit entry records the field under
 * (`details.changes`), as it always has.
 */
export const COMPANY_FIELD_COLUMNS: Readonly<Record<keyof CompanyFields, string>> = {
  name: 'name',
  category: 'category',
  description: 'description',
  website: 'website',
  websiteDomain: 'website_domain',
  location: 'location',
  countryCode: 'country_code',
};

/** A company locked for a moderator's change: its details, whether a notice shows and whether its name was checked. */
export interface LockedCompany extends CompanyFields {
  noticeOn: boolean;
  nameCheckedAt: Date | null;
}

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
      `SELECT name, category, description, website, website_domain AS "websiteDomain", location, country_code AS "countryCode",
              coalesce(notice_until > now(), false) AS "noticeOn", name_checked_at AS "nameCheckedAt"
         FROM companies WHERE id = $1 FOR UPDATE`,
      [id],
    );
  }

  /** The company's name and when a moderator checked it, the row key-share locked until the caller's transaction ends (see ModeratedCompanies.lockNameForMail). */
  lockNameForMail(manager: EntityManager, id: string): Promise<{ name: string; nameCheckedAt: Date | null } | undefined> {
    return queryOne(manager, `SELECT name, name_checked_at AS "nameCheckedAt" FROM companies WHERE id = $1 FOR KEY SHARE`, [id]);
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
    // Columns come from COMPANY_FIELD_COLUMNS by CompanyFields' keys: never text from a request.
    const fields = Object.keys(details) as (keyof CompanyFields)[];
    await manager.query(`UPDATE companies SET ${fields.map((f, i) => `${COMPANY_FIELD_COLUMNS[f]} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`, [
      id,
      ...fields.map((f) => details[f]),
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
}
