import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type VoteType = 'helpful' | 'not_helpful';

@Entity('review_votes')
export class ReviewVote {
  @PrimaryColumn('uuid', { name: 'review_id' }) reviewId: string;
  @PrimaryColumn('uuid', { name: 'user_id' }) userId: string;
  @Column('text', { name: 'vote_type' }) voteType: VoteType;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
