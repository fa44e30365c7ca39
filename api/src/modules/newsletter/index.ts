// The newsletter module's public surface: the only file other modules import from it. It owns the
// newsletter_subscribers table.
export { NewsletterModule } from './newsletter.module.js';
export { NewsletterService } from './newsletter.service.js';
export { NewsletterCountsResponse } from './dto/newsletter.dto.js';
export type { SubscriberCounts } from './newsletter.repository.js';
