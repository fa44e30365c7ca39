import { Module } from '@nestjs/common';
import { NewsletterController } from './newsletter.controller.js';
import { NewsletterRepository } from './newsletter.repository.js';
import { NewsletterRetention } from './newsletter-retention.js';
import { NewsletterService } from './newsletter.service.js';

/**
 * The newsletter, with its table newsletter_subscribers: subscribed from the footer by double
 * opt-in, left from any of its mails, and exported (confirmed subscribers only) by moderators.
 */
@Module({
  controllers: [NewsletterController],
  providers: [NewsletterRepository, NewsletterService, NewsletterRetention],
  // For the moderation module's admin export.
  exports: [NewsletterService],
})
export class NewsletterModule {}
