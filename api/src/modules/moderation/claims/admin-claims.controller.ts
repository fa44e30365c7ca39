import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ParseIdPipe } from '../../../common/pipes/parse-id.pipe.js';
import { CurrentConsumer, type ConsumerPrincipal } from '../../auth/index.js';
import { AdminSurface } from '../admin-surface.js';
import { QueueQuery } from '../dto/admin-queries.js';
import { ClaimPage } from '../dto/admin-responses.dto.js';
import { DecisionDto, StatementOfReasons } from '../dto/moderation.dto.js';
import { ClaimDecisionsService } from './claim-decisions.service.js';

/** /admin/claims: the pending claims, approved or rejected, and a verified ownership revoked. */
@AdminSurface()
@Controller('admin/claims')
export class AdminClaimsController {
  constructor(private readonly claims: ClaimDecisionsService) {}

  @Get()
  @ApiOperation({ operationId: 'AdminController_claims', summary: 'Claims waiting for a moderator, the oldest first, a page at a time with the total' })
  @ApiOkResponse({ type: ClaimPage })
  claimList(@CurrentConsumer() p: ConsumerPrincipal, @Query() q: QueueQuery) {
    return this.claims.pending(p.user, q.offset ?? 0, q.limit ?? 20);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ operationId: 'AdminController_approve', summary: 'Approve a pending claim: the account becomes the verified owner' })
  @ApiOkResponse({ type: StatementOfReasons })
  approve(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Claim')) id: string, @Body() dto: DecisionDto) {
    return this.claims.decide(p.user, id, true, dto.facts);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ operationId: 'AdminController_reject', summary: 'Reject a pending claim' })
  @ApiOkResponse({ type: StatementOfReasons })
  reject(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Claim')) id: string, @Body() dto: DecisionDto) {
    return this.claims.decide(p.user, id, false, dto.facts);
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'AdminController_revokeClaim',
    summary: 'Revoke a verified ownership: the account stops acting for the company at once and cannot claim it again',
  })
  @ApiOkResponse({ type: StatementOfReasons })
  revokeClaim(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Claim')) id: string, @Body() dto: DecisionDto) {
    return this.claims.revoke(p.user, id, dto.facts);
  }
}
