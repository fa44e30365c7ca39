import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { BusinessModule } from '../business/business.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import { ContactModule } from '../contact/contact.module.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { SignalsModule } from '../signals/signals.module.js';
import { AdminController } from './admin.controller.js';
import { AppealsRepository } from './appeals.repository.js';
import { AuditLogService } from './audit-log.service.js';
import { BusinessModerationService } from './business-moderation.service.js';
import { ModeratedBusinessRepository } from './moderated-business.repository.js';
import { CompanyModerationRepository } from './company-moderation.repository.js';
import { CompanyModerationService } from './company-moderation.service.js';
import { ModeratedClaimsRepository } from './moderated-claims.repository.js';
import { ModeratedUsersRepository } from './moderated-users.repository.js';
import { AuditTargetsRepository } from './audit-targets.repository.js';
import { ModerationQueueRepository } from './moderation-queue.repository.js';
import { ModerationQueueService } from './moderation-queue.service.js';
import { SignalClustersRepository } from './signal-clusters.repository.js';
import { ModerationService } from './moderation.service.js';
import { ReportsController } from './reports.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { TransparencyController } from './transparency.controller.js';
import { TransparencyRepository } from './transparency.repository.js';
import { TransparencyService } from './transparency.service.js';

/** Moderation: reports, hidden reviews, appeals, claims decisions, suspensions, roles and the audit log. */
@Module({
  imports: [AuditModule, AuthModule, BusinessModule, CompaniesModule, ContactModule, ReviewsModule, SignalsModule],
  controllers: [ReportsController, AdminController, TransparencyController],
  providers: [
    ModerationService,
    CompanyModerationService,
    BusinessModerationService,
    ModeratedBusinessRepository,
    AuditLogService,
    TransparencyService,
    ReportsRepository,
    AppealsRepository,
    ModerationQueueRepository,
    ModerationQueueService,
    SignalClustersRepository,
    AuditTargetsRepository,
    ModeratedUsersRepository,
    ModeratedClaimsRepository,
    CompanyModerationRepository,
    TransparencyRepository,
  ],
})
export class ModerationModule {}
