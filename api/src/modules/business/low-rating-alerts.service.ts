import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MailService } from '../mail/index.js';
import { LowRatingAlertsRepository } from './low-rating-alerts.repository.js';

/**
 * Mails a company's verified owner about each new 1–2★ review (issue 17, item 20), unless the
 * account turned the alerts off. Runs after the review's write and its fake-review signals have
 * committed, so it sees whether the review was hidden at once; it never fails the review.
 */
@Injectable()
export class LowRatingAlerts {
  private readonly log = new Logger('LowRatingAlerts');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly alerts: LowRatingAlertsRepository,
    private readonly mail: MailService,
  ) {}

  async reviewWritten(reviewId: string): Promise<void> {
    try {
      const sent = await this.db.transaction(async (manager) => {
        const alert = await this.alerts.claimAlertFor(manager, reviewId);
        if (!alert) return false;
        await this.mail.sendLowRatingAlert(manager, alert);
        return true;
      });
      if (sent) this.mail.deliverSoon();
    } catch (e) {
      this.log.warn(`The low-rating alert for review ${reviewId} failed: ${(e as Error).message}`);
    }
  }
}
