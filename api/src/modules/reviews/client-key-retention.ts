import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ScheduledJobs } from '../../common/jobs/scheduled-jobs.js';
import { CLIENT_KEY_RETENTION_DAYS } from '../signals/index.js';
import { ReviewsRepository } from './reviews.repository.js';

const CLEANUP_MS = 6 * 60 * 60 * 1000;

/**
 * Reviews keep the keyed hash of the address they were written from (ClientKeys, for the
 * same-address signal) for CLIENT_KEY_RETENTION_DAYS; this drops the older ones every few hours.
 */
@Injectable()
export class ClientKeyRetention implements OnModuleInit {
  constructor(
    private readonly jobs: ScheduledJobs,
    private readonly reviews: ReviewsRepository,
  ) {}

  onModuleInit(): void {
    this.jobs.schedule({ name: 'client-keys-retention', everyMs: CLEANUP_MS, run: () => this.forgetOld() });
  }

  /** Drops the keys of reviews older than the retention period; returns how many. */
  forgetOld(): Promise<number> {
    return this.reviews.forgetClientKeys(CLIENT_KEY_RETENTION_DAYS);
  }
}
