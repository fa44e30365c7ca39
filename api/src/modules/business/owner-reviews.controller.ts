import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { ReviewResponse } from '../reviews/index.js';
import { BusinessSurface } from './business-surface.js';
import { type BusinessPrincipal, CurrentBusiness } from './business-session.strategy.js';
import { OwnerReviewsQuery, ReplyDto } from './dto/business.dto.js';
import { OwnerReviewsService } from './owner-reviews.service.js';

/** The reviews of a company the account owns (operationIds as when BusinessCompaniesController served them). */
@BusinessSurface()
@Controller('business/companies/:id/reviews')
export class OwnerReviewsController {
  constructor(private readonly ownerReviews: OwnerReviewsService) {}

  @Get()
  @ApiOperation({ operationId: 'BusinessCompaniesController_reviews', summary: "The owned company's reviews, newest first: awaiting a reply (default), replied, or all" })
  @ApiOkResponse({ type: [ReviewResponse] })
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  reviews(
    @CurrentBusiness() p: BusinessPrincipal,
    @Param('id', new ParseIdPipe('Company')) id: string,
    @Query() q: OwnerReviewsQuery,
  ): Promise<ReviewResponse[]> {
    return this.ownerReviews.list(p.account.id, id, q.filter ?? 'awaiting', q.offset ?? 0, q.limit ?? 50);
  }
}

/** The owner's public reply to a review of its company. */
@BusinessSurface()
@Controller('business/reviews')
export class OwnerRepliesController {
  constructor(private readonly ownerReviews: OwnerReviewsService) {}

  @Put(':reviewId/reply')
  @ApiOperation({ operationId: 'BusinessCompaniesController_reply', summary: 'Create or edit the public reply to a review of an owned company' })
  @ApiOkResponse({ type: ReviewResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'Not the verified owner of the review’s company' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  reply(
    @CurrentBusiness() p: BusinessPrincipal,
    @Param('reviewId', new ParseIdPipe('Review')) reviewId: string,
    @Body() dto: ReplyDto,
  ): Promise<ReviewResponse> {
    return this.ownerReviews.reply(p.account.id, reviewId, dto.content);
  }

  @Delete(':reviewId/reply')
  @HttpCode(204)
  @ApiOperation({ operationId: 'BusinessCompaniesController_removeReply', summary: 'Remove the public reply' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  removeReply(@CurrentBusiness() p: BusinessPrincipal, @Param('reviewId', new ParseIdPipe('Review')) reviewId: string): Promise<void> {
    return this.ownerReviews.removeReply(p.account.id, reviewId);
  }
}
