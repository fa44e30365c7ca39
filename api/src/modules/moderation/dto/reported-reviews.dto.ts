// "Which of these reviews did I report?": the Report buttons of a page ask once for all their reviews.
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsUUID } from 'class-validator';

export const REPORTED_IDS_MAX = 100;

export class ReportedReviewsQuery {
  @ApiProperty({ type: String, description: `Review ids, comma-separated (1 to ${REPORTED_IDS_MAX})` })
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',').map((id) => id.trim()).filter(Boolean) : value))
  @IsArray({ message: 'The reviews must be given as ids, comma-separated' })
  @ArrayMinSize(1, { message: 'Name at least one review' })
  @ArrayMaxSize(REPORTED_IDS_MAX, { message: `Name at most ${REPORTED_IDS_MAX} reviews at once` })
  @IsUUID('all', { each: true, message: 'The reviews must be given as ids, comma-separated' })
  ids: string[];
}

export class ReportedReviewsResponse {
  @ApiProperty({ type: [String], description: 'Those of the given reviews you have reported (open or decided)' })
  reviewIds: string[];
}
