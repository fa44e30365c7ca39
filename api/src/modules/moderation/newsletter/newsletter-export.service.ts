// The newsletter's subscribers as administrators see them: how many, and the confirmed ones exported.
import { Injectable } from '@nestjs/common';
import { SecurityEventLog } from '../../../common/security-events/security-events.js';
import type { User } from '../../auth/index.js';
import { NewsletterService, type SubscriberCounts } from '../../newsletter/index.js';

@Injectable()
export class NewsletterExportService {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly events: SecurityEventLog,
  ) {}

  counts(): Promise<SubscriberCounts> {
    return this.newsletter.counts();
  }

  /** Every confirmed subscriber as CSV; a list of email addresses is personal data, so the export is logged. */
  confirmedCsv(admin: User): AsyncGenerator<string> {
    this.events.record({ event: 'personal_data.read', realm: 'admin', actorId: admin.id, reason: 'newsletter subscribers export' });
    return this.newsletter.confirmedCsv();
  }
}
