// Which module owns each table: only that module's code (src/modules/<owner>/) may write it
// (INSERT, UPDATE, DELETE). Other modules read it freely, and change it by calling the owner's
// exported service. Checked by the rule `data/table-owner` (eslint/table-owner-rule.js); a new
// table gets its line here with its migration.
export const TABLE_OWNERS = {
  // People and their sessions, in both realms: auth's realm-stores.ts is the one mechanism.
  users: 'auth',
  sessions: 'auth',
  password_reset_tokens: 'auth',
  email_verification_tokens: 'auth',
  business_sessions: 'auth',
  business_password_reset_tokens: 'auth',
  business_email_verification_tokens: 'auth',
  // Business accounts and what they claim.
  business_accounts: 'business',
  company_claims: 'business',
  low_rating_alerts_sent: 'low-rating-alerts',
  // Which reviews' authors were told of the business's first reply.
  review_reply_notices: 'review-notices',
  // Companies, their directory counts and their running totals.
  companies: 'companies',
  categories: 'companies',
  company_countries: 'companies',
  company_name_starts: 'companies',
  company_review_months: 'companies',
  // A company's activity (invited reviews, replies to negative ones, removed reviews), kept by a trigger.
  company_activity_months: 'companies',
  company_reply_wait_months: 'companies',
  company_removed_review_months: 'companies',
  // Reviews, the votes on them, and the versions a rating change replaced.
  reviews: 'reviews',
  review_votes: 'reviews',
  review_versions: 'reviews',
  // Moderation: people's reports and authors' appeals.
  review_reports: 'moderation',
  review_appeals: 'moderation',
  trusted_flaggers: 'moderation',
  // Automatic signals on reviews, and the key they hash client addresses with.
  review_signals: 'signals',
  server_secrets: 'signals',
  review_invitations: 'invitations',
  mail_suppressions: 'invitations',
  // What reviews say about what (the company page's highlights), and its kept totals.
  highlight_reviews: 'highlights',
  highlight_mentions: 'highlights',
  highlight_companies: 'highlights',
  highlight_aspects: 'highlights',
  highlight_unread: 'highlights',
  audit_log: 'audit',
  contact_messages: 'contact',
  mail_outbox: 'mail',
  // The newsletter's subscribers, their consent and their links.
  newsletter_subscribers: 'newsletter',
  // Business API keys and the answers kept under a client's Idempotency-Key.
  business_api_keys: 'api-keys',
  api_idempotency_keys: 'api-keys',
  // Webhook endpoints of owned companies and the durable queue of their deliveries.
  webhook_endpoints: 'webhooks',
  webhook_deliveries: 'webhooks',
  webhook_dropped_events: 'webhooks',
  // Which periodic job ran last, and where: the scheduler in common/jobs.
  scheduled_jobs: 'common/jobs',
};
