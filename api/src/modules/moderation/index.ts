// The moderation module's public surface: the only file other modules import from it. It owns the
// review_reports and review_appeals tables; the /reviews routes (modules/review-routes) file
// reports and appeals through these services.
export { ModerationModule } from './moderation.module.js';
export { AppealsService } from './appeals/appeals.service.js';
export { HiddenReviewsService } from './review-decisions/hidden-reviews.service.js';
export { ReportsService, type Reporter } from './review-decisions/reports.service.js';
export { AppealDto, HiddenReviewResponse, ReportDto, ReportResponse } from './dto/moderation.dto.js';
export { ReportedReviewsQuery, ReportedReviewsResponse } from './dto/reported-reviews.dto.js';
export { DsaStatementsService, parseStatementDay } from './dsa-statements/dsa-statements.service.js';
