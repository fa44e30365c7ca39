import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ParseIdPipe } from '../../../common/pipes/parse-id.pipe.js';
import { CurrentConsumer, type ConsumerPrincipal } from '../../auth/index.js';
import { CompanyResponse } from '../../companies/index.js';
import { AdminSurface } from '../admin-surface.js';
import { QueueQuery } from '../dto/admin-queries.js';
import { UncheckedNamePage } from '../dto/admin-responses.dto.js';
import { DecisionDto, DismissSignalsDto, EditCompanyDto, NoticeDto, SignalDismissal } from '../dto/moderation.dto.js';
import { SignalClustersService } from '../review-decisions/signal-clusters.service.js';
import { CompanyModerationService } from './company-moderation.service.js';

/**
 * /admin/companies: corrected details, the unusual-activity notice, names to check, and a signal
 * cluster on a company's reviews dismissed (a review decision, SignalClustersService's).
 */
@AdminSurface()
@Controller('admin/companies')
export class AdminCompaniesController {
  constructor(
    private readonly companies: CompanyModerationService,
    private readonly clusters: SignalClustersService,
  ) {}

  @Patch(':id')
  @ApiOperation({ operationId: 'AdminController_editCompany', summary: "Correct a company's details with a statement of reasons; the audit entry keeps old and new values" })
  @ApiOkResponse({ type: CompanyResponse })
  editCompany(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Company')) id: string, @Body() dto: EditCompanyDto) {
    return this.companies.edit(p.user, id, dto);
  }

  @Post(':id/notice')
  @HttpCode(200)
  @ApiOperation({ operationId: 'AdminController_setNotice', summary: 'Show "We found unusual review activity on this profile" on the company page for a number of days' })
  @ApiOkResponse({ type: CompanyResponse })
  setNotice(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Company')) id: string, @Body() dto: NoticeDto) {
    return this.companies.setNotice(p.user, id, dto);
  }

  @Post(':id/notice/remove')
  @HttpCode(200)
  @ApiOperation({ operationId: 'AdminController_removeNotice', summary: 'Take the notice off the company page before it ends' })
  @ApiOkResponse({ type: CompanyResponse })
  removeNotice(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Company')) id: string, @Body() dto: DecisionDto) {
    return this.companies.removeNotice(p.user, id, dto.facts);
  }

  @Get('unchecked-names')
  @ApiOperation({
    operationId: 'AdminController_uncheckedNames',
    summary: 'Company names no moderator has seen yet, the oldest first; they stay out of invitation mails until approved or corrected',
  })
  @ApiOkResponse({ type: UncheckedNamePage })
  uncheckedNames(@CurrentConsumer() p: ConsumerPrincipal, @Query() q: QueueQuery) {
    return this.companies.uncheckedNames(p.user, q.offset ?? 0, q.limit ?? 20);
  }

  @Post(':id/approve-name')
  @HttpCode(200)
  @ApiOperation({ operationId: 'AdminController_approveName', summary: "Approve a company's name as a plain business name: it may now appear in invitation mails" })
  @ApiOkResponse({ type: CompanyResponse })
  approveName(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Company')) id: string, @Body() dto: DecisionDto) {
    return this.companies.approveName(p.user, id, dto.facts);
  }

  @Post(':id/dismiss-signals')
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
