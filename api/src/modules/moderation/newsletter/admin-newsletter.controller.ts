import { Controller, Get, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { Readable } from 'node:stream';
import { CurrentConsumer, type ConsumerPrincipal } from '../../auth/index.js';
import { NewsletterCountsResponse } from '../../newsletter/index.js';
import { AdminSurface } from '../admin-surface.js';
import { AdminGuard } from '../moderation.guard.js';
import { NewsletterExportService } from './newsletter-export.service.js';

/**
 * /admin/newsletter: how many subscribe, and the confirmed subscribers for the mailer of the issues.
 * Admins only: a list of every subscriber's address is nothing a moderator's work needs.
 */
@AdminSurface()
@Controller('admin/newsletter')
export class AdminNewsletterController {
  constructor(private readonly newsletter: NewsletterExportService) {}

  @Get()
  @UseGuards(AdminGuard)
  @ApiOperation({ operationId: 'AdminController_newsletter', summary: 'How many newsletter subscribers are confirmed, waiting for their confirmation, and unsubscribed lately (admins only)' })
  @ApiOkResponse({ type: NewsletterCountsResponse })
  counts(): Promise<NewsletterCountsResponse> {
    return this.newsletter.counts();
  }

  @Get('subscribers.csv')
  @UseGuards(AdminGuard)
  @ApiOperation({
    operationId: 'AdminController_newsletterSubscribers',
    summary: 'The confirmed subscribers as CSV (email, confirmed_at, consent_version, unsubscribe_url; admins only): each issue must carry its subscriber’s unsubscribe_url',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'A CSV download, header first' })
  subscribers(@CurrentConsumer() p: ConsumerPrincipal): StreamableFile {
    return new StreamableFile(Readable.from(this.newsletter.confirmedCsv(p.user)), {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="newsletter-subscribers.csv"',
    });
  }
}
