import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
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
import { ConsumerAuthGuard, type ConsumerPrincipal, CurrentConsumer } from '../auth/index.js';
import { CreateReviewDto, UpdateReviewDto } from './dto/review.dto.js';
import { ReviewResponse } from './dto/review-response.dto.js';
import { CastVoteDto, UserVoteResponse, VoteResultResponse } from './votes/dto/vote.dto.js';
import { VotesService } from './votes/votes.service.js';
import { clientAddress } from '../../common/http/client-address.js';
import { ClientKeys } from '../signals/index.js';
import { HotRead, LISTS_TAG } from '../hot-reads/index.js';
import { ReviewsService } from './reviews.service.js';

class RecentQuery {
  @LimitParam(50, { default: 10 })
  limit?: number;
}

/**
 * Everything under /reviews that a review's author or reader does: the reviews themselves and the
 * helpful votes on them. Tags and operation ids are per route: the vote routes keep those they had
 * on a controller of their own (the published OpenAPI document and its generated client).
 */
@Controller('reviews')
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly votes: VotesService,
    private readonly clientKeys: ClientKeys,
  ) {}

  @Get('recent')
  @ApiTags('reviews')
  @ApiOperation({ summary: 'The newest reviews across all companies' })
  @ApiOkResponse({ type: [ReviewResponse] })
  @HotRead(() => ({ tags: [LISTS_TAG] }))
  recent(@Query() q: RecentQuery): Promise<ReviewResponse[]> {
    return this.reviews.recent(q.limit ?? 10);
  }

  @Get('user/:userId')
  @ApiTags('reviews')
  @ApiOperation({ summary: "A user's reviews, newest first" })
  @ApiOkResponse({ type: [ReviewResponse] })
  @ApiNotFoundResponse({ type: ErrorResponse })
  byUser(@Param('userId', new ParseIdPipe('User')) userId: string, @Query() q: PageQuery): Promise<ReviewResponse[]> {
    return this.reviews.byAuthor(userId, q.offset ?? 0, q.limit ?? 50);
  }

  @Post()
  @RateLimit({ perAddress: 'writeReviewPerAddress', perAccount: 'writeReviewPerAccount' })
  @UseGuards(ConsumerAuthGuard)
  @ApiCookieAuth('consumer-session')
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
  @UseGuards(ConsumerAuthGuard)
  @ApiCookieAuth('consumer-session')
  @ApiTags('reviews')
  @ApiOperation({ summary: 'Edit your own review' })
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
  @ApiCookieAuth('consumer-session')
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
  @ApiCookieAuth('consumer-session')
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
  @ApiCookieAuth('consumer-session')
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
  @ApiCookieAuth('consumer-session')
  @ApiOperation({ operationId: 'VotesController_remove', summary: 'Remove your vote' })
  @ApiOkResponse({ type: VoteResultResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  removeVote(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Review')) id: string): Promise<VoteResultResponse> {
    return this.votes.vote(p.user.id, id, null);
  }
}
