// The transparency page's figures: the repository's reads, shaped into the public response.
import { Injectable } from '@nestjs/common';
import { SIGNALS } from '../signals/index.js';
import { REPORT_REASONS } from './dsa.js';
import type { ReasonCounts, SignalCounts, TransparencyResponse } from './dto/transparency.dto.js';
import { TransparencyRepository, type CountByReason } from './transparency.repository.js';

const zero = () => Object.fromEntries(REPORT_REASONS.map((r) => [r, 0])) as unknown as ReasonCounts;

/** Live moderation figures for the last 12 months, from the reports and the audit log: the page is the report. */
@Injectable()
export class TransparencyService {
  constructor(private readonly repository: TransparencyRepository) {}

  async figures(): Promise<TransparencyResponse> {
    const range = (await this.repository.period())!;
    // Up to now, without an upper bound: what is written while the figures are read counts.
    const w = { start: range.start, end: null };
    const [reports, hidden, decisions, median, appeals, signals] = await Promise.all([
      this.repository.reportsByReason(w),
      this.repository.hiddenByReason(w),
      this.repository.reviewDecisions(w),
      this.repository.medianHoursReportToDecision(w),
      this.repository.complaints(w),
      this.repository.signalsBySignal(w),
    ]);
    const byReason = (rows: CountByReason[]) => ({ ...zero(), ...Object.fromEntries(rows.map((r) => [r.reason, r.n])) }) as ReasonCounts;
    const sum = (rows: { n: number }[]) => rows.reduce((a, r) => a + r.n, 0);
    return {
      periodStart: range.start.toISOString(),
      periodEnd: range.end.toISOString(),
      reportsReceived: sum(reports),
      reportsByReason: byReason(reports),
      reviewsHidden: sum(hidden),
      hiddenByReason: byReason(hidden),
      reviewsRestored: decisions?.restored ?? 0,
      decisions: decisions?.n ?? 0,
      automatedDetectionShare: decisions?.hides ? Math.round((decisions.automatedHides / decisions.hides) * 1000) / 1000 : 0,
      medianHoursReportToDecision: median?.hours == null ? null : Math.round(Number(median.hours) * 10) / 10,
      appeals: { received: appeals?.received ?? 0, decided: appeals?.decided ?? 0, overturned: appeals?.overturned ?? 0 },
      reviewsFlagged: signals.find((s) => s.signal === '*')?.reviews ?? 0,
      signalsRaised: Object.fromEntries(SIGNALS.map((k) => [k, signals.find((s) => s.signal === k)?.n ?? 0])) as unknown as SignalCounts,
      generatedAt: new Date().toISOString(),
    };
  }
}
