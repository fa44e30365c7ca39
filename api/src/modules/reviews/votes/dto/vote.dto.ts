import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export const VOTE_TYPES = ['helpful', 'not_helpful'] as const;

export class CastVoteDto {
  @ApiProperty({ enum: VOTE_TYPES, description: 'Sending the vote you already have removes it' })
  @IsIn(VOTE_TYPES as readonly string[], { message: 'Vote type must be "helpful" or "not_helpful"' })
  voteType: 'helpful' | 'not_helpful';
}

export class UserVoteResponse {
  @ApiProperty({ enum: VOTE_TYPES, nullable: true, type: String }) userVote: 'helpful' | 'not_helpful' | null;
}

export class VoteResultResponse extends UserVoteResponse {
  @ApiProperty() helpfulCount: number;
  @ApiProperty() notHelpfulCount: number;
}
