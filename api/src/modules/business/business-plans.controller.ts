import { Body, Controller, Get, Put, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../../common/http/client-address.js';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { BusinessAuthGuard, type BusinessPrincipal, CurrentBusiness } from './business-session.strategy.js';
import { ChangePlanDto, PlanStatusResponse, PlanTermsResponse } from './dto/business.dto.js';
import { PlansService } from './plans.service.js';

/** What the plans include: public (operationId as when BusinessPlansController served it). */
@ApiTags('business plans')
@Controller('business/plans')
export class PlanTermsController {
  constructor(private readonly plansService: PlansService) {}

  @Get()
  @ApiOperation({ operationId: 'BusinessPlansController_plans', summary: 'What Free, Plus and Premium include, and whether moving up to each waits for a moderator; public' })
  @ApiOkResponse({ type: [PlanTermsResponse] })
  plans(): PlanTermsResponse[] {
    return this.plansService.allTerms();
  }
}

/** The signed-in account's plan. */
@ApiTags('business plans')
@Controller('business/plan')
export class BusinessPlansController {
  constructor(private readonly plansService: PlansService) {}

  @Get()
  @UseGuards(BusinessAuthGuard)
  @ApiOperation({ summary: "The account's plan and its use this month" })
  @ApiOkResponse({ type: PlanStatusResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  plan(@CurrentBusiness() p: BusinessPrincipal): Promise<PlanStatusResponse> {
    return this.plansService.status(p.account.id);
  }

  @Put()
  @UseGuards(BusinessAuthGuard)
  @ApiOperation({ summary: 'Change the plan: a smaller one at once; a larger one is requested (requestedPlan) until a moderator approves it, except in demo mode. No payment is taken' })
  @ApiOkResponse({ type: PlanStatusResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  changePlan(@CurrentBusiness() p: BusinessPrincipal, @Body() dto: ChangePlanDto, @Req() req: FastifyRequest): Promise<PlanStatusResponse> {
    return this.plansService.change(p.account, dto.plan, clientAddress(req));
  }
}
