// Contact messages are deleted two years after they arrive, as the privacy policy promises.
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ScheduledJobs } from '../../common/jobs/scheduled-jobs.js';
import { ContactRepository } from './contact.repository.js';

export const CONTACT_RETENTION_YEARS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class ContactRetention implements OnApplicationBootstrap {
  private readonly log = new Logger('ContactRetention');

  constructor(
    private readonly jobs: ScheduledJobs,
    private readonly messages: ContactRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.schedule({ name: 'contact-messages-retention', everyMs: DAY_MS, run: () => this.purge() });
  }

  /** Deletes the messages older than the retention period; answers how many. */
  async purge(): Promise<number> {
    const n = await this.messages.deleteOlderThanYears(CONTACT_RETENTION_YEARS);
    if (n) this.log.log(`Deleted ${n} contact message${n === 1 ? '' : 's'} older than ${CONTACT_RETENTION_YEARS} years.`);
    return n;
  }
}
