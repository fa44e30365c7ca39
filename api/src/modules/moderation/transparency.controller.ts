import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HotRead, TRANSPARENCY_TAG } from '../hot-reads/index.js';
import { TransparencyResponse } from './dto/transparency.dto.js';
import { TransparencyService } from './transparency.service.js';

/** The public transparency page's figures. */
@ApiTags('moderation')
@Controller('transparency')
export class TransparencyController {
  constructor(private readonly transparency: TransparencyService) {}

  @Get()
  @ApiOperation({ summary: 'Moderation figures for the last 12 months, live; public' })
  @ApiOkResponse({ type: TransparencyResponse })
  // Seven aggregates, kept until a report, decision, appeal or signal is written; and a minute at
  // most, as the 12 months' window (and what falls out of it) moves with the clock.
  @HotRead((request) => (request.url.includes('?') ? null : { tags: [TRANSPARENCY_TAG] }), { ttlMs: 60_000 })
  figures(): Promise<TransparencyResponse> {
    return this.transparency.figures();
  }
}
