import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryOne, queryRows, type Querier } from '../../common/database/sql.js';
import type { NewsletterConsent } from './newsletter-consent.js';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** A subscriber as a request finds it (locked in its transaction). */
export interface SubscriberRow {
  id: string;
  email: string;
  status: SubscriberStatus;
  unsubscribeToken: string;
}

/** What a confirmation link finds: the subscriber, and whether the link is still in time. */
export interface ConfirmationRow extends SubscriberRow {
  expired: boolean;
}

/** A confirmed subscriber as the export lists them. */
export interface ConfirmedSubscriberRow {
  id: string;
  email: string;
  confirmedAt: Date;
  consentVersion: string;
  unsubscribeToken: string;
}

/** How many subscribers are in each state. */
export interface SubscriberCounts {
  confirmed: number;
  pending: number;
  unsubscribed: number;
}

const SUBSCRIBER = `id, email, status, unsubscribe_token AS "unsubscribeToken"`;

@Injectable()
export class NewsletterRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The address's row, locked until the caller's transaction ends, so two requests for one address take turns. */
  findForUpdate(manager: Querier, email: string): Promise<SubscriberRow | undefined> {
    return queryOne<SubscriberRow>(manager, `SELECT ${SUBSCRIBER} FROM newsletter_subscribers WHERE email = $1 FOR UPDATE`, [email]);
  }

  /**
   * A request to subscribe, as pending with a new confirmation link: a new row, or one that was
   * pending or unsubscribed. Answers the row (made by a concurrent first request for the same
   * address, ON CONFLICT), or undefined when the address is confirmed: that stays as it is.
   */
  request(manager: Querier, email: string, consent: NewsletterConsent, linkHash: string, ttlHours: number, unsubscribeToken: string): Promise<SubscriberRow | undefined> {
    return queryOne<SubscriberRow>(
      manager,
      `INSERT INTO newsletter_subscribers (email, status, consent_version, consent_text, confirm_token_hash, confirm_expires_at, unsubscribe_token)
       VALUES ($1, 'pending', $2, $3, $4, now() + make_interval(hours => $5), $6)
       ON CONFLICT (email) DO UPDATE SET status = 'pending', consent_version = EXCLUDED.consent_version, consent_text = EXCLUDED.consent_text,
         requested_at = now(), confirm_token_hash = EXCLUDED.confirm_token_hash, confirm_expires_at = EXCLUDED.confirm_expires_at
       WHERE newsletter_subscribers.status <> 'confirmed'
       RETURNING ${SUBSCRIBER}`,
      [email, consent.version, consent.text, linkHash, ttlHours, unsubscribeToken],
    );
  }

  /** The subscriber a confirmation link was mailed to, locked; undefined for a link unknown or used. */
  findByConfirmationForUpdate(manager: Querier, linkHash: string): Promise<ConfirmationRow | undefined> {
    return queryOne<ConfirmationRow>(
      manager,
      `SELECT ${SUBSCRIBER}, confirm_expires_at <= now() AS expired FROM newsletter_subscribers WHERE confirm_token_hash = $1 FOR UPDATE`,
      [linkHash],
    );
  }

  /** Confirmed now; the link is spent. */
  async confirm(manager: Querier, id: string): Promise<void> {
    await manager.query(
      `UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = now(), unsubscribed_at = NULL, confirm_token_hash = NULL, confirm_expires_at = NULL WHERE id = $1`,
      [id],
    );
  }

  /** Unsubscribes the address an unsubscribe link belongs to (whatever its state); answers its row, undefined for an unknown link. */
  unsubscribe(manager: Querier, unsubscribeToken: string): Promise<SubscriberRow | undefined> {
    return queryOne<SubscriberRow>(
      manager,
      `UPDATE newsletter_subscribers
          SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()), confirm_token_hash = NULL, confirm_expires_at = NULL
        WHERE unsubscribe_token = $1
        RETURNING ${SUBSCRIBER}`,
      [unsubscribeToken],
    );
  }

  /** A page of confirmed subscribers in id order, after `afterId` (newsletter_subscribers_confirmed_idx). */
  confirmedAfter(afterId: string | null, limit: number): Promise<ConfirmedSubscriberRow[]> {
    return queryRows<ConfirmedSubscriberRow>(
      this.db,
      `SELECT id, email, confirmed_at AS "confirmedAt", consent_version AS "consentVersion", unsubscribe_token AS "unsubscribeToken"
         FROM newsletter_subscribers
        WHERE status = 'confirmed' AND ($1::uuid IS NULL OR id > $1::uuid)
        ORDER BY id LIMIT $2`,
      [afterId, limit],
    );
  }

  async counts(): Promise<SubscriberCounts> {
    return (await queryOne<SubscriberCounts>(
      this.db,
      `SELECT count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed,
              count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'unsubscribed')::int AS unsubscribed
         FROM newsletter_subscribers`,
    ))!;
  }

  /**
   * Forgets requests nobody confirmed once their link has expired, and unsubscribed addresses
   * `unsubscribedDays` after they left; answers how many rows went.
   */
  async purge(unsubscribedDays: number): Promise<number> {
    const [, count] = (await this.db.query(
      `DELETE FROM newsletter_subscribers
        WHERE (status = 'pending' AND confirm_expires_at <= now())
           OR (status = 'unsubscribed' AND unsubscribed_at < now() - make_interval(days => $1))`,
      [unsubscribedDays],
    )) as [unknown, number];
    return count;
  }

  /** Deletes the address's subscription, whatever its state. */
  async deleteByEmail(manager: Querier, email: string): Promise<void> {
    await manager.query(`DELETE FROM newsletter_subscribers WHERE email = lower($1)`, [email]);
  }
}
