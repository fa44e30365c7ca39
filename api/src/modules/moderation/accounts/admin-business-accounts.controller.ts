import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ParseIdPipe } from '../../../common/pipes/parse-id.pipe.js';
import { CurrentConsumer, type ConsumerPrincipal } from '../../auth/index.js';
import { AdminSurface } from '../admin-surface.js';
import { UserSearchQuery } from '../dto/admin-queries.js';
import { ModeratedBusinessAccount } from '../dto/admin-responses.dto.js';
import { DecisionDto, StatementOfReasons } from '../dto/moderation.dto.js';
import { BusinessModerationService } from './business-moderation.service.js';

/** /admin/business-accounts: finding business accounts, suspending them and lifting a suspension. */
@AdminSurface()
@Controller('admin/business-accounts')
export class AdminBusinessAccountsController {
  constructor(private readonly businesses: BusinessModerationService) {}

  @Get()
  @ApiOperation({ operationId: 'AdminController_businessAccounts', summary: 'Find business accounts by email, contact or company name, with their claims (the read is logged)' })
  @ApiOkResponse({ type: [ModeratedBusinessAccount] })
  businessAccounts(@CurrentConsumer() p: ConsumerPrincipal, @Query() q: UserSearchQuery) {
    return this.businesses.search(p.user, q.search ?? '');
  }

  @Post(':id/suspend')
  @HttpCode(200)
  @ApiOperation({ operationId: 'AdminController_suspendBusiness', summary: 'Suspend a business account: its sessions end at once, sign-in is refused' })
  @ApiOkResponse({ type: StatementOfReasons })
  suspendBusiness(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Business account')) id: string, @Body() dto: DecisionDto) {
    return this.businesses.suspend(p.user, id, dto.facts, true);
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOperation({ operationId: 'AdminController_restoreBusiness', summary: "Lift a business account's suspension" })
  @ApiOkResponse({ type: StatementOfReasons })
  restoreBusiness(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Business account')) id: string, @Body() dto: DecisionDto) {
    return this.businesses.suspend(p.user, id, dto.facts, false);
  }
}
