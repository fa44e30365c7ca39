// Appeals: an author appeals the decision that hid their review, once; another moderator upholds
// or overturns it (an overturned appeal restores the review).
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../../common/database/sql.js';
import { AuditLog, type AppendedEntry } from '../../audit/index.js';
import type { User } from '../../auth/index.js';
import { ReviewsService, toStaffReviewResponse } from '../../reviews/index.js';
import type { OpenAppeal } from '../dto/admin-responses.dto.js';
import type { AppealDecisionDto, StatementOfReasons } from '../dto/moderation.dto.js';
import { lockReview, notOwnReview } from '../review-decisions/review-lock.js';
import { ReviewDecisionsService } from '../review-decisions/review-decisions.service.js';
import { statementOf } from '../statement.js';
import { AppealsRepository } from './appeals.repository.js';

@Injectable()
export class AppealsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reviews: ReviewsService,
    private readonly audit: AuditLog,
    private readonly appeals: AppealsRepository,
    private readonly decisions: ReviewDecisionsService,
  ) {}

  /** The author appeals the decision that hid their review, once. */
  async appeal(user: User, reviewId: string, statement: string): Promise<{ id: string; status: 'open' }> {
    try {
      // Under the review's lock: a restore cannot slip in between the check and the appeal.
      return await this.db.transaction(async (manager) => {
        const review = await lockReview(this.reviews, manager, reviewId);
        if (review.userId !== user.id) throw new ForbiddenException('You can only appeal decisions about your own reviews.');
        if (!review.hidden) throw new ConflictException('This review is not hidden.');
        const id = await this.appeals.insert(manager, reviewId, user.id, review.hiddenDecisionId, statement);
        return { id, status: 'open' as const };
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictException('You have already appealed this decision. A moderator will answer it.');
      throw e;
    }
  }

  /** Open appeals, oldest first, with the review and the decision appealed. */
  async open(): Promise<OpenAppeal[]> {
    const rows = await this.appeals.findOpenOldestFirst();
    const [reviewRows, decisions] = await Promise.all([this.reviews.findByIds(rows.map((r) => r.reviewId)), this.audit.findByIds(rows.map((r) => r.decisionId))]);
    const reviews = new Map(reviewRows.map((r) => [r.id, r]));
    return rows.map((r) => {
      const decision = decisions.get(r.decisionId)!;
      return {
        id: r.id,
        statement: r.statement,
        createdAt: r.createdAt.toISOString(),
        review: toStaffReviewResponse(reviews.get(r.reviewId)!),
        decision: statementOf(decision),
        decidedBy: decision.actorName,
        decidedById: decision.actorId,
      };
    });
  }

  /** Decides an appeal; never by the moderator who made the decision appealed, nor by the review's author. */
  async decide(moderator: User, appealId: string, dto: AppealDecisionDto): Promise<StatementOfReasons> {
    const reviewId = await this.appeals.findReviewIdOf(appealId);
    if (reviewId === undefined) throw new NotFoundException('Appeal not found.');
    if (reviewId === null) throw new ConflictException('The author deleted this review; the appeal was withdrawn.');
    return this.db.transaction(async (manager) => {
      // The review first, then the appeal: the order restore() takes them in, so the two never deadlock.
      const review = await lockReview(this.reviews, manager, reviewId);
      const appeal = (await this.appeals.lockForDecision(manager, appealId))!;
      if (appeal.status !== 'open') throw new ConflictException('This appeal has been decided already.');
      notOwnReview(moderator, review);
      const appealed = (await this.audit.findById(appeal.decisionId, manager))!;
      if (appealed.actorId === moderator.id) throw new ForbiddenException('A different moderator must decide an appeal against your own decision.');
      let entry: AppendedEntry;
      if (dto.outcome === 'overturned' && review.hidden) {
        entry = await this.decisions.restoreLocked(manager, moderator, review, dto.facts, 'appeal_overturned');
      } else {
        entry = await this.audit.appendReturning(manager, {
          actorId: moderator.id,
          action: dto.outcome === 'overturned' ? 'appeal_overturned' : 'appeal_upheld',
          targetType: 'appeal',
          targetId: appeal.id,
          decisionGround: appealed.decisionGround,
          category: appealed.category,
          decisionFacts: dto.facts,
          sourceType: 'SOURCE_TYPE_OTHER_NOTIFICATION',
          automatedDetection: false,
          automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
          details: { reviewId: review.id, appealedDecision: appeal.decisionId },
        });
      }
      await this.appeals.recordOutcome(manager, appeal.id, dto.outcome, entry.id);
      return statementOf(entry);
    });
  }

  /** In the caller's transaction (an erasure): see AppealsRepository.forgetAppellant. */
  forgetAppellant(manager: EntityManager, userId: string): Promise<void> {
    return this.appeals.forgetAppellant(manager, userId);
  }
}
