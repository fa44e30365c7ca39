import { Module } from '@nestjs/common';
import { BusinessModule } from '../business/index.js';
import { CompaniesModule } from '../companies/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { WidgetsController } from './widgets.controller.js';

@Module({
  imports: [BusinessModule, CompaniesModule, ReviewsModule],
  controllers: [WidgetsController],
})
export class WidgetsModule {}
