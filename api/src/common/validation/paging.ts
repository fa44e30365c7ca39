import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { Optional } from './optional.js';
import { ValidationRules } from './rules.js';
import { ToInt } from './transforms.js';

/**
 * The deepest offset of any list. Lists past their end answer an empty page without reading (the
 * totals are kept), so this bounds only how far a real list may be walked: 100,000 is over seven
 * times the reviews of the largest company (about 13,000) and the whole company directory at the
 * scale the product is measured at (100,000 companies), so every page a person can reach by
 * paging stays reachable, while no request walks more than 100,000 index entries.
 */
export const MAX_OFFSET = 100_000;
/** From this offset on, a page of the company directory counts as a costly read (rate-limited like a search). */
export const DEEP_PAGE_OFFSET = 1_000;

/** An optional `offset` query parameter: how many items to skip. */
export const OffsetParam = (description?: string) =>
  ValidationRules(
    ApiPropertyOptional({ default: 0, minimum: 0, maximum: MAX_OFFSET, description }),
    Optional(),
    ToInt(),
    IsInt({ message: 'Offset must be a whole number' }),
    Min(0, { message: 'Offset must be 0 or more' }),
    Max(MAX_OFFSET, { message: `Offset must be at most ${MAX_OFFSET}` }),
  );

/** An optional `limit` query parameter from 1 to `max`. */
export const LimitParam = (max: number, opts: { default?: number; description?: string } = {}) =>
  ValidationRules(
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
