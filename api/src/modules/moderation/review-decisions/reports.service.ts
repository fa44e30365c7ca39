// Reports people and businesses file against reviews, once per reporter.
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../../common/database/sql.js';
import { OwnershipService } from '../../business/index.js';
import { ReviewsService } from '../../reviews/index.js';
import type { ReportDto, ReportResponse } from '../dto/moderation.dto.js';
import { ReportsRepository } from './reports.repository.js';

export type Reporter = { userId: string } | { accountId: string };

@Injectable()
export class ReportsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reviews: ReviewsService,
    private readonly reports: ReportsRepository,
    private readonly ownership: OwnershipService,
  ) {}

  /** Reports a visible review, once per reporter. A business reports only reviews of a company it owns. */
  async report(reviewId: string, reporter: Reporter, dto: ReportDto): Promise<ReportResponse> {
    try {
      // Under the review's lock: a report never lands on a review a moderator is hiding this moment.
      return await this.db.transaction(async (manager) => {
        const review = await this.reviews.lockForWrite(manager, reviewId);
        if (!review || review.hidden) throw new NotFoundException('Review not found.');
        if ('userId' in reporter && review.userId === reporter.userId) throw new ForbiddenException('You cannot report your own review. You can edit or delete it instead.');
        if ('accountId' in reporter && !(await this.ownership.isVerifiedOwner(reporter.accountId, review.companyId))) {
          throw new ForbiddenException('A business can report reviews of its own company only.');
        }
        const row = await this.reports.insert(manager, {
          reviewId,
          reporterUserId: 'userId' in reporter ? reporter.userId : null,
          reporterAccountId: 'accountId' in reporter ? reporter.accountId : null,
          reason: dto.reason,
          details: dto.details || null,
        });
        return { id: row.id, reason: dto.reason, createdAt: row.createdAt.toISOString() };
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictException('You have already reported this review. A moderator will look at it.');
      throw e;
    }
  }

  /** Which of these reviews the reporter reported already, so a page shows "Reported" instead of offering a second report. */
  async reportedAmong(reporter: Reporter, reviewIds: string[]): Promise<{ reviewIds: string[] }> {
    return { reviewIds: await this.reports.reportedAmong([...new Set(reviewIds)], reporter) };
  }

  /**
   * In the caller's transaction (an erasure): the reporter's reports and notices stay without their
   * details or them, and so do visitors' notices that gave their address (ReportsRepository.forgetReporter).
   */
  forgetReporter(manager: EntityManager, reporter: Reporter & { email: string }): Promise<void> {
    return this.reports.forgetReporter(manager, reporter);
  }
}
