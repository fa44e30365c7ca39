import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { PLANS } from './business-account.entity.js';
import { BusinessAuthGuard, type BusinessPrincipal, CurrentBusiness } from './business-session.strategy.js';
import { ChangePlanDto, PlanStatusResponse, PlanTermsResponse } from './dto/business.dto.js';
import { InvitationsService } from './invitations.service.js';
import { PLAN_TERMS } from './plans.js';

const terms = (plan: keyof typeof PLAN_TERMS): PlanTermsResponse => ({ ...PLAN_TERMS[plan], widgetTemplates: [...PLAN_TERMS[plan].widgetTemplates] });

@ApiTags('business plans')
@Controller('business')
export class BusinessPlansController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly invitations: InvitationsService,
  ) {}

  @Get('plans')
  @ApiOperation({ summary: 'What Free, Plus and Premium include; public' })
  @ApiOkResponse({ type: [PlanTermsResponse] })
  plans(): PlanTermsResponse[] {
    return PLANS.map(terms);
  }

  @Get('plan')
  @UseGuards(BusinessAuthGuard)
  @ApiCookieAuth('business-session')
  @ApiOperation({ summary: "The account's plan and its use this month" })
  @ApiOkResponse({ type: PlanStatusResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async plan(@CurrentBusiness() p: BusinessPrincipal): Promise<PlanStatusResponse> {
    return { plan: terms(p.account.plan), usage: await this.invitations.usage(p.account.id) };
  }

  @Put('plan')
  @UseGuards(BusinessAuthGuard)
  @ApiCookieAuth('business-session')
  @ApiOperation({ summary: 'Change the plan; no payment is taken' })
  @ApiOkResponse({ type: PlanStatusResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async changePlan(@CurrentBusiness() p: BusinessPrincipal, @Body() dto: ChangePlanDto): Promise<PlanStatusResponse> {
    await this.db.query(`UPDATE business_accounts SET plan = $2, updated_at = now() WHERE id = $1`, [p.account.id, dto.plan]);
    return { plan: terms(dto.plan), usage: await this.invitations.usage(p.account.id) };
  }
}
