import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MailService, type HiddenReviewStatement } from '../mail/index.js';
import { ReviewNoticesRepository } from './review-notices.repository.js';

/**
 * Mails a review's author about what others did to it: the business's first reply, and a
 * moderator hiding it (with the statement of reasons and the way to appeal). Both are notices
 * about the person's own content, so they go whatever the person chose about the newsletter or
 * review invitations (those lists are about other mail), and only to a confirmed address, as
 * every notice of the platform. Each is written in the caller's transaction: a mail exists
 * exactly when its cause was committed; the caller calls deliverSoon() after the commit.
 */
@Injectable()
export class ReviewNotices {
  constructor(
    private readonly notices: ReviewNoticesRepository,
    private readonly mail: MailService,
  ) {}

  /**
   * The business has just replied to the review for the first time. Once per review: an edit of
   * the reply, or a reply deleted and written again, mails nothing more.
   */
  async replyPosted(manager: EntityManager, reviewId: string): Promise<boolean> {
    const notice = await this.notices.claimReplyNotice(manager, reviewId);
    if (!notice) return false;
    await this.mail.sendReplyNotice(manager, { ...notice, reviewId });
    return true;
  }

  /** A moderator has hidden the review: the author reads why, and where to appeal. */
  async reviewHidden(manager: EntityManager, reviewId: string, statement: HiddenReviewStatement): Promise<boolean> {
    const notice = await this.notices.hiddenNotice(manager, reviewId);
    if (!notice) return false;
    await this.mail.sendHiddenReviewNotice(manager, { ...notice, statement });
    return true;
  }

  /** Call after the transaction that wrote a notice has committed. */
  deliverSoon(): void {
    this.mail.deliverSoon();
  }
}
