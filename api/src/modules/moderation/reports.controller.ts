import { Body, Controller, Get, Param, Post, Query, Req, UseGuards, UnauthorizedException } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { ConsumerAuthGuard, type ConsumerPrincipal, ConsumerSessionStrategy, CurrentConsumer } from '../auth/index.js';
import { BusinessSessionStrategy } from '../business/index.js';
import { AppealsService } from './appeals/appeals.service.js';
import { AppealDto, HiddenReviewResponse, ReportDto, ReportResponse } from './dto/moderation.dto.js';
import { ReportedReviewsQuery, ReportedReviewsResponse } from './dto/reported-reviews.dto.js';
import { HiddenReviewsService } from './review-decisions/hidden-reviews.service.js';
import { ReportsService, type Reporter } from './review-decisions/reports.service.js';

/** What reviewers and businesses do about moderation: report a review; see and appeal their own hidden reviews. */
@ApiTags('moderation')
@Controller('reviews')
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly hiddenReviews: HiddenReviewsService,
    private readonly appeals: AppealsService,
    private readonly consumer: ConsumerSessionStrategy,
    private readonly business: BusinessSessionStrategy,
  ) {}

  @Post(':id/reports')
  @ApiCookieAuth('consumer-session')
  @ApiCookieAuth('business-session')
  @ApiOperation({ summary: 'Report a review (signed-in user, or the business owning its company); once per reporter' })
  @ApiCreatedResponse({ type: ReportResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Your own review, or a business reporting another company’s' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Reported already' })
  async report(@Param('id', new ParseIdPipe('Review')) id: string, @Body() dto: ReportDto, @Req() req: FastifyRequest): Promise<ReportResponse> {
    return this.reports.report(id, await this.reporter(req), dto);
  }

  @Get('reported')
  @ApiCookieAuth('consumer-session')
  @ApiCookieAuth('business-session')
  @ApiOperation({ summary: 'Which of the given reviews you have reported (signed-in user, or business), for the Report buttons of a page' })
  @ApiOkResponse({ type: ReportedReviewsResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  async reported(@Query() q: ReportedReviewsQuery, @Req() req: FastifyRequest): Promise<ReportedReviewsResponse> {
    return this.reports.reportedAmong(await this.reporter(req), q.ids);
  }

  @Get('hidden')
  @UseGuards(ConsumerAuthGuard)
  @ApiCookieAuth('consumer-session')
  @ApiOperation({ summary: 'Your reviews a moderator hid, with the statement of reasons and the state of your appeal' })
  @ApiOkResponse({ type: [HiddenReviewResponse] })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  hidden(@CurrentConsumer() p: ConsumerPrincipal): Promise<HiddenReviewResponse[]> {
    return this.hiddenReviews.hiddenOf(p.user);
  }

  @Post(':id/appeal')
  @UseGuards(ConsumerAuthGuard)
  @ApiCookieAuth('consumer-session')
  @ApiOperation({ summary: 'Appeal the decision that hid your review, once; a different moderator decides' })
  @ApiCreatedResponse()
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  appeal(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Review')) id: string, @Body() dto: AppealDto) {
    return this.appeals.appeal(p.user, id, dto.statement);
  }

  /** A consumer session first, else a business one (each realm's own strategy); neither is a 401. */
  private async reporter(req: FastifyRequest): Promise<Reporter> {
    const consumer = await this.consumer.validate(req);
    if (consumer) return { userId: consumer.user.id };
    const business = await this.business.validate(req);
    if (business) return { accountId: business.account.id };
    throw new UnauthorizedException('Please sign in to report a review.');
  }
}
