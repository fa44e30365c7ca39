// The answers kept for Idempotency-Key retries are deleted once 24 hours old, every hour, by one
// API instance (ScheduledJobs claims each run once). A claim reads an older one as free anyway.
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ScheduledJobs } from '../../common/jobs/scheduled-jobs.js';
import { IdempotencyRepository } from './idempotency.repository.js';

export const IDEMPOTENCY_PURGE_MS = 60 * 60 * 1000;

@Injectable()
export class IdempotencyPurge implements OnApplicationBootstrap {
  private readonly log = new Logger('IdempotencyPurge');

  constructor(
    private readonly jobs: ScheduledJobs,
    private readonly answers: IdempotencyRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.schedule({ name: 'idempotency-keys-purge', everyMs: IDEMPOTENCY_PURGE_MS, run: () => this.purge() });
  }

  /** Deletes the kept answers past 24 hours; answers how many. */
  async purge(): Promise<number> {
    const n = await this.answers.purgeExpired();
    if (n) this.log.log(`Deleted ${n} kept API answer${n === 1 ? '' : 's'} older than 24 hours.`);
    return n;
  }
}
