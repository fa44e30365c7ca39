import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminSurface } from '../admin-surface.js';
import { HiddenQuery } from '../dto/admin-queries.js';
import { HiddenReviewPage } from '../dto/admin-responses.dto.js';
import { HiddenReviewsService } from './hidden-reviews.service.js';

/** /admin/hidden-reviews: the reviews moderators hid, with the decisions that hid them. */
@AdminSurface()
@Controller('admin/hidden-reviews')
export class AdminHiddenReviewsController {
  constructor(private readonly hidden: HiddenReviewsService) {}

  @Get()
  @ApiOperation({
    operationId: 'AdminController_hiddenReviews',
    summary: 'Hidden reviews, the most recently hidden first, each with the decision that hid it (restore with POST reviews/{id}/restore)',
  })
  @ApiOkResponse({ type: HiddenReviewPage })
  hiddenReviews(@Query() q: HiddenQuery) {
    return this.hidden.hidden(q.companyId ?? null, q.offset ?? 0, q.limit ?? 20);
  }
}
