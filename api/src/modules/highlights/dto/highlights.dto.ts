import { ApiProperty } from '@nestjs/swagger';
import type { AspectRow } from '../highlights.repository.js';

export class HighlightQuoteResponse {
  @ApiProperty({ format: 'uuid', description: 'The review the sentence is from' }) reviewId: string;
  @ApiProperty({ example: 'The delivery was quick and the parcel was well packed.', description: 'One sentence of it, at most 300 characters' })
  text: string;
}

export class AspectHighlightResponse {
  @ApiProperty({ example: 'delivery', description: 'What the reviews mention: a noun or noun compound, lower case, singular' }) name: string;
  @ApiProperty({ example: 42, description: 'Visible reviews that mention it' }) mentions: number;
  @ApiProperty({ example: 30, description: 'Of those, the reviews whose words about it are positive' }) positive: number;
  @ApiProperty({ example: 8, description: 'Of those, the reviews whose words about it are negative (the rest are neutral)' }) negative: number;
  @ApiProperty({ example: 71, description: 'positive / mentions, in whole percent' }) positivePercent: number;
  @ApiProperty({ example: 19, description: 'negative / mentions, in whole percent' }) negativePercent: number;
  @ApiProperty({
    type: HighlightQuoteResponse,
    description:
      'A sentence about it that leans the way most mentions do: from a review whose stars agree (4 or 5 for positive, 1 or 2 for negative) if there is one, then the strongest, then the newest; on a tie of positive and negative, the better of the two',
  })
  quote: HighlightQuoteResponse;
}

export class CompanyHighlightsResponse {
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty({ example: 120, description: 'Visible reviews the highlights are made from' }) reviewCount: number;
  @ApiProperty({ example: 20, description: 'Fewest reviews highlights are made from' }) minimumReviews: number;
  @ApiProperty({ description: 'Whether there are enough reviews; when false, aspects is empty' }) enough: boolean;
  @ApiProperty({ type: [AspectHighlightResponse], description: 'The most mentioned aspects, most first' }) aspects: AspectHighlightResponse[];
}

/**
 * Whole percents of `whole` for parts that add up to it, adding up to exactly 100 (largest
 * remainder): each part gets its share rounded down, then the points left go one each to the
 * parts with the largest fractions (on a tie, the larger part; then the earlier). Rounding each
 * share alone can add up to 101: 1 positive and 7 negative of 8 would read 13% and 88%.
 */
export function wholePercents(parts: readonly number[], whole: number): number[] {
  if (whole <= 0) return parts.map(() => 0);
  const exact = parts.map((part) => (100 * part) / whole);
  const percents = exact.map(Math.floor);
  const left = 100 - percents.reduce((sum, p) => sum + p, 0);
  const order = exact.map((_, i) => i).sort((a, b) => exact[b] - percents[b] - (exact[a] - percents[a]) || parts[b] - parts[a] || a - b);
  for (const i of order.slice(0, Math.max(0, left))) percents[i] += 1;
  return percents;
}

export function toAspectHighlight(row: AspectRow): AspectHighlightResponse {
  // With the neutral mentions as the third part, positive and negative never add up to more than 100.
  const [positivePercent, negativePercent] = wholePercents([row.positive, row.negative, row.mentions - row.positive - row.negative], row.mentions);
  return {
    name: row.aspect,
    mentions: row.mentions,
    positive: row.positive,
    negative: row.negative,
    positivePercent,
    negativePercent,
    quote: { reviewId: row.quoteReviewId, text: row.quote },
  };
}
