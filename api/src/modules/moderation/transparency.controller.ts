import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
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
  figures(@Res({ passthrough: true }) reply: FastifyReply): Promise<TransparencyResponse> {
    reply.header('Cache-Control', 'public, max-age=60');
    return this.transparency.figures();
  }
}
