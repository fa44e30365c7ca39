import { ConflictException, Injectable, NotFoundException, BadRequestException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../common/database/sql.js';
import type { User } from '../auth/user.entity.js';
import { toReviewResponse } from '../reviews/dto/review-response.dto.js';
import { ReviewsRepository } from '../reviews/reviews.repository.js';
import { CompaniesRepository } from './companies.repository.js';
import { CategoryResponse, CompanyDetailResponse, CompanyResponse, CreateCompanyDto, SITEMAP_PAGE_SIZE, type SitemapPage } from './dto/company.dto.js';
import { toCompanyResponse } from './dto/to-company-response.js';
import { readWebsite } from './website.js';

export const FIRST_PAGE_REVIEWS = 20;
export const NEXT_PAGE_REVIEWS = 50;

@Injectable()
export class CompaniesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly companies: CompaniesRepository,
    private readonly reviews: ReviewsRepository,
  ) {}

  async list(q: { search?: string; category?: string; offset?: number; limit?: number }): Promise<{ items: CompanyResponse[]; total: number }> {
    const { companies, total } = await this.companies.list({
      search: q.search || undefined,
      category: q.category || undefined,
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

  categories(): Promise<CategoryResponse[]> {
    return this.companies.categories();
  }

  async featured(limit: number): Promise<CompanyResponse[]> {
    return (await this.companies.featured(limit)).map(toCompanyResponse);
  }

  /** The company with one page of its reviews; reads kept aggregates, never counts reviews. */
  async detail(id: string, offset = 0, limit?: number): Promise<CompanyDetailResponse> {
    const company = await this.companies.findById(id);
    if (!company) throw new NotFoundException('Company not found.');
    const pageSize = limit ?? (offset === 0 ? FIRST_PAGE_REVIEWS : NEXT_PAGE_REVIEWS);
    const rows = company.reviewCount > offset ? await this.reviews.findPublishedForCompany(id, offset, pageSize) : [];
    return {
      ...toCompanyResponse(company),
      reviews: rows.map(toReviewResponse),
      hasMoreReviews: offset + rows.length < company.reviewCount,
    };
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
    if (existing) throw new ConflictException(`"${existing.name}" is already listed with the website ${domain}.`);
    let id: string;
    try {
      id = await this.db.transaction((manager) =>
        this.companies.insert(manager, {
          name: dto.name,
          category: dto.category,
          description: dto.description ?? '',
          website: url,
          websiteDomain: domain,
          location: dto.location || null,
          countryCode: dto.countryCode?.toUpperCase() ?? null,
          logoUrl: dto.logoUrl ?? null,
          createdBy,
        }),
      );
    } catch (e) {
      // Two people adding the same business at once: the unique index decides.
      if (isUniqueViolation(e)) {
        const winner = await this.companies.findByDomain(domain);
        throw new ConflictException(`"${winner?.name ?? 'A company'}" is already listed with the website ${domain}.`);
      }
      throw e;
    }
    return id;
  }
}
