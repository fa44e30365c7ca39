import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { StatsService } from './stats.service.js';

export class StatsResponse {
  @ApiProperty() totalReviews: number;
  @ApiProperty() totalCompanies: number;
  @ApiProperty({ example: '4.1', description: 'Site-wide average, one digit after the point' }) averageRating: string;
  @ApiProperty({ description: 'People registered (consumer accounts)' }) totalUsers: number;
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
