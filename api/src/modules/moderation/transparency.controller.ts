import { BadRequestException, Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { HotRead, TRANSPARENCY_TAG } from '../hot-reads/index.js';
import { TransparencyReport, TransparencyReportYears } from './dto/transparency-report.dto.js';
import { TransparencyResponse } from './dto/transparency.dto.js';
import { reportCsv, TransparencyReportService } from './transparency-report.service.js';
import { TransparencyService } from './transparency.service.js';

/** The public transparency page's figures, and the yearly reports to download. */
@ApiTags('moderation')
@Controller('transparency')
export class TransparencyController {
  constructor(
    private readonly transparency: TransparencyService,
    private readonly reports: TransparencyReportService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Moderation figures for the last 12 months, live; public' })
  @ApiOkResponse({ type: TransparencyResponse })
  // Seven aggregates, kept until a report, decision, appeal or signal is written; and a minute at
  // most, as the 12 months' window (and what falls out of it) moves with the clock.
  @HotRead((request) => (request.url.includes('?') ? null : { tags: [TRANSPARENCY_TAG] }), { ttlMs: 60_000 })
  figures(): Promise<TransparencyResponse> {
    return this.transparency.figures();
  }

  @Get('reports')
  @ApiOperation({ summary: 'The years a yearly transparency report covers (DSA Arts. 15, 24), newest first; public' })
  @ApiOkResponse({ type: TransparencyReportYears })
  async years(): Promise<TransparencyReportYears> {
    return { years: await this.reports.years() };
  }

  @Get('reports/:file')
  @RateLimit({ perAddress: 'transparencyReportPerAddress' })
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: 'The yearly transparency report (DSA Arts. 15, 24) for a calendar year in UTC, the current year to date; public',
    description: 'The year as `2025.json` or `2025.csv`, or `2025` with `format`. The CSV has one `field,value` row per figure, the field being the JSON property’s path.',
  })
  @ApiParam({ name: 'file', example: '2025.json' })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv'] })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: TransparencyReport })
  @ApiBadRequestResponse({ description: 'Not a year, or an unknown format' })
  @ApiNotFoundResponse({ description: 'A year that has not begun' })
  async report(@Param('file') file: string, @Query('format') format: string | undefined, @Res({ passthrough: true }) reply: FastifyReply): Promise<TransparencyReport | string> {
    const m = /^([^.]*)(?:\.([a-z]+))?$/.exec(file);
    const asked = m?.[2] ?? format ?? 'json';
    if (asked !== 'json' && asked !== 'csv') throw new BadRequestException(`format: "${String(asked).slice(0, 20)}" is not a format; ask for json or csv.`);
    if (m?.[2] && format && format !== m[2]) throw new BadRequestException(`format: the file asks for ${m[2]} and format for ${format}; give one.`);
    const year = this.reports.parseYear(m?.[1] ?? file);
    const report = await this.reports.report(year);
    reply.header('Content-Disposition', `attachment; filename="transparency-report-${year}.${asked}"`);
    if (asked === 'json') return report;
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    return reportCsv(report);
  }
}
