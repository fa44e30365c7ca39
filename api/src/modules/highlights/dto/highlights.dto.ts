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

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0);

export function toAspectHighlight(row: AspectRow): AspectHighlightResponse {
  return {
    name: row.aspect,
    mentions: row.mentions,
    positive: row.positive,
    negative: row.negative,
    positivePercent: percent(row.positive, row.mentions),
    negativePercent: percent(row.negative, row.mentions),
    quote: { reviewId: row.quoteReviewId, text: row.quote },
  };
}
