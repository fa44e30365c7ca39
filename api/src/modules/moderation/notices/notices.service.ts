// Notices from anyone (DSA Art. 16): filed with a receipt mailed to the sender, answered with the
// decision's statement of reasons when a moderator decides on the item.
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../../common/database/sql.js';
import { RateLimitService } from '../../../common/rate-limit/rate-limit.service.js';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { hashToken, newToken, type User } from '../../auth/index.js';
import { MailService, type NoticeOutcome } from '../../mail/index.js';
import type { SendNoticeDto, NoticeReceiptResponse, NoticeTarget } from './notice.dto.js';
import { type NoticeItem, NoticesRepository, type NoticeToAnswer } from './notices.repository.js';

export const NOTICE_RECEIVED = 'Thank you: we received your notice and emailed you a confirmation. A moderator will review it, and we will email you the decision.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The limiter's key for an address: hashed, so the limiter's keys hold no address. */
const mailboxKey = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('base64url');

/** A decision as the notices it answers report it to their senders (without the complaint link, which is per notice). */
export type NoticeDecision = Omit<NoticeOutcome, 'complaintLink'>;

@Injectable()
export class NoticesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notices: NoticesRepository,
    private readonly limits: RateLimitService,
    private readonly mail: MailService,
  ) {}

  /**
   * Files a notice from a visitor or a signed-in person, and mails its receipt. A signed-in
   * person whose confirmed account address belongs to a trusted flagger files it as that flagger
   * (an address typed in the form proves nothing, so it never makes a notice a trusted flagger's).
   */
  async file(dto: SendNoticeDto, sender: User | null, ip: string): Promise<NoticeReceiptResponse> {
    await this.limits.consume('noticePerAddress', ip);
    await this.limits.consume('noticePerEmail', mailboxKey(dto.email));
    const trustedFlaggerId = sender?.emailVerifiedAt ? await this.notices.trustedFlaggerOf(sender.email) : null;
    try {
      const saved = await this.db.transaction(async (manager) => {
        const item = await this.findItem(manager, dto.targetType, dto.targetId);
        const row = await this.notices.insert(manager, {
          targetType: dto.targetType,
          reviewId: dto.targetType === 'company' ? null : dto.targetId,
          companyId: item.companyId,
          reason: dto.reason,
          ground: dto.ground,
          law: dto.ground === 'illegal' ? dto.law! : null,
          explanation: dto.explanation,
          senderKind: sender ? 'user' : 'visitor',
          senderName: dto.name,
          senderEmail: dto.email,
          reporterUserId: sender?.id ?? null,
          trustedFlaggerId,
        });
        await this.mail.sendNoticeReceipt(manager, {
          to: dto.email,
          name: dto.name,
          reference: row.id,
          about: this.about(dto.targetType, item.companyName),
          itemLink: this.itemLink(dto.targetType, item.companyId, dto.targetType === 'company' ? null : dto.targetId),
          receivedAt: row.createdAt,
        });
        return row;
      });
      this.mail.deliverSoon();
      return { id: saved.id, receivedAt: saved.createdAt.toISOString(), message: NOTICE_RECEIVED };
    } catch (e) {
      // One report per account and review: the signed-in person's earlier report or notice stands.
      if (isUniqueViolation(e)) throw new ConflictException('You have already reported this review. A moderator will look at it.');
      throw e;
    }
  }

  /** The open notices of these kinds about a review, locked for the decision that answers them. */
  lockOpenForReview(manager: EntityManager, reviewId: string, targets: NoticeTarget[]): Promise<NoticeToAnswer[]> {
    return this.notices.openForReview(manager, reviewId, targets);
  }

  /**
   * Answers open notices with a decision, in the decision's transaction: each sender is mailed the
   * statement of reasons with a complaint link whose token (kept as a hash) identifies the notice.
   * A notice with no address to mail (a reporter whose address is not confirmed) is closed unmailed.
   */
  async answer(manager: EntityManager, open: NoticeToAnswer[], decision: NoticeDecision): Promise<void> {
    for (const n of open) {
      if (!n.to) continue;
      const token = newToken();
      await this.notices.recordOutcome(manager, n.id, hashToken(token));
      await this.mail.sendNoticeOutcome(manager, {
        to: n.to,
        name: n.name ?? 'there',
        reference: n.id,
        about: this.about(n.targetType, n.companyName),
        itemLink: this.itemLink(n.targetType, n.companyId, n.reviewId),
        receivedAt: n.createdAt,
        outcome: { ...decision, complaintLink: `${this.config.siteUrl}/notices/complaint?token=${encodeURIComponent(token)}` },
      });
    }
  }

  /** Closes the open notices of these kinds about a review with the decision. */
  closeForReview(manager: EntityManager, reviewId: string, targets: NoticeTarget[], status: 'resolved' | 'dismissed', decisionId: string): Promise<void> {
    return this.notices.closeOpenForReview(manager, reviewId, targets, status, decisionId);
  }

  /** Call after the decision's transaction has committed. */
  deliverSoon(): void {
    this.mail.deliverSoon();
  }

  private async findItem(manager: EntityManager, type: NoticeTarget, id: string): Promise<NoticeItem> {
    if (!UUID.test(id)) throw new NotFoundException(type === 'company' ? 'Company not found.' : 'Review not found.');
    if (type === 'company') {
      const company = await this.notices.companyItem(manager, id);
      if (!company) throw new NotFoundException('Company not found.');
      return company;
    }
    const review = await this.notices.reviewItem(manager, id);
    if (!review) throw new NotFoundException('Review not found.');
    if (type === 'reply' && !review.replyShown) throw new NotFoundException('This review has no published reply.');
    return review;
  }

  private about(type: NoticeTarget, companyName: string | null): string {
    const of = companyName ? ` ${companyName.replace(/\s+/g, ' ')}` : ' a company';
    if (type === 'company') return `the company page of${of}`;
    return type === 'reply' ? `a business reply to a review of${of}` : `a review of${of}`;
  }

  private itemLink(type: NoticeTarget, companyId: string | null, reviewId: string | null): string {
    const page = `${this.config.siteUrl}/companies/${companyId}`;
    return type === 'company' || !reviewId ? page : `${page}#review-${reviewId}`;
  }
}
