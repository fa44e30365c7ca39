// The moderators' queue at volume: pages of queued reviews by filter with the counts of every tab,
// the companies with queued reviews, a company's signal clusters and their dismissal in one
// decision, and the hidden reviews with the decisions that hid them.
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { User } from '../auth/user.entity.js';
import { toStaffReviewResponse } from '../reviews/dto/review-response.dto.js';
import { ReviewsRepository } from '../reviews/reviews.repository.js';
import { describeSignal, SIGNAL_LABEL, type Signal } from '../signals/review-signals.js';
import { SignalsRepository } from '../signals/signals.repository.js';
import { AuditLogRepository } from '../audit/audit-log.repository.js';
import { AppealsRepository } from './appeals.repository.js';
import { REASON_LABEL, type ReportReason } from './dsa.js';
import type { HiddenReviewPage, QueueCompany, QueuePage } from './dto/admin-responses.dto.js';
import type { SignalDismissal } from './dto/moderation.dto.js';
import { ModerationQueueRepository, type QueueFilter } from './moderation-queue.repository.js';
import { statementOf } from './moderation.service.js';
import { ReportsRepository } from './reports.repository.js';
import { SignalClustersRepository } from './signal-clusters.repository.js';

/** Signals one cluster decision closes at most; the rest of a larger cluster stays for the next decision. */
export const CLUSTER_BATCH = 5000;

@Injectable()
export class ModerationQueueService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly queueRepository: ModerationQueueRepository,
    private readonly reports: ReportsRepository,
    private readonly signals: SignalsRepository,
    private readonly clusters: SignalClustersRepository,
    private readonly reviews: ReviewsRepository,
    private readonly audit: AuditLogRepository,
    private readonly appeals: AppealsRepository,
  ) {}

  /**
   * A page of the queued reviews the filter selects (people's reports first, then the longest
   * waiting), each with its reasons counted and its signals named, with the counts of every tab
   * and filter value and, for one company, its signal clusters. A fixed number of statements
   * whatever the page holds: the page, the counts, then the page's reports, signals, reviews and
   * companies' sizes, each for the whole page at once.
   */
  async queue(filter: QueueFilter, offset: number, limit: number): Promise<QueuePage> {
    const [page, counts, clusterRows] = await Promise.all([
      this.queueRepository.findPage(filter, offset, limit),
      this.queueRepository.counts(filter.companyId),
      filter.companyId ? this.clusters.findOpenForCompany(filter.companyId) : Promise.resolve([]),
    ]);
    // Past the end: the total still comes from the filter, so the pager can step back.
    const total = page[0]?.total ?? (offset > 0 ? ((await this.queueRepository.findPage(filter, 0, 1))[0]?.total ?? 0) : 0);
    const ids = page.map((p) => p.review_id);
    const [reports, signals, reviewRows] = await Promise.all([
      this.reports.summariseOpenForReviews(ids),
      this.signals.findOpenForReviews(ids),
      this.reviews.findByIds(ids),
    ]);
    const reviews = new Map(reviewRows.map((r) => [r.id, r]));
    const companyIds = [...new Set(reviewRows.map((r) => r.company_id))];
    if (filter.companyId && !companyIds.includes(filter.companyId)) companyIds.push(filter.companyId);
    const [sizes, company] = await Promise.all([
      this.queueRepository.countQueuedByCompany(companyIds),
      filter.companyId ? this.findCompanyName(filter.companyId, reviewRows) : Promise.resolve(null),
    ]);
    const queuedOf = new Map(sizes.map((s) => [s.company_id, s.n]));
    const reportsOf = new Map(reports.map((r) => [r.review_id, r]));
    const signalsOf = new Map<string, typeof signals>();
    for (const s of signals) signalsOf.set(s.review_id, [...(signalsOf.get(s.review_id) ?? []), s]);
    return {
      total,
      counts,
      company,
      clusters: clusterRows.map((c) => ({ signal: c.signal, label: SIGNAL_LABEL[c.signal], count: c.n, firstRaisedAt: c.first.toISOString(), lastRaisedAt: c.last.toISOString() })),
      items: page
        .filter((p) => reviews.has(p.review_id))
        .map((p) => {
          const review = reviews.get(p.review_id)!;
          const rep = reportsOf.get(p.review_id);
          return {
            review: toStaffReviewResponse(review),
            reasons: rep?.reasons ?? {},
            reportCount: rep?.n ?? 0,
            details: rep?.details ?? [],
            signals: (signalsOf.get(p.review_id) ?? []).map((x) => ({
              signal: x.signal,
              label: SIGNAL_LABEL[x.signal],
              description: describeSignal(x.signal, x.details),
              details: x.details,
              raisedAt: x.created_at.toISOString(),
            })),
            waitingSince: p.first.toISOString(),
            companyQueued: queuedOf.get(review.company_id) ?? 1,
          };
        }),
    };
  }

  /** Companies with reviews on the queue (whose name contains the search), people's reports first, then the most queued. */
  companies(search: string, limit: number): Promise<QueueCompany[]> {
    return this.queueRepository.findCompaniesWithQueued(search.trim(), limit);
  }

  /**
   * Dismisses a cluster, the open signals of one kind on one company's reviews, in one decision:
   * one audit entry whose details list the reviews, the signals closed with it. Signals on the
   * moderator's own reviews stay open for another moderator; people's reports on the same
   * reviews stay open too (each is decided on its own review).
   */
  async dismissCluster(moderator: User, companyId: string, signal: Signal, facts: string, raisedUpTo: string): Promise<SignalDismissal> {
    return this.db.transaction(async (manager) => {
      // A decision holds the company's reviews while it runs: a larger cluster goes in batches (the first raised first).
      const candidates = await this.clusters.findReviewIds(manager, companyId, signal, new Date(raisedUpTo), CLUSTER_BATCH);
      if (candidates.length === 0) throw new NotFoundException('This company has no open signals of this kind.');
      // Reviews, then their company, in id order, as raising signals takes them: the closing
      // moves each review's flag and the company's ranking sums (triggers).
      await this.signals.lockForFlagging(manager, candidates);
      const own = new Set(await this.clusters.findReviewsBy(manager, candidates, moderator.id));
      const open = (await this.clusters.lockOpen(manager, companyId, signal, candidates)).filter((id) => !own.has(id));
      if (open.length === 0) {
        if (own.size > 0) throw new ForbiddenException('You cannot moderate your own review: another moderator will decide.');
        throw new NotFoundException('This company has no open signals of this kind.');
      }
      const id = await this.audit.append(manager, {
        actorId: moderator.id,
        action: 'dismiss_signals',
        targetType: 'company',
        targetId: companyId,
        decisionFacts: facts,
        sourceType: 'SOURCE_VOLUNTARY',
        automatedDetection: true,
        details: { signal, companyId, reviewIds: open, count: open.length, raisedUpTo, ...(own.size ? { leftForOthers: own.size } : {}) },
      });
      await this.clusters.dismiss(manager, signal, open, id);
      return { ...statementOf((await this.audit.findById(id, manager))!), dismissed: open.length, leftForOthers: own.size };
    });
  }

  /** Hidden reviews (of one company, if given), the most recently hidden first, each with the decision that hid it. */
  async hidden(companyId: string | null, offset: number, limit: number): Promise<HiddenReviewPage> {
    const [rows, total] = await Promise.all([this.reviews.findHiddenPage(companyId, offset, limit), this.reviews.countHidden(companyId)]);
    const ids = rows.map((r) => r.hidden_decision_id);
    const [decisions, appeals] = await Promise.all([this.audit.findByIds(ids), this.appeals.findStatusesByDecisions(ids)]);
    const appealOf = new Map(appeals.map((a) => [a.decision_id, a.status]));
    return {
      total,
      items: rows.map((r) => {
        const decision = decisions.get(r.hidden_decision_id)!;
        const reason = (decision.details.reason as ReportReason | undefined) ?? 'other';
        return {
          review: toStaffReviewResponse(r),
          hiddenAt: r.hidden_at.toISOString(),
          reasonLabel: REASON_LABEL[reason],
          decision: statementOf(decision),
          decidedBy: decision.actor_name,
          decidedById: decision.actor_id,
          appeal: appealOf.get(r.hidden_decision_id) ?? 'none',
        };
      }),
    };
  }

  /** The name of the company the queue is narrowed to: from the page when a review of it is there, else looked up. */
  private async findCompanyName(companyId: string, rows: { company_id: string; company_name: string }[]): Promise<{ id: string; name: string }> {
    const shown = rows.find((r) => r.company_id === companyId);
    if (shown) return { id: companyId, name: shown.company_name };
    const [found] = await this.queueRepository.findCompanyNames([companyId]);
    if (!found) throw new NotFoundException('Company not found.');
    return found;
  }
}
