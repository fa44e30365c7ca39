// The transparency page's figures for the last 12 months: reads across reports, the audit log, appeals and signals.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';

/** The period every figure covers, as SQL. */
const SINCE = `now() - interval '12 months'`;

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

@Injectable()
export class TransparencyRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  reportsByReason(): Promise<CountByReason[]> {
    return queryRows<CountByReason>(this.db, `SELECT reason, count(*)::int AS n FROM review_reports WHERE created_at >= ${SINCE} GROUP BY reason`);
  }

  /** Reviews hidden (each once, however often), by the reason of the decision ('other' where it gave none). */
  hiddenByReason(): Promise<CountByReason[]> {
    return queryRows<CountByReason>(
      this.db,
      `SELECT coalesce(details->>'reason', 'other') AS reason, count(DISTINCT target_id)::int AS n FROM audit_log
        WHERE action = 'hide_review' AND created_at >= ${SINCE} GROUP BY 1`,
    );
  }

  /**
   * Decisions about reviews and appeals in all; the decisions to hide, and how many of those
   * started from a fake-review signal; and the decisions that brought a review back.
   */
  reviewDecisions(): Promise<ReviewDecisionCounts | undefined> {
    return queryOne<ReviewDecisionCounts>(
      this.db,
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE action = 'hide_review')::int AS hides,
              count(*) FILTER (WHERE action = 'hide_review' AND automated_detection)::int AS "automatedHides",
              count(*) FILTER (WHERE action IN ('restore_review', 'appeal_overturned'))::int AS restored
         FROM audit_log WHERE target_type IN ('review', 'appeal') AND created_at >= ${SINCE}`,
    );
  }

  /** Median hours from a report to the moderator's decision that closed it (not its author's withdrawal), in the period. */
  medianHoursReportToDecision(): Promise<{ hours: number | null } | undefined> {
    return queryOne<{ hours: number | null }>(
      this.db,
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM closed_at - created_at) / 3600) AS hours
         FROM review_reports WHERE status IN ('resolved', 'dismissed') AND closed_at >= ${SINCE}`,
    );
  }

  appeals(): Promise<AppealCounts | undefined> {
    return queryOne<AppealCounts>(
      this.db,
      `SELECT count(*)::int AS received, count(*) FILTER (WHERE status IN ('upheld', 'overturned'))::int AS decided,
              count(*) FILTER (WHERE status = 'overturned')::int AS overturned
         FROM review_appeals WHERE created_at >= ${SINCE}`,
    );
  }

  period(): Promise<PeriodRow | undefined> {
    return queryOne<PeriodRow>(this.db, `SELECT ${SINCE} AS start, now() AS end`);
  }

  /** Signals raised by rule, and a '*' row with them all: its `reviews` is the reviews flagged. */
  signalsBySignal(): Promise<SignalCountRow[]> {
    return queryRows<SignalCountRow>(
      this.db,
      // A deleted review's signals stay (review_id NULL): each still counts as one review.
      `SELECT coalesce(signal, '*') AS signal, count(*)::int AS n, count(DISTINCT coalesce(review_id::text, 'deleted ' || id))::int AS reviews
         FROM review_signals WHERE created_at >= ${SINCE} GROUP BY ROLLUP (signal)`,
    );
  }
}
