import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { PageQuery } from '../../common/validation/paging.js';
import { ReviewResponse, ReviewsService } from '../reviews/index.js';

/**
 * A user's reviews, at the path the OpenAPI document publishes. The product spec's
 * /api/reviews/user/{userId} (ReviewsController.byUser) keeps answering the same, but stays out of
 * the document: beside /api/reviews/{id}/vote it is ambiguous (/api/reviews/user/vote matches
 * both), which routers generated from the document cannot resolve.
 */
@ApiTags('reviews')
@Controller('users/:userId/reviews')
export class UserReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @ApiOperation({ operationId: 'ReviewsController_byUser', summary: "A user's reviews, newest first" })
  @ApiOkResponse({ type: [ReviewResponse] })
  @ApiNotFoundResponse({ type: ErrorResponse })
  byUser(@Param('userId', new ParseIdPipe('User')) userId: string, @Query() q: PageQuery): Promise<ReviewResponse[]> {
    return this.reviews.byAuthor(userId, q.offset ?? 0, q.limit ?? 50);
  }
}
