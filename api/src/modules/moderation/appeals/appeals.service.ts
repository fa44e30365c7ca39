// Complaints against moderation decisions (DSA Art. 20), free, for six months after the decision:
// the author appeals a decision about their review (signed in), the company (its verified owner)
// complains about a decision on a review of it or on its reply, a notifier complains about the
// decision on their notice (by the mailed link, or signed in as its reporter). A moderator other
// than the one who decided upholds or overturns it, never automatically: an overturned hide
// restores the review (or the reply), an overturned dismissal re-opens the notices it closed, so
// the review is back in the queue for a fresh decision with its own statement of reasons. The complainant is
// mailed the outcome with where to go next (Art. 21 bodies, the courts).
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../../common/database/sql.js';
import { RateLimitService } from '../../../common/rate-limit/rate-limit.service.js';
import { AuditLog, type AppendedEntry, type AuditRow } from '../../audit/index.js';
import { hashToken, type User } from '../../auth/index.js';
import { ClaimsService } from '../../business/index.js';
import { MailService } from '../../mail/index.js';
import { ReviewsService, toStaffReviewResponse } from '../../reviews/index.js';
import type { OpenAppeal } from '../dto/admin-responses.dto.js';
import type { AppealDecisionDto, CompanyDecisionResponse, NoticeComplaintResponse, StatementOfReasons } from '../dto/moderation.dto.js';
import { complaintWindowClosesAt, DISPUTE_SETTLEMENT_BODIES } from '../dsa.js';
import { lockReview, notOwnReview } from '../review-decisions/review-lock.js';
import { ReviewDecisionsService } from '../review-decisions/review-decisions.service.js';
import { statementOf } from '../statement.js';
import { AppealsRepository, type ComplainableNotice } from './appeals.repository.js';

const ALREADY_OPEN = 'You have already complained about this decision. A moderator will answer it.';

/** Refuses a complaint once the decision's six months have passed, saying the day they ended. */
function assertWindowOpen(decision: AuditRow, now = new Date()): void {
  const closes = complaintWindowClosesAt(decision.createdAt);
  if (now.getTime() >= closes.getTime()) {
    throw new ConflictException(`Complaints about this decision closed on ${closes.toISOString().slice(0, 10)}, six months after it was made.`);
  }
}

@Injectable()
export class AppealsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reviews: ReviewsService,
    private readonly audit: AuditLog,
    private readonly appeals: AppealsRepository,
    private readonly decisions: ReviewDecisionsService,
    private readonly limits: RateLimitService,
    private readonly mail: MailService,
    private readonly claims: ClaimsService,
  ) {}

  /** The decisions of the last six months about the company's reviews and replies, for its verified owner, with its complaint against each. */
  async companyDecisions(accountId: string, companyId: string): Promise<CompanyDecisionResponse[]> {
    await this.claims.requireOwner(accountId, companyId);
    const rows = await this.appeals.companyDecisions(companyId, accountId);
    const now = Date.now();
    return rows.map((r) => {
      const closes = complaintWindowClosesAt(r.decidedAt);
      return {
        id: r.id,
        action: r.action,
        facts: r.facts,
        decidedAt: r.decidedAt.toISOString(),
        reviewId: r.reviewId,
        reviewTitle: r.reviewTitle,
        windowClosesAt: closes.toISOString(),
        windowOpen: now < closes.getTime(),
        complaint: r.complaint ?? 'none',
      };
    });
  }

  /** The company's verified owner complains about a decision on a review of the company or on its reply. */
  async complainAsCompany(accountId: string, decisionId: string, statement: string): Promise<{ id: string; status: 'open' }> {
    await this.limits.consume('complaintPerAccount', accountId);
    try {
      return await this.db.transaction(async (manager) => {
        const about = /^\d{1,18}$/.test(decisionId) ? await this.appeals.decisionReview(manager, decisionId) : undefined;
        if (!about) throw new NotFoundException('Decision not found.');
        await this.claims.requireOwner(accountId, about.companyId, manager);
        assertWindowOpen((await this.audit.findById(decisionId, manager))!);
        const id = await this.appeals.insert(manager, { reviewId: about.reviewId, userId: null, noticeId: null, businessAccountId: accountId, role: 'company', decisionId, statement });
        return { id, status: 'open' as const };
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictException(ALREADY_OPEN);
      throw e;
    }
  }

  /** The author appeals the decision that hid their review, while its window is open; one open appeal at a time. */
  async appeal(user: User, reviewId: string, statement: string): Promise<{ id: string; status: 'open' }> {
    await this.limits.consume('complaintPerAccount', user.id);
    try {
      // Under the review's lock: a restore cannot slip in between the check and the appeal.
      return await this.db.transaction(async (manager) => {
        const review = await lockReview(this.reviews, manager, reviewId);
        if (review.userId !== user.id) throw new ForbiddenException('You can only appeal decisions about your own reviews.');
        if (!review.hidden || !review.hiddenDecisionId) throw new ConflictException('This review is not hidden.');
        assertWindowOpen((await this.audit.findById(review.hiddenDecisionId, manager))!);
        const id = await this.appeals.insert(manager, { reviewId, userId: user.id, noticeId: null, role: 'author', decisionId: review.hiddenDecisionId, statement });
        return { id, status: 'open' as const };
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictException('You have already appealed this decision. A moderator will answer it.');
      throw e;
    }
  }

  /** What the mailed complaint link shows: the decision on the notice, until when a complaint is open, and its state. */
  async noticeComplaint(token: string): Promise<NoticeComplaintResponse> {
    return this.db.transaction(async (manager) => {
      const { notice, decision } = await this.decidedNotice(manager, token);
      return this.describe(manager, notice, decision);
    });
  }

  /** A notifier complains, through the mailed link, about the decision on their notice. */
  async complainByToken(token: string, statement: string, ip: string): Promise<NoticeComplaintResponse> {
    await this.limits.consume('complaintPerAddress', ip);
    await this.limits.consume('complaintPerToken', hashToken(token));
    return this.fileNotifierComplaint((manager) => this.decidedNotice(manager, token), statement);
  }

  /** A signed-in reporter complains about the decision on their report. */
  async complainAsReporter(user: User, noticeId: string, statement: string): Promise<NoticeComplaintResponse> {
    await this.limits.consume('complaintPerAccount', user.id);
    return this.fileNotifierComplaint(async (manager) => {
      const notice = await this.appeals.noticeById(manager, noticeId);
      if (!notice || notice.reporterUserId !== user.id) throw new NotFoundException('Notice not found.');
      return this.withDecision(manager, notice);
    }, statement);
  }

  /** The signed-in reporter's decided reports of the last six months, each with its decision, its window and their complaint. */
  async reportsOf(user: User): Promise<NoticeComplaintResponse[]> {
    const notices = await this.appeals.decidedNoticesOf(user.id);
    const [decisions, statuses] = await Promise.all([this.audit.findByIds(notices.map((n) => n.decisionId)), this.appeals.noticeComplaintStatuses(notices)]);
    const status = new Map(statuses.map((s) => [s.noticeId, s.status]));
    const now = Date.now();
    return notices.map((n) => {
      const decision = decisions.get(n.decisionId)!;
      const closes = complaintWindowClosesAt(decision.createdAt);
      return {
        noticeId: n.id,
        about: n.targetType === 'reply' ? 'A business reply to a review' : 'A review',
        companyName: n.companyName,
        decision: statementOf(decision),
        windowClosesAt: closes.toISOString(),
        windowOpen: now < closes.getTime(),
        complaint: status.get(n.id) ?? 'none',
      };
    });
  }

  private async fileNotifierComplaint(
    find: (manager: EntityManager) => Promise<{ notice: ComplainableNotice; decision: AuditRow }>,
    statement: string,
  ): Promise<NoticeComplaintResponse> {
    try {
      return await this.db.transaction(async (manager) => {
        const { notice, decision } = await find(manager);
        assertWindowOpen(decision);
        if (!notice.reviewId) throw new ConflictException('The review this notice was about has been deleted; there is no decision left to complain about.');
        await this.appeals.insert(manager, {
          reviewId: notice.reviewId,
          userId: notice.reporterUserId,
          noticeId: notice.id,
          role: 'notifier',
          decisionId: decision.id,
          statement,
        });
        return this.describe(manager, notice, decision);
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictException(ALREADY_OPEN);
      throw e;
    }
  }

  private async decidedNotice(manager: EntityManager, token: string): Promise<{ notice: ComplainableNotice; decision: AuditRow }> {
    const notice = await this.appeals.noticeByTokenHash(manager, hashToken(token));
    if (!notice) throw new NotFoundException('This complaint link is not valid. Please use the link in the latest email about your notice.');
    return this.withDecision(manager, notice);
  }

  private async withDecision(manager: EntityManager, notice: ComplainableNotice): Promise<{ notice: ComplainableNotice; decision: AuditRow }> {
    if (!notice.decisionId) throw new ConflictException('This notice is being looked at again; we will email you the new decision.');
    return { notice, decision: (await this.audit.findById(notice.decisionId, manager))! };
  }

  private async describe(manager: EntityManager, notice: ComplainableNotice, decision: AuditRow): Promise<NoticeComplaintResponse> {
    const closes = complaintWindowClosesAt(decision.createdAt);
    return {
      noticeId: notice.id,
      about: notice.targetType === 'reply' ? 'A business reply to a review' : 'A review',
      companyName: notice.companyName,
      decision: statementOf(decision),
      windowClosesAt: closes.toISOString(),
      windowOpen: Date.now() < closes.getTime(),
      complaint: (await this.appeals.noticeComplaintStatus(manager, notice.id, decision.id)) ?? 'none',
    };
  }

  /** Open complaints, oldest first, with who complains, their role, the review and the decision complained about. */
  async open(): Promise<OpenAppeal[]> {
    const rows = await this.appeals.findOpenOldestFirst();
    const [reviewRows, decisions] = await Promise.all([this.reviews.findByIds(rows.map((r) => r.reviewId)), this.audit.findByIds(rows.map((r) => r.decisionId))]);
    const reviews = new Map(reviewRows.map((r) => [r.id, r]));
    return rows.map((r) => {
      const decision = decisions.get(r.decisionId)!;
      return {
        id: r.id,
        role: r.role,
        complainant: r.complainant,
        statement: r.statement,
        createdAt: r.createdAt.toISOString(),
        review: toStaffReviewResponse(reviews.get(r.reviewId)!),
        decision: statementOf(decision),
        decidedBy: decision.actorName,
        decidedById: decision.actorId,
      };
    });
  }

  /** Decides a complaint; never by the moderator who made the decision complained about, nor by the review's author. */
  async decide(moderator: User, appealId: string, dto: AppealDecisionDto): Promise<StatementOfReasons> {
    const reviewId = await this.appeals.findReviewIdOf(appealId);
    if (reviewId === undefined) throw new NotFoundException('Complaint not found.');
    if (reviewId === null) throw new ConflictException('The author deleted this review; the complaint was withdrawn.');
    const statement = await this.db.transaction(async (manager) => {
      // The review first, then the complaint: the order restore() takes them in, so the two never deadlock.
      const review = await lockReview(this.reviews, manager, reviewId);
      const appeal = (await this.appeals.lockForDecision(manager, appealId))!;
      if (appeal.status !== 'open') throw new ConflictException('This complaint has been decided already.');
      notOwnReview(moderator, review);
      const appealed = (await this.audit.findById(appeal.decisionId, manager))!;
      if (appealed.actorId === moderator.id) throw new ForbiddenException('A different moderator must decide a complaint about your own decision.');
      const overturned = dto.outcome === 'overturned';
      let entry: AppendedEntry;
      let consequence: string;
      if (overturned && review.hidden && review.hiddenDecisionId === appeal.decisionId) {
        entry = await this.decisions.restoreLocked(manager, moderator, review, dto.facts, 'appeal_overturned');
        consequence = 'The review is published again.';
      } else if (overturned && review.replyHiddenDecisionId === appeal.decisionId) {
        entry = await this.decisions.restoreReplyLocked(manager, moderator, review, dto.facts, 'appeal_overturned');
        consequence = 'The business reply is published again.';
      } else {
        entry = await this.audit.appendReturning(manager, {
          actorId: moderator.id,
          action: overturned ? 'appeal_overturned' : 'appeal_upheld',
          targetType: 'appeal',
          targetId: appeal.id,
          decisionGround: appealed.decisionGround,
          category: appealed.category,
          decisionFacts: dto.facts,
          sourceType: 'SOURCE_TYPE_OTHER_NOTIFICATION',
          automatedDetection: false,
          automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
          details: { reviewId: review.id, appealedDecision: appeal.decisionId, complainantRole: appeal.role },
        });
        const reopened = overturned && appealed.action === 'dismiss_reports' ? await this.appeals.reopenNoticesClosedBy(manager, appeal.decisionId) : 0;
        consequence = !overturned
          ? 'The decision stays as it was.'
          : reopened > 0
            ? 'The notices about the review are open again: a moderator will decide on the review afresh, and we will email the decision.'
            : 'The decision no longer stands.';
      }
      await this.appeals.recordOutcome(manager, appeal.id, dto.outcome, entry.id);
      const to = await this.appeals.complainantOf(manager, appeal.id);
      if (to?.to) {
        await this.mail.sendComplaintOutcome(manager, {
          to: to.to,
          name: to.name ?? 'there',
          reference: appeal.id,
          outcome: dto.outcome,
          consequence,
          facts: dto.facts,
          automatedDetection: entry.automatedDetection,
          automatedDecision: entry.automatedDecision !== 'AUTOMATED_DECISION_NOT_AUTOMATED',
          decidedAt: entry.createdAt,
          disputeBodies: DISPUTE_SETTLEMENT_BODIES,
        });
      }
      return statementOf(entry);
    });
    this.mail.deliverSoon();
    return statement;
  }

  /** In the caller's transaction (an erasure): see AppealsRepository.forgetAppellant. */
  forgetAppellant(manager: EntityManager, userId: string): Promise<void> {
    return this.appeals.forgetAppellant(manager, userId);
  }
}
