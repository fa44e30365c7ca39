import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation, queryOne, queryRows } from '../../common/database/sql.js';
import { SessionsRepository } from '../auth/sessions.repository.js';
import type { User } from '../auth/user.entity.js';
import { applyRatingDelta } from '../companies/company-aggregates.js';
import { ratingDelta, type Star } from '../companies/rating-math.js';
import { toReviewResponse } from '../reviews/dto/review-response.dto.js';
import { ReviewsRepository, type LockedReview } from '../reviews/reviews.repository.js';
import { AuditLogRepository, type AuditRow } from './audit-log.repository.js';
import { CATEGORY_BY_REASON, DECISION_GROUNDS, REASON_LABEL, type ReportReason } from './dsa.js';
import type { AppealDecisionDto, HiddenReviewResponse, HideDto, QueueItem, ReportDto, ReportResponse, StatementOfReasons } from './dto/moderation.dto.js';

export type Reporter = { userId: string } | { accountId: string };

export interface PendingClaim {
  id: string;
  createdAt: Date;
  companyId: string;
  companyName: string;
  companyWebsite: string | null;
  accountEmail: string;
  contactName: string;
  accountCompanyName: string;
  emailVerified: boolean;
  ownedAlready: boolean;
}

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

/** Reports, hiding and restoring reviews, and appeals; every decision is an audit entry with its statement of reasons. */
@Injectable()
export class ModerationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reviews: ReviewsRepository,
    private readonly audit: AuditLogRepository,
    private readonly sessions: SessionsRepository,
  ) {}

  /** Reports a visible review, once per reporter. A business reports only reviews of a company it owns. */
  async report(reviewId: string, reporter: Reporter, dto: ReportDto): Promise<ReportResponse> {
    const review = await this.reviews.findById(reviewId);
    if (!review || review.hidden) throw new NotFoundException('Review not found.');
    if ('userId' in reporter && review.user_id === reporter.userId) throw new ForbiddenException('You cannot report your own review. You can edit or delete it instead.');
    if ('accountId' in reporter) {
      const owner = await queryOne(this.db, `SELECT 1 FROM company_claims WHERE company_id = $1 AND account_id = $2 AND status = 'verified'`, [
        review.company_id,
        reporter.accountId,
      ]);
      if (!owner) throw new ForbiddenException('A business can report reviews of its own company only.');
    }
    try {
      const row = await queryOne<{ id: string; created_at: Date }>(
        this.db,
        `INSERT INTO review_reports (review_id, reporter_user_id, reporter_account_id, reason, details) VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at`,
        [reviewId, 'userId' in reporter ? reporter.userId : null, 'accountId' in reporter ? reporter.accountId : null, dto.reason, dto.details || null],
      );
      return { id: row!.id, reason: dto.reason, createdAt: row!.created_at.toISOString() };
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictException('You have already reported this review. A moderator will look at it.');
      throw e;
    }
  }

  /** Reviews with open reports, one item each with its reasons counted, oldest report first. */
  async queue(offset: number, limit: number): Promise<{ items: QueueItem[]; total: number }> {
    const groups = await queryRows<{ review_id: string; n: number; first: Date; reasons: Record<string, number>; details: string[] }>(
      this.db,
      `SELECT review_id, sum(n)::int AS n, min(first) AS first, jsonb_object_agg(reason, n) AS reasons,
              (array_agg(details ORDER BY first DESC) FILTER (WHERE details IS NOT NULL)) AS details
         FROM (SELECT review_id, reason, count(*)::int AS n, min(created_at) AS first,
                      string_agg(details, ' | ' ORDER BY created_at DESC) AS details
                 FROM review_reports WHERE status = 'open' GROUP BY review_id, reason) g
        GROUP BY review_id ORDER BY min(first), review_id OFFSET $1 LIMIT $2`,
      [offset, limit],
    );
    const total = await queryOne<{ n: number }>(this.db, `SELECT count(DISTINCT review_id)::int AS n FROM review_reports WHERE status = 'open'`);
    const reviews = new Map((await this.reviews.findByIds(groups.map((g) => g.review_id))).map((r) => [r.id, r]));
    return {
      total: total?.n ?? 0,
      items: groups
        .filter((g) => reviews.has(g.review_id))
        .map((g) => ({
          review: toReviewResponse(reviews.get(g.review_id)!),
          reasons: g.reasons,
          reportCount: g.n,
          firstReportedAt: g.first.toISOString(),
          details: g.details ?? [],
        })),
    };
  }

  /** Hides a review: out of every public list and aggregate at once, open reports resolved by the decision. */
  async hide(moderator: User, reviewId: string, dto: HideDto): Promise<StatementOfReasons> {
    return this.db.transaction(async (manager) => {
      const review = await this.lockReview(manager, reviewId);
      if (review.hidden) throw new ConflictException('This review is hidden already.');
      const open = await this.openReports(manager, reviewId);
      const id = await this.audit.append(manager, {
        actorId: moderator.id,
        action: 'hide_review',
        targetType: 'review',
        targetId: reviewId,
        decisionGround: DECISION_GROUNDS[dto.ground ?? 'incompatible'],
        category: CATEGORY_BY_REASON[dto.reason],
        decisionFacts: dto.facts,
        sourceType: open > 0 ? 'SOURCE_ARTICLE_16' : 'SOURCE_VOLUNTARY',
        details: { reason: dto.reason, openReports: open, companyId: review.company_id },
      });
      await this.reviews.setHidden(manager, reviewId, id);
      await applyRatingDelta(manager, review.company_id, ratingDelta(review.rating as Star, null));
      await this.closeReports(manager, reviewId, 'resolved', id);
      return statementOf((await this.audit.findById(id, manager))!);
    });
  }

  /** Restores a hidden review whole: it counts again everywhere, with its votes, reply and topic. */
  async restore(moderator: User, reviewId: string, facts: string): Promise<StatementOfReasons> {
    return this.db.transaction(async (manager) => {
      const review = await this.lockReview(manager, reviewId);
      if (!review.hidden) throw new ConflictException('This review is not hidden.');
      const id = await this.restoreLocked(manager, moderator, review, facts, 'restore_review');
      await manager.query(
        `UPDATE review_appeals SET status = 'overturned', outcome_decision_id = $2::bigint, decided_at = now() WHERE decision_id = $1::bigint AND status = 'open'`,
        [review.hidden_decision_id, id],
      );
      return statementOf((await this.audit.findById(id, manager))!);
    });
  }

  /** Closes a review's open reports without action. */
  async dismissReports(moderator: User, reviewId: string, facts: string): Promise<StatementOfReasons> {
    return this.db.transaction(async (manager) => {
      const review = await this.lockReview(manager, reviewId);
      const open = await this.openReports(manager, reviewId);
      if (open === 0) throw new ConflictException('This review has no open reports.');
      const id = await this.audit.append(manager, {
        actorId: moderator.id,
        action: 'dismiss_reports',
        targetType: 'review',
        targetId: reviewId,
        decisionFacts: facts,
        sourceType: 'SOURCE_ARTICLE_16',
        details: { openReports: open, companyId: review.company_id },
      });
      await this.closeReports(manager, reviewId, 'dismissed', id);
      return statementOf((await this.audit.findById(id, manager))!);
    });
  }

  /** The author's hidden reviews, each with the statement of reasons and the state of an appeal. */
  async hiddenOf(user: User): Promise<HiddenReviewResponse[]> {
    const rows = await this.reviews.findHiddenByAuthor(user.id);
    const ids = rows.map((r) => r.hidden_decision_id);
    const [decisions, appeals] = await Promise.all([
      this.audit.findByIds(ids),
      queryRows<{ decision_id: string; status: 'open' | 'upheld' | 'overturned' }>(
        this.db,
        `SELECT decision_id::text AS decision_id, status FROM review_appeals WHERE decision_id = ANY($1::bigint[])`,
        [ids],
      ),
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
    const review = await this.db.transaction((manager) => this.lockReview(manager, reviewId));
    if (review.user_id !== user.id) throw new ForbiddenException('You can only appeal decisions about your own reviews.');
    if (!review.hidden) throw new ConflictException('This review is not hidden.');
    try {
      const row = await queryOne<{ id: string }>(
        this.db,
        `INSERT INTO review_appeals (review_id, user_id, decision_id, statement) VALUES ($1, $2, $3::bigint, $4) RETURNING id`,
        [reviewId, user.id, review.hidden_decision_id, statement],
      );
      return { id: row!.id, status: 'open' };
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictException('You have already appealed this decision. A moderator will answer it.');
      throw e;
    }
  }

  /** Open appeals, oldest first, with the review and the decision appealed. */
  async appeals(): Promise<{ id: string; statement: string; createdAt: string; review: ReturnType<typeof toReviewResponse>; decision: StatementOfReasons; decidedBy: string | null; decidedById: string | null }[]> {
    const rows = await queryRows<{ id: string; statement: string; created_at: Date; review_id: string; decision_id: string }>(
      this.db,
      `SELECT id, statement, created_at, review_id, decision_id::text AS decision_id FROM review_appeals WHERE status = 'open' ORDER BY created_at LIMIT 100`,
    );
    const [reviewRows, decisions] = await Promise.all([this.reviews.findByIds(rows.map((r) => r.review_id)), this.audit.findByIds(rows.map((r) => r.decision_id))]);
    const reviews = new Map(reviewRows.map((r) => [r.id, r]));
    return rows.map((r) => {
      const decision = decisions.get(r.decision_id)!;
      return {
        id: r.id,
        statement: r.statement,
        createdAt: r.created_at.toISOString(),
        review: toReviewResponse(reviews.get(r.review_id)!),
        decision: statementOf(decision),
        decidedBy: decision.actor_name,
        decidedById: decision.actor_id,
      };
    });
  }

  /** Decides an appeal; never by the moderator who made the decision appealed. */
  async decideAppeal(moderator: User, appealId: string, dto: AppealDecisionDto): Promise<StatementOfReasons> {
    return this.db.transaction(async (manager) => {
      const appeal = await queryOne<{ id: string; review_id: string; decision_id: string; status: string }>(
        manager,
        `SELECT id, review_id, decision_id::text AS decision_id, status FROM review_appeals WHERE id = $1 FOR UPDATE`,
        [appealId],
      );
      if (!appeal) throw new NotFoundException('Appeal not found.');
      if (appeal.status !== 'open') throw new ConflictException('This appeal has been decided already.');
      const appealed = (await this.audit.findById(appeal.decision_id, manager))!;
      if (appealed.actor_id === moderator.id) throw new ForbiddenException('A different moderator must decide an appeal against your own decision.');
      const review = await this.lockReview(manager, appeal.review_id);
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
      await manager.query(`UPDATE review_appeals SET status = $2, outcome_decision_id = $3::bigint, decided_at = now() WHERE id = $1`, [appeal.id, dto.outcome, id]);
      return statementOf((await this.audit.findById(id, manager))!);
    });
  }

  /** Suspends a user: every session ends at once and sign-in is refused; their reviews stay unless hidden. */
  async suspend(moderator: User, userId: string, facts: string, suspend: boolean): Promise<StatementOfReasons> {
    return this.db.transaction(async (manager) => {
      const target = await queryOne<{ id: string; role: User['role']; suspended_at: Date | null }>(
        manager,
        `SELECT id, role, suspended_at FROM users WHERE id = $1 FOR UPDATE`,
        [userId],
      );
      if (!target) throw new NotFoundException('User not found.');
      if (target.id === moderator.id) throw new ForbiddenException('You cannot suspend or restore your own account.');
      if (target.role !== 'user' && moderator.role !== 'admin') throw new ForbiddenException('Only administrators can suspend moderators and administrators.');
      if (suspend === (target.suspended_at !== null)) throw new ConflictException(suspend ? 'This user is suspended already.' : 'This user is not suspended.');
      await manager.query(`UPDATE users SET suspended_at = ${suspend ? 'now()' : 'NULL'}, updated_at = now() WHERE id = $1`, [userId]);
      if (suspend) await this.sessions.deleteAllFor(manager, userId);
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
  }

  /** Grants or takes a role (admins only, never their own). */
  async setRole(admin: User, userId: string, role: User['role'], facts: string): Promise<StatementOfReasons> {
    if (userId === admin.id) throw new ForbiddenException('You cannot change your own role.');
    return this.db.transaction(async (manager) => {
      const target = await queryOne<{ role: User['role'] }>(manager, `SELECT role FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      if (!target) throw new NotFoundException('User not found.');
      if (target.role === role) throw new ConflictException(`This user's role is ${role} already.`);
      await manager.query(`UPDATE users SET role = $2, updated_at = now() WHERE id = $1`, [userId, role]);
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
  }

  /** Claims waiting for a moderator, oldest first, with the company and the business account. */
  pendingClaims(): Promise<PendingClaim[]> {
    return queryRows<PendingClaim>(
      this.db,
      `SELECT k.id, k.created_at AS "createdAt", c.id AS "companyId", c.name AS "companyName", c.website AS "companyWebsite",
              a.email AS "accountEmail", a.contact_name AS "contactName", a.company_name AS "accountCompanyName",
              a.email_verified_at IS NOT NULL AS "emailVerified",
              EXISTS (SELECT 1 FROM company_claims o WHERE o.company_id = c.id AND o.status = 'verified') AS "ownedAlready"
         FROM company_claims k JOIN companies c ON c.id = k.company_id JOIN business_accounts a ON a.id = k.account_id
        WHERE k.status = 'pending' ORDER BY k.created_at, k.id LIMIT 100`,
    );
  }

  /** Approves (the company gets its verified owner) or rejects a pending claim. */
  async decideClaim(moderator: User, claimId: string, approve: boolean, facts: string): Promise<StatementOfReasons> {
    try {
      return await this.db.transaction(async (manager) => {
        const claim = await queryOne<{ status: string; company_id: string }>(manager, `SELECT status, company_id FROM company_claims WHERE id = $1 FOR UPDATE`, [claimId]);
        if (!claim) throw new NotFoundException('Claim not found.');
        if (claim.status !== 'pending') throw new ConflictException('This claim has been decided already.');
        const id = await this.audit.append(manager, {
          actorId: moderator.id,
          action: approve ? 'approve_claim' : 'reject_claim',
          targetType: 'claim',
          targetId: claimId,
          decisionFacts: facts,
          sourceType: 'SOURCE_TYPE_OTHER_NOTIFICATION',
          details: { companyId: claim.company_id },
        });
        await manager.query(
          `UPDATE company_claims SET status = $2, verification = $3, decided_at = now(), decided_by = $4, decision_reason = $5, updated_at = now() WHERE id = $1`,
          [claimId, approve ? 'verified' : 'rejected', approve ? 'moderator' : null, moderator.id, facts],
        );
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

  private async restoreLocked(manager: EntityManager, moderator: User, review: LockedReview, facts: string, action: string): Promise<string> {
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
    await applyRatingDelta(manager, review.company_id, ratingDelta(null, review.rating as Star));
    return id;
  }

  private async openReports(manager: EntityManager, reviewId: string): Promise<number> {
    const row = await queryOne<{ n: number }>(manager, `SELECT count(*)::int AS n FROM review_reports WHERE review_id = $1 AND status = 'open'`, [reviewId]);
    return row?.n ?? 0;
  }

  private async closeReports(manager: EntityManager, reviewId: string, status: 'resolved' | 'dismissed', decisionId: string): Promise<void> {
    await manager.query(
      `UPDATE review_reports SET status = $2, closed_at = now(), decision_id = $3::bigint WHERE review_id = $1 AND status = 'open'`,
      [reviewId, status, decisionId],
    );
  }
}
