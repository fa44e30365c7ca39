import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { PageQuery } from '../../common/validation/paging.js';
import { InvitationBatchResponse, InvitationResponse, InvitationsService, SendInvitationsDto } from '../invitations/index.js';
import { BusinessSurface } from './business-surface.js';
import { type BusinessPrincipal, CurrentBusiness } from './business-session.strategy.js';
import { ClaimsService } from './claims.service.js';
import { InvitationSenders } from './invitation-senders.js';

/**
 * The review invitations of a company the account owns. The invitations module sends and lists
 * them; the business realm checks the ownership and states the plan's quota first
 * (InvitationSenders). operationIds as when BusinessCompaniesController served them.
 */
@BusinessSurface()
@Controller('business/companies/:id/invitations')
export class CompanyInvitationsController {
  constructor(
    private readonly claims: ClaimsService,
    private readonly senders: InvitationSenders,
    private readonly invitations: InvitationsService,
  ) {}

  @Post()
  @ApiOperation({
    operationId: 'BusinessCompaniesController_invite',
    summary: 'Invite customers to review: one {email, name, reference?} or {csv} of up to 1,000 rows; per-row results',
  })
  @ApiCreatedResponse({ type: InvitationBatchResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: "Not the verified owner, or beyond the plan's monthly quota" })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async invite(
    @CurrentBusiness() p: BusinessPrincipal,
    @Param('id', new ParseIdPipe('Company')) id: string,
    @Body() dto: SendInvitationsDto,
  ): Promise<InvitationBatchResponse> {
    return this.invitations.send(await this.senders.forOwner(p.account.id, id), dto);
  }

  @Get()
  @ApiOperation({
    operationId: 'BusinessCompaniesController_invitationList',
    summary: "The invitations this account sent for the owned company, newest first, with their state (a former owner's stay its own)",
  })
  @ApiOkResponse({ type: [InvitationResponse] })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async invitationList(@CurrentBusiness() p: BusinessPrincipal, @Param('id', new ParseIdPipe('Company')) id: string, @Query() q: PageQuery): Promise<InvitationResponse[]> {
    await this.claims.requireOwner(p.account.id, id);
    return this.invitations.list(id, p.account.id, q.offset ?? 0, q.limit ?? 50);
  }
}
