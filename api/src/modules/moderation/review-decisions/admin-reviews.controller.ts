import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ParseIdPipe } from '../../../common/pipes/parse-id.pipe.js';
import { CurrentConsumer, type ConsumerPrincipal } from '../../auth/index.js';
import { AdminSurface } from '../admin-surface.js';
import { DecisionDto, HideDto, StatementOfReasons } from '../dto/moderation.dto.js';
import { ReviewDecisionsService } from './review-decisions.service.js';

/** /admin/reviews: decisions about one review (hide, restore, dismiss its reports, hide or show its reply). */
@AdminSurface()
@Controller('admin/reviews')
export class AdminReviewsController {
  constructor(private readonly decisions: ReviewDecisionsService) {}

  @Post(':id/hide')
  @HttpCode(200)
  @ApiOperation({ operationId: 'AdminController_hide', summary: 'Hide a review with a statement of reasons; it leaves every public list and aggregate' })
  @ApiOkResponse({ type: StatementOfReasons })
  hide(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Review')) id: string, @Body() dto: HideDto) {
    return this.decisions.hide(p.user, id, dto);
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOperation({ operationId: 'AdminController_restore', summary: 'Restore a hidden review, whole' })
  @ApiOkResponse({ type: StatementOfReasons })
  restore(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Review')) id: string, @Body() dto: DecisionDto) {
    return this.decisions.restore(p.user, id, dto.facts);
  }

  @Post(':id/dismiss-reports')
  @HttpCode(200)
  @ApiOperation({ operationId: 'AdminController_dismiss', summary: "Close a review's open reports without action" })
  @ApiOkResponse({ type: StatementOfReasons })
  dismiss(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Review')) id: string, @Body() dto: DecisionDto) {
    return this.decisions.dismissReports(p.user, id, dto.facts);
  }

  @Post(':id/hide-reply')
  @HttpCode(200)
  @ApiOperation({ operationId: 'AdminController_hideReply', summary: "Hide the company owner's reply to a review, leaving the review published" })
  @ApiOkResponse({ type: StatementOfReasons })
  hideReply(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Review')) id: string, @Body() dto: HideDto) {
    return this.decisions.hideReply(p.user, id, dto);
  }

  @Post(':id/restore-reply')
  @HttpCode(200)
  @ApiOperation({ operationId: 'AdminController_restoreReply', summary: "Show a hidden owner's reply again" })
  @ApiOkResponse({ type: StatementOfReasons })
  restoreReply(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Review')) id: string, @Body() dto: DecisionDto) {
    return this.decisions.restoreReply(p.user, id, dto.facts);
  }
}
