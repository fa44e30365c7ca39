import { BadRequestException, ConflictException, ForbiddenException, GoneException, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isForeignKeyViolation, isTransientConflict, isUniqueViolation } from '../../common/database/sql.js';
import type { Querier } from '../../common/database/sql.js';
import { EmailVerifiedHooks, type User, UsersService } from '../auth/index.js';
import { InvitationLinksService, invitationState } from '../invitations/index.js';
import { CreateReviewDto, UpdateReviewDto } from './dto/review.dto.js';
import { ReviewResponse, ReviewVersionsResponse, toReviewResponse, toReviewVersionResponse } from './dto/review-response.dto.js';
import { LowRatingAlerts } from '../low-rating-alerts/index.js';
import { ReviewSignals } from '../signals/index.js';
import { ReviewChanges } from './review-changes.js';
import { CONNECTED_REFUSAL } from './review-disclosures.js';
import { type ReviewVersionRow, ReviewVersionsRepository } from './review-versions.repository.js';
import { type LockedReview, type ReviewRow, ReviewsRepository } from './reviews.repository.js';

@Injectable()
export class ReviewsService implements OnModuleInit {
  private readonly log = new Logger('Reviews');
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reviews: ReviewsRepository,
    private readonly versions: ReviewVersionsRepository,
    private readonly users: UsersService,
    private readonly invitations: InvitationLinksService,
    private readonly signals: ReviewSignals,
    private readonly lowRatingAlerts: LowRatingAlerts,
    private readonly emailVerified: EmailVerifiedHooks,
    private readonly changes: ReviewChanges,
  ) {}

  onModuleInit(): void {
    this.emailVerified.register((manager, userId) => this.authorVerified(manager, userId));
  }

  /**
   * The author confirmed their address: their reviews become verified, in that transaction, and
   * each published one is announced as changed (its webhook data carries `verified`).
   */
  async authorVerified(manager: EntityManager, userId: string): Promise<void> {
    for (const id of await this.reviews.markAuthorVerified(manager, userId)) {
      const review = await this.reviews.findById(id, manager);
      if (review) await this.changes.emit(manager, { kind: 'verified', review });
    }
  }

  /** A review as read (hidden or not), in the caller's transaction if given. */
  findById(id: string, manager?: Querier): Promise<ReviewRow | undefined> {
    return this.reviews.findById(id, manager);
  }

  /** Reviews by id, hidden ones included (moderation reads them); in no particular order. */
  findByIds(ids: string[]): Promise<ReviewRow[]> {
    return this.reviews.findByIds(ids);
  }

  /**
   * Locks the review row for the rest of the caller's transaction: edits, deletes, votes, replies,
   * reports and moderators' decisions serialise on it.
   */
  lockForWrite(manager: EntityManager, id: string): Promise<LockedReview | undefined> {
    return this.reviews.lockForWrite(manager, id);
  }

  /** One published review, as the public reads it (a link to it: a webhook's `review.url`); 404 when hidden or gone. */
  async published(id: string): Promise<ReviewResponse> {
    const row = await this.reviews.findById(id);
    if (!row || row.hidden) throw new NotFoundException('Review not found.');
    return toReviewResponse(row);
  }

  /**
   * The earlier versions of one published review, the most recently replaced first; 404 when it is
   * hidden or gone, as the review itself is.
   */
  async publishedVersions(id: string): Promise<ReviewVersionsResponse> {
    const row = await this.reviews.findById(id);
    if (!row || row.hidden) throw new NotFoundException('Review not found.');
    if (row.earlierVersions === 0) return { versions: [] };
    return { versions: (await this.versions.findForReview(id)).map(toReviewVersionResponse) };
  }

  /** Every earlier version of every review the user wrote, hidden ones' too: their own data (their export). */
  versionsByAuthor(userId: string): Promise<ReviewVersionRow[]> {
    return this.versions.findByAuthor(userId);
  }

  async recent(limit: number): Promise<ReviewResponse[]> {
    return (await this.reviews.findRecent(limit)).map(toReviewResponse);
  }

  async byAuthor(userId: string, offset: number, limit: number): Promise<ReviewResponse[]> {
    if (!(await this.users.exists(userId))) throw new NotFoundException('User not found.');
    return (await this.reviews.findByAuthor(userId, offset, limit)).map(toReviewResponse);
  }

  /**
   * Writes the review (the reviews trigger moves its company's totals in the same transaction); then
   * raises any fake-review signal (a flag for moderators; the review is published all the same).
   */
  async create(author: User, dto: CreateReviewDto, clientKey: Buffer | null = null): Promise<ReviewResponse> {
    refuseConnected(dto.connection);
    try {
      const row = await this.db.transaction(async (manager) => {
        // An invitation link makes the review verified and invited; it is locked so it is used once.
        const invitation = dto.invitationToken ? await this.invitations.lockForReview(manager, dto.invitationToken) : undefined;
        if (dto.invitationToken) {
          if (!invitation || invitation.companyId !== dto.companyId) throw new BadRequestException('This invitation link is not valid for this company.');
          const state = invitationState(invitation);
          if (state === 'used') throw new ConflictException('This invitation has already been used to write a review.');
          if (state === 'expired') throw new GoneException('This invitation has expired.');
          // Only the invited person's confirmed account makes it a verified review: the business
          // knows the link, so the link alone proves nothing.
          if (invitation.email !== author.email.toLowerCase()) {
            throw new ForbiddenException('This invitation was sent to another email address. Sign in with the account of that address, or write your review without the invitation.');
          }
          if (!author.emailVerifiedAt) {
            throw new ForbiddenException('Please confirm your email address (use the link we emailed you) to write your review through this invitation.');
          }
        }
        const review = await this.reviews.insert(manager, {
          companyId: dto.companyId,
          userId: author.id,
          rating: dto.rating,
          title: dto.title,
          content: dto.content,
          topic: dto.topic ?? null,
          verified: invitation !== undefined || author.emailVerifiedAt !== null,
          invited: invitation !== undefined,
          incentive: dto.incentive ?? null,
          connection: dto.connection ?? null,
          // An invitation that offered something for reviewing makes the review incentivised, whatever the answer.
          incentiveOffered: invitation?.incentiveOffered ?? false,
          // The order's date the shop gave is the form's starting value; an API client that sends no date gets it too.
          experienceDate: dto.experienceDate ?? invitation?.orderDate ?? null,
          clientKey,
        });
        if (invitation) await this.invitations.markUsed(manager, invitation.id, review.id);
        await this.changes.emit(manager, { kind: 'created', review });
        return review;
      });
      await this.raiseSignals(row!.id);
      // After the write and its signals have committed; an alert never fails the review.
      await this.lowRatingAlerts.reviewWritten(row!.id);
      await this.changes.committed({ kind: 'created', review: row! });
      return toReviewResponse(row!);
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictException('You have already reviewed this company. You can edit your review instead.');
      if (isForeignKeyViolation(e)) throw new NotFoundException('Company not found.');
      throw e;
    }
  }

  /**
   * Edits the author's review. An edit that changes nothing writes nothing and announces nothing
   * (no webhook, no reading, `updatedAt` and `editedAt` kept): the review is answered as it is.
   * Any other edit (rating, title, text or topic) sets `editedAt`, which every list shows. One that
   * changes the rating also keeps the version it replaced, which readers can open: a new rating
   * changes what the review says of the company. Other edits keep none: they fix a typo or say
   * more, and the mark with its date tells readers that the text changed.
   */
  async update(author: User, id: string, dto: UpdateReviewDto): Promise<ReviewResponse> {
    refuseConnected(dto.connection);
    // Two statements of its own: the lock that checks the author, and the UPDATE that answers the edited row.
    const { row, edited } = await this.db.transaction(async (manager) => {
      const current = await this.ownReview(manager, author, id);
      if (current.hidden) throw new ConflictException('A moderator hid this review, so it cannot be edited. You can appeal the decision from your profile, or delete the review.');
      const keepsVersion = dto.rating !== undefined && dto.rating !== current.rating;
      const edit = await this.reviews.update(
        manager,
        id,
        {
          rating: dto.rating,
          title: dto.title,
          content: dto.content,
          topic: dto.topic,
          incentive: dto.incentive,
          connection: dto.connection,
          experienceDate: dto.experienceDate,
        },
        keepsVersion,
      );
      if (!edit) return { row: (await this.reviews.findById(id, manager))!, edited: undefined };
      if (keepsVersion) await this.versions.keep(manager, id, edit.replaced);
      const change = { kind: 'updated', review: edit.row, textChanged: edit.textChanged } as const;
      await this.changes.emit(manager, change);
      return { row: edit.row, edited: change };
    });
    if (!edited) return toReviewResponse(row);
    // New text may copy another review; the other rules gave their answer when it was written.
    if (edited.textChanged) await this.raiseSignals(id, true);
    await this.changes.committed(edited);
    return toReviewResponse(row);
  }

  async remove(author: User, id: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      await this.ownReview(manager, author, id);
      await this.reviews.delete(manager, id);
    });
  }

  /** In the caller's transaction (an account's erasure): see ReviewsRepository.eraseAuthor. */
  eraseAuthor(manager: EntityManager, userId: string): Promise<{ reviews: number; votes: number }> {
    return this.reviews.eraseAuthor(manager, userId);
  }

  /**
   * Runs the signal rules in a transaction of its own, after the write committed: a signal on
   * several reviews refers to each of them, and doing that under the company lock the write holds
   * deadlocked against deletes of those reviews. A review deleted meanwhile fails the reference:
   * the rules run again without it. A failure here is logged; the review stays written.
   */
  private async raiseSignals(reviewId: string, edited = false): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.db.transaction((manager) => this.signals.evaluate(manager, reviewId, { edited }));
        return;
      } catch (e) {
        // A review deleted meanwhile, or a lost race with another raise: run the rules again. A lost
        // signal now also lets a flagged review lift its company's rank, so it is retried, not dropped.
        if ((isForeignKeyViolation(e) || isTransientConflict(e)) && attempt < 3) continue;
        this.log.warn(`Fake-review signals for review ${reviewId} failed: ${(e as Error).message}`);
        return;
      }
    }
  }

  private async ownReview(manager: Parameters<ReviewsRepository['lockForWrite']>[0], author: User, id: string) {
    const review = await this.reviews.lockForWrite(manager, id);
    if (!review) throw new NotFoundException('Review not found.');
    if (review.userId !== author.id) throw new ForbiddenException('You can only change your own reviews.');
    return review;
  }
}

/** A reviewer connected to the company may not publish on it (review-disclosures.ts says why 403). */
function refuseConnected(connection: string | undefined): void {
  if (connection !== undefined && connection !== 'none') throw new ForbiddenException(CONNECTED_REFUSAL);
}
