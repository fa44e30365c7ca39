import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { ConsumerAuthGuard, CurrentConsumer } from '../auth/consumer-auth.guard.js';
import type { ConsumerPrincipal } from '../auth/consumer-session.strategy.js';
import { CastVoteDto, UserVoteResponse, VoteResultResponse } from './dto/vote.dto.js';
import { VotesService } from './votes.service.js';

@ApiTags('votes')
@ApiCookieAuth('consumer-session')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiNotFoundResponse({ type: ErrorResponse })
@UseGuards(ConsumerAuthGuard)
@Controller('reviews/:id/vote')
export class VotesController {
  constructor(private readonly votes: VotesService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's vote on a review" })
  @ApiOkResponse({ type: UserVoteResponse })
  get(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Review')) id: string): Promise<UserVoteResponse> {
    return this.votes.userVote(p.user.id, id);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Vote helpful or not helpful; the same vote again removes it' })
  @ApiOkResponse({ type: VoteResultResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Own review, or review not verified' })
  cast(
    @CurrentConsumer() p: ConsumerPrincipal,
    @Param('id', new ParseIdPipe('Review')) id: string,
    @Body() dto: CastVoteDto,
  ): Promise<VoteResultResponse> {
    return this.votes.vote(p.user.id, id, dto.voteType);
  }

  @Delete()
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove your vote' })
  @ApiOkResponse({ type: VoteResultResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  remove(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Review')) id: string): Promise<VoteResultResponse> {
    return this.votes.vote(p.user.id, id, null);
  }
}
