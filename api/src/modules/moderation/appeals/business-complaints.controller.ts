import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorResponse } from '../../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../../common/pipes/parse-id.pipe.js';
import { BusinessSurface, CurrentBusiness, type BusinessPrincipal } from '../../business/index.js';
import { AppealDto, CompanyDecisionResponse } from '../dto/moderation.dto.js';
import { AppealsService } from './appeals.service.js';

/** The company's complaints (DSA Art. 20) about moderation decisions on its reviews and its replies, from the business dashboard. */
@BusinessSurface()
@Controller('business')
export class BusinessComplaintsController {
  constructor(private readonly appeals: AppealsService) {}

  @Get('companies/:id/moderation-decisions')
  @ApiOperation({ summary: "The last six months' moderation decisions about the owned company's reviews and replies, newest first (50 at most), with the company's complaint about each" })
  @ApiOkResponse({ type: [CompanyDecisionResponse] })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not the verified owner' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  decisions(@CurrentBusiness() p: BusinessPrincipal, @Param('id', new ParseIdPipe('Company')) id: string): Promise<CompanyDecisionResponse[]> {
    return this.appeals.companyDecisions(p.account.id, id);
  }

  @Post('moderation-decisions/:decisionId/complaint')
  @HttpCode(201)
  @ApiOperation({ summary: "Complain about a decision on a review of the owned company or on its reply; a different moderator decides, and the outcome is mailed" })
  @ApiCreatedResponse()
  @ApiForbiddenResponse({ type: ErrorResponse, description: "Not the verified owner of the review's company" })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such decision about a review' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'A complaint about it is already open, or the six months after the decision have passed (the message says when they ended)' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'More than 10 complaints from this account within a day' })
  complain(@CurrentBusiness() p: BusinessPrincipal, @Param('decisionId') decisionId: string, @Body() dto: AppealDto): Promise<{ id: string; status: 'open' }> {
    return this.appeals.complainAsCompany(p.account.id, decisionId, dto.statement);
  }
}
