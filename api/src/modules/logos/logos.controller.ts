import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { ToInt } from '../../common/validation/transforms.js';
import type { FastifyReply } from 'fastify';
import { IsIn, Matches } from 'class-validator';
import { Optional } from '../../common/validation/optional.js';
import { INITIALS_PATTERN, MONOGRAM_COLOURS, MONOGRAM_CORNERS, renderMonogram } from './monogram.js';

class MonogramQuery {
  @ApiPropertyOptional({ description: 'One or two letters or digits', example: 'NB' })
  @Matches(INITIALS_PATTERN, { message: 'Initials must be one or two letters or digits' })
  i: string;

  @ApiPropertyOptional({ enum: MONOGRAM_COLOURS, description: 'Background colour (hex, no #)' })
  @IsIn(MONOGRAM_COLOURS as readonly string[], { message: 'Colour must be one of the monogram colours' })
  c: string;

  @ApiPropertyOptional({ enum: MONOGRAM_CORNERS, default: 12 })
  @Optional()
  @ToInt()
  @IsIn(MONOGRAM_CORNERS as readonly number[], { message: 'Corner must be 12, 16 or 32' })
  r?: (typeof MONOGRAM_CORNERS)[number];

  @ApiPropertyOptional({ enum: ['0', '1'], default: '0' })
  @Optional()
  @IsIn(['0', '1'], { message: 'Accent must be 0 or 1' })
  a?: '0' | '1';
}

@ApiTags('logos')
@Controller('logos')
export class LogosController {
  @Get('monogram.svg')
  @ApiOperation({ summary: 'A generated monogram logo; the logo of seeded companies' })
  @ApiOkResponse({ description: 'An SVG image', content: { 'image/svg+xml': { schema: { type: 'string' } } } })
  monogram(@Query() q: MonogramQuery, @Res({ passthrough: true }) reply: FastifyReply): string {
    // Set here, not by @Header: an invalid query must still get the JSON error body.
    reply.header('Content-Type', 'image/svg+xml; charset=utf-8').header('Cache-Control', 'public, max-age=31536000, immutable');
    // Only the validated, allow-listed values above reach the markup.
    return renderMonogram({ initials: q.i, colour: q.c, corner: q.r ?? 12, accent: q.a === '1' });
  }
}
