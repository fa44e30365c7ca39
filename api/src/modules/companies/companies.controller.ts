import { Body, Controller, Get, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AlreadyExistsResponse } from '../../common/http/already-exists.exception.js';
import { ErrorResponse } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { DEEP_PAGE_OFFSET } from '../../common/validation/paging.js';
import { ConsumerAuthGuard, type ConsumerPrincipal, CurrentConsumer } from '../auth/index.js';
import { CATEGORIES_TAG, companyTag, HotRead, LISTS_TAG } from '../hot-reads/index.js';
import { CompaniesService } from './companies.service.js';
import { activityWindowEnds } from './company-activity.js';
import {
  CategoryResponse,
  CompanyDetailResponse,
  CompanyResponse,
  CompanyReviewsQuery,
  CountryResponse,
  CreateCompanyDto,
  FeaturedQuery,
  ListCompaniesQuery,
  SitemapPage,
  SitemapQuery,
} from './dto/company.dto.js';

// The public directory: companies, categories and countries. One controller per URL prefix; the
// operationIds stay those of the one CompaniesController that served them all.

@ApiTags('companies')
@Controller('companies')
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @Get()
  // Searches and deep pages cost the database; browsing the first pages of a category does not.
  @RateLimit({ perAddress: 'companySearchPerAddress', when: (req) => isCostlyListing(req.query) })
  @ApiOperation({ summary: 'Companies by name, TrustScore or number of reviews, filtered by search text, category and country; total in X-Total-Count' })
  @ApiOkResponse({ type: [CompanyResponse], headers: { 'X-Total-Count': { schema: { type: 'integer' }, description: 'All matches' } } })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(@Query() q: ListCompaniesQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<CompanyResponse[]> {
    const { items, total } = await this.companies.list(q);
    reply.header('X-Total-Count', String(total));
    return items;
  }

  @Get('featured')
  @ApiOperation({ summary: 'Top-rated companies by Bayesian average' })
  @ApiOkResponse({ type: [CompanyResponse] })
  @HotRead(() => ({ tags: [LISTS_TAG] }))
  featured(@Query() q: FeaturedQuery): Promise<CompanyResponse[]> {
    return this.companies.featured(q.limit ?? 6);
  }

  @Get('sitemap')
  @ApiOperation({ summary: 'Every company id with when its page last changed, a page of 10,000 at a time (for the sitemap)' })
  @ApiOkResponse({ type: SitemapPage })
  @HotRead(() => ({ tags: [LISTS_TAG] }))
  sitemap(@Query() q: SitemapQuery): Promise<SitemapPage> {
    return this.companies.sitemap(q.page ?? 0);
  }

  @Post()
  @RateLimit({ perAddress: 'addCompanyPerAddress', perAccount: 'addCompanyPerAccount' })
  // Orders the document only: the category and country schemas stay listed before this route's,
  // where their routes put them when they came first in one controller (openapi.json is unchanged).
  @ApiExtraModels(CategoryResponse, CountryResponse)
  @UseGuards(ConsumerAuthGuard)
  @ApiOperation({ summary: 'Add a business' })
  @ApiCreatedResponse({ type: CompanyDetailResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: AlreadyExistsResponse, description: 'A company with this website domain is already listed: existingId is its id' })
  @ApiResponse({ status: 403, type: ErrorResponse, description: 'Cross-site request' })
  create(@CurrentConsumer() p: ConsumerPrincipal, @Body() dto: CreateCompanyDto): Promise<CompanyDetailResponse> {
    return this.companies.create(p.user, dto);
  }
}

@ApiTags('companies')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly companies: CompaniesService) {}

  @Get()
  @ApiOperation({ operationId: 'CompaniesController_categories', summary: 'Every category with its number of companies' })
  @ApiOkResponse({ type: [CategoryResponse] })
  @HotRead(() => ({ tags: [CATEGORIES_TAG] }))
  categories(): Promise<CategoryResponse[]> {
    return this.companies.categories();
  }
}

@ApiTags('companies')
@Controller('countries')
export class CountriesController {
  constructor(private readonly companies: CompaniesService) {}

  @Get()
  @ApiOperation({ operationId: 'CompaniesController_countries', summary: 'Every country that has companies, with its number of companies' })
  @ApiOkResponse({ type: [CountryResponse] })
  @HotRead(() => ({ tags: [LISTS_TAG] }))
  countries(): Promise<CountryResponse[]> {
    return this.companies.countries();
  }
}

/** One company's page. */
@ApiTags('companies')
@Controller('companies/:id')
export class CompanyPageController {
  constructor(private readonly companies: CompaniesService) {}

  @Get()
  // A keyword search of the reviews, a page deep in them, or the first page of a verified view (its
  // total counts up to VERIFIED_COUNT_CAP index entries) costs the database like a directory search.
  @RateLimit({
    perAddress: 'companySearchPerAddress',
    when: (req) => isReviewSearch(req.query) || isCostlyListing(req.query) || isCountedView(req.query),
  })
  @ApiOperation({
    operationId: 'CompaniesController_detail',
    summary:
      'One company with a page of its published reviews (first 20, then ?offset=N&limit=50), filtered by rating, topic, keyword and verified, in one of five orders, with how many reviews the filters keep',
  })
  @ApiOkResponse({ type: CompanyDetailResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  // The page as first seen (no query): kept until the company, its claim or one of its reviews
  // changes, its notice ends, or the month ends (its activity's 12-month window moves on).
  @HotRead((request, company: CompanyDetailResponse) =>
    request.url.includes('?') ? null : { tags: [companyTag(company.id)], until: earliest(company.notice?.until, activityWindowEnds(new Date()).toISOString()) },
  )
  detail(@Param('id', new ParseIdPipe('Company')) id: string, @Query() q: CompanyReviewsQuery): Promise<CompanyDetailResponse> {
    return this.companies.detail(id, q);
  }
}

/** The earlier of two instants (ISO strings), either absent. */
function earliest(a: string | undefined, b: string): string {
  return a !== undefined && Date.parse(a) < Date.parse(b) ? a : b;
}

/** A company page whose reviews are searched by keyword. */
function isReviewSearch(query: unknown): boolean {
  const q = (query ?? {}) as { search?: unknown };
  return typeof q.search === 'string' && q.search.trim() !== '';
}

/** The first page of a verified-only view: the one whose total is counted (companies.service.ts). */
function isCountedView(query: unknown): boolean {
  const q = (query ?? {}) as { verified?: unknown; offset?: unknown };
  return q.verified === 'true' && (q.offset === undefined || Number(q.offset) === 0);
}

/** A listing that searches, or starts deep in the list. */
function isCostlyListing(query: unknown): boolean {
  const q = (query ?? {}) as { search?: unknown; offset?: unknown };
  return (typeof q.search === 'string' && q.search.trim() !== '') || Number(q.offset) >= DEEP_PAGE_OFFSET;
}
