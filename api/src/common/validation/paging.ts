import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { Optional } from './optional.js';
import { ToInt } from './transforms.js';

const MAX_OFFSET = 1_000_000;

/** An optional `offset` query parameter: how many items to skip. */
export const OffsetParam = (description?: string) =>
  applyDecorators(
    ApiPropertyOptional({ default: 0, minimum: 0, maximum: MAX_OFFSET, description }),
    Optional(),
    ToInt(),
    IsInt({ message: 'Offset must be a whole number' }),
    Min(0, { message: 'Offset must be 0 or more' }),
    Max(MAX_OFFSET, { message: `Offset must be at most ${MAX_OFFSET}` }),
  );

/** An optional `limit` query parameter from 1 to `max`. */
export const LimitParam = (max: number, opts: { default?: number; description?: string } = {}) =>
  applyDecorators(
    ApiPropertyOptional({ default: opts.default, minimum: 1, maximum: max, description: opts.description }),
    Optional(),
    ToInt(),
    IsInt({ message: 'Limit must be a whole number' }),
    Min(1, { message: `Limit must be between 1 and ${max}` }),
    Max(max, { message: `Limit must be between 1 and ${max}` }),
  );

/** offset + limit (at most 100), the paging of every list. */
export class PageQuery {
  @OffsetParam()
  offset?: number;

  @LimitParam(100, { default: 50 })
  limit?: number;
}
