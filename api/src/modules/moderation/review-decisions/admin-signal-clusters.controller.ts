import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ParseIdPipe } from '../../../common/pipes/parse-id.pipe.js';
import { CurrentConsumer, type ConsumerPrincipal } from '../../auth/index.js';
import { AdminSurface } from '../admin-surface.js';
import { DismissSignalsDto, SignalDismissal } from '../dto/moderation.dto.js';
import { SignalClustersService } from './signal-clusters.service.js';

/**
 * /admin/companies/:id/dismiss-signals: a company's signal cluster dismissed in one decision. A
 * review decision, not a change to the company (those are AdminCompaniesController's, at
 * /admin/companies); its own prefix keeps its place, and so the OpenAPI document, as they were.
 */
@AdminSurface()
@Controller('admin/companies/:id/dismiss-signals')
export class AdminSignalClustersController {
  constructor(private readonly clusters: SignalClustersService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'AdminController_dismissSignals',
    summary: "Dismiss a cluster, the open signals of one kind on a company's reviews, in one decision (one audit entry listing the reviews)",
  })
  @ApiOkResponse({ type: SignalDismissal })
  dismissSignals(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Company')) id: string, @Body() dto: DismissSignalsDto) {
    return this.clusters.dismissCluster(p.user, id, dto.signal, dto.facts, dto.raisedUpTo);
  }
}
