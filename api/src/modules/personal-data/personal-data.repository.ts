// The reads of a person's own data export, across the tables that hold something of theirs (any
// module may read any table; each table's owner alone writes it). Each read names its columns:
// secrets (password hashes, session and token hashes, API keys, webhook secrets) are never read.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryOne, queryRows } from '../../common/database/sql.js';

@Injectable()
export class PersonalDataRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  consumerAccount(userId: string): Promise<Record<string, unknown> | undefined> {
    return queryOne(
      this.db,
      `SELECT id, email, first_name AS "firstName", last_name AS "lastName", profile_image_url AS "profileImageUrl", role,
              email_verified_at AS "emailVerifiedAt", password_changed_at AS "passwordChangedAt", suspended_at AS "suspendedAt",
              created_at AS "createdAt", updated_at AS "updatedAt"
         FROM users WHERE id = $1`,
      [userId],
    );
  }

  /** The user's reviews, hidden ones too, with the business's reply to each. */
  reviewsBy(userId: string): Promise<Record<string, unknown>[]> {
    return queryRows(
      this.db,
      `SELECT r.id, r.company_id AS "companyId", c.name AS "companyName", r.rating, r.title, r.content, r.topic, r.verified, r.invited,
              r.helpful_count AS "helpfulCount", r.not_helpful_count AS "notHelpfulCount", r.created_at AS "createdAt", r.updated_at AS "updatedAt",
              r.hidden_at AS "hiddenAt", r.reply_content AS "replyContent", r.reply_created_at AS "replyCreatedAt", r.reply_updated_at AS "replyUpdatedAt",
              to_char(r.experience_date, 'YYYY-MM-DD') AS "experienceDate", r.incentive, r.connection, r.edited_at AS "editedAt"
         FROM reviews r JOIN companies c ON c.id = r.company_id
        WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id`,
      [userId],
    );
  }

  votesBy(userId: string): Promise<Record<string, unknown>[]> {
    return queryRows(
      this.db,
      `SELECT review_id AS "reviewId", vote_type AS "voteType", created_at AS "createdAt", updated_at AS "updatedAt"
         FROM review_votes WHERE user_id = $1 ORDER BY created_at DESC, review_id`,
      [userId],
    );
  }

  reportsBy(reporter: { userId: string } | { accountId: string }): Promise<Record<string, unknown>[]> {
    const columns = `SELECT id, target_type AS "about", review_id AS "reviewId", company_id AS "companyId", reason, ground, law, details, status,
        good_faith_at AS "goodFaithStatedAt", created_at AS "createdAt", closed_at AS "closedAt" FROM review_reports`;
    return 'userId' in reporter
      ? queryRows(this.db, `${columns} WHERE reporter_user_id = $1 ORDER BY created_at DESC, id`, [reporter.userId])
      : queryRows(this.db, `${columns} WHERE reporter_account_id = $1 ORDER BY created_at DESC, id`, [reporter.accountId]);
  }

  appealsBy(userId: string): Promise<Record<string, unknown>[]> {
    return queryRows(
      this.db,
      `SELECT id, review_id AS "reviewId", statement, status, created_at AS "createdAt", decided_at AS "decidedAt"
         FROM review_appeals WHERE user_id = $1 ORDER BY created_at DESC, id`,
      [userId],
    );
  }

  /** Sessions as their owner may see them: when, from where, with what; never the session's id or token hash. */
  sessionsOf(realm: 'consumer' | 'business', ownerId: string): Promise<Record<string, unknown>[]> {
    const sql =
      realm === 'consumer'
        ? `SELECT created_at AS "createdAt", last_seen_at AS "lastSeenAt", expires_at AS "expiresAt", ip AS "ipAddress", user_agent AS "userAgent"
             FROM sessions WHERE user_id = $1 ORDER BY last_seen_at DESC`
        : `SELECT created_at AS "createdAt", last_seen_at AS "lastSeenAt", expires_at AS "expiresAt", ip AS "ipAddress", user_agent AS "userAgent"
             FROM business_sessions WHERE account_id = $1 ORDER BY last_seen_at DESC`;
    return queryRows(this.db, sql, [ownerId]);
  }

  newsletterOf(email: string): Promise<Record<string, unknown> | undefined> {
    return queryOne(
      this.db,
      `SELECT email, status, consent_version AS "consentVersion", consent_text AS "consentText", requested_at AS "requestedAt",
              confirmed_at AS "confirmedAt", unsubscribed_at AS "unsubscribedAt"
         FROM newsletter_subscribers WHERE email = lower($1)`,
      [email],
    );
  }

  /** Review invitations businesses sent to the address (who sent them stays the business's). */
  invitationsTo(email: string): Promise<Record<string, unknown>[]> {
    return queryRows(
      this.db,
      `SELECT i.id, i.company_id AS "companyId", c.name AS "companyName", i.email, i.name, i.reference, i.created_at AS "createdAt",
              i.expires_at AS "expiresAt", i.used_at AS "usedAt", i.review_id AS "reviewId"
         FROM review_invitations i JOIN companies c ON c.id = i.company_id
        WHERE lower(i.email) = lower($1) ORDER BY i.created_at DESC, i.id`,
      [email],
    );
  }

  companiesAddedBy(userId: string): Promise<Record<string, unknown>[]> {
    return queryRows(this.db, `SELECT id, name, created_at AS "createdAt" FROM companies WHERE created_by = $1 ORDER BY created_at DESC, id`, [userId]);
  }

  businessAccount(accountId: string): Promise<Record<string, unknown> | undefined> {
    return queryOne(
      this.db,
      `SELECT id, email, contact_name AS "contactName", company_name AS "companyName", website, plan, low_rating_alerts AS "lowRatingAlerts",
              email_verified_at AS "emailVerifiedAt", password_changed_at AS "passwordChangedAt", suspended_at AS "suspendedAt",
              created_at AS "createdAt", updated_at AS "updatedAt"
         FROM business_accounts WHERE id = $1`,
      [accountId],
    );
  }

  /** The plan the account asked for and is waiting on, if any. */
  planRequestsOf(accountId: string): Promise<Record<string, unknown>[]> {
    return queryRows(
      this.db,
      `SELECT requested_plan AS "requestedPlan", plan_requested_at AS "requestedAt" FROM business_accounts WHERE id = $1 AND requested_plan IS NOT NULL`,
      [accountId],
    );
  }

  claimsOf(accountId: string): Promise<Record<string, unknown>[]> {
    return queryRows(
      this.db,
      `SELECT cl.id, cl.company_id AS "companyId", c.name AS "companyName", cl.status, cl.verification, cl.decision_reason AS "decisionReason",
              cl.created_at AS "createdAt", cl.decided_at AS "decidedAt"
         FROM company_claims cl JOIN companies c ON c.id = cl.company_id
        WHERE cl.account_id = $1 ORDER BY cl.created_at DESC, cl.id`,
      [accountId],
    );
  }

  /** Replies on the reviews of the companies the account owns (a reply is the owner's, whoever wrote it before). */
  repliesOf(accountId: string): Promise<Record<string, unknown>[]> {
    return queryRows(
      this.db,
      `SELECT r.id AS "reviewId", r.company_id AS "companyId", r.reply_content AS "content", r.reply_created_at AS "createdAt", r.reply_updated_at AS "updatedAt"
         FROM company_claims cl JOIN reviews r ON r.company_id = cl.company_id
        WHERE cl.account_id = $1 AND cl.status = 'verified' AND r.reply_content IS NOT NULL
        ORDER BY r.reply_created_at DESC, r.id`,
      [accountId],
    );
  }

  invitationsSentBy(accountId: string): Promise<Record<string, unknown>[]> {
    return queryRows(
      this.db,
      `SELECT id, company_id AS "companyId", email, name, reference, held, created_at AS "createdAt", expires_at AS "expiresAt",
              used_at AS "usedAt", closed_at AS "closedAt", review_id AS "reviewId"
         FROM review_invitations WHERE account_id = $1 ORDER BY created_at DESC, id`,
      [accountId],
    );
  }

  /** Keys by name and prefix; never the key or its hash. */
  apiKeysOf(accountId: string): Promise<Record<string, unknown>[]> {
    return queryRows(
      this.db,
      `SELECT id, company_id AS "companyId", name, prefix, permissions, created_at AS "createdAt", last_used_at AS "lastUsedAt", revoked_at AS "revokedAt"
         FROM business_api_keys WHERE account_id = $1 ORDER BY created_at DESC, id`,
      [accountId],
    );
  }

  /** Endpoints by URL; never their signing secrets. */
  webhooksOf(accountId: string): Promise<Record<string, unknown>[]> {
    return queryRows(
      this.db,
      `SELECT id, company_id AS "companyId", url, events, created_at AS "createdAt", last_attempt_at AS "lastAttemptAt",
              last_status_code AS "lastStatusCode", last_error AS "lastError", disabled_at AS "disabledAt"
         FROM webhook_endpoints WHERE account_id = $1 ORDER BY created_at DESC, id`,
      [accountId],
    );
  }

  /** How many deliveries each endpoint has in each state, and the latest (the payloads are reviews, not the account's). */
  webhookDeliveriesOf(accountId: string): Promise<Record<string, unknown>[]> {
    return queryRows(
      this.db,
      `SELECT d.endpoint_id AS "webhookId", d.state, count(*)::int AS count, max(d.created_at) AS "latestAt"
         FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE e.account_id = $1 GROUP BY d.endpoint_id, d.state ORDER BY d.endpoint_id, d.state`,
      [accountId],
    );
  }
}
