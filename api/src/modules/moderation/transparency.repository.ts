// The transparency figures: reads across notices, the audit log, complaints and signals, for a
// window of time. The live page (the last 12 months) and the yearly report (a calendar year in UTC)
// ask the same queries with different windows, so the two agree wherever their windows overlap.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';

/** A window of time: from `start` (included) to `end` (excluded; null: up to now). */
export interface Window {
  start: Date;
  end: Date | null;
}

/** `column` within the window given as $1 and $2. */
const within = (column: string) => `${column} >= $1 AND ($2::timestamptz IS NULL OR ${column} < $2)`;
const params = (w: Window) => [w.start, w.end];

export interface CountByReason {
  reason: string;
  n: number;
}

/** Decisions about reviews and appeals: all, the hides, the hides a signal started, the restores. */
export interface ReviewDecisionCounts {
  n: number;
  hides: number;
  automatedHides: number;
  restored: number;
}

export interface AppealCounts {
  received: number;
  decided: number;
  overturned: number;
}

/** The period the figures cover. */
export interface PeriodRow {
  start: Date;
  end: Date;
}

/** Signals of one rule ('*': all rules) and the reviews they flagged. */
export interface SignalCountRow {
  signal: string;
  n: number;
  reviews: number;
}

/** Notices of one reason, sender kind and status. */
export interface NoticeCountRow {
  reason: string;
  sender: 'user' | 'business' | 'visitor' | 'trusted_flagger';
  ground: string;
  status: string;
  n: number;
}

/** Moderation decisions of one source, with those detected or decided by automated means. */
export interface DecisionSourceRow {
  source: string;
  n: number;
  automatedDetection: number;
  automatedDecision: number;
}

/** Account suspensions of one kind ('suspend_user' or 'suspend_business') and category. */
export interface SuspensionRow {
  action: string;
  category: string | null;
  n: number;
}

@Injectable()
export class TransparencyRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  reportsByReason(w: Window): Promise<CountByReason[]> {
    return queryRows<CountByReason>(this.db, `SELECT reason, count(*)::int AS n FROM review_reports WHERE ${within('created_at')} GROUP BY reason`, params(w));
  }

  /** Notices received in the window, by reason, kind of sender (a trusted flagger's apart), ground and where they stand. */
  noticesBreakdown(w: Window): Promise<NoticeCountRow[]> {
    return queryRows<NoticeCountRow>(
      this.db,
      `SELECT reason, CASE WHEN trusted_flagger_id IS NOT NULL THEN 'trusted_flagger' ELSE sender_kind END AS sender, ground, status, count(*)::int AS n
         FROM review_reports WHERE ${within('created_at')} GROUP BY 1, 2, 3, 4`,
      params(w),
    );
  }

  /** Reviews hidden (each once, however often), by the reason of the decision ('other' where it gave none). */
  hiddenByReason(w: Window): Promise<CountByReason[]> {
    return queryRows<CountByReason>(
      this.db,
      `SELECT coalesce(details->>'reason', 'other') AS reason, count(DISTINCT target_id)::int AS n FROM audit_log
        WHERE action = 'hide_review' AND ${within('created_at')} GROUP BY 1`,
      params(w),
    );
  }

  /**
   * Decisions about reviews and appeals in all; the decisions to hide, and how many of those
   * started from a fake-review signal; and the decisions that brought a review back.
   */
  reviewDecisions(w: Window): Promise<ReviewDecisionCounts | undefined> {
    return queryOne<ReviewDecisionCounts>(
      this.db,
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE action = 'hide_review')::int AS hides,
              count(*) FILTER (WHERE action = 'hide_review' AND automated_detection)::int AS "automatedHides",
              count(*) FILTER (WHERE action IN ('restore_review', 'appeal_overturned'))::int AS restored
         FROM audit_log WHERE target_type IN ('review', 'appeal') AND ${within('created_at')}`,
      params(w),
    );
  }

  /** Decisions about reviews and appeals by source (a notice, a trusted flagger, own initiative, a complaint), with their automated means. */
  decisionsBySource(w: Window): Promise<DecisionSourceRow[]> {
    return queryRows<DecisionSourceRow>(
      this.db,
      `SELECT source_type AS source, count(*)::int AS n,
              count(*) FILTER (WHERE automated_detection)::int AS "automatedDetection",
              count(*) FILTER (WHERE automated_decision <> 'AUTOMATED_DECISION_NOT_AUTOMATED')::int AS "automatedDecision"
         FROM audit_log WHERE target_type IN ('review', 'appeal') AND ${within('created_at')} GROUP BY 1`,
      params(w),
    );
  }

  /** Median hours from a report to the moderator's decision that closed it (not its author's withdrawal), in the period. */
  medianHoursReportToDecision(w: Window): Promise<{ hours: number | null } | undefined> {
    return queryOne<{ hours: number | null }>(
      this.db,
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM closed_at - created_at) / 3600) AS hours
         FROM review_reports WHERE status IN ('resolved', 'dismissed') AND ${within('closed_at')}`,
      params(w),
    );
  }

  /**
   * Complaints against decisions (the appeals of reviews' authors, today) received in the window,
   * how many of those are decided and reversed, and the median hours to decide those decided in
   * the window. The one read of complaints: when they move to a table of their own, this moves with them.
   */
  complaints(w: Window): Promise<(AppealCounts & { medianHoursToDecide: number | null }) | undefined> {
    return queryOne<AppealCounts & { medianHoursToDecide: number | null }>(
      this.db,
      `SELECT count(*) FILTER (WHERE ${within('created_at')})::int AS received,
              count(*) FILTER (WHERE ${within('created_at')} AND status IN ('upheld', 'overturned'))::int AS decided,
              count(*) FILTER (WHERE ${within('created_at')} AND status = 'overturned')::int AS overturned,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM decided_at - created_at) / 3600)
                FILTER (WHERE status IN ('upheld', 'overturned') AND ${within('decided_at')}) AS "medianHoursToDecide"
         FROM review_appeals WHERE ${within('created_at')} OR ${within('decided_at')}`,
      params(w),
    );
  }

  /** Suspensions of users' and business accounts in the window, by category (the reason the decision gave). */
  suspensions(w: Window): Promise<SuspensionRow[]> {
    return queryRows<SuspensionRow>(
      this.db,
      `SELECT action, category, count(*)::int AS n FROM audit_log
        WHERE action IN ('suspend_user', 'suspend_business') AND ${within('created_at')} GROUP BY 1, 2`,
      params(w),
    );
  }

  /** The live page's window: the last 12 months up to now. */
  period(): Promise<PeriodRow | undefined> {
    return queryOne<PeriodRow>(this.db, `SELECT now() - interval '12 months' AS start, now() AS end`);
  }

  /** Signals raised by rule, and a '*' row with them all: its `reviews` is the reviews flagged. */
  signalsBySignal(w: Window): Promise<SignalCountRow[]> {
    return queryRows<SignalCountRow>(
      this.db,
      // A deleted review's signals stay (review_id NULL): each still counts as one review.
      `SELECT coalesce(signal, '*') AS signal, count(*)::int AS n, count(DISTINCT coalesce(review_id::text, 'deleted ' || id))::int AS reviews
         FROM review_signals WHERE ${within('created_at')} GROUP BY ROLLUP (signal)`,
      params(w),
    );
  }

  /** When the earliest moderation record was written (null: none yet): the first year a report has data for. */
  async firstRecordAt(): Promise<Date | null> {
    const row = await queryOne<{ first: Date | null }>(
      this.db,
      // Reports, the log and signals: one end of their created_at index each; appeals are few.
      `SELECT least((SELECT min(created_at) FROM review_reports), (SELECT min(created_at) FROM audit_log),
                    (SELECT min(created_at) FROM review_appeals), (SELECT min(created_at) FROM review_signals)) AS first`,
    );
    return row?.first ?? null;
  }
}
