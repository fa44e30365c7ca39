import { Module } from '@nestjs/common';
import { ReviewsModule } from '../reviews/index.js';
import { HighlightsBackfill } from './highlights-backfill.js';
import { HighlightsReader } from './highlights-reader.js';
import { HighlightsController } from './highlights.controller.js';
import { HighlightsRepository } from './highlights.repository.js';
import { HighlightsService } from './highlights.service.js';

/**
 * Review highlights (issue 21, item 4): the aspects a company's reviews mention, kept as reviews
 * are written, edited, hidden, restored and deleted (it follows ReviewChanges, so it imports the
 * reviews module), and read by the company's page.
 */
@Module({
  imports: [ReviewsModule],
  controllers: [HighlightsController],
  providers: [HighlightsRepository, HighlightsReader, HighlightsService, HighlightsBackfill],
  exports: [HighlightsBackfill],
})
export class HighlightsModule {}
