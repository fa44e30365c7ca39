import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiOperation, ApiResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../../common/http/client-address.js';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { MessageResponse } from '../auth/index.js';
import { CONTACT_RECEIVED, ContactService } from './contact.service.js';
import { ContactDto } from './dto/contact.dto.js';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: 'Send a message to the support team; no account needed' })
  @ApiAcceptedResponse({ type: MessageResponse, description: 'The message is stored and queued for support' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiResponse({ status: 403, type: ErrorResponse, description: 'Cross-site request' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'More than 5 messages from this address within an hour' })
  async send(@Body() dto: ContactDto, @Req() req: FastifyRequest): Promise<MessageResponse> {
    await this.contact.send(dto, clientAddress(req));
    return { message: CONTACT_RECEIVED };
  }
}
