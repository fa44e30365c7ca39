import { ConflictException, Injectable, NotFoundException, BadRequestException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUniqueViolation, type Querier } from '../../common/database/sql.js';
import { AlreadyExistsException } from '../../common/http/already-exists.exception.js';
import type { User } from '../auth/index.js';
import { CompanyReviewsService, toReviewResponse } from '../reviews/index.js';
import { CategoriesRepository } from './categories.repository.js';
import { aliasesOf } from './categories.js';
import { CompaniesRepository, type SiteTotalsRow } from './companies.repository.js';
import { activityWindowStart, type CompanyActivity, toCompanyActivity } from './company-activity.js';
import { CompanyActivityRepository } from './company-activity.repository.js';
import { pageOfIds, type ReviewIdSource, SEARCH_MAX_OFFSET } from './company-review-pages.js';
import type { Company } from './company.js';
import {
  CategoryResponse,
  CompanyDetailResponse,
  CompanyReviewsQuery,
  CompanyResponse,
  CountryResponse,
  CreateCompanyDto,
  ListCompaniesQuery,
  type ReviewSort,
  SITEMAP_PAGE_SIZE,
  type SitemapPage,
} from './dto/company.dto.js';
import { toCompanyResponse } from './dto/to-company-response.js';
import { readWebsite } from '../../common/validation/website.js';

export const FIRST_PAGE_REVIEWS = 20;
export const NEXT_PAGE_REVIEWS = 50;
/** The most verified reviews a view counts; past it the answer says "at least" (verifiedTotal). */
export const VERIFIED_COUNT_CAP = 10_000;

@Injectable()
export class CompaniesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly companies: CompaniesRepository,
    private readonly categoryCounts: CategoriesRepository,
    private readonly reviews: CompanyReviewsService,
    private readonly activityRows: CompanyActivityRepository,
  ) {}

  /** The company's activity over the 12 months that end with the month of `at` (company-activity.ts). */
  async activity(companyId: string, at: Date = new Date()): Promise<CompanyActivity> {
    const since = activityWindowStart(at);
    return toCompanyActivity(await this.activityRows.since(companyId, since), since);
  }

  /** A company as read, in the caller's transaction if given. */
  findById(id: string, manager?: Querier): Promise<Company | undefined> {
    return this.companies.findById(id, manager);
  }

  findByIds(ids: string[]): Promise<Company[]> {
    return this.companies.findByIds(ids);
  }

  /** Site-wide totals from the companies' kept aggregates (sums as text: bigint). */
  siteTotals(): Promise<SiteTotalsRow> {
    return this.companies.siteTotals();
  }

  async list(q: ListCompaniesQuery): Promise<{ items: CompanyResponse[]; total: number }> {
    const { companies, total } = await this.companies.list({
      search: q.search || undefined,
      category: q.category || undefined,
      country: q.country || undefined,
      sort: q.sort ?? 'name',
      offset: q.offset ?? 0,
      limit: q.limit ?? 50,
    });
    return { items: companies.map(toCompanyResponse), total };
  }

  /** A page of the sitemap of company pages; past the last page, an empty one. */
  async sitemap(page: number): Promise<SitemapPage> {
    const [total, rows] = await Promise.all([this.companies.total(), this.companies.sitemapPage(page, SITEMAP_PAGE_SIZE)]);
    return {
      page,
      pages: Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE)),
      pageSize: SITEMAP_PAGE_SIZE,
      companies: rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt.toISOString() })),
    };
  }

  async categories(): Promise<CategoryResponse[]> {
    return (await this.categoryCounts.list()).map((c) => ({ ...c, aliases: aliasesOf(c.name) }));
  }

  countries(): Promise<CountryResponse[]> {
    return this.companies.countries();
  }

  async featured(limit: number): Promise<CompanyResponse[]> {
    return (await this.companies.featured(limit)).map(toCompanyResponse);
  }

  /**
   * The company with one page of its reviews; reads kept aggregates, never counts reviews (but
   * verified ones, up to VERIFIED_COUNT_CAP, on a verified view's first page). With no filter and the newest first (the page as
   * first seen, and Show More Reviews), one read along reviews_company_created_idx; otherwise a
   * filtered page (filteredReviews).
   */
  async detail(id: string, q: CompanyReviewsQuery = {}): Promise<CompanyDetailResponse> {
    const company = await this.companies.findById(id);
    if (!company) throw new NotFoundException('Company not found.');
    const activity = await this.activity(id);
    const offset = q.offset ?? 0;
    const pageSize = q.limit ?? (offset === 0 ? FIRST_PAGE_REVIEWS : NEXT_PAGE_REVIEWS);
    const search = q.search?.trim() || undefined;
    const sort = q.sort ?? 'newest';
    if (q.rating === undefined && !q.verified && !search && sort === 'newest' && q.topic === undefined) {
      const rows = company.reviewCount > offset ? await this.reviews.newest(id, offset, pageSize) : [];
      return {
        ...toCompanyResponse(company),
        activity,
        reviews: rows.map(toReviewResponse),
        hasMoreReviews: offset + rows.length < company.reviewCount,
        reviewTotal: { count: company.reviewCount, atLeast: false },
      };
    }
    if (search && offset > SEARCH_MAX_OFFSET) {
      throw new BadRequestException(`Keyword results go ${SEARCH_MAX_OFFSET.toLocaleString('en-US')} reviews deep: add words to narrow the search.`);
    }
    const page = await this.filteredReviews(company, { rating: q.rating, verifiedOnly: q.verified ?? false, search, sort, topic: q.topic }, offset, pageSize);
    return { ...toCompanyResponse(company), activity, ...page };
  }

  /**
   * A page of the company's reviews under a filter and sort, over all of its published reviews.
   * One more review than the page is read to tell whether more follow. The stars' counts are kept
   * (on the company, and per topic in its month rows), so a rating or topic view knows its size
   * and skips whole rating groups without reading; the reviews' rows are read only for the page's ids.
   */
  private async filteredReviews(
    company: Company,
    view: { rating?: number; verifiedOnly: boolean; search?: string; sort: ReviewSort; topic?: string },
    offset: number,
    pageSize: number,
  ): Promise<Pick<CompanyDetailResponse, 'reviews' | 'hasMoreReviews' | 'reviewTotal'>> {
    const starCounts =
      view.topic !== undefined
        ? await this.companies.topicStarCounts(company.id, view.topic)
        : [company.rating1, company.rating2, company.rating3, company.rating4, company.rating5];
    // How many reviews a rating group (or every rating) has, kept; an upper bound under verified only.
    const viewSize = (rating: number | undefined) => (rating === undefined ? starCounts.reduce((a, b) => a + b, 0) : starCounts[rating - 1]);
    const kept = viewSize(view.rating);
    // Verified reviews are counted, not kept: only on the first page, which is where the site
    // reads a view's total; later pages (Load more) answer null rather than count again.
    const reviewTotal = view.search
      ? null
      : view.verifiedOnly
        ? offset === 0
          ? await this.verifiedTotal(company.id, { rating: view.rating, topic: view.topic }, kept)
          : null
        : { count: kept, atLeast: false };
    // Past the end of what the filter can hold: answered from the kept counts without reading.
    if (kept <= offset) return { reviews: [], hasMoreReviews: false, reviewTotal };
    const tsquery = view.search ? await this.reviews.parseSearch(view.search) : undefined;
    if (tsquery === null) return { reviews: [], hasMoreReviews: false, reviewTotal };
    const filter = { verifiedOnly: view.verifiedOnly, tsquery, topic: view.topic };
    const source: ReviewIdSource = tsquery
      ? {
          ids: (rating, order, o, l) => this.reviews.matchingIds(company.id, { ...filter, rating, tsquery }, order, o, l, viewSize(rating)),
          knownSize: () => undefined,
        }
      : {
          ids: (rating, order, o, l) => this.reviews.pageIds(company.id, { ...filter, rating }, order, o, l),
          countUpTo: (rating, cap) => this.reviews.countUpTo(company.id, { ...filter, rating }, cap),
          knownSize: (rating) => (view.verifiedOnly ? undefined : starCounts[rating - 1]),
        };
    const ids = await pageOfIds(source, view.sort, view.rating, offset, pageSize + 1);
    const rows = await this.reviews.inOrder(ids.slice(0, pageSize));
    return { reviews: rows.map(toReviewResponse), hasMoreReviews: ids.length > pageSize, reviewTotal };
  }

  /**
   * How many verified reviews a view has. No count of them is kept: they are counted along the
   * verified indexes, at most VERIFIED_COUNT_CAP, so a view of a million costs what one of ten
   * thousand does and says "at least". A view whose kept size is 0 is not read.
   */
  private async verifiedTotal(companyId: string, filter: { rating?: number; topic?: string }, kept: number): Promise<{ count: number; atLeast: boolean }> {
    if (kept === 0) return { count: 0, atLeast: false };
    const n = await this.reviews.countUpTo(companyId, { ...filter, verifiedOnly: true }, VERIFIED_COUNT_CAP + 1);
    return n > VERIFIED_COUNT_CAP ? { count: VERIFIED_COUNT_CAP, atLeast: true } : { count: n, atLeast: false };
  }

  /** Lists a company; `createdBy` is the consumer who added it, null when a business adds its own. */
  async create(createdBy: User | null, dto: CreateCompanyDto): Promise<CompanyDetailResponse> {
    const id = await this.insert(createdBy?.id ?? null, dto);
    return this.detail(id);
  }

  /** Inserts the company, answering its id; a website already listed is a 409 naming the company. */
  async insert(createdBy: string | null, dto: CreateCompanyDto): Promise<string> {
    const site = readWebsite(dto.website);
    if (!site.ok) throw new BadRequestException(site.problem);
    const { url, domain } = site.website;
    const existing = await this.companies.findByDomain(domain);
    // The existing company's id rides along, so the form can link to it.
    if (existing) throw new AlreadyExistsException(`"${existing.name}" is already listed with the website ${domain}.`, existing.id);
    let id: string;
    try {
      // The company and its category's count, in one transaction.
      id = await this.db.transaction(async (manager) => {
        const inserted = await this.companies.insert(manager, {
          name: dto.name,
          category: dto.category,
          description: dto.description ?? '',
          website: url,
          websiteDomain: domain,
          location: dto.location || null,
          countryCode: dto.countryCode?.toUpperCase() ?? null,
          logoUrl: dto.logoUrl ?? null,
          createdBy,
        });
        await this.categoryCounts.countCompany(manager, dto.category);
        return inserted;
      });
    } catch (e) {
      // Two people adding the same business at once: the unique index decides.
      if (isUniqueViolation(e)) {
        const winner = await this.companies.findByDomain(domain);
        const message = `"${winner?.name ?? 'A company'}" is already listed with the website ${domain}.`;
        throw winner ? new AlreadyExistsException(message, winner.id) : new ConflictException(message);
      }
      throw e;
    }
    return id;
  }
}
