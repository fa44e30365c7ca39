import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BusinessModule } from '../business/business.module.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { AdminController } from './admin.controller.js';
import { AuditLogRepository } from './audit-log.repository.js';
import { ModerationService } from './moderation.service.js';
import { ReportsController } from './reports.controller.js';
import { TransparencyController } from './transparency.controller.js';

/** Moderation: reports, hidden reviews, appeals, claims decisions, suspensions, roles and the audit log. */
@Module({
  imports: [AuthModule, BusinessModule, ReviewsModule],
  controllers: [ReportsController, AdminController, TransparencyController],
  providers: [ModerationService, AuditLogRepository],
})
export class ModerationModule {}
