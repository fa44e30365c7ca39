import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminSurface } from '../admin-surface.js';
import { QueueCompanyQuery, ReportQueueQuery } from '../dto/admin-queries.js';
import { QueueCompany, QueuePage } from '../dto/admin-responses.dto.js';
import { ModerationQueueService } from './moderation-queue.service.js';

/** /admin/reports: the queue of reported and flagged reviews, and the companies on it. */
@AdminSurface()
@Controller('admin/reports')
export class AdminQueueController {
  constructor(private readonly queue: ModerationQueueService) {}

  @Get()
  @ApiOperation({
    operationId: 'AdminController_reports',
    summary:
      "Reviews with open reports or fake-review signals, one item each with its reasons counted and signals named: those people reported first, then the longest waiting; filtered, paged, with the counts of every tab and filter",
  })
  @ApiOkResponse({ type: QueuePage })
  reports(@Query() q: ReportQueueQuery) {
    return this.queue.queue({ source: q.source ?? 'all', reason: q.reason, signal: q.signal, companyId: q.companyId }, q.offset ?? 0, q.limit ?? 20);
  }

  @Get('companies')
  @ApiOperation({ operationId: 'AdminController_queueCompanies', summary: 'Companies with reviews on the queue (by name), those with reports from people first, then the most queued' })
  @ApiOkResponse({ type: [QueueCompany] })
  queueCompanies(@Query() q: QueueCompanyQuery) {
    return this.queue.companies(q.search ?? '', q.limit ?? 20);
  }
}
