import { Injectable } from '@nestjs/common';
import { queryOne, type Querier } from '../../common/database/sql.js';
import type { ReviewNotice } from '../mail/index.js';

// The review's author, with a confirmed address (the platform mails notices to confirmed addresses only).
const NOTICE = `SELECT u.email AS "to", u.first_name AS "firstName", r.company_id AS "companyId",
         CASE WHEN c.name_checked_at IS NOT NULL THEN c.name END AS "companyName", r.rating, r.created_at AS "writtenAt"
    FROM reviews r
    JOIN users u ON u.id = r.user_id
    JOIN companies c ON c.id = r.company_id
   WHERE r.id = $1 AND u.email_verified_at IS NOT NULL`;

@Injectable()
export class ReviewNoticesRepository {
  /**
   * The notice of the business's reply to a published review, recorded as sent: once per review,
   * to an author who is not suspended. Read and recorded in the transaction that writes the reply
   * and the mail, so a reply rolled back sends nothing.
   */
  async claimReplyNotice(manager: Querier, reviewId: string): Promise<ReviewNotice | undefined> {
    const notice = await queryOne<ReviewNotice>(manager, `${NOTICE} AND r.hidden_at IS NULL AND r.reply_content IS NOT NULL AND u.suspended_at IS NULL`, [reviewId]);
    if (!notice) return undefined;
    const first = await queryOne(manager, `INSERT INTO review_reply_notices (review_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING 1`, [reviewId]);
    return first ? notice : undefined;
  }

  /** Whom to tell that a moderator hid the review, if its author can be mailed. */
  hiddenNotice(manager: Querier, reviewId: string): Promise<ReviewNotice | undefined> {
    return queryOne<ReviewNotice>(manager, NOTICE, [reviewId]);
  }
}
