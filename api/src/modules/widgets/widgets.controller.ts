import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { queryOne } from '../../common/database/sql.js';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import type { Plan } from '../business/business-account.entity.js';
import { WIDGET_TEMPLATES, widgetTemplatesFor, type WidgetTemplate } from '../business/plans.js';
import { CompaniesRepository } from '../companies/companies.repository.js';
import { formatAverage } from '../companies/rating-math.js';
import { authorName } from '../reviews/dto/review-response.dto.js';
import { ReviewsRepository } from '../reviews/reviews.repository.js';

export const WIDGET_REVIEWS = 10;
const EXCERPT = 280;

export class WidgetReview {
  @ApiProperty() rating: number;
  @ApiProperty() title: string;
  @ApiProperty({ description: `At most ${EXCERPT} characters` }) excerpt: string;
  @ApiProperty() authorName: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty() verified: boolean;
  @ApiProperty({ format: 'uri' }) url: string;
}

export class WidgetResponse {
  @ApiProperty() name: string;
  @ApiProperty({ example: '4.3' }) averageRating: string;
  @ApiProperty() totalReviews: number;
  @ApiProperty({ format: 'uri', description: "The company's page on the site" }) url: string;
  @ApiProperty({ format: 'uri', description: 'Where to write a review' }) reviewUrl: string;
  @ApiProperty({ enum: WIDGET_TEMPLATES, isArray: true, description: "Templates the owner's plan includes" }) templates: WidgetTemplate[];
  @ApiProperty({ type: [WidgetReview], description: `The latest ${WIDGET_REVIEWS} reviews` }) reviews: WidgetReview[];
}

function excerpt(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= EXCERPT ? t : `${t.slice(0, EXCERPT - 1).trimEnd()}…`;
}

/**
 * The embeddable widget's data: public, read-only and cross-origin. It reads no cookie and sets
 * none, so any site may fetch it; it is cacheable by browsers and CDNs and revalidates by ETag.
 */
@ApiTags('widgets')
@Controller('widgets')
export class WidgetsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly companies: CompaniesRepository,
    private readonly reviews: ReviewsRepository,
  ) {}

  @Get(':companyId')
  @ApiOperation({ summary: "A company's widget data: rating, count, page link and latest reviews; CORS *, ETag" })
  @ApiOkResponse({ type: WidgetResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async widget(@Param('companyId', new ParseIdPipe('Company')) companyId: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    const company = await this.companies.findById(companyId);
    if (!company) throw new NotFoundException('Company not found.');
    const [rows, owner] = await Promise.all([
      this.reviews.findPublishedForCompany(companyId, 0, WIDGET_REVIEWS),
      queryOne<{ plan: Plan }>(
        this.db,
        `SELECT a.plan FROM company_claims k JOIN business_accounts a ON a.id = k.account_id WHERE k.company_id = $1 AND k.status = 'verified'`,
        [companyId],
      ),
    ]);
    const site = this.config.siteUrl;
    const body: WidgetResponse = {
      name: company.name,
      averageRating: formatAverage(company.ratingSum, company.reviewCount),
      totalReviews: company.reviewCount,
      url: `${site}/companies/${company.id}`,
      reviewUrl: `${site}/write-review/${company.id}`,
      templates: [...widgetTemplatesFor(owner?.plan ?? null)],
      reviews: rows.map((r) => ({
        rating: r.rating,
        title: r.title,
        excerpt: excerpt(r.content),
        authorName: authorName(r.first_name, r.last_name),
        createdAt: r.created_at.toISOString(),
        verified: r.verified,
        url: `${site}/companies/${company.id}#review-${r.id}`,
      })),
    };
    const json = JSON.stringify(body);
    const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    reply.header('ETag', etag);
    reply.header('Cache-Control', 'public, max-age=300, stale-while-revalidate=86400');
    reply.header('Vary', 'Accept-Encoding');
    const match = req.headers['if-none-match'];
    if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      await reply.status(304).send();
      return;
    }
    await reply.type('application/json; charset=utf-8').send(json);
  }
}
