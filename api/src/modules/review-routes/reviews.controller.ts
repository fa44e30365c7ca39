import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExcludeEndpoint,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { LimitParam, PageQuery } from '../../common/validation/paging.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { clientAddress } from '../../common/http/client-address.js';
import { ConsumerAuthGuard, type ConsumerPrincipal, CurrentConsumer } from '../auth/index.js';
import { HotRead, LISTS_TAG } from '../hot-reads/index.js';
import {
  AppealDto,
  AppealsService,
  HiddenReviewResponse,
  HiddenReviewsService,
  ReportDto,
  ReportedReviewsQuery,
  ReportedReviewsResponse,
  ReportResponse,
  ReportsService,
  type Reporter,
} from '../moderation/index.js';
import {
  CastVoteDto,
  CreateReviewDto,
  ReviewResponse,
  ReviewVersionsResponse,
  ReviewsService,
  UpdateReviewDto,
  UserVoteResponse,
  VoteResultResponse,
  VotesService,
} from '../reviews/index.js';
import { ClientKeys } from '../signals/index.js';
import { CurrentReporter, ReporterGuard } from './reporter.guard.js';

class RecentQuery {
  @LimitParam(50, { default: 10 })
  limit?: number;
}

/**
 * Everything under /reviews, the one controller of the prefix: the reviews themselves (the reviews
 * module), the helpful votes on them, and what reviewers and businesses do about moderation (report
 * a review, see and appeal their own hidden reviews: the moderation module). Tags and operation ids
 * are per route: the vote and report routes keep those they had on controllers of their own (the
 * published OpenAPI document and its generated client).
 */
@Controller('reviews')
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly votes: VotesService,
    private readonly clientKeys: ClientKeys,
    private readonly reports: ReportsService,
    private readonly hiddenReviews: HiddenReviewsService,
    private readonly appeals: AppealsService,
  ) {}

  @Get('recent')
  @ApiTags('reviews')
  @ApiOperation({ summary: 'The newest reviews across all companies' })
  @ApiOkResponse({ type: [ReviewResponse] })
  @HotRead(() => ({ tags: [LISTS_TAG] }))
  recent(@Query() q: RecentQuery): Promise<ReviewResponse[]> {
    return this.reviews.recent(q.limit ?? 10);
  }

  // The product spec's path, kept for the clients that call it; the document publishes the same
  // answer at /api/users/{userId}/reviews (UserReviewsController), as this one is ambiguous there.
  @Get('user/:userId')
  @ApiExcludeEndpoint()
  byUser(@Param('userId', new ParseIdPipe('User')) userId: string, @Query() q: PageQuery): Promise<ReviewResponse[]> {
    return this.reviews.byAuthor(userId, q.offset ?? 0, q.limit ?? 50);
  }

  @Get(':id')
  @ApiTags('reviews')
  @ApiOperation({ summary: 'One published review, as its company page shows it; 404 once hidden or deleted' })
  @ApiOkResponse({ type: ReviewResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  one(@Param('id', new ParseIdPipe('Review')) id: string): Promise<ReviewResponse> {
    return this.reviews.published(id);
  }

  // Read on demand, when a reader opens "Show the earlier version": a company page sends only each
  // review's count of versions, so it stays one read of its page whatever the edits.
  @Get(':id/versions')
  @ApiTags('reviews')
  @ApiOperation({ summary: "A published review's earlier versions (kept when an edit changed the rating), newest first; 404 once hidden or deleted" })
  @ApiOkResponse({ type: ReviewVersionsResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  versions(@Param('id', new ParseIdPipe('Review')) id: string): Promise<ReviewVersionsResponse> {
    return this.reviews.publishedVersions(id);
  }

  @Post()
  @RateLimit({ perAddress: 'writeReviewPerAddress', perAccount: 'writeReviewPerAccount' })
  @UseGuards(ConsumerAuthGuard)
  @ApiTags('reviews')
  @ApiOperation({ summary: 'Write a review; one per user per company' })
  @ApiCreatedResponse({ type: ReviewResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Unknown company' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already reviewed this company, or the invitation was used' })
  @ApiGoneResponse({ type: ErrorResponse, description: 'The invitation has expired' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: "The invitation is for another address, or the author's is not confirmed" })
  create(@CurrentConsumer() p: ConsumerPrincipal, @Body() dto: CreateReviewDto, @Req() req: FastifyRequest): Promise<ReviewResponse> {
    return this.reviews.create(p.user, dto, this.clientKeys.keyOf(clientAddress(req)));
  }

  @Put(':id')
  @RateLimit({ perAccount: 'editReviewPerAccount', perAccountAndId: 'editReviewPerReview' })
  @UseGuards(ConsumerAuthGuard)
  @ApiTags('reviews')
  @ApiOperation({ summary: 'Edit your own review; an edit that changes nothing is answered with the review as it is, and changes nothing' })
  @ApiOkResponse({ type: ReviewResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  update(
    @CurrentConsumer() p: ConsumerPrincipal,
    @Param('id', new ParseIdPipe('Review')) id: string,
    @Body() dto: UpdateReviewDto,
  ): Promise<ReviewResponse> {
    return this.reviews.update(p.user, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @UseGuards(ConsumerAuthGuard)
  @ApiTags('reviews')
  @ApiOperation({ summary: 'Delete your own review' })
  @ApiNoContentResponse()
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  remove(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Review')) id: string): Promise<void> {
    return this.reviews.remove(p.user, id);
  }

  @Get(':id/vote')
  @UseGuards(ConsumerAuthGuard)
  @ApiTags('votes')
  @ApiOperation({ operationId: 'VotesController_get', summary: "The signed-in user's vote on a review" })
  @ApiOkResponse({ type: UserVoteResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  userVote(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Review')) id: string): Promise<UserVoteResponse> {
    return this.votes.userVote(p.user.id, id);
  }

  @Post(':id/vote')
  @HttpCode(200)
  @UseGuards(ConsumerAuthGuard)
  @ApiTags('votes')
  @ApiOperation({ operationId: 'VotesController_cast', summary: 'Vote helpful or not helpful; the same vote again removes it' })
  @ApiOkResponse({ type: VoteResultResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Own review, or review not verified' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  vote(
    @CurrentConsumer() p: ConsumerPrincipal,
    @Param('id', new ParseIdPipe('Review')) id: string,
    @Body() dto: CastVoteDto,
  ): Promise<VoteResultResponse> {
    return this.votes.vote(p.user.id, id, dto.voteType);
  }

  @Delete(':id/vote')
  @HttpCode(200)
  @UseGuards(ConsumerAuthGuard)
  @ApiTags('votes')
  @ApiOperation({ operationId: 'VotesController_remove', summary: 'Remove your vote' })
  @ApiOkResponse({ type: VoteResultResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  removeVote(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Review')) id: string): Promise<VoteResultResponse> {
    return this.votes.vote(p.user.id, id, null);
  }

  @Post(':id/reports')
  @UseGuards(ReporterGuard)
  @ApiTags('moderation')
  @ApiOperation({ operationId: 'ReportsController_report', summary: 'Report a review (signed-in user, or the business owning its company); once per reporter' })
  @ApiCreatedResponse({ type: ReportResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Your own review, or a business reporting another company’s' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Reported already' })
  report(@CurrentReporter() reporter: Reporter, @Param('id', new ParseIdPipe('Review')) id: string, @Body() dto: ReportDto): Promise<ReportResponse> {
    return this.reports.report(id, reporter, dto);
  }

  @Get('reported')
  @UseGuards(ReporterGuard)
  @ApiTags('moderation')
  @ApiOperation({ operationId: 'ReportsController_reported', summary: 'Which of the given reviews you have reported (signed-in user, or business), for the Report buttons of a page' })
  @ApiOkResponse({ type: ReportedReviewsResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  reported(@CurrentReporter() reporter: Reporter, @Query() q: ReportedReviewsQuery): Promise<ReportedReviewsResponse> {
    return this.reports.reportedAmong(reporter, q.ids);
  }

  @Get('hidden')
  @UseGuards(ConsumerAuthGuard)
  @ApiTags('moderation')
  @ApiOperation({ operationId: 'ReportsController_hidden', summary: 'Your reviews a moderator hid, with the statement of reasons and the state of your appeal' })
  @ApiOkResponse({ type: [HiddenReviewResponse] })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  hidden(@CurrentConsumer() p: ConsumerPrincipal): Promise<HiddenReviewResponse[]> {
    return this.hiddenReviews.hiddenOf(p.user);
  }

  @Post(':id/appeal')
  @UseGuards(ConsumerAuthGuard)
  @ApiTags('moderation')
  @ApiOperation({ operationId: 'ReportsController_appeal', summary: 'Appeal the decision that hid your review, once; a different moderator decides' })
  @ApiCreatedResponse()
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse })
  appeal(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Review')) id: string, @Body() dto: AppealDto) {
    return this.appeals.appeal(p.user, id, dto.statement);
  }
}
