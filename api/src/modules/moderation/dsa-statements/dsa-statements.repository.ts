// The day's decisions that restrict someone (a review or a reply hidden, an account suspended), as
// the statements of reasons the DSA Transparency Database takes (Art. 24(5)): the audit entry's
// structured fields and the dates they need, and nothing a person wrote.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryRows } from '../../../common/database/sql.js';

export interface RestrictionRow {
  id: string;
  action: 'hide_review' | 'hide_reply' | 'suspend_user' | 'suspend_business';
  decisionGround: string | null;
  category: string | null;
  sourceType: string;
  automatedDetection: boolean;
  automatedDecision: string;
  /** The reason the moderator picked (fake, offensive, …), for reviews and replies. */
  reason: string | null;
  /** The laws the closed notices named, for a decision on the ground of illegal content. */
  laws: string[] | null;
  /** When the content (or the account) was created; null where it has been deleted since. */
  contentDate: Date | null;
  appliedAt: Date;
}

@Injectable()
export class DsaStatementsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The restricting decisions taken on the UTC day starting at `day`, in the order they were taken. */
  restrictionsOn(day: Date): Promise<RestrictionRow[]> {
    return queryRows<RestrictionRow>(
      this.db,
      `SELECT a.id::text AS id, a.action, a.decision_ground AS "decisionGround", a.category, a.source_type AS "sourceType",
              a.automated_detection AS "automatedDetection", a.automated_decision AS "automatedDecision", a.details->>'reason' AS reason,
              (SELECT array_agg(DISTINCT n.law ORDER BY n.law) FROM review_reports n WHERE n.decision_id = a.id AND n.law IS NOT NULL) AS laws,
              CASE a.action WHEN 'hide_review' THEN r.created_at WHEN 'hide_reply' THEN r.reply_created_at
                            WHEN 'suspend_user' THEN u.created_at ELSE b.created_at END AS "contentDate",
              a.created_at AS "appliedAt"
         FROM audit_log a
         LEFT JOIN reviews r ON a.action IN ('hide_review', 'hide_reply') AND r.id = a.target_id
         LEFT JOIN users u ON a.action = 'suspend_user' AND u.id = a.target_id
         LEFT JOIN business_accounts b ON a.action = 'suspend_business' AND b.id = a.target_id
        WHERE a.created_at >= $1 AND a.created_at < $1::timestamptz + interval '1 day'
          AND a.action IN ('hide_review', 'hide_reply', 'suspend_user', 'suspend_business')
        ORDER BY a.created_at, a.id`,
      [day],
    );
  }
}
