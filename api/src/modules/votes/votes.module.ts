import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { VotesController } from './votes.controller.js';
import { VotesRepository } from './votes.repository.js';
import { VotesService } from './votes.service.js';

@Module({
  imports: [AuthModule, ReviewsModule],
  controllers: [VotesController],
  providers: [VotesRepository, VotesService],
})
export class VotesModule {}
