import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { CompaniesService, formatAverage } from '../companies/index.js';
import type { StatsResponse } from './stats.controller.js';

@Injectable()
export class StatsService {
  private cached: { at: number; value: StatsResponse } | undefined;

  constructor(
    private readonly companies: CompaniesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Sums the companies' kept aggregates (one pass over companies, never over reviews), briefly cached. */
  async stats(): Promise<StatsResponse> {
    if (this.cached && Date.now() - this.cached.at < this.config.statsCacheMs) return this.cached.value;
    const row = await this.companies.siteTotals();
    const reviews = Number(row.reviews);
    const value = { totalReviews: reviews, totalCompanies: row.companies, averageRating: formatAverage(Number(row.sum), reviews) };
    this.cached = { at: Date.now(), value };
    return value;
  }
}
