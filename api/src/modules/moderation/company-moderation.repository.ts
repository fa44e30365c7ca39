// Moderation's writes to companies (corrections, notices) and their categories' counts; the companies module owns those tables, and these move there when it next changes.
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { queryOne } from '../../common/database/sql.js';

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

@Injectable()
export class CompanyModerationRepository {
  /** Locks the company row for the rest of the caller's transaction; answers its details and whether a notice shows. */
  lockForChange(manager: EntityManager, id: string): Promise<(CompanyFields & { notice_on: boolean }) | undefined> {
    return queryOne<CompanyFields & { notice_on: boolean }>(
      manager,
      `SELECT name, category, description, website, website_domain, location, country_code, coalesce(notice_until > now(), false) AS notice_on
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

  /** A company moved from one category to another: the counts the category pages show follow. */
  async moveCategoryCount(manager: EntityManager, from: string, to: string): Promise<void> {
    await manager.query(`UPDATE categories SET company_count = company_count + (CASE WHEN name = $2 THEN 1 ELSE -1 END) WHERE name IN ($1, $2)`, [from, to]);
  }
}
