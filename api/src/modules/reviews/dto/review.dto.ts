import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, IsUUID, Length, Max, Min, ValidateIf } from 'class-validator';
import { Optional } from '../../../common/validation/optional.js';
import { IsPastDay, PAST_DAY_MAX_YEARS } from '../../../common/validation/past-day.js';
import { Trim } from '../../../common/validation/transforms.js';
import { REVIEW_CONNECTIONS, REVIEW_INCENTIVES } from '../review-disclosures.js';
import { REVIEW_TOPICS } from '../review-topics.js';

export const TITLE_MIN = 3;
export const TITLE_MAX = 120;
export const CONTENT_MIN = 10;
export const CONTENT_MAX = 5000;

const RATING_RULE = 'Rating must be a whole number of stars from 1 to 5';
const TITLE_RULE = `Title must be between ${TITLE_MIN} and ${TITLE_MAX} characters`;
const CONTENT_RULE = `Review text must be between ${CONTENT_MIN} and ${CONTENT_MAX} characters`;
const TOPIC_RULE = `Topic must be one of: ${REVIEW_TOPICS.join(', ')}`;
const INCENTIVE_RULE = `Incentive must be one of: ${REVIEW_INCENTIVES.join(', ')}`;
const CONNECTION_RULE = `Connection must be one of: ${REVIEW_CONNECTIONS.join(', ')}`;

// Optional in the API, so clients written before the questions keep working (their reviews store
// no answer, which counts as none); the site's form always asks both and sends both.
const INCENTIVE_DOC = {
  enum: REVIEW_INCENTIVES,
  type: String,
  description:
    "What the reviewer received for writing the review (money, a discount, a gift, a free product, something else), or none. Any answer but none marks the review as incentivised: it is labelled and left out of the TrustScore and every ranking.",
};
const CONNECTION_DOC = {
  enum: REVIEW_CONNECTIONS,
  type: String,
  description: 'How the reviewer is connected to the company: works for it, owns or runs it, is family of someone who does, is a competitor, or none. Any answer but none is refused (403).',
};

const EXPERIENCE_DATE = 'Date of experience';
const EXPERIENCE_DATE_DESCRIPTION =
  `The day the reviewer had the experience they review (YYYY-MM-DD): not in the future, at most ${PAST_DAY_MAX_YEARS} years ago. ` +
  "The site's review form always asks for it; the API takes a review without it (clients written before it existed), which then shows no date of experience";

export class CreateReviewDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Please choose a company to review' })
  companyId: string;

  @ApiProperty({ minimum: 1, maximum: 5 })
  @IsInt({ message: RATING_RULE })
  @Min(1, { message: RATING_RULE })
  @Max(5, { message: RATING_RULE })
  rating: number;

  @ApiProperty({ minLength: TITLE_MIN, maxLength: TITLE_MAX })
  @Trim()
  @IsString({ message: TITLE_RULE })
  @Length(TITLE_MIN, TITLE_MAX, { message: TITLE_RULE })
  title: string;

  @ApiProperty({ minLength: CONTENT_MIN, maxLength: CONTENT_MAX })
  @Trim()
  @IsString({ message: CONTENT_RULE })
  @Length(CONTENT_MIN, CONTENT_MAX, { message: CONTENT_RULE })
  content: string;

  @ApiPropertyOptional({ enum: REVIEW_TOPICS, nullable: true, type: String })
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @IsIn(REVIEW_TOPICS as readonly string[], { message: TOPIC_RULE })
  topic?: string | null;

  @ApiPropertyOptional({ description: `${EXPERIENCE_DATE_DESCRIPTION}. Written through an invitation without it: the order's date the company gave, if any`, format: 'date' })
  @Optional()
  @IsPastDay(EXPERIENCE_DATE)
  experienceDate?: string;

  @ApiPropertyOptional({ description: "The token of the company's review invitation, from its mailed link", minLength: 1, maxLength: 100 })
  @Optional()
  @IsString({ message: 'The invitation link is not valid' })
  @Length(1, 100, { message: 'The invitation link is not valid' })
  invitationToken?: string;

  @ApiPropertyOptional(INCENTIVE_DOC)
  @Optional()
  @IsIn(REVIEW_INCENTIVES as readonly string[], { message: INCENTIVE_RULE })
  incentive?: string;

  @ApiPropertyOptional(CONNECTION_DOC)
  @Optional()
  @IsIn(REVIEW_CONNECTIONS as readonly string[], { message: CONNECTION_RULE })
  connection?: string;
}

export class UpdateReviewDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 5 })
  @Optional()
  @IsInt({ message: RATING_RULE })
  @Min(1, { message: RATING_RULE })
  @Max(5, { message: RATING_RULE })
  rating?: number;

  @ApiPropertyOptional({ minLength: TITLE_MIN, maxLength: TITLE_MAX })
  @Optional()
  @Trim()
  @IsString({ message: TITLE_RULE })
  @Length(TITLE_MIN, TITLE_MAX, { message: TITLE_RULE })
  title?: string;

  @ApiPropertyOptional({ minLength: CONTENT_MIN, maxLength: CONTENT_MAX })
  @Optional()
  @Trim()
  @IsString({ message: CONTENT_RULE })
  @Length(CONTENT_MIN, CONTENT_MAX, { message: CONTENT_RULE })
  content?: string;

  @ApiPropertyOptional({ enum: REVIEW_TOPICS, nullable: true, type: String, description: 'null removes the topic' })
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @IsIn(REVIEW_TOPICS as readonly string[], { message: TOPIC_RULE })
  topic?: string | null;

  @ApiPropertyOptional(INCENTIVE_DOC)
  @Optional()
  @IsIn(REVIEW_INCENTIVES as readonly string[], { message: INCENTIVE_RULE })
  incentive?: string;

  @ApiPropertyOptional(CONNECTION_DOC)
  @Optional()
  @IsIn(REVIEW_CONNECTIONS as readonly string[], { message: CONNECTION_RULE })
  connection?: string;
  @ApiPropertyOptional({ description: `${EXPERIENCE_DATE_DESCRIPTION}. Left out: kept as it is`, format: 'date' })
  @Optional()
  @IsPastDay(EXPERIENCE_DATE)
  experienceDate?: string;
}
