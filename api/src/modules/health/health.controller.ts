import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';

class HealthResponse {
  @ApiProperty({ enum: ['ok', 'unavailable'] }) status: 'ok' | 'unavailable';
  @ApiProperty({ enum: ['up', 'down'] }) database: 'up' | 'down';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @ApiOperation({ summary: '200 when the API and its database are up, 503 otherwise' })
  @ApiOkResponse({ type: HealthResponse })
  @ApiServiceUnavailableResponse({ type: HealthResponse })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    try {
      await Promise.race([this.db.query('SELECT 1'), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref())]);
      return { status: 'ok', database: 'up' };
    } catch {
      reply.status(503);
      return { status: 'unavailable', database: 'down' };
    }
  }
}
