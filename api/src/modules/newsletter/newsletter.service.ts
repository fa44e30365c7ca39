import { GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { csvCell } from '../../common/csv/csv-cell.js';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { hashToken, newToken } from '../auth/index.js';
import { canonicalEmail } from '../invitations/index.js';
import { MailService, type NewsletterUnsubscribe } from '../mail/index.js';
import { NEWSLETTER_CONSENT } from './newsletter-consent.js';
import { NewsletterRepository, type SubscriberCounts, type SubscriberRow } from './newsletter.repository.js';

/** How long a confirmation link works. */
export const CONFIRMATION_VALID_HOURS = 48;

/** The one answer to a subscription request, whatever the address's state: it tells nobody who is subscribed. */
export const SUBSCRIBE_ANSWER = `Almost done: unless this address is subscribed already, we have sent it an email with a link to confirm. The link works for ${CONFIRMATION_VALID_HOURS} hours.`;
export const CONFIRMED = 'Your subscription is confirmed. The newsletter will come to your inbox about once a month.';
export const UNSUBSCRIBED = 'Done: this address will receive no more newsletter emails from TrustReviews.';

const EXPORT_PAGE = 500;

/**
 * What the per-address limit counts by: the mailbox, so that "ann+1@" and "a.nn@gmail.com" cannot
 * each mail Ann three links a day, hashed so that the limiter's keys hold no address.
 */
function mailboxKey(email: string): string {
  return createHash('sha256').update(canonicalEmail(email)).digest('base64url');
}
const EXPORT_COLUMNS = ['email', 'confirmed_at', 'consent_version', 'unsubscribe_url'] as const;

/**
 * The newsletter, by double opt-in: a request mails a single-use link, and only the confirmed
 * addresses are subscribed. Every mail it sends carries a way out, and the export gives the
 * mailer of the issues each subscriber's own unsubscribe link.
 */
@Injectable()
export class NewsletterService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly subscribers: NewsletterRepository,
    private readonly limits: RateLimitService,
    private readonly mail: MailService,
  ) {}

  /**
   * Mails a confirmation link to an address not subscribed yet (new, waiting for its confirmation,
   * or unsubscribed); a confirmed address is left as it is, and mailed nothing. The caller answers
   * SUBSCRIBE_ANSWER either way.
   */
  async subscribe(email: string, ip: string): Promise<void> {
    await this.limits.consume('newsletterPerAddress', ip);
    await this.limits.consume('newsletterPerEmail', mailboxKey(email));
    const mailed = await this.db.transaction(async (manager) => {
      const current = await this.subscribers.findForUpdate(manager, email);
      if (current?.status === 'confirmed') return false;
      const link = newToken();
      const row = await this.subscribers.request(manager, email, NEWSLETTER_CONSENT, hashToken(link), CONFIRMATION_VALID_HOURS, newToken());
      if (!row) return false;
      await this.mail.sendNewsletterConfirmation(manager, {
        to: row.email,
        link: `${this.config.siteUrl}/newsletter/confirm?token=${encodeURIComponent(link)}`,
        consentText: NEWSLETTER_CONSENT.text,
        validHours: CONFIRMATION_VALID_HOURS,
        ...this.unsubscribeLinks(row),
      });
      return true;
    });
    if (mailed) this.mail.deliverSoon();
  }

  /** Confirms the subscription a mailed link belongs to; the link works once and in time. */
  async confirm(token: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const row = await this.subscribers.findByConfirmationForUpdate(manager, hashToken(token));
      if (!row) throw new NotFoundException('This confirmation link is not valid, or it has been used already.');
      if (row.expired) throw new GoneException(`This confirmation link has expired. Please subscribe again with the newsletter box at the foot of any page.`);
      await this.subscribers.confirm(manager, row.id);
      await this.mail.sendNewsletterWelcome(manager, { to: row.email, ...this.unsubscribeLinks(row) });
    });
    this.mail.deliverSoon();
  }

  /** Unsubscribes the address an unsubscribe link was mailed to, whatever its state (it may be asked twice). */
  async unsubscribe(token: string): Promise<void> {
    const row = await this.subscribers.unsubscribe(this.db, token);
    if (!row) throw new NotFoundException('This unsubscribe link is not valid.');
  }

  counts(): Promise<SubscriberCounts> {
    return this.subscribers.counts();
  }

  /** The confirmed subscribers as CSV, header first, read a page at a time, each with the unsubscribe link its mails must carry. */
  async *confirmedCsv(): AsyncGenerator<string> {
    yield EXPORT_COLUMNS.join(',') + '\r\n';
    let after: string | null = null;
    for (;;) {
      const page = await this.subscribers.confirmedAfter(after, EXPORT_PAGE);
      if (page.length) {
        yield page.map((s) => [s.email, s.confirmedAt.toISOString(), s.consentVersion, this.unsubscribeLinks(s).oneClickUnsubscribe].map(csvCell).join(',') + '\r\n').join('');
      }
      if (page.length < EXPORT_PAGE) return;
      after = page[page.length - 1].id;
    }
  }

  /**
   * The page an unsubscribe link opens (it asks first), and the URL a mail client posts to at
   * once (RFC 8058 one-click); opened in a browser instead, that URL leads to the page.
   */
  private unsubscribeLinks(row: Pick<SubscriberRow, 'unsubscribeToken'>): NewsletterUnsubscribe {
    const token = encodeURIComponent(row.unsubscribeToken);
    return {
      unsubscribeLink: `${this.config.siteUrl}/unsubscribe?list=newsletter&token=${token}`,
      oneClickUnsubscribe: `${this.config.siteUrl}/api/newsletter/unsubscribe/one-click?token=${token}`,
    };
  }

  /** In the caller's transaction (an erasure): the address's subscription goes, with its consent record. */
  forgetAddress(manager: EntityManager, email: string): Promise<void> {
    return this.subscribers.deleteByEmail(manager, email);
  }
}
