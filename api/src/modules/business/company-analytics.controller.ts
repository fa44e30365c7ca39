import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { AnalyticsService } from './analytics.service.js';
import { BusinessSurface } from './business-surface.js';
import { type BusinessPrincipal, CurrentBusiness } from './business-session.strategy.js';
import { AnalyticsQuery, AnalyticsResponse } from './dto/business.dto.js';

/** The analytics of a company the account owns (operationId as when BusinessCompaniesController served them). */
@BusinessSurface()
@Controller('business/companies/:id/analytics')
export class CompanyAnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get()
  @ApiOperation({
    operationId: 'BusinessCompaniesController_companyAnalytics',
    summary: "The owned company's analytics over the plan's range, or the months from/to choose within it",
  })
  @ApiOkResponse({ type: AnalyticsResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: "A month not written YYYY-MM, a range that ends before it starts, or one outside the plan's range" })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  companyAnalytics(
    @CurrentBusiness() p: BusinessPrincipal,
    @Param('id', new ParseIdPipe('Company')) id: string,
    @Query() q: AnalyticsQuery,
  ): Promise<AnalyticsResponse> {
    return this.analytics.forOwner(p.account.id, p.account.plan, id, { months: q.months, from: q.from, to: q.to });
  }
}
