// categories: the fixed list (categories.ts) with each one's kept count of companies, which the
// category pages and the directory's totals show. Written only here: a company listed counts in
// its category, a company a moderator moves counts in its new one.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../common/database/sql.js';

/** A category with how many companies it has (kept counts). */
export interface CategoryRow {
  name: string;
  companyCount: number;
}

@Injectable()
export class CategoriesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Every category in its order, with its count of companies. */
  list(): Promise<CategoryRow[]> {
    return queryRows<CategoryRow>(this.db, `SELECT name, company_count AS "companyCount" FROM categories ORDER BY position`);
  }

  /** A company was listed in the category, in the transaction that inserts it. */
  async countCompany(manager: EntityManager, category: string): Promise<void> {
    await manager.query(`UPDATE categories SET company_count = company_count + 1 WHERE name = $1`, [category]);
  }

  /** A company moved from one category to another: the counts the category pages show follow. */
  async moveCompany(manager: EntityManager, from: string, to: string): Promise<void> {
    await manager.query(`UPDATE categories SET company_count = company_count + (CASE WHEN name = $2 THEN 1 ELSE -1 END) WHERE name IN ($1, $2)`, [from, to]);
  }
}
