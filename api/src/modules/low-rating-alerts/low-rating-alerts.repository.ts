import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { queryOne } from '../../common/database/sql.js';

/** What a low-rating alert says, and to whom. */
export interface LowRatingAlert {
  to: string;
  contactName: string;
  /** Null while no moderator has checked the company's name: it stays out of outgoing mail. */
  companyName: string | null;
  rating: number;
  writtenAt: Date;
}

/** The alert's row: who is alerted about which review, and what the mail says. */
interface LowRatingAlertRow extends LowRatingAlert {
  accountId: string;
  companyId: string;
  userId: string;
}

/** Alerts an account receives in an hour at most; a burst beyond is left to the dashboard. */
export const ALERTS_PER_ACCOUNT_PER_HOUR = 20;

/** The reads behind the mailed alerts about new 1–2★ reviews. */
@Injectable()
export class LowRatingAlertsRepository {
  /**
   * The alert a review calls for, if any, recorded as sent: a published (not hidden) review of 1
   * or 2 stars of a company with a verified owner whose account has the alerts on, a confirmed
   * address and no suspension; once per reviewer and company, and at most
   * ALERTS_PER_ACCOUNT_PER_HOUR an hour per account. Read and recorded in the transaction that
   * writes the mail, so a review hidden or deleted meanwhile sends nothing.
   */
  async claimAlertFor(manager: EntityManager, reviewId: string): Promise<LowRatingAlert | undefined> {
    const alert = await queryOne<LowRatingAlertRow>(
      manager,
      `SELECT a.id AS "accountId", c.id AS "companyId", r.user_id AS "userId", a.email AS "to", a.contact_name AS "contactName",
              CASE WHEN c.name_checked_at IS NOT NULL THEN c.name END AS "companyName", r.rating, r.created_at AS "writtenAt"
         FROM reviews r
         JOIN companies c ON c.id = r.company_id
         JOIN company_claims cc ON cc.company_id = r.company_id AND cc.status = 'verified'
         JOIN business_accounts a ON a.id = cc.account_id
        WHERE r.id = $1 AND r.rating <= 2 AND r.hidden_at IS NULL
          AND a.low_rating_alerts AND a.suspended_at IS NULL AND a.email_verified_at IS NOT NULL
        FOR UPDATE OF a`,
      [reviewId],
    );
    if (!alert) return undefined;
    const recent = await queryOne<{ n: number }>(
      manager,
      `SELECT count(*)::int AS n FROM low_rating_alerts_sent WHERE account_id = $1 AND sent_at > now() - interval '1 hour'`,
      [alert.accountId],
    );
    if (recent!.n >= ALERTS_PER_ACCOUNT_PER_HOUR) return undefined;
    const first = await queryOne(
      manager,
      `INSERT INTO low_rating_alerts_sent (company_id, user_id, account_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1`,
      [alert.companyId, alert.userId, alert.accountId],
    );
    return first ? { to: alert.to, contactName: alert.contactName, companyName: alert.companyName, rating: alert.rating, writtenAt: alert.writtenAt } : undefined;
  }
}
