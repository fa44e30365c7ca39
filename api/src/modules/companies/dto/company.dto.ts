import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsISO31661Alpha2, IsNotEmpty, IsString, IsUrl, Length, Max, MaxLength, Min } from 'class-validator';
import { Optional } from '../../../common/validation/optional.js';
import { IsPlainName } from '../../../common/validation/plain-name.js';
import { LimitParam, OffsetParam, PageQuery } from '../../../common/validation/paging.js';
import { ToInt, Trim } from '../../../common/validation/transforms.js';
import { REVIEW_TOPICS, ReviewResponse, type ReviewTopic } from '../../reviews/index.js';
import { IsWebsite } from '../../../common/validation/website.js';
import { CATEGORIES, currentCategory } from '../categories.js';
import { CompanyActivityResponse } from './company-activity.dto.js';

export const COMPANY_SORTS = ['name', 'trustscore', 'reviews'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export class ListCompaniesQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Case-insensitive substring of the name or category; one or two letters match the start of a word of the name', maxLength: 100 })
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(100, { message: 'Search text must be at most 100 characters' })
  search?: string;

  @ApiPropertyOptional({ description: 'Exact category name (a former name of a merged category finds the category it was merged into)', maxLength: 60 })
  @Optional()
  @Transform(({ value }) => (typeof value === 'string' ? currentCategory(value.trim()) : value))
  @IsString()
  @MaxLength(60, { message: 'Category must be at most 60 characters' })
  category?: string;

  @ApiPropertyOptional({ example: 'GB', description: 'ISO 3166-1 alpha-2 code of the country the companies are in (see GET /api/countries)' })
  @Optional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsISO31661Alpha2({ message: 'Country must be a two-letter ISO country code' })
  country?: string;

  @ApiPropertyOptional({ enum: COMPANY_SORTS, default: 'name', description: 'name (A to Z), trustscore (highest first; companies without reviews last) or reviews (most first)' })
  @Optional()
  @IsIn(COMPANY_SORTS as readonly string[], { message: `Sort must be one of ${COMPANY_SORTS.join(', ')}` })
  sort?: CompanySort;
}

export class CountryResponse {
  @ApiProperty({ example: 'GB', description: 'ISO 3166-1 alpha-2 code' }) code: string;
  @ApiProperty({ example: 12 }) companyCount: number;
}

export class FeaturedQuery {
  @LimitParam(24, { default: 6 })
  limit?: number;
}

/** Companies a sitemap file lists (the protocol allows 50,000; smaller files are cheaper to build). */
export const SITEMAP_PAGE_SIZE = 10_000;

export class SitemapQuery {
  @ApiPropertyOptional({ default: 0, minimum: 0, maximum: 10_000, description: 'Which page of companies, from 0' })
  @Optional()
  @ToInt()
  @IsInt({ message: 'Page must be a whole number' })
  @Min(0, { message: 'Page must be 0 or more' })
  @Max(10_000, { message: 'Page must be at most 10000' })
  page?: number;
}

export class SitemapEntry {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time', description: 'When the company page last changed' }) updatedAt: string;
}

export class SitemapPage {
  @ApiProperty() page: number;
  @ApiProperty({ description: 'Pages in all' }) pages: number;
  @ApiProperty({ example: SITEMAP_PAGE_SIZE }) pageSize: number;
  @ApiProperty({ type: [SitemapEntry] }) companies: SitemapEntry[];
}

export class CompanyReviewsQuery {
  @OffsetParam('Reviews already loaded')
  offset?: number;

  @LimitParam(100, { description: '20 for the first page, 50 after' })
  limit?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 5, description: 'Only reviews with exactly this many stars' })
  @Optional()
  @ToInt()
  @IsInt({ message: 'Rating must be a whole number from 1 to 5' })
  @Min(1, { message: 'Rating must be a whole number from 1 to 5' })
  @Max(5, { message: 'Rating must be a whole number from 1 to 5' })
  rating?: number;

  @ApiPropertyOptional({
    enum: REVIEW_SORTS,
    default: 'newest',
    description: 'newest, oldest, highest or lowest rated (newest first among equal ratings), helpful (most helpful votes, newest first among equals)',
  })
  @Optional()
  @IsIn(REVIEW_SORTS as readonly string[], { message: `Sort must be one of ${REVIEW_SORTS.join(', ')}` })
  sort?: ReviewSort;

  @ApiPropertyOptional({ maxLength: 100, description: 'Words the review’s title or text contains (English stemming: "refunds" finds "refund"); "quoted words" as a phrase, -word to leave out' })
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(100, { message: 'Search text must be at most 100 characters' })
  search?: string;

  @ApiPropertyOptional({ description: 'true: only verified reviews' })
  @Optional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'Verified must be true or false' })
  verified?: boolean;

  @ApiPropertyOptional({ enum: REVIEW_TOPICS, description: 'Only reviews the reviewer filed under this topic' })
  @Optional()
  @IsIn(REVIEW_TOPICS as readonly string[], { message: `Topic must be one of ${REVIEW_TOPICS.join(', ')}` })
  topic?: ReviewTopic;
}

export class CreateCompanyDto {
  @ApiProperty({ example: 'Northwind Savings Bank', minLength: 2, maxLength: 120 })
  @Trim()
  @IsString({ message: 'Company name is required' })
  @Length(2, 120, { message: 'Company name must be between 2 and 120 characters' })
  @IsPlainName('Company name')
  name: string;

  @ApiProperty({ enum: CATEGORIES })
  // An older client may still send a merged category's former name: it means the merged one.
  @Transform(({ value }) => (typeof value === 'string' ? currentCategory(value) : value))
  @IsIn(CATEGORIES as readonly string[], { message: 'Please choose one of the listed categories' })
  category: string;

  @ApiProperty({ example: 'https://www.northwind.example', description: 'The company website; its domain must not be listed yet', maxLength: 300 })
  @Trim()
  @IsString({ message: 'Website is required' })
  @IsNotEmpty({ message: 'Website is required' })
  @MaxLength(300, { message: 'Website must be at most 300 characters' })
  @IsWebsite()
  website: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(2000, { message: 'Description must be at most 2000 characters' })
  description?: string;

  @ApiPropertyOptional({ example: 'Leeds, United Kingdom', maxLength: 120 })
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(120, { message: 'Location must be at most 120 characters' })
  location?: string;

  @ApiPropertyOptional({ example: 'GB', description: 'ISO 3166-1 alpha-2 country code' })
  @Optional()
  @Trim()
  @IsISO31661Alpha2({ message: 'Country code must be a two-letter ISO country code' })
  countryCode?: string;

  @ApiPropertyOptional({ description: 'An https URL of the logo', maxLength: 500 })
  @Optional()
  @Trim()
  @MaxLength(500, { message: 'Logo URL must be at most 500 characters' })
  @IsUrl({ protocols: ['https'], require_protocol: true }, { message: 'Logo must be an https URL' })
  logoUrl?: string;
}

export class RatingDistribution {
  @ApiProperty() '1': number;
  @ApiProperty() '2': number;
  @ApiProperty() '3': number;
  @ApiProperty() '4': number;
  @ApiProperty() '5': number;
}

export class TrustScoreResponse {
  @ApiProperty({ example: '4.2', description: 'One decimal, 1.0 to 5.0' }) value: string;
  @ApiProperty({ description: 'How many fresh reviews the company’s reviews are worth after the decay' }) effectiveReviews: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The decay-weighted mean of the reviews, without the prior' }) weightedAverage: number | null;
  @ApiProperty({ example: 7 }) priorReviews: number;
  @ApiProperty({ example: 3.5 }) priorMean: number;
  @ApiProperty({ example: 365 }) halfLifeDays: number;
}

/** The words of a moderator's public notice on a company page, as consumer alerts on review sites put it. */
export const UNUSUAL_ACTIVITY_NOTICE = 'We found unusual review activity on this profile';

export class CompanyNotice {
  @ApiProperty({ example: UNUSUAL_ACTIVITY_NOTICE }) message: string;
  @ApiProperty({ format: 'date-time', description: 'The notice shows until then' }) until: string;
}

export class CompanyResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() category: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true }) logoUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: String, nullable: true }) countryCode: string | null;
  @ApiProperty({ example: '4.3', description: 'One digit after the point; "0.0" without reviews' }) averageRating: string;
  @ApiProperty() totalReviews: number;
  @ApiProperty({ type: RatingDistribution, description: 'Counts per star; they sum to totalReviews' })
  ratingDistribution: RatingDistribution;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'Owned by a business account through a verified claim' }) claimed: boolean;
  @ApiProperty({ type: TrustScoreResponse, description: 'A Bayesian average in which newer reviews weigh more; averageRating stays the plain mean' })
  trustScore: TrustScoreResponse;
  @ApiProperty({ type: CompanyNotice, nullable: true, description: "A moderator's public notice of unusual review activity, while it lasts" })
  notice: CompanyNotice | null;
}

/** How many reviews a view of a company's reviews holds. */
export class ReviewViewTotal {
  @ApiProperty({ example: 12 }) count: number;
  @ApiProperty({ description: 'true: the view holds at least `count` reviews (verified reviews are counted up to a cap), false: exactly `count`' })
  atLeast: boolean;
}

export class CompanyDetailResponse extends CompanyResponse {
  @ApiProperty({ type: [ReviewResponse], description: 'The page of reviews the query asks for (by default newest first), from the requested offset' })
  reviews: ReviewResponse[];
  @ApiProperty({ description: 'Whether reviews of the same filters and sort exist after the ones in this answer' }) hasMoreReviews: boolean;
  @ApiProperty({
    type: ReviewViewTotal,
    nullable: true,
    description:
      'How many published reviews the rating, topic and verified filters keep, from kept counts; verified reviews are counted (up to a cap) on the first page only: null on later pages (offset > 0) of a verified view, and null with keywords',
  })
  reviewTotal: ReviewViewTotal | null;
  @ApiProperty({ type: CompanyActivityResponse, description: 'How the company behaves over the last 12 months: claim, invitations, replies to negative reviews, removed reviews' })
  activity: CompanyActivityResponse;
}

export class CategoryResponse {
  @ApiProperty({ example: 'Banking' }) name: string;
  @ApiProperty({ example: 12 }) companyCount: number;
  @ApiProperty({
    type: [String],
    example: [],
    description: "Names this category had before others were merged into it (['Restaurant'] for Restaurants): a filter by one finds this category",
  })
  aliases: string[];
}
