// The yearly transparency report (DSA Arts. 15 and 24) for a calendar year in UTC, as JSON or CSV:
// the same reads as the live page (TransparencyRepository), over the year instead of 12 months.
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { SIGNALS } from '../signals/index.js';
import { CATEGORY_BY_REASON, REPORT_REASONS } from './dsa.js';
import type { CategoryCounts, TransparencyReport } from './dto/transparency-report.dto.js';
import type { ReasonCounts, SignalCounts } from './dto/transparency.dto.js';
import { TransparencyRepository, type Window } from './transparency.repository.js';

const CATEGORIES = [...new Set(Object.values(CATEGORY_BY_REASON))];
/** The earliest year a report is asked for: before it, the platform kept no records. */
const FIRST_YEAR = 2000;

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 1000 : 0);
const hours = (h: number | null | undefined) => (h == null ? null : Math.round(Number(h) * 10) / 10);

/** A value as one CSV field: quoted where it holds a comma, a quote or a line break. */
const csvField = (v: unknown) => {
  const s = v == null ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The report flattened to `field,value` rows, a field being the path of the JSON property (`notices.bySender.visitor`). */
export function reportCsv(report: TransparencyReport): string {
  const rows: [string, unknown][] = [];
  const walk = (value: unknown, path: string) => {
    if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    else rows.push([path, value]);
  };
  walk(report, '');
  return ['field,value', ...rows.map(([k, v]) => `${csvField(k)},${csvField(v)}`)].join('\r\n') + '\r\n';
}

@Injectable()
export class TransparencyReportService {
  constructor(private readonly repository: TransparencyRepository) {}

  /** The years a report has data for, newest first: from the first moderation record's year to this one. */
  async years(now = new Date()): Promise<number[]> {
    const first = await this.repository.firstRecordAt();
    const current = now.getUTCFullYear();
    const from = Math.min(first?.getUTCFullYear() ?? current, current);
    return Array.from({ length: current - from + 1 }, (_, i) => current - i);
  }

  /** Checks the year asked for: a 400 for what is no year, a 404 for a year that has not begun. */
  parseYear(raw: string, now = new Date()): number {
    if (!/^\d{4}$/.test(raw)) throw new BadRequestException(`year: "${raw.slice(0, 20)}" is not a year; ask for four digits, e.g. ${now.getUTCFullYear() - 1}.`);
    const year = Number(raw);
    if (year < FIRST_YEAR) throw new BadRequestException(`year: reports start with ${FIRST_YEAR}.`);
    if (year > now.getUTCFullYear()) throw new NotFoundException(`There is no report for ${year}: the year has not begun. The current year’s report is to date.`);
    return year;
  }

  async report(year: number, now = new Date()): Promise<TransparencyReport> {
    const start = new Date(Date.UTC(year, 0, 1));
    const yearEnd = new Date(Date.UTC(year + 1, 0, 1));
    const complete = yearEnd <= now;
    // The current year up to now, without an upper bound, as the live page reads it.
    const w: Window = { start, end: complete ? yearEnd : null };
    const r = this.repository;
    const [notices, hidden, decisions, sources, median, complaints, signals, suspensions] = await Promise.all([
      r.noticesBreakdown(w),
      r.hiddenByReason(w),
      r.reviewDecisions(w),
      r.decisionsBySource(w),
      r.medianHoursReportToDecision(w),
      r.complaints(w),
      r.signalsBySignal(w),
      r.suspensions(w),
    ]);
    // The sums below run over a handful of aggregate rows (reasons × senders × grounds × statuses), never over notices.
    const sumBy = <T extends { n: number }, K extends string>(rows: T[], keys: readonly K[], key: (row: T) => string) => {
      const out = zeros(keys);
      for (const row of rows) {
        const k = key(row) as K;
        if (k in out) out[k] += row.n;
      }
      return out;
    };
    const reasonOf = (reason: string) => CATEGORY_BY_REASON[reason as keyof typeof CATEGORY_BY_REASON];
    const source = (s: string) => sources.find((x) => x.source === s);
    const allDecisions = sources.reduce((a, s) => a + s.n, 0);
    const voluntary = source('SOURCE_VOLUNTARY');
    const actions = sumBy(notices, ['resolved', 'dismissed', 'open', 'withdrawn'] as const, (n) => n.status);
    return {
      year,
      periodStart: start.toISOString(),
      periodEnd: (complete ? yearEnd : now).toISOString(),
      complete,
      notices: {
        received: notices.reduce((a, n) => a + n.n, 0),
        byCategory: sumBy(notices, CATEGORIES, (n) => reasonOf(n.reason)) as unknown as CategoryCounts,
        byReason: sumBy(notices, REPORT_REASONS, (n) => n.reason) as unknown as ReasonCounts,
        bySender: sumBy(notices, ['user', 'business', 'visitor', 'trusted_flagger'] as const, (n) => n.sender),
        byGround: sumBy(notices, ['illegal', 'incompatible'] as const, (n) => n.ground),
        actions: { hidden: actions.resolved, dismissed: actions.dismissed, open: actions.open, withdrawn: actions.withdrawn },
        medianHoursToAction: hours(median?.hours),
      },
      decisions: {
        total: decisions?.n ?? 0,
        bySource: {
          notice: source('SOURCE_ARTICLE_16')?.n ?? 0,
          trusted_flagger: source('SOURCE_TRUSTED_FLAGGER')?.n ?? 0,
          own_initiative: voluntary?.n ?? 0,
          complaint: source('SOURCE_TYPE_OTHER_NOTIFICATION')?.n ?? 0,
        },
        reviewsHidden: hidden.reduce((a, h) => a + h.n, 0),
        hiddenByReason: sumBy(hidden, REPORT_REASONS, (h) => h.reason) as unknown as ReasonCounts,
        reviewsRestored: decisions?.restored ?? 0,
        automatedDetectionShareOfHides: share(decisions?.automatedHides ?? 0, decisions?.hides ?? 0),
      },
      ownInitiative: {
        decisions: voluntary?.n ?? 0,
        automatedDetectionShare: share(voluntary?.automatedDetection ?? 0, voluntary?.n ?? 0),
        automatedDecisionShare: share(
          sources.reduce((a, s) => a + s.automatedDecision, 0),
          allDecisions,
        ),
        reviewsFlagged: signals.find((s) => s.signal === '*')?.reviews ?? 0,
        signalsRaised: Object.fromEntries(SIGNALS.map((k) => [k, signals.find((s) => s.signal === k)?.n ?? 0])) as unknown as SignalCounts,
      },
      complaints: {
        received: complaints?.received ?? 0,
        decided: complaints?.decided ?? 0,
        reversed: complaints?.overturned ?? 0,
        medianHoursToDecide: hours(complaints?.medianHoursToDecide),
      },
      suspensions: {
        users: suspensions.filter((s) => s.action === 'suspend_user').reduce((a, s) => a + s.n, 0),
        businessAccounts: suspensions.filter((s) => s.action === 'suspend_business').reduce((a, s) => a + s.n, 0),
        byCategory: sumBy(suspensions, CATEGORIES, (s) => s.category ?? '') as unknown as CategoryCounts,
      },
      generatedAt: now.toISOString(),
    };
  }
}
