import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ReviewsRepository } from '../reviews.repository.js';
import { UserVoteResponse, VoteResultResponse } from './dto/vote.dto.js';
import { transition, type VoteType } from './vote-state.js';
import { VotesRepository } from './votes.repository.js';

@Injectable()
export class VotesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reviews: ReviewsRepository,
    private readonly votes: VotesRepository,
  ) {}

  async userVote(userId: string, reviewId: string): Promise<UserVoteResponse> {
    const review = await this.reviews.findById(reviewId);
    if (!review || review.hidden) throw new NotFoundException('Review not found.');
    return { userVote: await this.votes.findVote(reviewId, userId) };
  }

  /**
   * Casts, switches or removes a vote. The review row is locked first, so concurrent votes on one
   * review apply one after another and the counters always equal the vote rows.
   */
  async vote(userId: string, reviewId: string, requested: VoteType | null): Promise<VoteResultResponse> {
    return this.db.transaction(async (manager) => {
      const review = await this.reviews.lockForWrite(manager, reviewId);
      if (!review || review.hidden) throw new NotFoundException('Review not found.');
      if (review.userId === userId) throw new ForbiddenException('You cannot vote on your own review.');
      if (!review.verified) throw new ForbiddenException('Only verified reviews can be voted on.');
      const current = await this.votes.findVote(reviewId, userId, manager);
      const t = transition(current, requested);
      if (t.next !== current) await this.votes.setVote(manager, reviewId, userId, t.next);
      const counts = await this.reviews.moveVoteCounts(manager, reviewId, t.helpfulDelta, t.notHelpfulDelta);
      return { ...counts, userVote: t.next };
    });
  }
}
