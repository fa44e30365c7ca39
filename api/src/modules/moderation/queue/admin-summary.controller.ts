import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminSurface } from '../admin-surface.js';
import { QueueSizes } from '../dto/admin-responses.dto.js';
import { ModerationQueueService } from './moderation-queue.service.js';

/** /admin itself: how much waits in each queue (the admin app's start page). */
@AdminSurface()
@Controller('admin')
export class AdminSummaryController {
  constructor(private readonly queue: ModerationQueueService) {}

  @Get('summary')
  @ApiOperation({ operationId: 'AdminController_summary', summary: 'Queue sizes: reviews with open reports or signals, open appeals, pending claims' })
  @ApiOkResponse({ type: QueueSizes })
  async summary() {
    return this.queue.sizes();
  }
}
