// What the newsletter keeps, and for how long: a request nobody confirmed goes once its link has
// expired (no consent, no reason to keep the address); an unsubscribed address a month after it
// left, long enough for the links of issues sent before to still answer.
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ScheduledJobs } from '../../common/jobs/scheduled-jobs.js';
import { NewsletterRepository } from './newsletter.repository.js';

export const UNSUBSCRIBED_KEPT_DAYS = 30;
const HOUR_MS = 60 * 60 * 1000;

@Injectable()
export class NewsletterRetention implements OnApplicationBootstrap {
  private readonly log = new Logger('NewsletterRetention');

  constructor(
    private readonly jobs: ScheduledJobs,
    private readonly subscribers: NewsletterRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.schedule({ name: 'newsletter-retention', everyMs: HOUR_MS, run: () => this.purge() });
  }

  /** Deletes what is no longer needed; answers how many addresses went. */
  async purge(): Promise<number> {
    const n = await this.subscribers.purge(UNSUBSCRIBED_KEPT_DAYS);
    if (n) this.log.log(`Forgot ${n} newsletter address${n === 1 ? '' : 'es'} (unconfirmed, or unsubscribed over ${UNSUBSCRIBED_KEPT_DAYS} days ago).`);
    return n;
  }
}
