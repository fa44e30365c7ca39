import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { PlansService, WIDGET_TEMPLATES, type WidgetTemplate } from '../business/index.js';
import { CompaniesService, formatAverage } from '../companies/index.js';
import { companyTag, HotRead } from '../hot-reads/index.js';
import { authorName, CompanyReviewsService, isIncentivised, REVIEW_ORIGINS, ReviewChecksResponse, type ReviewOrigin, reviewChecks, reviewOrigin } from '../reviews/index.js';

export const WIDGET_REVIEWS = 10;
/** The site's page on what each review label means (consumer-app's route). */
export const HOW_REVIEWS_ARE_VERIFIED_PATH = '/how-reviews-are-verified';
const EXCERPT = 280;

export class WidgetReview {
  @ApiProperty() rating: number;
  @ApiProperty() title: string;
  @ApiProperty({ description: `At most ${EXCERPT} characters` }) excerpt: string;
  @ApiProperty() authorName: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When the author last changed it; null if never edited' })
  editedAt: string | null;
  @ApiProperty({ description: 'As in the review JSON: the condition for votes, not a label to show (show "Verified" only for checks.experienceEvidenced)' }) verified: boolean;
  @ApiProperty({ description: 'The reviewer received something for the review: the widget labels it "Received an incentive"' }) incentivised: boolean;
  @ApiProperty({ enum: REVIEW_ORIGINS, description: 'As in the review JSON' }) origin: ReviewOrigin;
  @ApiProperty({ type: ReviewChecksResponse }) checks: ReviewChecksResponse;
  @ApiProperty({ type: String, format: 'date', nullable: true }) experienceDate: string | null;
  @ApiProperty({ format: 'uri' }) url: string;
}

export class WidgetResponse {
  @ApiProperty() name: string;
  @ApiProperty({ example: '4.3' }) averageRating: string;
  @ApiProperty() totalReviews: number;
  @ApiProperty({ format: 'uri', description: "The company's page on the site" }) url: string;
  @ApiProperty({ format: 'uri', description: 'Where to write a review' }) reviewUrl: string;
  @ApiProperty({ format: 'uri', description: 'The page that says what each review label means and what is checked' }) verificationUrl: string;
  @ApiProperty({ enum: WIDGET_TEMPLATES, isArray: true, description: "Templates the owner's plan includes" }) templates: WidgetTemplate[];
  @ApiProperty({ type: [WidgetReview], description: `The latest ${WIDGET_REVIEWS} reviews` }) reviews: WidgetReview[];
}

function excerpt(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= EXCERPT ? t : `${t.slice(0, EXCERPT - 1).trimEnd()}…`;
}

/** Any site may read it (CORS *, never with credentials) and embed it (helmet's CORP would keep other sites out). */
const CROSS_ORIGIN = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' } as const;
/**
 * Embedding sites' visitors and any CDN in front may reuse it for a minute (and a minute more
 * while they revalidate), so a widget seen on every page of a busy site costs us few requests;
 * what it shows changes rarely and a minute late is fine there. Revalidation is a 304 from memory.
 */
const WIDGET_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';

/**
 * The embeddable widget's data: public, read-only and cross-origin. It reads no cookie and sets
 * none, so any site may fetch it; it is cacheable by browsers and CDNs and revalidates by ETag.
 */
@ApiTags('widgets')
@Controller('widgets')
export class WidgetsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly companies: CompaniesService,
    private readonly reviews: CompanyReviewsService,
    private readonly plans: PlansService,
  ) {}

  @Get(':companyId')
  @ApiOperation({ summary: "A company's widget data: rating, count, page link and latest reviews; CORS *, ETag" })
  @ApiOkResponse({ type: WidgetResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  // Kept under the company's tag: its reviews, figures, claims and the owner's plan (the
  // templates) all notify it, so the minute is only a safety net, and lets the widgets of
  // companies nobody is looking at leave memory. Not with a query string: each would be an entry
  // of its own for the same answer.
  @HotRead(
    (request) => (request.url.includes('?') ? null : { tags: [companyTag((request.params as { companyId: string }).companyId.toLowerCase())] }),
    { ttlMs: 60_000, headers: { ...CROSS_ORIGIN, 'cache-control': WIDGET_CACHE_CONTROL } },
  )
  async widget(@Param('companyId', new ParseIdPipe('Company')) companyId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<WidgetResponse> {
    // Before anything can fail: a 404 must reach the embedding site's script too.
    reply.headers(CROSS_ORIGIN);
    const company = await this.companies.findById(companyId);
    if (!company) throw new NotFoundException('Company not found.');
    const [rows, templates] = await Promise.all([
      this.reviews.newest(companyId, 0, WIDGET_REVIEWS),
      this.plans.widgetTemplatesOf(companyId),
    ]);
    const site = this.config.siteUrl;
    return {
      name: company.name,
      averageRating: formatAverage(company.ratingSum, company.reviewCount),
      totalReviews: company.reviewCount,
      url: `${site}/companies/${company.id}`,
      reviewUrl: `${site}/write-review/${company.id}`,
      verificationUrl: `${site}${HOW_REVIEWS_ARE_VERIFIED_PATH}`,
      templates: [...templates],
      reviews: rows.map((r) => ({
        rating: r.rating,
        title: r.title,
        excerpt: excerpt(r.content),
        authorName: authorName(r.firstName, r.lastName),
        createdAt: r.createdAt.toISOString(),
        editedAt: r.editedAt?.toISOString() ?? null,
        verified: r.verified,
        incentivised: isIncentivised(r),
        origin: reviewOrigin(r),
        checks: reviewChecks(r),
        experienceDate: r.experienceDate,
        url: `${site}/companies/${company.id}#review-${r.id}`,
      })),
    };
  }
}
