import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentConsumer, type ConsumerPrincipal } from '../../auth/index.js';
import { AdminSurface } from '../admin-surface.js';
import { QueueQuery } from '../dto/admin-queries.js';
import { ContactMessageResponse } from '../dto/admin-responses.dto.js';
import { ContactInboxService } from './contact-inbox.service.js';

/** /admin/contact-messages: what people sent through the contact form. */
@AdminSurface()
@Controller('admin/contact-messages')
export class AdminContactMessagesController {
  constructor(private readonly inbox: ContactInboxService) {}

  @Get()
  @ApiOperation({ operationId: 'AdminController_contactMessages', summary: 'Messages sent through the contact form, newest first (the sender’s address is left out)' })
  @ApiOkResponse({ type: [ContactMessageResponse] })
  contactMessages(@CurrentConsumer() p: ConsumerPrincipal, @Query() q: QueueQuery) {
    return this.inbox.messages(p.user, q.offset ?? 0, q.limit ?? 20);
  }
}
