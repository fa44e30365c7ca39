import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';
import { categoriesMatching } from './categories.js';
import type { Company } from './company.js';

// Hand-written SQL for the hot reads: every one is a single indexed query.
const COLUMNS = `c.id, c.name, c.category, c.description, c.logo_url AS "logoUrl", c.website,
  c.website_domain AS "websiteDomain", c.location, c.country_code AS "countryCode", c.created_by AS "createdBy", c.name_checked_at AS "nameCheckedAt",
  c.review_count AS "reviewCount", c.rating_sum::float8 AS "ratingSum",
  c.rating_1 AS "rating1", c.rating_2 AS "rating2", c.rating_3 AS "rating3", c.rating_4 AS "rating4", c.rating_5 AS "rating5",
  c.created_at AS "createdAt", c.updated_at AS "updatedAt", c.decay_weight AS "decayWeight", c.decay_rating AS "decayRating",
  EXISTS (SELECT 1 FROM company_claims k WHERE k.company_id = c.id AND k.status = 'verified') AS "claimed",
  CASE WHEN c.notice_until > now() THEN c.notice_until END AS "noticeUntil"`;

// Featured and top-rated lists rank by the TrustScore as last computed (companies_trust_rank_idx):
// moved at every write by the reviews trigger, refreshed for the passing of time by TrustRankRefresher.
// Reviews under an open fake-review signal never lift it (company_rank_at, in database/sql/company-running-totals.sql).
const TRUST_ORDER = `c.trust_rank DESC, c.id`;
// Rated: the TrustScore has a review in it (incentivised reviews are in none, so a company with only
// those is ranked as one without reviews). Below 1e-9 is what float sums leave when their last review goes.
const RATED = `c.decay_weight > 1e-9`;
const RANK_NOW = `company_rank_at(c.decay_weight, c.decay_rating, c.flagged_decay_weight, c.flagged_decay_rating, now())`;

export type CompanyOrder = 'name' | 'trustscore' | 'reviews';

export interface CompanyFilter {
  search?: string;
  category?: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country?: string;
  sort?: CompanyOrder;
  offset: number;
  limit: number;
}

// The directory's orders, each along its own indexes (migration 1766110000000): alone, after a
// category and after a country. The TrustScore order is trust_rank (what featured ranks by) with
// companies without reviews last (trust_sort, kept by PostgreSQL: trust_rank while the company has
// reviews in its TrustScore, else null: migration 1767385000000): an unreviewed company has no
// TrustScore, however good the prior.
export const TRUST_SORT_KEY = `c.trust_sort`;
const DIRECTORY_ORDER: Record<CompanyOrder, string> = {
  name: `c.name, c.id`,
  trustscore: `${TRUST_SORT_KEY} DESC NULLS LAST, c.name, c.id`,
  reviews: `c.review_count DESC, c.name, c.id`,
};
/** The same orders over a materialized set of matches `m` carrying the sort columns. */
const MATCH_ORDER: Record<CompanyOrder, string> = {
  name: `m.name, m.id`,
  trustscore: `m.trust_key DESC NULLS LAST, m.name, m.id`,
  reviews: `m.review_count DESC, m.name, m.id`,
};

/** A country that has companies, with how many (kept counts). */
export interface CountryRow {
  code: string;
  companyCount: number;
}

/** A company of a sitemap page, with when its page last changed. */
export interface SitemapRow {
  id: string;
  updatedAt: Date;
}

/** Site-wide totals from the kept aggregates; the sums as text (bigint). */
export interface SiteTotalsRow {
  companies: number;
  reviews: string;
  sum: string;
}

/** How far a TrustScore refresh got: the last company of its batch (none past the end) and how many rows it changed. */
/** A topic's reviews of one star (company_review_months summed over months). */
export interface TopicStarRow {
  rating: number;
  n: number;
}

export interface TrustRankBatchRow {
  last: string | null;
  n: number;
}

export interface NewCompany {
  name: string;
  category: string;
  description: string;
  website: string;
  websiteDomain: string;
  location: string | null;
  countryCode: string | null;
  logoUrl: string | null;
  createdBy: string | null;
}

/** Searches this short go by the start of the names' words (a trigram needs three letters). */
export const SHORT_SEARCH = 2;
/** Up to this many matches a short search sorts them; beyond, it walks the names in order. */
const FEW_MATCHES = 3000;

/** Escapes LIKE wildcards so '%', '_' and '\' in search text match themselves. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

@Injectable()
export class CompaniesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(filter: CompanyFilter): Promise<{ companies: Company[]; total: number }> {
    if (filter.search && filter.search.length <= SHORT_SEARCH) return this.listByWordStart(filter as CompanyFilter & { search: string });
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.search) {
      // Names through the trigram index on name_lower; categories are a fixed list, so the
      // matching ones (by their name or a former one) are found here and compared by equality
      // (index), not per row.
      params.push(likePattern(filter.search), categoriesMatching(filter.search.toLowerCase()));
      where.push(`(c.name_lower LIKE $${params.length - 1} ESCAPE '\\' OR c.category = ANY($${params.length}::text[]))`);
    }
    if (filter.category) {
      params.push(filter.category);
      where.push(`c.category = $${params.length}`);
    }
    if (filter.country) {
      params.push(filter.country);
      where.push(`c.country_code = $${params.length}`);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    // The total first: a page past the end is answered without walking the list to it.
    const total = await this.count(filter, whereSql, params);
    if (filter.offset >= total) return { companies: [], total };
    // The page's ids first (a deep offset skips index entries, not rows with their claim lookups),
    // then only its rows.
    const order = DIRECTORY_ORDER[filter.sort ?? 'name'];
    const companies = await queryRows<Company>(
      this.db,
      `WITH page AS (SELECT c.id FROM companies c ${whereSql} ORDER BY ${order} OFFSET $${params.length + 1} LIMIT $${params.length + 2})
       SELECT ${COLUMNS} FROM page JOIN companies c ON c.id = page.id ORDER BY ${order}`,
      [...params, filter.offset, filter.limit],
    );
    return { companies, total };
  }

  /**
   * One or two letters: companies with a word of the name starting with them, along the GIN
   * index of name_starts; the total without a category is the kept count of that start.
   */
  private async listByWordStart(filter: CompanyFilter & { search: string }): Promise<{ companies: Company[]; total: number }> {
    const start = filter.search.toLowerCase();
    const params: unknown[] = [[start]];
    let where = `c.name_starts @> $1::text[]`;
    if (filter.category) {
      params.push(filter.category);
      where += ` AND c.category = $${params.length}`;
    }
    if (filter.country) {
      params.push(filter.country);
      where += ` AND c.country_code = $${params.length}`;
    }
    const total =
      filter.category || filter.country
        ? ((await queryOne<{ n: number }>(this.db, `SELECT count(*)::int AS n FROM companies c WHERE ${where}`, params))?.n ?? 0)
        : ((await queryOne<{ n: number }>(this.db, `SELECT company_count AS n FROM company_name_starts WHERE start = $1`, [start]))?.n ?? 0);
    if (total === 0 || filter.offset >= total) return { companies: [], total };
    // Few matches: fetch them along the index and sort them. Many: walk the chosen order, where
    // matches come often; the planner cannot tell the two apart from its statistics alone.
    const sort = filter.sort ?? 'name';
    // Either way the page's ids come first, then only its rows.
    const sql =
      total <= FEW_MATCHES
        ? `WITH matches AS MATERIALIZED (SELECT c.id, c.name, c.review_count, ${TRUST_SORT_KEY} AS trust_key FROM companies c WHERE ${where}),
                m AS (SELECT * FROM matches m ORDER BY ${MATCH_ORDER[sort]} OFFSET $${params.length + 1} LIMIT $${params.length + 2})
           SELECT ${COLUMNS} FROM m JOIN companies c ON c.id = m.id ORDER BY ${MATCH_ORDER[sort]}`
        : `WITH page AS (SELECT c.id FROM companies c WHERE ${where} ORDER BY ${DIRECTORY_ORDER[sort]} OFFSET $${params.length + 1} LIMIT $${params.length + 2})
           SELECT ${COLUMNS} FROM page JOIN companies c ON c.id = page.id ORDER BY ${DIRECTORY_ORDER[sort]}`;
    const companies = await queryRows<Company>(this.db, sql, [...params, filter.offset, filter.limit]);
    return { companies, total };
  }

  // Without search the total comes from the kept per-category or per-country counts, not a scan of
  // companies; a category and a country together count their few matches (both indexes, ANDed).
  private async count(filter: CompanyFilter, whereSql: string, params: unknown[]): Promise<number> {
    if (filter.search || (filter.category && filter.country)) {
      const row = await queryOne<{ n: number }>(this.db, `SELECT count(*)::int AS n FROM companies c ${whereSql}`, params);
      return row?.n ?? 0;
    }
    const row = filter.category
      ? await queryOne<{ n: number }>(this.db, `SELECT company_count AS n FROM categories WHERE name = $1`, [filter.category])
      : filter.country
        ? await queryOne<{ n: number }>(this.db, `SELECT company_count AS n FROM company_countries WHERE country_code = $1`, [filter.country])
        : await queryOne<{ n: number }>(this.db, `SELECT coalesce(sum(company_count), 0)::int AS n FROM categories`);
    return row?.n ?? 0;
  }

  /** The countries that have companies, with how many: kept counts (company_countries), by code. */
  countries(): Promise<CountryRow[]> {
    return queryRows<CountryRow>(this.db, `SELECT country_code AS code, company_count AS "companyCount" FROM company_countries WHERE company_count > 0 ORDER BY country_code`);
  }

  /** One page of every company by id, with when its page last changed: ids along the primary key alone, then their rows. */
  sitemapPage(page: number, size: number): Promise<SitemapRow[]> {
    return queryRows<SitemapRow>(
      this.db,
      `WITH p AS (SELECT id FROM companies ORDER BY id OFFSET $1 LIMIT $2)
       SELECT c.id, c.updated_at AS "updatedAt" FROM p JOIN companies c ON c.id = p.id ORDER BY c.id`,
      [page * size, size],
    );
  }

  /** All companies, from the kept per-category counts. */
  async total(): Promise<number> {
    return (await queryOne<{ n: number }>(this.db, `SELECT coalesce(sum(company_count), 0)::int AS n FROM categories`))?.n ?? 0;
  }

  /** Site-wide totals from the kept aggregates: one pass over companies, never over reviews (sums as text: bigint). */
  async siteTotals(): Promise<SiteTotalsRow> {
    return (await queryOne<SiteTotalsRow>(
      this.db,
      `SELECT count(*)::int AS companies, coalesce(sum(review_count), 0)::text AS reviews, coalesce(sum(rating_sum), 0)::text AS sum FROM companies`,
    ))!;
  }

  /**
   * The best-ranked companies. One showing a moderator's notice of unusual review activity is left
   * out while the notice lasts: a ranked list is a recommendation, the notice a warning.
   */
  featured(limit: number): Promise<Company[]> {
    return queryRows<Company>(
      this.db,
      `SELECT ${COLUMNS} FROM companies c WHERE ${RATED} AND (c.notice_until IS NULL OR c.notice_until <= now())
        ORDER BY ${TRUST_ORDER} LIMIT $1`,
      [limit],
    );
  }

  /**
   * A topic's reviews of a company per star, from the kept month rows (kept with the company's
   * totals, in the transaction of every review change): at most months x 5 rows, never the reviews.
   */
  async topicStarCounts(companyId: string, topic: string): Promise<[number, number, number, number, number]> {
    const rows = await queryRows<TopicStarRow>(
      this.db,
      `SELECT rating, sum(review_count)::int AS n FROM company_review_months WHERE company_id = $1 AND topic = $2 GROUP BY rating`,
      [companyId, topic],
    );
    const counts: [number, number, number, number, number] = [0, 0, 0, 0, 0];
    for (const row of rows) counts[row.rating - 1] = row.n;
    return counts;
  }

  findById(id: string, manager: Pick<EntityManager, 'query'> = this.db): Promise<Company | undefined> {
    return queryOne<Company>(manager, `SELECT ${COLUMNS} FROM companies c WHERE c.id = $1`, [id]);
  }

  /**
   * Recomputes every rated company's TrustScore for the present; answers how many rows changed.
   * A thousand companies a statement, each its own short transaction: review writes of a
   * company wait for its row only while its batch runs, never for a pass over every company.
   */
  async refreshTrustRanks(): Promise<number> {
    let changed = 0;
    for (let after = '00000000-0000-0000-0000-000000000000'; ; ) {
      const rows = await queryRows<TrustRankBatchRow>(
        this.db,
        `WITH batch AS (SELECT id FROM companies WHERE id > $1 AND review_count > 0 ORDER BY id LIMIT 1000),
              moved AS (UPDATE companies c SET trust_rank = ${RANK_NOW}
                          FROM batch WHERE c.id = batch.id AND c.trust_rank IS DISTINCT FROM ${RANK_NOW}
                          RETURNING c.id)
         SELECT (SELECT id FROM batch ORDER BY id DESC LIMIT 1) AS last, (SELECT count(*)::int FROM moved) AS n`,
        [after],
      );
      const { last, n } = rows[0];
      changed += n;
      if (!last) return changed;
      after = last;
    }
  }

  findByIds(ids: string[]): Promise<Company[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return queryRows<Company>(this.db, `SELECT ${COLUMNS} FROM companies c WHERE c.id = ANY($1::uuid[])`, [ids]);
  }

  findByDomain(domain: string): Promise<Company | undefined> {
    return queryOne<Company>(this.db, `SELECT ${COLUMNS} FROM companies c WHERE c.website_domain = $1`, [domain]);
  }

  /** Inserts the company, in the caller's transaction (which counts it in its category: CategoriesRepository.countCompany); answers its id. */
  async insert(manager: EntityManager, data: NewCompany): Promise<string> {
    const row = await queryOne<{ id: string }>(
      manager,
      `INSERT INTO companies (name, category, description, website, website_domain, location, country_code, logo_url, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [data.name, data.category, data.description, data.website, data.websiteDomain, data.location, data.countryCode, data.logoUrl, data.createdBy],
    );
    return row!.id;
  }
}
