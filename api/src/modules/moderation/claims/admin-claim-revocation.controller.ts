import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ParseIdPipe } from '../../../common/pipes/parse-id.pipe.js';
import { CurrentConsumer, type ConsumerPrincipal } from '../../auth/index.js';
import { AdminSurface } from '../admin-surface.js';
import { DecisionDto, StatementOfReasons } from '../dto/moderation.dto.js';
import { ClaimDecisionsService } from './claim-decisions.service.js';

/**
 * /admin/claims/:id/revoke: a verified ownership taken away. The admin app reaches it from a
 * business account, after the account routes; its own prefix keeps its place, and so the OpenAPI
 * document, as they were.
 */
@AdminSurface()
@Controller('admin/claims/:id/revoke')
export class AdminClaimRevocationController {
  constructor(private readonly claims: ClaimDecisionsService) {}

  @Post()
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
