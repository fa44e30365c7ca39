import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { queryOne } from '../../common/database/sql.js';

/** What a low-rating alert says, and to whom. */
export interface LowRatingAlert {
  to: string;
  contactName: string;
  companyName: string;
  rating: number;
  title: string;
  content: string;
  writtenAt: Date;
}

/** The reads behind the mailed alerts about new 1–2★ reviews. */
@Injectable()
export class LowRatingAlertsRepository {
  /**
   * The alert a review calls for, if any: a published (not hidden) review of 1 or 2 stars of a
   * company with a verified owner whose account has the alerts on and is not suspended. Read in
   * the transaction that writes the mail, so a review hidden or deleted meanwhile sends nothing.
   */
  async findAlertFor(manager: EntityManager, reviewId: string): Promise<LowRatingAlert | undefined> {
    return queryOne<LowRatingAlert>(
      manager,
      `SELECT a.email AS "to", a.contact_name AS "contactName", c.name AS "companyName", r.rating, r.title, r.content, r.created_at AS "writtenAt"
         FROM reviews r
         JOIN companies c ON c.id = r.company_id
         JOIN company_claims cc ON cc.company_id = r.company_id AND cc.status = 'verified'
         JOIN business_accounts a ON a.id = cc.account_id
        WHERE r.id = $1 AND r.rating <= 2 AND r.hidden_at IS NULL AND a.low_rating_alerts AND a.suspended_at IS NULL`,
      [reviewId],
    );
  }
}
