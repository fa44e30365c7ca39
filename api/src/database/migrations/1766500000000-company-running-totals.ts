import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { RUNNING_TOTALS_AT_1767300000000 } from './1767300000000-running-totals-text.js';
import { FlagOnlyUpdates1766400000000 } from './1766400000000-flag-only-updates.js';

// One mechanism keeps a company's running totals: the trigger of sql/company-running-totals.sql.
// Before, the trigger reviews_track_months (defined five times over as many migrations) kept the
// monthly rows, the TrustScore's sums and trust_rank, while the API's applyRatingDelta kept the
// review count, rating sum and stars in four of the places that change a review. The trigger now
// keeps those too, by the same rule (a visible review counts), so the figures stay what they were.
// The totals already stored are right, so nothing is recounted.
export class CompanyRunningTotals1766500000000 implements MigrationInterface {
  name = 'CompanyRunningTotals1766500000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER reviews_track_months ON reviews`);
    await q.query(`DROP FUNCTION reviews_track_months()`);
    await q.query(RUNNING_TOTALS_AT_1767300000000);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS reviews_company_running_totals ON reviews`);
    await q.query(`DROP FUNCTION IF EXISTS company_running_totals()`);
    await q.query(`DROP FUNCTION IF EXISTS company_running_totals_move(uuid, smallint, timestamptz, boolean, smallint, timestamptz, boolean)`);
    // company_review_months_add is as 1764100000000 made it. The trigger before: 1766400000000's
    // function on 1765300000000's columns.
    await new FlagOnlyUpdates1766400000000().up(q);
    await q.query(`
      CREATE TRIGGER reviews_track_months
        AFTER INSERT OR DELETE OR UPDATE OF company_id, rating, topic, created_at, reply_created_at, hidden_at, flagged ON reviews
        FOR EACH ROW EXECUTE FUNCTION reviews_track_months()`);
  }
}
