import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOperation, ApiResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../../../common/http/client-address.js';
import { ErrorResponse } from '../../../common/http/error-response.dto.js';
import type { User } from '../../auth/index.js';
import { SendNoticeDto, NoticeReceiptResponse } from './notice.dto.js';
import { NoticeSender, NoticeSenderGuard } from './notice-sender.guard.js';
import { NoticesService } from './notices.service.js';

/** /notices: notices of illegal or unfitting content from anyone, signed in or not (DSA Art. 16). */
@ApiTags('notices')
@Controller('notices')
export class NoticesController {
  constructor(private readonly notices: NoticesService) {}

  @Post()
  @HttpCode(201)
  @UseGuards(NoticeSenderGuard)
  @ApiOperation({ summary: 'Send a notice about a review, a business reply or a company page; no account needed. A receipt is mailed to the sender' })
  @ApiCreatedResponse({ type: NoticeReceiptResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'A required field is missing or wrong; the message names it' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such published review, reply or company' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The signed-in sender has reported this review already' })
  @ApiResponse({ status: 403, type: ErrorResponse, description: 'Cross-site request' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'More than 20 notices from this network within an hour, or 10 from this email address within a day' })
  send(@Body() dto: SendNoticeDto, @NoticeSender() sender: User | null, @Req() req: FastifyRequest): Promise<NoticeReceiptResponse> {
    return this.notices.file(dto, sender, clientAddress(req));
  }
}
