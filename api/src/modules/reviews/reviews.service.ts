import { BadRequestException, ConflictException, ForbiddenException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isForeignKeyViolation, isUniqueViolation } from '../../common/database/sql.js';
import type { User } from '../auth/user.entity.js';
import { UsersRepository } from '../auth/users.repository.js';
import { applyRatingDelta } from '../companies/company-aggregates.js';
import { ratingDelta, type Star } from '../companies/rating-math.js';
import { invitationState, InvitationsRepository } from '../invitations/invitations.repository.js';
import { CreateReviewDto, UpdateReviewDto } from './dto/review.dto.js';
import { ReviewResponse, toReviewResponse } from './dto/review-response.dto.js';
import { ReviewsRepository } from './reviews.repository.js';

@Injectable()
export class ReviewsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reviews: ReviewsRepository,
    private readonly users: UsersRepository,
    private readonly invitations: InvitationsRepository,
  ) {}

  async recent(limit: number): Promise<ReviewResponse[]> {
    return (await this.reviews.findRecent(limit)).map(toReviewResponse);
  }

  async byAuthor(userId: string, offset: number, limit: number): Promise<ReviewResponse[]> {
    if (!(await this.users.exists(userId))) throw new NotFoundException('User not found.');
    return (await this.reviews.findByAuthor(userId, offset, limit)).map(toReviewResponse);
  }

  /** Writes the review and moves the company's aggregates in the same transaction. */
  async create(author: User, dto: CreateReviewDto): Promise<ReviewResponse> {
    try {
      const row = await this.db.transaction(async (manager) => {
        // An invitation link makes the review verified and invited; it is locked so it is used once.
        const invitation = dto.invitationToken ? await this.invitations.findByToken(dto.invitationToken, manager, true) : undefined;
        if (dto.invitationToken) {
          if (!invitation || invitation.company_id !== dto.companyId) throw new BadRequestException('This invitation link is not valid for this company.');
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
        const id = await this.reviews.insert(manager, {
          companyId: dto.companyId,
          userId: author.id,
          rating: dto.rating,
          title: dto.title,
          content: dto.content,
          topic: dto.topic ?? null,
          verified: invitation !== undefined || author.emailVerifiedAt !== null,
          invited: invitation !== undefined,
        });
        if (invitation) await this.invitations.markUsed(manager, invitation.id, id);
        await applyRatingDelta(manager, dto.companyId, ratingDelta(null, dto.rating as Star));
        return this.reviews.findById(id, manager);
      });
      return toReviewResponse(row!);
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictException('You have already reviewed this company. You can edit your review instead.');
      if (isForeignKeyViolation(e)) throw new NotFoundException('Company not found.');
      throw e;
    }
  }

  async update(author: User, id: string, dto: UpdateReviewDto): Promise<ReviewResponse> {
    const row = await this.db.transaction(async (manager) => {
      const current = await this.ownReview(manager, author, id);
      if (current.hidden) throw new ConflictException('A moderator hid this review, so it cannot be edited. You can appeal the decision from your profile, or delete the review.');
      const full = (await this.reviews.findById(id, manager))!;
      const rating = dto.rating ?? current.rating;
      await this.reviews.update(manager, id, {
        rating,
        title: dto.title ?? full.title,
        content: dto.content ?? full.content,
        topic: dto.topic === undefined ? full.topic : dto.topic,
      });
      await applyRatingDelta(manager, current.company_id, ratingDelta(current.rating, rating as Star));
      return this.reviews.findById(id, manager);
    });
    return toReviewResponse(row!);
  }

  async remove(author: User, id: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const current = await this.ownReview(manager, author, id);
      await this.reviews.delete(manager, id);
      // A hidden review was taken out of the aggregates when it was hidden.
      if (!current.hidden) await applyRatingDelta(manager, current.company_id, ratingDelta(current.rating, null));
    });
  }

  private async ownReview(manager: Parameters<ReviewsRepository['lockForWrite']>[0], author: User, id: string) {
    const review = await this.reviews.lockForWrite(manager, id);
    if (!review) throw new NotFoundException('Review not found.');
    if (review.user_id !== author.id) throw new ForbiddenException('You can only change your own reviews.');
    return review;
  }
}
