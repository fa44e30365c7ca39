// Moderators' decisions about one review: hide it, restore it, dismiss its reports and signals, hide
// or show its owner's reply. Each is one transaction under the review's lock, and an audit entry
// with its statement of reasons.
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditLog, type AppendedEntry, type SourceType } from '../../audit/index.js';
import type { User } from '../../auth/index.js';
import { ReviewNotices } from '../../review-notices/index.js';
import { ReviewsService, ReviewVisibilityService, type LockedReview } from '../../reviews/index.js';
import { SignalsService } from '../../signals/index.js';
import { AppealsRepository } from '../appeals/appeals.repository.js';
import { CATEGORY_BY_REASON, DECISION_GROUNDS, GROUND_LABEL, REASON_LABEL } from '../dsa.js';
import type { HideDto, StatementOfReasons } from '../dto/moderation.dto.js';
import { NoticesService, type NoticeDecision } from '../notices/notices.service.js';
import type { NoticeToAnswer } from '../notices/notices.repository.js';
import { statementOf } from '../statement.js';
import { ReportsRepository } from './reports.repository.js';
import { lockReview, notOwnReview } from './review-lock.js';

/** A notice-driven decision's source: a trusted flagger's notice, anyone's notice, or the platform's own initiative. */
function sourceOf(open: NoticeToAnswer[]): SourceType {
  if (open.some((n) => n.trusted)) return 'SOURCE_TRUSTED_FLAGGER';
  return open.length > 0 ? 'SOURCE_ARTICLE_16' : 'SOURCE_VOLUNTARY';
}

/** What every outcome mail says of a decision: its facts, time and use of automated means. */
function decisionOf(entry: AppendedEntry): Omit<NoticeDecision, 'action' | 'reason' | 'ground'> {
  return {
    facts: entry.decisionFacts,
    automatedDetection: entry.automatedDetection,
    automatedDecision: entry.automatedDecision === 'AUTOMATED_DECISION_FULLY',
    decidedAt: entry.createdAt,
  };
}

@Injectable()
export class ReviewDecisionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reviews: ReviewsService,
    private readonly visibility: ReviewVisibilityService,
    private readonly audit: AuditLog,
    private readonly reports: ReportsRepository,
    private readonly appeals: AppealsRepository,
    private readonly signals: SignalsService,
    private readonly notices: ReviewNotices,
    private readonly notifiers: NoticesService,
  ) {}

  /**
   * Hides a review: out of every public list and aggregate at once, open reports resolved by the
   * decision, and its author mailed the statement of reasons with the way to appeal.
   */
  async hide(moderator: User, reviewId: string, dto: HideDto): Promise<StatementOfReasons> {
    const statement = await this.db.transaction(async (manager) => {
      const review = await lockReview(this.reviews, manager, reviewId);
      notOwnReview(moderator, review);
      if (review.hidden) throw new ConflictException('This review is hidden already.');
      const open = await this.notifiers.lockOpenForReview(manager, reviewId, ['review', 'reply']);
      const signals = await this.signals.openForReview(manager, reviewId);
      const entry = await this.audit.appendReturning(manager, {
        actorId: moderator.id,
        action: 'hide_review',
        targetType: 'review',
        targetId: reviewId,
        decisionGround: DECISION_GROUNDS[dto.ground ?? 'incompatible'],
        category: CATEGORY_BY_REASON[dto.reason],
        decisionFacts: dto.facts,
        sourceType: sourceOf(open),
        // Detected automatically when a signal flagged it; decided by a person always.
        automatedDetection: signals.length > 0,
        automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
        details: { reason: dto.reason, openReports: open.length, signals, companyId: review.companyId },
      });
      await this.visibility.hide(manager, review, entry.id);
      await this.notifiers.answer(manager, open, {
        ...decisionOf(entry),
        action: 'The review was hidden: it no longer shows on TrustReviews (with any reply to it)',
        reason: REASON_LABEL[dto.reason],
        ground: GROUND_LABEL[dto.ground ?? 'incompatible'],
      });
      await this.closeReports(manager, reviewId, 'resolved', entry.id);
      await this.notices.reviewHidden(manager, reviewId, {
        reason: REASON_LABEL[dto.reason],
        ground: GROUND_LABEL[dto.ground ?? 'incompatible'],
        facts: dto.facts,
        automatedDetection: entry.automatedDetection,
        automatedDecision: entry.automatedDecision === 'AUTOMATED_DECISION_FULLY',
        decidedAt: entry.createdAt,
      });
      return statementOf(entry);
    });
    this.notices.deliverSoon();
    this.notifiers.deliverSoon();
    return statement;
  }

  /** Restores a hidden review whole: it counts again everywhere, with its votes, reply and topic. */
  async restore(moderator: User, reviewId: string, facts: string): Promise<StatementOfReasons> {
    return this.db.transaction(async (manager) => {
      const review = await lockReview(this.reviews, manager, reviewId);
      notOwnReview(moderator, review);
      if (!review.hidden) throw new ConflictException('This review is not hidden.');
      const entry = await this.restoreLocked(manager, moderator, review, facts, 'restore_review');
      await this.appeals.overturnOpenAgainst(manager, review.hiddenDecisionId, entry.id);
      return statementOf(entry);
    });
  }

  /** Closes a review's open reports and signals without action. */
  async dismissReports(moderator: User, reviewId: string, facts: string): Promise<StatementOfReasons> {
    const statement = await this.db.transaction(async (manager) => {
      const review = await lockReview(this.reviews, manager, reviewId);
      notOwnReview(moderator, review);
      const open = await this.notifiers.lockOpenForReview(manager, reviewId, ['review', 'reply']);
      const signals = await this.signals.openForReview(manager, reviewId);
      if (open.length === 0 && signals.length === 0) throw new ConflictException('This review has no open reports or signals.');
      const entry = await this.audit.appendReturning(manager, {
        actorId: moderator.id,
        action: 'dismiss_reports',
        targetType: 'review',
        targetId: reviewId,
        decisionFacts: facts,
        sourceType: sourceOf(open),
        automatedDetection: signals.length > 0,
        automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
        details: { openReports: open.length, signals, companyId: review.companyId },
      });
      await this.notifiers.answer(manager, open, { ...decisionOf(entry), action: 'We took no action: the content stays published', reason: null, ground: null });
      await this.closeReports(manager, reviewId, 'dismissed', entry.id);
      return statementOf(entry);
    });
    this.notifiers.deliverSoon();
    return statement;
  }

  /**
   * Hides the company owner's reply to a review, leaving the review itself published: the reply
   * leaves every public read at once, its owner still sees it (marked hidden) and may delete it,
   * not edit it.
   */
  async hideReply(moderator: User, reviewId: string, dto: HideDto): Promise<StatementOfReasons> {
    const statement = await this.db.transaction(async (manager) => {
      const review = await lockReview(this.reviews, manager, reviewId);
      if (!review.hasReply) throw new NotFoundException('This review has no reply.');
      if (review.replyHiddenDecisionId) throw new ConflictException('This reply is hidden already.');
      const open = await this.notifiers.lockOpenForReview(manager, reviewId, ['reply']);
      const entry = await this.audit.appendReturning(manager, {
        actorId: moderator.id,
        action: 'hide_reply',
        targetType: 'review',
        targetId: reviewId,
        decisionGround: DECISION_GROUNDS[dto.ground ?? 'incompatible'],
        category: CATEGORY_BY_REASON[dto.reason],
        decisionFacts: dto.facts,
        sourceType: sourceOf(open),
        automatedDetection: false,
        automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
        details: { reason: dto.reason, companyId: review.companyId, part: 'reply', openReports: open.length },
      });
      await this.visibility.hideReply(manager, reviewId, entry.id);
      await this.notifiers.answer(manager, open, {
        ...decisionOf(entry),
        action: 'The business reply was hidden: it no longer shows on TrustReviews',
        reason: REASON_LABEL[dto.reason],
        ground: GROUND_LABEL[dto.ground ?? 'incompatible'],
      });
      await this.notifiers.closeForReview(manager, reviewId, ['reply'], 'resolved', entry.id);
      return statementOf(entry);
    });
    this.notifiers.deliverSoon();
    return statement;
  }

  /** Shows a hidden reply again. */
  async restoreReply(moderator: User, reviewId: string, facts: string): Promise<StatementOfReasons> {
    return this.db.transaction(async (manager) => {
      const review = await lockReview(this.reviews, manager, reviewId);
      if (!review.replyHiddenDecisionId) throw new ConflictException('This review has no hidden reply.');
      return statementOf(await this.restoreReplyLocked(manager, moderator, review, facts, 'restore_reply'));
    });
  }

  /**
   * Shows the (locked) review's hidden reply again in the caller's transaction: a moderator's
   * restore, or the company's complaint overturned (AppealsService). Answers the audit entry.
   */
  async restoreReplyLocked(manager: EntityManager, moderator: User, review: LockedReview, facts: string, action: 'restore_reply' | 'appeal_overturned'): Promise<AppendedEntry> {
    const entry = await this.audit.appendReturning(manager, {
      actorId: moderator.id,
      action,
      targetType: 'review',
      targetId: review.id,
      decisionFacts: facts,
      sourceType: action === 'restore_reply' ? 'SOURCE_VOLUNTARY' : 'SOURCE_TYPE_OTHER_NOTIFICATION',
      automatedDetection: false,
      automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
      details: { hiddenBy: review.replyHiddenDecisionId, companyId: review.companyId, part: 'reply' },
    });
    await this.visibility.showReply(manager, review.id);
    return entry;
  }

  /**
   * Restores the (locked, hidden) review in the caller's transaction: a moderator's restore, or an
   * appeal overturned (AppealsService). Answers the decision's audit entry.
   */
  async restoreLocked(manager: EntityManager, moderator: User, review: LockedReview, facts: string, action: 'restore_review' | 'appeal_overturned'): Promise<AppendedEntry> {
    const entry = await this.audit.appendReturning(manager, {
      actorId: moderator.id,
      action,
      targetType: 'review',
      targetId: review.id,
      decisionFacts: facts,
      sourceType: action === 'appeal_overturned' ? 'SOURCE_TYPE_OTHER_NOTIFICATION' : 'SOURCE_VOLUNTARY',
      automatedDetection: false,
      automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
      details: { hiddenBy: review.hiddenDecisionId, companyId: review.companyId },
    });
    await this.visibility.restore(manager, review);
    return entry;
  }

  /** Closes the review's open reports and signals with the decision. */
  private async closeReports(manager: EntityManager, reviewId: string, status: 'resolved' | 'dismissed', decisionId: string): Promise<void> {
    await this.reports.closeOpenForReview(manager, reviewId, status, decisionId);
    await this.signals.closeForReview(manager, reviewId, status, decisionId);
  }
}
