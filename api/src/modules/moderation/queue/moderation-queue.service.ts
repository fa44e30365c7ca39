// The moderators' queue at volume: how much waits in each queue, pages of queued reviews by filter
// with the counts of every tab, the companies with queued reviews and a company's signal clusters.
// It decides nothing: the decisions are in review-decisions/, appeals/, claims/, accounts/ and companies/.
import { Injectable, NotFoundException } from '@nestjs/common';
import { type ReviewRow, ReviewsService, toStaffReviewResponse } from '../../reviews/index.js';
import { describeSignal, SIGNAL_LABEL, SignalsService } from '../../signals/index.js';
import type { QueueCompany, QueuePage, QueueSizes } from '../dto/admin-responses.dto.js';
import { NoticesRepository, type QueuedNoticeRow } from '../notices/notices.repository.js';
import { ReportsRepository } from '../review-decisions/reports.repository.js';
import { ModerationQueueRepository, type QueueFilter } from './moderation-queue.repository.js';

@Injectable()
export class ModerationQueueService {
  constructor(
    private readonly queueRepository: ModerationQueueRepository,
    private readonly reports: ReportsRepository,
    private readonly signals: SignalsService,
    private readonly reviews: ReviewsService,
    private readonly notices: NoticesRepository,
  ) {}

  /** How much waits in each queue: reviews reported, flagged or either, open appeals, pending claims, hidden reviews. */
  async sizes(): Promise<QueueSizes> {
    return (await this.queueRepository.sizes())!;
  }

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
      filter.companyId ? this.signals.clustersOf(filter.companyId) : Promise.resolve([]),
    ]);
    // Past the end: the total still comes from the filter, so the pager can step back.
    const total = page[0]?.total ?? (offset > 0 ? ((await this.queueRepository.findPage(filter, 0, 1))[0]?.total ?? 0) : 0);
    const ids = page.map((p) => p.reviewId);
    const [reports, signals, reviewRows, noticeRows] = await Promise.all([
      this.reports.summariseOpenForReviews(ids),
      this.signals.openForReviews(ids),
      this.reviews.findByIds(ids),
      this.notices.openForReviews(ids),
    ]);
    const noticesOf = new Map<string, QueuedNoticeRow[]>();
    for (const n of noticeRows) noticesOf.set(n.reviewId, [...(noticesOf.get(n.reviewId) ?? []), n]);
    const reviews = new Map(reviewRows.map((r) => [r.id, r]));
    const companyIds = [...new Set(reviewRows.map((r) => r.companyId))];
    if (filter.companyId && !companyIds.includes(filter.companyId)) companyIds.push(filter.companyId);
    const [sizes, company] = await Promise.all([
      this.queueRepository.countQueuedByCompany(companyIds),
      filter.companyId ? this.findCompanyName(filter.companyId, reviewRows) : Promise.resolve(null),
    ]);
    const queuedOf = new Map(sizes.map((s) => [s.companyId, s.n]));
    const reportsOf = new Map(reports.map((r) => [r.reviewId, r]));
    const signalsOf = new Map<string, typeof signals>();
    for (const s of signals) signalsOf.set(s.reviewId, [...(signalsOf.get(s.reviewId) ?? []), s]);
    return {
      total,
      counts,
      company,
      clusters: clusterRows.map((c) => ({ signal: c.signal, label: SIGNAL_LABEL[c.signal], count: c.n, firstRaisedAt: c.first.toISOString(), lastRaisedAt: c.last.toISOString() })),
      items: page
        .filter((p) => reviews.has(p.reviewId))
        .map((p) => {
          const review = reviews.get(p.reviewId)!;
          const rep = reportsOf.get(p.reviewId);
          return {
            review: toStaffReviewResponse(review),
            reasons: rep?.reasons ?? {},
            reportCount: rep?.n ?? 0,
            details: rep?.details ?? [],
            signals: (signalsOf.get(p.reviewId) ?? []).map((x) => ({
              signal: x.signal,
              label: SIGNAL_LABEL[x.signal],
              description: describeSignal(x.signal, x.details),
              details: x.details,
              raisedAt: x.createdAt.toISOString(),
            })),
            waitingSince: p.first.toISOString(),
            companyQueued: queuedOf.get(review.companyId) ?? 1,
            notices: (noticesOf.get(p.reviewId) ?? []).map((n) => ({
              id: n.id,
              targetType: n.targetType,
              reason: n.reason,
              ground: n.ground,
              law: n.law,
              explanation: n.explanation,
              senderKind: n.senderKind,
              trustedFlagger: n.trustedFlagger,
              receivedAt: n.createdAt.toISOString(),
            })),
            trustedFlagger: p.trusted,
          };
        }),
    };
  }

  /** Companies with reviews on the queue (whose name contains the search), people's reports first, then the most queued. */
  companies(search: string, limit: number): Promise<QueueCompany[]> {
    return this.queueRepository.findCompaniesWithQueued(search.trim(), limit);
  }

  /** The name of the company the queue is narrowed to: from the page when a review of it is there, else looked up. */
  private async findCompanyName(companyId: string, rows: Pick<ReviewRow, 'companyId' | 'companyName'>[]): Promise<{ id: string; name: string }> {
    const shown = rows.find((r) => r.companyId === companyId);
    if (shown) return { id: companyId, name: shown.companyName };
    const [found] = await this.queueRepository.findCompanyNames([companyId]);
    if (!found) throw new NotFoundException('Company not found.');
    return found;
  }
}
