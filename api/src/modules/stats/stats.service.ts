import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { UsersService } from '../auth/index.js';
import { CompaniesService, formatAverage } from '../companies/index.js';
import type { StatsResponse } from './stats.controller.js';

@Injectable()
export class StatsService {
  private cached: { at: number; value: StatsResponse } | undefined;

  constructor(
    private readonly companies: CompaniesService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sums the companies' kept aggregates (one pass over companies, never over reviews) and counts
   * the people registered, briefly cached.
   */
  async stats(): Promise<StatsResponse> {
    if (this.cached && Date.now() - this.cached.at < this.config.statsCacheMs) return this.cached.value;
    const [row, users] = await Promise.all([this.companies.siteTotals(), this.users.countRegistered()]);
    const reviews = Number(row.reviews);
    const value = { totalReviews: reviews, totalCompanies: row.companies, averageRating: formatAverage(Number(row.sum), reviews), totalUsers: users };
    this.cached = { at: Date.now(), value };
    return value;
  }
}
