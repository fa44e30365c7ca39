import { Controller, Get, Inject, Injectable } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { queryOne } from '../../common/database/sql.js';
import { formatAverage } from '../companies/index.js';

export class StatsResponse {
  @ApiProperty() totalReviews: number;
  @ApiProperty() totalCompanies: number;
  @ApiProperty({ example: '4.1', description: 'Site-wide average, one digit after the point' }) averageRating: string;
}

@Injectable()
export class StatsService {
  private cached: { at: number; value: StatsResponse } | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Sums the companies' kept aggregates (one pass over companies, never over reviews), briefly cached. */
  async stats(): Promise<StatsResponse> {
    if (this.cached && Date.now() - this.cached.at < this.config.statsCacheMs) return this.cached.value;
    const row = await queryOne<{ companies: number; reviews: string; sum: string }>(
      this.db,
      `SELECT count(*)::int AS companies, coalesce(sum(review_count), 0)::text AS reviews, coalesce(sum(rating_sum), 0)::text AS sum FROM companies`,
    );
    const reviews = Number(row!.reviews);
    const value = { totalReviews: reviews, totalCompanies: row!.companies, averageRating: formatAverage(Number(row!.sum), reviews) };
    this.cached = { at: Date.now(), value };
    return value;
  }
}

@ApiTags('stats')
@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  @ApiOperation({ summary: 'Site-wide totals' })
  @ApiOkResponse({ type: StatsResponse })
  get(): Promise<StatsResponse> {
    return this.stats.stats();
  }
}
