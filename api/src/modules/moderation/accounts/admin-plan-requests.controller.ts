import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ParseIdPipe } from '../../../common/pipes/parse-id.pipe.js';
import { CurrentConsumer, type ConsumerPrincipal } from '../../auth/index.js';
import { AdminSurface } from '../admin-surface.js';
import { QueueQuery } from '../dto/admin-queries.js';
import { PlanRequestPage } from '../dto/admin-responses.dto.js';
import { DecisionDto, StatementOfReasons } from '../dto/moderation.dto.js';
import { BusinessModerationService } from './business-moderation.service.js';

/** /admin/plan-requests: business accounts waiting for a larger plan, and the decisions. */
@AdminSurface()
@Controller('admin/plan-requests')
export class AdminPlanRequestsController {
  constructor(private readonly businesses: BusinessModerationService) {}

  @Get()
  @ApiOperation({ operationId: 'AdminController_planRequests', summary: 'Business accounts waiting for a larger plan, the longest waiting first' })
  @ApiOkResponse({ type: PlanRequestPage })
  planRequests(@CurrentConsumer() p: ConsumerPrincipal, @Query() q: QueueQuery) {
    return this.businesses.planRequests(p.user, q.offset ?? 0, q.limit ?? 20);
  }

  @Post(':accountId/approve')
  @HttpCode(200)
  @ApiOperation({ operationId: 'AdminController_approvePlan', summary: 'Grant the plan the account asked for' })
  @ApiOkResponse({ type: StatementOfReasons })
  approvePlan(@CurrentConsumer() p: ConsumerPrincipal, @Param('accountId', new ParseIdPipe('Business account')) id: string, @Body() dto: DecisionDto) {
    return this.businesses.decidePlan(p.user, id, true, dto.facts);
  }

  @Post(':accountId/reject')
  @HttpCode(200)
  @ApiOperation({ operationId: 'AdminController_rejectPlan', summary: 'Refuse the plan the account asked for; it keeps its plan' })
  @ApiOkResponse({ type: StatementOfReasons })
  rejectPlan(@CurrentConsumer() p: ConsumerPrincipal, @Param('accountId', new ParseIdPipe('Business account')) id: string, @Body() dto: DecisionDto) {
    return this.businesses.decidePlan(p.user, id, false, dto.facts);
  }
}
