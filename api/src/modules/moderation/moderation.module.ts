import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { AuthModule } from '../auth/index.js';
import { BusinessModule } from '../business/index.js';
import { CompaniesModule } from '../companies/index.js';
import { ContactModule } from '../contact/index.js';
import { InvitationsModule } from '../invitations/index.js';
import { NewsletterModule } from '../newsletter/index.js';
import { ReviewNoticesModule } from '../review-notices/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { SignalsModule } from '../signals/index.js';
import { AdminBusinessAccountsController } from './accounts/admin-business-accounts.controller.js';
import { AdminPlanRequestsController } from './accounts/admin-plan-requests.controller.js';
import { AdminUsersController } from './accounts/admin-users.controller.js';
import { BusinessModerationService } from './accounts/business-moderation.service.js';
import { UserModerationService } from './accounts/user-moderation.service.js';
import { AdminAppealsController } from './appeals/admin-appeals.controller.js';
import { BusinessComplaintsController } from './appeals/business-complaints.controller.js';
import { ComplaintsController } from './appeals/complaints.controller.js';
import { AppealsRepository } from './appeals/appeals.repository.js';
import { AppealsService } from './appeals/appeals.service.js';
import { AdminAuditController } from './audit-log/admin-audit.controller.js';
import { AuditLogService } from './audit-log/audit-log.service.js';
import { AuditTargetsRepository } from './audit-log/audit-targets.repository.js';
import { AdminClaimsController } from './claims/admin-claims.controller.js';
import { ClaimDecisionsService } from './claims/claim-decisions.service.js';
import { AdminCompaniesController } from './companies/admin-companies.controller.js';
import { CompanyModerationService } from './companies/company-moderation.service.js';
import { AdminContactMessagesController } from './inbox/admin-contact-messages.controller.js';
import { ContactInboxService } from './inbox/contact-inbox.service.js';
import { AdminTrustedFlaggersController } from './notices/admin-trusted-flaggers.controller.js';
import { NoticesController } from './notices/notices.controller.js';
import { NoticeSenderGuard } from './notices/notice-sender.guard.js';
import { NoticesRepository } from './notices/notices.repository.js';
import { NoticesService } from './notices/notices.service.js';
import { TrustedFlaggersService } from './notices/trusted-flaggers.service.js';
import { AdminNewsletterController } from './newsletter/admin-newsletter.controller.js';
import { NewsletterExportService } from './newsletter/newsletter-export.service.js';
import { AdminQueueController } from './queue/admin-queue.controller.js';
import { AdminSummaryController } from './queue/admin-summary.controller.js';
import { ModerationQueueRepository } from './queue/moderation-queue.repository.js';
import { ModerationQueueService } from './queue/moderation-queue.service.js';
import { AdminHiddenReviewsController } from './review-decisions/admin-hidden-reviews.controller.js';
import { AdminReviewsController } from './review-decisions/admin-reviews.controller.js';
import { HiddenReviewsService } from './review-decisions/hidden-reviews.service.js';
import { ReportsRepository } from './review-decisions/reports.repository.js';
import { ReportsService } from './review-decisions/reports.service.js';
import { ReviewDecisionsService } from './review-decisions/review-decisions.service.js';
import { SignalClustersService } from './review-decisions/signal-clusters.service.js';
import { AdminDsaStatementsController } from './dsa-statements/admin-dsa-statements.controller.js';
import { DsaStatementsRepository } from './dsa-statements/dsa-statements.repository.js';
import { DsaStatementsService } from './dsa-statements/dsa-statements.service.js';
import { TransparencyReportService } from './transparency-report.service.js';
import { TransparencyController } from './transparency.controller.js';
import { TransparencyRepository } from './transparency.repository.js';
import { TransparencyService } from './transparency.service.js';

/**
 * Moderation, the /admin surface and the public side of it (/transparency; the reviewers' reports
 * and appeals, whose /reviews routes are in modules/review-routes), split by job into folders: review-decisions/ (reports, hide, restore, dismissals,
 * hidden reviews), appeals/, accounts/ (users, business accounts, plan requests), claims/,
 * companies/, newsletter/ (its subscribers' export), and what they share: queue/ (the queues and
 * their sizes), inbox/ (contact messages),
 * audit-log/ (the log as admins read it), the guard, the DSA vocabulary and statementOf. One Nest
 * module: the jobs share the guard, the audit writing and each other's repositories (a restore
 * overturns appeals, an overturned appeal restores), and nothing outside imports moderation.
 * notices/ (anyone's notices, DSA Art. 16, and the trusted flaggers, Art. 22).
 * It owns review_reports (the notices, signed-in reports among them), trusted_flaggers and review_appeals; every other table it changes through its owner's
 * exported service, inside the decision's transaction (which each such call takes as its manager).
 */
@Module({
  imports: [AuditModule, AuthModule, BusinessModule, CompaniesModule, ContactModule, InvitationsModule, NewsletterModule, ReviewNoticesModule, ReviewsModule, SignalsModule],
  controllers: [
    AdminSummaryController,
    AdminQueueController,
    AdminHiddenReviewsController,
    AdminReviewsController,
    AdminAppealsController,
    ComplaintsController,
    BusinessComplaintsController,
    AdminClaimsController,
    AdminCompaniesController,
    AdminBusinessAccountsController,
    AdminPlanRequestsController,
    AdminUsersController,
    AdminContactMessagesController,
    AdminNewsletterController,
    AdminAuditController,
    AdminDsaStatementsController,
    AdminTrustedFlaggersController,
    NoticesController,
    TransparencyController,
  ],
  providers: [
    ReportsRepository,
    ReportsService,
    ReviewDecisionsService,
    SignalClustersService,
    HiddenReviewsService,
    AppealsRepository,
    AppealsService,
    UserModerationService,
    BusinessModerationService,
    ClaimDecisionsService,
    CompanyModerationService,
    ModerationQueueRepository,
    ModerationQueueService,
    ContactInboxService,
    NewsletterExportService,
    AuditLogService,
    AuditTargetsRepository,
    TransparencyRepository,
    TransparencyService,
    TransparencyReportService,
    DsaStatementsRepository,
    DsaStatementsService,
    NoticesRepository,
    NoticesService,
    NoticeSenderGuard,
    TrustedFlaggersService,
  ],
  // For the /reviews routes (modules/review-routes): a report, a reviewer's hidden reviews, an appeal.
  exports: [ReportsService, HiddenReviewsService, AppealsService],
})
export class ModerationModule {}
