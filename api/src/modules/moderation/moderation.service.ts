import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/database/sql.js';
import { SecurityEventLog } from '../../common/security-events/security-events.js';
import { SessionsRepository } from '../auth/sessions.repository.js';
import type { User } from '../auth/user.entity.js';
import { toReviewResponse, toStaffReviewResponse } from '../reviews/dto/review-response.dto.js';
import { ReviewsRepository, type LockedReview } from '../reviews/reviews.repository.js';
import { ContactRepository } from '../contact/contact.repository.js';
import { SignalsRepository } from '../signals/signals.repository.js';
import { AppealsRepository } from './appeals.repository.js';
import { AuditLogRepository, type AuditRow } from '../audit/audit-log.repository.js';
import { CATEGORY_BY_REASON, DECISION_GROUNDS, REASON_LABEL, type ReportReason } from './dsa.js';
import type { AppealDecisionDto, HiddenReviewResponse, HideDto, ReportDto, ReportResponse, StatementOfReasons } from './dto/moderation.dto.js';
import type { ContactMessageResponse, ModeratedUser, OpenAppeal, QueueSizes } from './dto/admin-responses.dto.js';
import { ModeratedClaimsRepository } from './moderated-claims.repository.js';
import { ModeratedUsersRepository } from './moderated-users.repository.js';
import { ModerationQueueRepository } from './moderation-queue.repository.js';
import { ReportsRepository } from './reports.repository.js';

export type Reporter = { userId: string } | { accountId: string };

export function statementOf(a: AuditRow): StatementOfReasons {
  return {
    id: a.id,
    action: a.action,
    decision_ground: a.decision_ground,
    category: a.category,
    decision_facts: a.decision_facts,
    source_type: a.source_type,
    automated_detection: a.automated_detection,
    automated_decision: a.automated_decision,
    application_date: a.created_at.toISOString(),
  };
}

/** Nobody decides about their own review: another moderator does. */
function notOwnReview(moderator: User, review: LockedReview): void {
  if (review.user_id === moderator.id) throw new ForbiddenException('You cannot moderate your own review: another moderator will decide.');
}

/** Reports, hiding and restoring reviews, and appeals; every decision is an audit entry with its statement of reasons. */
@Injectable()
export class ModerationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reviews: ReviewsRepository,
    private readonly audit: AuditLogRepository,
    private readonly sessions: SessionsRepository,
    private readonly reports: ReportsRepository,
    private readonly appealsRepository: AppealsRepository,
    private readonly signals: SignalsRepository,
    private readonly queueRepository: ModerationQueueRepository,
    private readonly users: ModeratedUsersRepository,
    private readonly claims: ModeratedClaimsRepository,
    private readonly contact: ContactRepository,
    private readonly events: SecurityEventLog,
  ) {}

  /** Reports a visible review, once per reporter. A business reports only reviews of a company it owns. */
  async report(reviewId: string, reporter: Reporter, dto: ReportDto): Promise<ReportResponse> {
    try {
      // Under the review's lock: a report never lands on a review a moderator is hiding this moment.
      return await this.db.transaction(async (manager) => {
        const review = await this.reviews.lockForWrite(manager, reviewId);
        if (!review || review.hidden) throw new NotFoundException('Review not found.');
        if ('userId' in reporter && review.user_id === reporter.userId) throw new ForbiddenException('You cannot report your own review. You can edit or delete it instead.');
        if ('accountId' in reporter && !(await this.claims.isVerifiedOwner(reporter.accountId, review.company_id))) {
          throw new ForbiddenException('A business can report reviews of its own company only.');
        }
        const row = await this.reports.insert(manager, {
          reviewId,
          reporterUserId: 'userId' in reporter ? reporter.userId : null,
          reporterAccountId: 'accountId' in reporter ? reporter.accountId : null,
          reason: dto.reason,
          details: dto.details || null,
        });
        return { id: row.id, reason: dto.reason, createdAt: row.created_at.toISOString() };
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

  /** How much waits in each queue: reviews reported, flagged or either, open appeals, pending claims, hidden reviews. */
  async queueSizes(): Promise<QueueSizes> {
    return (await this.queueRepository.sizes())!;
  }

  /** Users whose name or email contains the search (the newest 20 of everyone without one); personal data, so the read is logged. */
  async findUsers(moderator: User, search: string | undefined): Promise<ModeratedUser[]> {
    const rows = await this.users.searchByNameOrEmail(search ?? '');
    this.events.record({ event: 'personal_data.read', realm: 'admin', actorId: moderator.id, reason: 'user search', userIds: rows.map((r) => r.id) });
    return rows.map((u) => ({ ...u, suspendedAt: u.suspendedAt?.toISOString() ?? null, createdAt: u.createdAt.toISOString() }));
  }

  /** Messages sent through the contact form, newest first; personal data, so the read is logged. */
  async contactMessages(moderator: User, offset: number, limit: number): Promise<ContactMessageResponse[]> {
    const rows = await this.contact.findPageNewestFirst(offset, limit);
    this.events.record({ event: 'personal_data.read', realm: 'admin', actorId: moderator.id, reason: 'contact messages', messageIds: rows.map((r) => r.id) });
    return rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
  }

  /** Hides a review: out of every public list and aggregate at once, open reports resolved by the decision. */
  async hide(moderator: User, reviewId: string, dto: HideDto): Promise<StatementOfReasons> {
    return this.db.transaction(async (manager) => {
      const review = await this.lockReview(manager, reviewId);
      notOwnReview(moderator, review);
      if (review.hidden) throw new ConflictException('This review is hidden already.');
      const open = await this.reports.countOpenForReview(manager, reviewId);
      const signals = await this.signals.findOpenForReview(manager, reviewId);
      const id = await this.audit.append(manager, {
        actorId: moderator.id,
        action: 'hide_review',
        targetType: 'review',
        targetId: reviewId,
        decisionGround: DECISION_GROUNDS[dto.ground ?? 'incompatible'],
        category: CATEGORY_BY_REASON[dto.reason],
        decisionFacts: dto.facts,
        sourceType: open > 0 ? 'SOURCE_ARTICLE_16' : 'SOURCE_VOLUNTARY',
        // Detected automatically when a signal flagged it; decided by a person always.
        automatedDetection: signals.length > 0,
        details: { reason: dto.reason, openReports: open, signals, companyId: review.company_id },
      });
      await this.reviews.setHidden(manager, reviewId, id);
      await this.closeReports(manager, reviewId, 'resolved', id);
      return statementOf((await this.audit.findById(id, manager))!);
    });
  }

  /** Restores a hidden review whole: it counts again everywhere, with its votes, reply and topic. */
  async restore(moderator: User, reviewId: string, facts: string): Promise<StatementOfReasons> {
    return this.db.transaction(async (manager) => {
      const review = await this.lockReview(manager, reviewId);
      notOwnReview(moderator, review);
      if (!review.hidden) throw new ConflictException('This review is not hidden.');
      const id = await this.restoreLocked(manager, moderator, review, facts, 'restore_review');
      await this.appealsRepository.overturnOpenAgainst(manager, review.hidden_decision_id, id);
      return statementOf((await this.audit.findById(id, manager))!);
    });
  }

  /** Closes a review's open reports and signals without action. */
  async dismissReports(moderator: User, reviewId: string, facts: string): Promise<StatementOfReasons> {
    return this.db.transaction(async (manager) => {
      const review = await this.lockReview(manager, reviewId);
      notOwnReview(moderator, review);
      const open = await this.reports.countOpenForReview(manager, reviewId);
      const signals = await this.signals.findOpenForReview(manager, reviewId);
      if (open === 0 && signals.length === 0) throw new ConflictException('This review has no open reports or signals.');
      const id = await this.audit.append(manager, {
        actorId: moderator.id,
        action: 'dismiss_reports',
        targetType: 'review',
        targetId: reviewId,
        decisionFacts: facts,
        sourceType: open > 0 ? 'SOURCE_ARTICLE_16' : 'SOURCE_VOLUNTARY',
        automatedDetection: signals.length > 0,
        details: { openReports: open, signals, companyId: review.company_id },
      });
      await this.closeReports(manager, reviewId, 'dismissed', id);
      return statementOf((await this.audit.findById(id, manager))!);
    });
  }

  /**
   * Hides the company owner's reply to a review, leaving the review itself published: the reply
   * leaves every public read at once, its owner still sees it (marked hidden) and may delete it,
   * not edit it.
   */
  async hideReply(moderator: User, reviewId: string, dto: HideDto): Promise<StatementOfReasons> {
    return this.db.transaction(async (manager) => {
      const review = await this.lockReview(manager, reviewId);
      if (!review.has_reply) throw new NotFoundException('This review has no reply.');
      if (review.reply_hidden_decision_id) throw new ConflictException('This reply is hidden already.');
      const id = await this.audit.append(manager, {
        actorId: moderator.id,
        action: 'hide_reply',
        targetType: 'review',
        targetId: reviewId,
        decisionGround: DECISION_GROUNDS[dto.ground ?? 'incompatible'],
        category: CATEGORY_BY_REASON[dto.reason],
        decisionFacts: dto.facts,
        sourceType: 'SOURCE_VOLUNTARY',
        details: { reason: dto.reason, companyId: review.company_id, part: 'reply' },
      });
      await this.reviews.setReplyHidden(manager, reviewId, id);
      return statementOf((await this.audit.findById(id, manager))!);
    });
  }

  /** Shows a hidden reply again. */
  async restoreReply(moderator: User, reviewId: string, facts: string): Promise<StatementOfReasons> {
    return this.db.transaction(async (manager) => {
      const review = await this.lockReview(manager, reviewId);
      if (!review.reply_hidden_decision_id) throw new ConflictException('This review has no hidden reply.');
      const id = await this.audit.append(manager, {
        actorId: moderator.id,
        action: 'restore_reply',
        targetType: 'review',
        targetId: reviewId,
        decisionFacts: facts,
        sourceType: 'SOURCE_VOLUNTARY',
        details: { hiddenBy: review.reply_hidden_decision_id, companyId: review.company_id, part: 'reply' },
      });
      await this.reviews.setReplyHidden(manager, reviewId, null);
      return statementOf((await this.audit.findById(id, manager))!);
    });
  }

  /** The author's hidden reviews, each with the statement of reasons and the state of an appeal. */
  async hiddenOf(user: User): Promise<HiddenReviewResponse[]> {
    const rows = await this.reviews.findHiddenByAuthor(user.id);
    const ids = rows.map((r) => r.hidden_decision_id);
    const [decisions, appeals] = await Promise.all([
      this.audit.findByIds(ids),
      this.appealsRepository.findStatusesByDecisions(ids),
    ]);
    const appealOf = new Map(appeals.map((a) => [a.decision_id, a.status]));
    return rows.map((r) => {
      const decision = decisions.get(r.hidden_decision_id)!;
      const reason = (decision.details.reason as ReportReason | undefined) ?? 'other';
      return { review: toReviewResponse(r), reasonLabel: REASON_LABEL[reason], statement: statementOf(decision), appeal: appealOf.get(r.hidden_decision_id) ?? 'none' };
    });
  }

  /** The author appeals the decision that hid their review, once. */
  async appeal(user: User, reviewId: string, statement: string): Promise<{ id: string; status: 'open' }> {
    try {
      // Under the review's lock: a restore cannot slip in between the check and the appeal.
      return await this.db.transaction(async (manager) => {
        const review = await this.lockReview(manager, reviewId);
        if (review.user_id !== user.id) throw new ForbiddenException('You can only appeal decisions about your own reviews.');
        if (!review.hidden) throw new ConflictException('This review is not hidden.');
        const id = await this.appealsRepository.insert(manager, reviewId, user.id, review.hidden_decision_id, statement);
        return { id, status: 'open' as const };
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictException('You have already appealed this decision. A moderator will answer it.');
      throw e;
    }
  }

  /** Open appeals, oldest first, with the review and the decision appealed. */
  async appeals(): Promise<OpenAppeal[]> {
    const rows = await this.appealsRepository.findOpenOldestFirst();
    const [reviewRows, decisions] = await Promise.all([this.reviews.findByIds(rows.map((r) => r.review_id)), this.audit.findByIds(rows.map((r) => r.decision_id))]);
    const reviews = new Map(reviewRows.map((r) => [r.id, r]));
    return rows.map((r) => {
      const decision = decisions.get(r.decision_id)!;
      return {
        id: r.id,
        statement: r.statement,
        createdAt: r.created_at.toISOString(),
        review: toStaffReviewResponse(reviews.get(r.review_id)!),
        decision: statementOf(decision),
        decidedBy: decision.actor_name,
        decidedById: decision.actor_id,
      };
    });
  }

  /** Decides an appeal; never by the moderator who made the decision appealed, nor by the review's author. */
  async decideAppeal(moderator: User, appealId: string, dto: AppealDecisionDto): Promise<StatementOfReasons> {
    const reviewId = await this.appealsRepository.findReviewIdOf(appealId);
    if (reviewId === undefined) throw new NotFoundException('Appeal not found.');
    if (reviewId === null) throw new ConflictException('The author deleted this review; the appeal was withdrawn.');
    return this.db.transaction(async (manager) => {
      // The review first, then the appeal: the order restore() takes them in, so the two never deadlock.
      const review = await this.lockReview(manager, reviewId);
      const appeal = (await this.appealsRepository.lockForDecision(manager, appealId))!;
      if (appeal.status !== 'open') throw new ConflictException('This appeal has been decided already.');
      notOwnReview(moderator, review);
      const appealed = (await this.audit.findById(appeal.decision_id, manager))!;
      if (appealed.actor_id === moderator.id) throw new ForbiddenException('A different moderator must decide an appeal against your own decision.');
      let id: string;
      if (dto.outcome === 'overturned' && review.hidden) {
        id = await this.restoreLocked(manager, moderator, review, dto.facts, 'appeal_overturned');
      } else {
        id = await this.audit.append(manager, {
          actorId: moderator.id,
          action: dto.outcome === 'overturned' ? 'appeal_overturned' : 'appeal_upheld',
          targetType: 'appeal',
          targetId: appeal.id,
          decisionGround: appealed.decision_ground,
          category: appealed.category,
          decisionFacts: dto.facts,
          sourceType: 'SOURCE_TYPE_OTHER_NOTIFICATION',
          details: { reviewId: review.id, appealedDecision: appeal.decision_id },
        });
      }
      await this.appealsRepository.recordOutcome(manager, appeal.id, dto.outcome, id);
      return statementOf((await this.audit.findById(id, manager))!);
    });
  }

  /** Suspends a user: every session ends at once and sign-in is refused; their reviews stay unless hidden. */
  async suspend(moderator: User, userId: string, facts: string, suspend: boolean): Promise<StatementOfReasons> {
    let ended = 0;
    const statement = await this.db.transaction(async (manager) => {
      const target = await this.users.lockForModeration(manager, userId);
      if (!target) throw new NotFoundException('User not found.');
      if (target.id === moderator.id) throw new ForbiddenException('You cannot suspend or restore your own account.');
      if (target.role !== 'user' && moderator.role !== 'admin') throw new ForbiddenException('Only administrators can suspend moderators and administrators.');
      if (suspend === (target.suspended_at !== null)) throw new ConflictException(suspend ? 'This user is suspended already.' : 'This user is not suspended.');
      await this.users.setSuspended(manager, userId, suspend);
      if (suspend) ended = await this.sessions.deleteAllFor(manager, userId);
      const id = await this.audit.append(manager, {
        actorId: moderator.id,
        action: suspend ? 'suspend_user' : 'restore_user',
        targetType: 'user',
        targetId: userId,
        decisionGround: suspend ? DECISION_GROUNDS.incompatible : null,
        category: suspend ? 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE' : null,
        decisionFacts: facts,
        sourceType: 'SOURCE_VOLUNTARY',
      });
      return statementOf((await this.audit.findById(id, manager))!);
    });
    if (ended > 0) this.events.record({ event: 'session.ended', realm: 'consumer', accountId: userId, actorId: moderator.id, reason: 'account suspended', count: ended });
    return statement;
  }

  /** Grants or takes a role (admins only, never their own). */
  async setRole(admin: User, userId: string, role: User['role'], facts: string): Promise<StatementOfReasons> {
    if (userId === admin.id) throw new ForbiddenException('You cannot change your own role.');
    let from: User['role'] | undefined;
    const statement = await this.db.transaction(async (manager) => {
      const target = await this.users.lockForModeration(manager, userId);
      if (!target) throw new NotFoundException('User not found.');
      if (target.role === role) throw new ConflictException(`This user's role is ${role} already.`);
      from = target.role;
      await this.users.setRole(manager, userId, role);
      const id = await this.audit.append(manager, {
        actorId: admin.id,
        action: 'set_role',
        targetType: 'user',
        targetId: userId,
        decisionFacts: facts,
        sourceType: 'SOURCE_VOLUNTARY',
        details: { from: target.role, to: role },
      });
      return statementOf((await this.audit.findById(id, manager))!);
    });
    this.events.record({ event: 'role.changed', realm: 'admin', accountId: userId, actorId: admin.id, from, to: role });
    return statement;
  }

  /** Approves (the company gets its verified owner) or rejects a pending claim. */
  async decideClaim(moderator: User, claimId: string, approve: boolean, facts: string): Promise<StatementOfReasons> {
    try {
      return await this.db.transaction(async (manager) => {
        const claim = await this.claims.lockForDecision(manager, claimId);
        if (!claim) throw new NotFoundException('Claim not found.');
        if (claim.status !== 'pending') throw new ConflictException('This claim has been decided already.');
        if (approve && claim.account_suspended) throw new ConflictException('This business account is suspended: restore it before approving its claim, or reject the claim.');
        const id = await this.audit.append(manager, {
          actorId: moderator.id,
          action: approve ? 'approve_claim' : 'reject_claim',
          targetType: 'claim',
          targetId: claimId,
          decisionFacts: facts,
          sourceType: 'SOURCE_TYPE_OTHER_NOTIFICATION',
          details: { companyId: claim.company_id },
        });
        await this.claims.recordDecision(manager, claimId, {
          status: approve ? 'verified' : 'rejected',
          verification: approve ? 'moderator' : null,
          decidedBy: moderator.id,
          reason: facts,
        });
        return statementOf((await this.audit.findById(id, manager))!);
      });
    } catch (e) {
      if (isUniqueViolation(e, 'company_claims_one_verified_owner')) throw new ConflictException('This company has a verified owner already. Reject this claim instead.');
      throw e;
    }
  }

  private async lockReview(manager: EntityManager, reviewId: string): Promise<LockedReview> {
    const review = await this.reviews.lockForWrite(manager, reviewId);
    if (!review) throw new NotFoundException('Review not found.');
    return review;
  }

  private async restoreLocked(manager: EntityManager, moderator: User, review: LockedReview, facts: string, action: 'restore_review' | 'appeal_overturned'): Promise<string> {
    const id = await this.audit.append(manager, {
      actorId: moderator.id,
      action,
      targetType: 'review',
      targetId: review.id,
      decisionFacts: facts,
      sourceType: action === 'appeal_overturned' ? ('SOURCE_TYPE_OTHER_NOTIFICATION') : 'SOURCE_VOLUNTARY',
      details: { hiddenBy: review.hidden_decision_id, companyId: review.company_id },
    });
    await this.reviews.setHidden(manager, review.id, null);
    return id;
  }

  /** Closes the review's open reports and signals with the decision. */
  private async closeReports(manager: EntityManager, reviewId: string, status: 'resolved' | 'dismissed', decisionId: string): Promise<void> {
    await this.reports.closeOpenForReview(manager, reviewId, status, decisionId);
    await this.signals.closeOpenForReview(manager, reviewId, status, decisionId);
  }
}
