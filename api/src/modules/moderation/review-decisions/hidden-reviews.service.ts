// Hidden reviews with the decisions that hid them and the state of their appeals: an author's own,
// and the moderators' list.
import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../audit/index.js';
import type { User } from '../../auth/index.js';
import { ReviewVisibilityService, toReviewResponse, toStaffReviewResponse } from '../../reviews/index.js';
import { AppealsRepository } from '../appeals/appeals.repository.js';
import { REASON_LABEL, type ReportReason } from '../dsa.js';
import type { HiddenReviewPage } from '../dto/admin-responses.dto.js';
import type { HiddenReviewResponse } from '../dto/moderation.dto.js';
import { statementOf } from '../statement.js';

@Injectable()
export class HiddenReviewsService {
  constructor(
    private readonly visibility: ReviewVisibilityService,
    private readonly audit: AuditLog,
    private readonly appeals: AppealsRepository,
  ) {}

  /** The author's hidden reviews, each with the statement of reasons and the state of an appeal. */
  async hiddenOf(user: User): Promise<HiddenReviewResponse[]> {
    const rows = await this.visibility.hiddenByAuthor(user.id);
    const ids = rows.map((r) => r.hiddenDecisionId);
    const [decisions, appeals] = await Promise.all([this.audit.findByIds(ids), this.appeals.findStatusesByDecisions(ids)]);
    const appealOf = new Map(appeals.map((a) => [a.decisionId, a.status]));
    return rows.map((r) => {
      const decision = decisions.get(r.hiddenDecisionId)!;
      const reason = (decision.details.reason as ReportReason | undefined) ?? 'other';
      return { review: toReviewResponse(r), reasonLabel: REASON_LABEL[reason], statement: statementOf(decision), appeal: appealOf.get(r.hiddenDecisionId) ?? 'none' };
    });
  }

  /** Hidden reviews (of one company, if given), the most recently hidden first, each with the decision that hid it. */
  async hidden(companyId: string | null, offset: number, limit: number): Promise<HiddenReviewPage> {
    const [rows, total] = await Promise.all([this.visibility.hiddenPage(companyId, offset, limit), this.visibility.countHidden(companyId)]);
    const ids = rows.map((r) => r.hiddenDecisionId);
    const [decisions, appeals] = await Promise.all([this.audit.findByIds(ids), this.appeals.findStatusesByDecisions(ids)]);
    const appealOf = new Map(appeals.map((a) => [a.decisionId, a.status]));
    return {
      total,
      items: rows.map((r) => {
        const decision = decisions.get(r.hiddenDecisionId)!;
        const reason = (decision.details.reason as ReportReason | undefined) ?? 'other';
        return {
          review: toStaffReviewResponse(r),
          hiddenAt: r.hiddenAt.toISOString(),
          reasonLabel: REASON_LABEL[reason],
          decision: statementOf(decision),
          decidedBy: decision.actorName,
          decidedById: decision.actorId,
          appeal: appealOf.get(r.hiddenDecisionId) ?? 'none',
        };
      }),
    };
  }
}
