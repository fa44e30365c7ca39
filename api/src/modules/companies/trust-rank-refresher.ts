import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CompaniesRepository } from './companies.repository.js';

/** How often the stored TrustScores follow the passing of time (a day moves them by under 0.2%). */
export const TRUST_RANK_REFRESH_MS = 6 * 60 * 60 * 1000;

/**
 * Keeps companies.trust_rank, what the featured list ranks by, current as reviews age: every write
 * recomputes its company's score at once (the reviews trigger); this recomputes them all at start
 * and every few hours. Several API instances doing it too is harmless.
 */
@Injectable()
export class TrustRankRefresher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('TrustRank');
  private timer?: NodeJS.Timeout;

  constructor(private readonly companies: CompaniesRepository) {}

  onApplicationBootstrap(): void {
    const run = () => void this.companies.refreshTrustRanks().catch((e: unknown) => this.log.warn(`TrustScore refresh failed: ${(e as Error).message}`));
    run();
    this.timer = setInterval(run, TRUST_RANK_REFRESH_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
