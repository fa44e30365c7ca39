// A company's running totals have one definition, src/database/sql/company-running-totals.sql: its
// trigger moves them at every write to a review, and company_running_totals_recount, beside it,
// counts them from scratch for the seed's bulk load (which turns the trigger off for its COPY).
// These show that both give the same figures, and that the database runs the file's text.
import type { DataSource, EntityManager } from 'typeorm';
import { readSqlFile } from '../src/database/sql-files.js';
import { seedDatabase } from '../src/seed/seed-writer.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface CompanyTotals {
  id: string;
  reviewCount: number;
  ratingSum: number;
  stars: number[];
  decayWeight: number;
  decayRating: number;
  flaggedDecayWeight: number;
  flaggedDecayRating: number;
  trustRank: number;
}

interface MonthRow {
  companyId: string;
  month: string;
  rating: number;
  topic: string;
  reviewCount: number;
  repliedCount: number;
}

interface Totals {
  companies: CompanyTotals[];
  months: MonthRow[];
}

type Querier = Pick<DataSource | EntityManager, 'query'>;

async function totals(db: Querier): Promise<Totals> {
  const companies: CompanyTotals[] = await db.query(
    `SELECT id, review_count AS "reviewCount", rating_sum::int AS "ratingSum",
            ARRAY[rating_1, rating_2, rating_3, rating_4, rating_5] AS stars,
            decay_weight AS "decayWeight", decay_rating AS "decayRating",
            flagged_decay_weight AS "flaggedDecayWeight", flagged_decay_rating AS "flaggedDecayRating", trust_rank AS "trustRank"
       FROM companies ORDER BY id`,
  );
  // The trigger leaves a month row at 0 where its last review went; a count from scratch writes none.
  const months: MonthRow[] = await db.query(
    `SELECT company_id AS "companyId", to_char(month, 'YYYY-MM') AS month, rating, topic,
            review_count AS "reviewCount", replied_count AS "repliedCount"
       FROM company_review_months WHERE review_count <> 0 OR replied_count <> 0 ORDER BY company_id, month, rating, topic`,
  );
  return { companies, months };
}

const SUMS = ['decayWeight', 'decayRating', 'flaggedDecayWeight', 'flaggedDecayRating'] as const;

/**
 * Counts, stars and month rows exactly; the floating-point sums to their last bits (the same
 * additions in another order); trust_rank, the score at now(), to 1e-6, as the two paths run
 * seconds apart and the score moves by about 1e-9 a second.
 */
function expectSameTotals(actual: Totals, expected: Totals): void {
  const exact = (t: Totals) => ({
    companies: t.companies.map(({ id, reviewCount, ratingSum, stars }) => ({ id, reviewCount, ratingSum, stars })),
    months: t.months,
  });
  expect(exact(actual)).toEqual(exact(expected));
  actual.companies.forEach((a, i) => {
    const e = expected.companies[i];
    for (const sum of SUMS) {
      if (Math.abs(a[sum] - e[sum]) > 1e-9 * Math.max(1, Math.abs(e[sum]))) throw new Error(`${sum} of ${a.id}: ${a[sum]} against ${e[sum]}`);
    }
    if (Math.abs(a.trustRank - e.trustRank) > 1e-6) throw new Error(`trust_rank of ${a.id}: ${a.trustRank} against ${e.trustRank}`);
  });
}

describe('company running totals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ HIGHLIGHTS_BACKFILL: 'off' });
  });
  afterAll(() => t.close());

  /** A hidden review names the decision that hid it. */
  async function hidingDecision(): Promise<string> {
    const [{ id }] = await t.db.query(
      `INSERT INTO audit_log (action, target_type, target_id, decision_facts, source_type)
       VALUES ('hide_review', 'review', gen_random_uuid(), 'Hidden by a test of the running totals.', 'SOURCE_VOLUNTARY') RETURNING id`,
    );
    return id;
  }

  it("the seed's bulk load ends with what the trigger makes of the same reviews, one by one", async () => {
    // Seed 19 draws two companies without reviews among the 40 (the seed gives none to about 3%, by
    // chance), so the bulk load's path for an empty company is compared too.
    await seedDatabase(t.url, { companies: 40, reviews: 900, voteRate: 0.2, seed: 19 });
    const bulk = await totals(t.db);
    expect(bulk.companies.filter((c) => c.reviewCount > 0).length).toBeGreaterThan(20);
    expect(bulk.companies.some((c) => c.reviewCount === 0)).toBe(true);

    // The trigger path: every total back to a company without reviews, then every review comes in
    // through the trigger. Its restoring a hidden review is its INSERT: nothing goes, the review comes.
    const decision = await hidingDecision();
    await t.db.transaction(async (m) => {
      await m.query(`ALTER TABLE reviews DISABLE TRIGGER reviews_company_running_totals`);
      await m.query(`UPDATE reviews SET hidden_at = now(), hidden_decision_id = $1`, [decision]);
      await m.query(`ALTER TABLE reviews ENABLE TRIGGER reviews_company_running_totals`);
      await m.query(`DELETE FROM company_review_months`);
      await m.query(
        `UPDATE companies SET review_count = 0, rating_sum = 0, rating_1 = 0, rating_2 = 0, rating_3 = 0, rating_4 = 0, rating_5 = 0,
                decay_weight = 0, decay_rating = 0, flagged_decay_weight = 0, flagged_decay_rating = 0, trust_rank = 3.5`,
      );
      await m.query(`UPDATE reviews SET hidden_at = NULL, hidden_decision_id = NULL`);
    });
    const byTrigger = await totals(t.db);
    expect(byTrigger.months.length).toBeGreaterThan(100);
    expectSameTotals(bulk, byTrigger);
  });

  it('counts from scratch what the trigger kept through hides, restores, flags, replies, edits and deletions', async () => {
    const some = (share: string) => `SELECT id FROM reviews WHERE md5(id::text || '${share}') < '4'`; // about a quarter of them
    await t.db.query(`UPDATE reviews SET hidden_at = now(), hidden_decision_id = $1 WHERE id IN (${some('hide')})`, [await hidingDecision()]);
    await t.db.query(`UPDATE reviews SET hidden_at = NULL, hidden_decision_id = NULL WHERE hidden_at IS NOT NULL AND id IN (${some('restore')})`);
    // Flagged, hidden or not: only the flagged sums and the rank move (the trigger's flag-only path).
    await t.db.query(`UPDATE reviews SET flagged = true WHERE id IN (${some('flag')})`);
    await t.db.query(`UPDATE reviews SET reply_content = 'Thank you.', reply_created_at = created_at + interval '2 days', reply_updated_at = created_at + interval '2 days' WHERE id IN (${some('reply')})`);
    await t.db.query(`UPDATE reviews SET rating = 6 - rating, topic = NULL, updated_at = now() WHERE id IN (${some('edit')})`);
    await t.db.query(`UPDATE reviews SET flagged = false WHERE flagged AND id IN (${some('unflag')})`);
    await t.db.query(`DELETE FROM reviews WHERE id IN (${some('delete')})`);

    const kept = await totals(t.db);
    expect(kept.companies.some((c) => c.flaggedDecayWeight > 0)).toBe(true);
    expect(kept.months.some((m) => m.repliedCount > 0 && m.topic === '')).toBe(true);
    // Flagged reviews that would lift a company leave its rank below its TrustScore.
    const [{ lowered }] = await t.db.query(
      `SELECT count(*)::int AS lowered FROM companies WHERE trust_rank < trust_score_at(decay_weight, decay_rating, now()) - 1e-9`,
    );
    expect(lowered).toBeGreaterThan(0);

    const recounted = await t.db.transaction(async (m) => {
      await m.query(`SELECT company_running_totals_recount(array(SELECT id FROM companies))`);
      return totals(m);
    });
    expectSameTotals(recounted, kept);
  });

  it('runs the text of sql/company-running-totals.sql: loading it again changes no function or trigger', async () => {
    const file = readSqlFile('company-running-totals.sql');
    const names = [...file.matchAll(/CREATE OR REPLACE FUNCTION (\w+)\(/g)].map((m) => m[1]);
    expect(names).toEqual(expect.arrayContaining(['review_decay_weight', 'trust_score_at', 'company_rank_at', 'company_running_totals', 'company_running_totals_recount']));
    const definitions = (db: Querier) =>
      db.query(
        `SELECT p.proname, pg_get_functiondef(p.oid) AS def FROM pg_proc p WHERE p.proname = ANY($1) AND p.pronamespace = 'public'::regnamespace
         UNION ALL SELECT tgname, pg_get_triggerdef(oid) FROM pg_trigger WHERE tgname = 'reviews_company_running_totals'
         ORDER BY 1`,
        [names],
      );
    const live = await definitions(t.db);
    expect(live).toHaveLength(names.length + 1);
    const reloaded = await t.db.transaction(async (m) => {
      await m.query(file);
      return definitions(m);
    });
    expect(reloaded).toEqual(live);
  });
});
