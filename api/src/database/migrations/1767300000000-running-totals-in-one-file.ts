import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { RUNNING_TOTALS_AT_1767300000000 } from './1767300000000-running-totals-text.js';

// sql/company-running-totals.sql loaded again, now the one place that defines a company's running
// totals (issue 20, point 2):
// - the TrustScore's functions its trigger calls, review_decay_weight and trust_score_at (until now
//   defined only by 1764300000000) and company_rank_at (1765300000000), with the same bodies, so
//   nothing a database computes changes: CREATE OR REPLACE rewrites them as they are;
// - company_running_totals_recount, the same totals counted from scratch, which the seed's bulk
//   load calls instead of SQL of its own.
// A fresh database and an existing one end with the same text: both load this file last.
// The stored totals are right, so nothing is recounted.
export class RunningTotalsInOneFile1767300000000 implements MigrationInterface {
  name = 'RunningTotalsInOneFile1767300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(RUNNING_TOTALS_AT_1767300000000);
  }

  public async down(q: QueryRunner): Promise<void> {
    // The three TrustScore functions stay: their bodies are the ones 1764300000000 and
    // 1765300000000 wrote, and those migrations' own downs drop them.
    await q.query(`DROP FUNCTION IF EXISTS company_running_totals_recount(uuid[])`);
  }
}
