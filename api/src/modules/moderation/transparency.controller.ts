import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';
import { REPORT_REASONS } from './dsa.js';

class ReasonCounts {
  @ApiProperty() fake: number;
  @ApiProperty() offensive: number;
  @ApiProperty() personal_information: number;
  @ApiProperty() advertising: number;
  @ApiProperty() other: number;
}

class AppealFigures {
  @ApiProperty() received: number;
  @ApiProperty() decided: number;
  @ApiProperty({ description: 'Decided in the author’s favour: the review came back' }) overturned: number;
}

export class TransparencyResponse {
  @ApiProperty({ format: 'date-time' }) periodStart: string;
  @ApiProperty({ format: 'date-time' }) periodEnd: string;
  @ApiProperty() reportsReceived: number;
  @ApiProperty({ type: ReasonCounts }) reportsByReason: ReasonCounts;
  @ApiProperty() reviewsHidden: number;
  @ApiProperty({ type: ReasonCounts }) hiddenByReason: ReasonCounts;
  @ApiProperty() reviewsRestored: number;
  @ApiProperty({ description: 'Moderation decisions about reviews in the period' }) decisions: number;
  @ApiProperty({ description: 'Share (0 to 1) of those decisions whose case was detected automatically (a fake-review signal)' }) automatedDetectionShare: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Median hours from a report to the decision that closed it' }) medianHoursReportToDecision: number | null;
  @ApiProperty({ type: AppealFigures }) appeals: AppealFigures;
  @ApiProperty({ format: 'date-time' }) generatedAt: string;
}

const zero = () => Object.fromEntries(REPORT_REASONS.map((r) => [r, 0])) as unknown as ReasonCounts;

/** Live moderation figures for the last 12 months, from the reports and the audit log: the page is the report. */
@ApiTags('moderation')
@Controller('transparency')
export class TransparencyController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'Moderation figures for the last 12 months, live; public' })
  @ApiOkResponse({ type: TransparencyResponse })
  async figures(@Res({ passthrough: true }) reply: FastifyReply): Promise<TransparencyResponse> {
    reply.header('Cache-Control', 'public, max-age=60');
    const since = `now() - interval '12 months'`;
    const [reports, hidden, decisions, median, appeals, range] = await Promise.all([
      queryRows<{ reason: string; n: number }>(this.db, `SELECT reason, count(*)::int AS n FROM review_reports WHERE created_at >= ${since} GROUP BY reason`),
      queryRows<{ reason: string; n: number }>(
        this.db,
        `SELECT coalesce(details->>'reason', 'other') AS reason, count(*)::int AS n FROM audit_log
          WHERE action = 'hide_review' AND created_at >= ${since} GROUP BY 1`,
      ),
      queryOne<{ n: number; automated: number; restored: number }>(
        this.db,
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE automated_detection)::int AS automated,
                count(*) FILTER (WHERE action IN ('restore_review', 'appeal_overturned'))::int AS restored
           FROM audit_log WHERE target_type IN ('review', 'appeal') AND created_at >= ${since}`,
      ),
      queryOne<{ hours: number | null }>(
        this.db,
        `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM closed_at - created_at) / 3600) AS hours
           FROM review_reports WHERE closed_at IS NOT NULL AND closed_at >= ${since}`,
      ),
      queryOne<{ received: number; decided: number; overturned: number }>(
        this.db,
        `SELECT count(*)::int AS received, count(*) FILTER (WHERE status <> 'open')::int AS decided,
                count(*) FILTER (WHERE status = 'overturned')::int AS overturned
           FROM review_appeals WHERE created_at >= ${since}`,
      ),
      queryOne<{ start: Date; end: Date }>(this.db, `SELECT ${since} AS start, now() AS end`),
    ]);
    const byReason = (rows: { reason: string; n: number }[]) => ({ ...zero(), ...Object.fromEntries(rows.map((r) => [r.reason, r.n])) }) as ReasonCounts;
    const sum = (rows: { n: number }[]) => rows.reduce((a, r) => a + r.n, 0);
    return {
      periodStart: range!.start.toISOString(),
      periodEnd: range!.end.toISOString(),
      reportsReceived: sum(reports),
      reportsByReason: byReason(reports),
      reviewsHidden: sum(hidden),
      hiddenByReason: byReason(hidden),
      reviewsRestored: decisions?.restored ?? 0,
      decisions: decisions?.n ?? 0,
      automatedDetectionShare: decisions?.n ? Math.round((decisions.automated / decisions.n) * 1000) / 1000 : 0,
      medianHoursReportToDecision: median?.hours == null ? null : Math.round(Number(median.hours) * 10) / 10,
      appeals: { received: appeals?.received ?? 0, decided: appeals?.decided ?? 0, overturned: appeals?.overturned ?? 0 },
      generatedAt: new Date().toISOString(),
    };
  }
}
