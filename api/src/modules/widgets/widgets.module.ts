import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { WidgetsController } from './widgets.controller.js';

@Module({
  imports: [CompaniesModule, ReviewsModule],
  controllers: [WidgetsController],
})
export class WidgetsModule {}
