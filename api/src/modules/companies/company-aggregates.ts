import type { EntityManager } from 'typeorm';
import type { AggregateDelta } from './rating-math.js';

/**
 * Moves a company's kept aggregates by a delta, inside the caller's transaction. Relative updates
 * are exact under concurrency: each one takes the row lock and adds to the committed value.
 */
export async function applyRatingDelta(manager: EntityManager, companyId: string, d: AggregateDelta): Promise<void> {
  if (d.count === 0 && d.sum === 0 && d.stars.every((s) => s === 0)) return;
  await manager.query(
    `UPDATE companies SET
       review_count = review_count + $2, rating_sum = rating_sum + $3,
       rating_1 = rating_1 + $4, rating_2 = rating_2 + $5, rating_3 = rating_3 + $6,
       rating_4 = rating_4 + $7, rating_5 = rating_5 + $8
     WHERE id = $1`,
    [companyId, d.count, d.sum, ...d.stars],
  );
}
