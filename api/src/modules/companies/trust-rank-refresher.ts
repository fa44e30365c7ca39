import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ScheduledJobs } from '../../common/jobs/scheduled-jobs.js';
import { CompaniesRepository } from './companies.repository.js';

/** How often the stored TrustScores follow the passing of time (a day moves them by under 0.2%). */
export const TRUST_RANK_REFRESH_MS = 6 * 60 * 60 * 1000;

/**
 * Keeps companies.trust_rank, what the featured list ranks by, current as reviews age: every write
 * recomputes its company's score at once (the reviews trigger); this recomputes them all every
 * few hours, on one API instance.
 */
@Injectable()
export class TrustRankRefresher implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: ScheduledJobs,
    private readonly companies: CompaniesRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.schedule({ name: 'trust-rank-refresh', everyMs: TRUST_RANK_REFRESH_MS, run: () => this.companies.refreshTrustRanks() });
  }
}
