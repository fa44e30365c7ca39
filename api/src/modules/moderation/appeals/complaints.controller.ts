import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../../../common/http/client-address.js';
import { ErrorResponse } from '../../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../../common/pipes/parse-id.pipe.js';
import { ConsumerAuthGuard, CurrentConsumer, type ConsumerPrincipal } from '../../auth/index.js';
import { AppealDto, ComplaintTokenDto, NoticeComplaintDto, NoticeComplaintResponse } from '../dto/moderation.dto.js';
import { AppealsService } from './appeals.service.js';

/**
 * /notices/…/complaint: a notifier's complaint about the decision on their notice (DSA Art. 20),
 * by the link mailed with the decision (its token in the body, never in a URL the logs keep) or
 * signed in as the notice's reporter. Open for six months after the decision.
 */
@ApiTags('notices')
@Controller('notices')
export class ComplaintsController {
  constructor(private readonly appeals: AppealsService) {}

  @Post('complaint/lookup')
  @HttpCode(200)
  @ApiOperation({ summary: "The decision a mailed complaint link is about, until when complaints are open, and the notifier's complaint" })
  @ApiOkResponse({ type: NoticeComplaintResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'The link is not valid (or a newer decision replaced it)' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The notice is being decided again' })
  lookup(@Body() dto: ComplaintTokenDto): Promise<NoticeComplaintResponse> {
    return this.appeals.noticeComplaint(dto.token);
  }

  @Post('complaint')
  @HttpCode(201)
  @ApiOperation({ summary: 'Complain, through the mailed link, about the decision on your notice; no account needed. A different moderator decides' })
  @ApiCreatedResponse({ type: NoticeComplaintResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'The statement or the token is missing or wrong; the message names it' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'The link is not valid' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'A complaint about this decision is already open, or the six months after the decision have passed (the message says when they ended)' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'More than 10 complaints from this network within an hour, or 5 with this link within a day' })
  complain(@Body() dto: NoticeComplaintDto, @Req() req: FastifyRequest): Promise<NoticeComplaintResponse> {
    return this.appeals.complainByToken(dto.token, dto.statement, clientAddress(req));
  }

  @Get('mine')
  @UseGuards(ConsumerAuthGuard)
  @ApiOperation({ summary: 'Your reports decided in the last six months (20 at most), each with the decision, until when a complaint is open, and your complaint' })
  @ApiOkResponse({ type: [NoticeComplaintResponse] })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  mine(@CurrentConsumer() p: ConsumerPrincipal): Promise<NoticeComplaintResponse[]> {
    return this.appeals.reportsOf(p.user);
  }

  @Post(':id/complaint')
  @HttpCode(201)
  @UseGuards(ConsumerAuthGuard)
  @ApiOperation({ summary: 'Complain, signed in, about the decision on a report you sent; a different moderator decides' })
  @ApiCreatedResponse({ type: NoticeComplaintResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No notice of yours with this id' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Not decided yet, a complaint already open, or the six months have passed' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'More than 10 complaints from this account within a day' })
  complainAsReporter(@CurrentConsumer() p: ConsumerPrincipal, @Param('id', new ParseIdPipe('Notice')) id: string, @Body() dto: AppealDto): Promise<NoticeComplaintResponse> {
    return this.appeals.complainAsReporter(p.user, id, dto.statement);
  }
}
