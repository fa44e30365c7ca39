import { type DataSourceOptions } from 'typeorm';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema.js';
import { ContactMessages1763900000000 } from './migrations/1763900000000-contact-messages.js';
import { BusinessAccounts1764000000000 } from './migrations/1764000000000-business-accounts.js';
import { BusinessRealm1764100000000 } from './migrations/1764100000000-business-realm.js';
import { Moderation1764200000000 } from './migrations/1764200000000-moderation.js';
import { TrustScore1764300000000 } from './migrations/1764300000000-trust-score.js';
import { ReviewSignals1764400000000 } from './migrations/1764400000000-review-signals.js';
import { HotReadNotify1764500000000 } from './migrations/1764500000000-hot-read-notify.js';
import { ModerationRecordsKept1764600000000 } from './migrations/1764600000000-moderation-records-kept.js';
import { ShortSearch1764700000000 } from './migrations/1764700000000-short-search.js';
import { ScheduledJobs1764900000000 } from './migrations/1764900000000-scheduled-jobs.js';
import { OneWebsiteParser1765000000000 } from './migrations/1765000000000-one-website-parser.js';
import { BusinessUndo1765100000000 } from './migrations/1765100000000-business-undo.js';
import { InvitationRelay1765200000000 } from './migrations/1765200000000-invitation-relay.js';
import { RanksHonourSignals1765300000000 } from './migrations/1765300000000-ranks-honour-signals.js';
import { HotReadTransparencyWidgets1765900000000 } from './migrations/1765900000000-hot-read-transparency-widgets.js';
import { ModerationQueueAtVolume1766000000000 } from './migrations/1766000000000-moderation-queue-at-volume.js';
import { CompanyReviewViews1766100000000 } from './migrations/1766100000000-company-review-views.js';
import { CompanyDirectory1766110000000 } from './migrations/1766110000000-company-directory.js';
import { LowRatingAlerts1766300000000 } from './migrations/1766300000000-low-rating-alerts.js';
import { FlagOnlyUpdates1766400000000 } from './migrations/1766400000000-flag-only-updates.js';
import { CompanyRunningTotals1766500000000 } from './migrations/1766500000000-company-running-totals.js';
import { BusinessApiKeys1766600000000 } from './migrations/1766600000000-business-api-keys.js';
import { Webhooks1766700000000 } from './migrations/1766700000000-webhooks.js';
import { ReviewHighlights1766800000000 } from './migrations/1766800000000-review-highlights.js';
import { WebhooksFollowDeletedReviews1766900000000 } from './migrations/1766900000000-webhooks-follow-deleted-reviews.js';
import { WebhookSecretRotation1767000000000 } from './migrations/1767000000000-webhook-secret-rotation.js';
import { IdempotencyKeysPerOwner1767100000000 } from './migrations/1767100000000-idempotency-keys-per-owner.js';
import { WebhooksDeletedReviewsOfDeletedCompanies1767200000000 } from './migrations/1767200000000-webhooks-deleted-reviews-of-deleted-companies.js';
import { RunningTotalsInOneFile1767300000000 } from './migrations/1767300000000-running-totals-in-one-file.js';
import { InvitationReferences1767310000000 } from './migrations/1767310000000-invitation-references.js';
import { WebhookFirstAttemptUnused1767320000000 } from './migrations/1767320000000-webhook-first-attempt-unused.js';
import { HighlightsFollowEdits1767330000000 } from './migrations/1767330000000-highlights-follow-edits.js';
import { WebhookQueueBounds1767340000000 } from './migrations/1767340000000-webhook-queue-bounds.js';
import { InvitationsListedBySender1767350000000 } from './migrations/1767350000000-invitations-listed-by-sender.js';
import { MergedCategories1767351000000 } from './migrations/1767351000000-merged-categories.js';
import { Newsletter1767360000000 } from './migrations/1767360000000-newsletter.js';
import { ReviewReplyNotices1767361000000 } from './migrations/1767361000000-review-reply-notices.js';
import { CompanyReviewTopics1767370000000 } from './migrations/1767370000000-company-review-topics.js';
import { ExperienceDates1767380000000 } from './migrations/1767380000000-experience-dates.js';
import { ReviewDisclosures1767385000000 } from './migrations/1767385000000-review-disclosures.js';
import { ReviewVersions1767390000000 } from './migrations/1767390000000-review-versions.js';
import { PersonalData1767400000000 } from './migrations/1767400000000-personal-data.js';
import { Notices1767410000000 } from './migrations/1767410000000-notices.js';
import { HeldInvitations1767362000000 } from './migrations/1767362000000-held-invitations.js';
import { CompanyActivity1767420000000 } from './migrations/1767420000000-company-activity.js';
import { NoticesOutliveTheirSenders1767430000000 } from './migrations/1767430000000-notices-outlive-their-senders.js';
import { Complaints1767440000000 } from './migrations/1767440000000-complaints.js';

export const MIGRATIONS = [
  InitialSchema1763800000000,
  ContactMessages1763900000000,
  BusinessAccounts1764000000000,
  BusinessRealm1764100000000,
  Moderation1764200000000,
  TrustScore1764300000000,
  ReviewSignals1764400000000,
  HotReadNotify1764500000000,
  ModerationRecordsKept1764600000000,
  ShortSearch1764700000000,
  ScheduledJobs1764900000000,
  OneWebsiteParser1765000000000,
  BusinessUndo1765100000000,
  InvitationRelay1765200000000,
  RanksHonourSignals1765300000000,
  HotReadTransparencyWidgets1765900000000,
  ModerationQueueAtVolume1766000000000,
  CompanyReviewViews1766100000000,
  CompanyDirectory1766110000000,
  LowRatingAlerts1766300000000,
  FlagOnlyUpdates1766400000000,
  CompanyRunningTotals1766500000000,
  BusinessApiKeys1766600000000,
  Webhooks1766700000000,
  ReviewHighlights1766800000000,
  WebhooksFollowDeletedReviews1766900000000,
  WebhookSecretRotation1767000000000,
  IdempotencyKeysPerOwner1767100000000,
  WebhooksDeletedReviewsOfDeletedCompanies1767200000000,
  RunningTotalsInOneFile1767300000000,
  InvitationReferences1767310000000,
  WebhookFirstAttemptUnused1767320000000,
  HighlightsFollowEdits1767330000000,
  WebhookQueueBounds1767340000000,
  InvitationsListedBySender1767350000000,
  MergedCategories1767351000000,
  Newsletter1767360000000,
  ReviewReplyNotices1767361000000,
  HeldInvitations1767362000000,
  CompanyReviewTopics1767370000000,
  ExperienceDates1767380000000,
  ReviewDisclosures1767385000000,
  ReviewVersions1767390000000,
  PersonalData1767400000000,
  Notices1767410000000,
  CompanyActivity1767420000000,
  NoticesOutliveTheirSenders1767430000000,
  Complaints1767440000000,
];

/**
 * `statementTimeoutMs`: the application's pool bounds every statement, so no request can hold a
 * connection for long; migrations and scripts run without it.
 */
export function dataSourceOptions(url: string, opts: { statementTimeoutMs?: number } = {}): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    // No entities: data access is hand-written SQL (common/database/sql.ts), migrations are hand-written.
    entities: [],
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    extra: {
      max: 20,
      // A database that is down or unreachable answers in seconds (503 with Retry-After), never hangs a request.
      connectionTimeoutMillis: 3000,
      keepAlive: true,
      ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs, query_timeout: opts.statementTimeoutMs + 2000 } : {}),
    },
  };
}
