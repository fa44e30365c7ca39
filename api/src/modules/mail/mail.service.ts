import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { MailDeliveryService } from './mail-delivery.service.js';
import { MailRepository } from './mail.repository.js';

/** Where contact-form messages go. */
export const SUPPORT_ADDRESS = 'support@trustreviews.example';

export interface ContactMail {
  /** The stored message's id, quoted so support can find the row. */
  reference: string;
  name: string;
  email: string;
  /** The topic as support reads it ("Account and sign-in"). */
  topic: string;
  message: string;
  receivedAt: Date;
}

/** An API key or a webhook endpoint, as the mail that tells its owner about it describes it. */
export type AddedIntegration = { kind: 'api-key'; permissions: string[] } | { kind: 'webhook'; events: string[]; host: string };

export interface IntegrationAddedMail {
  to: string;
  contactName: string;
  /** The company's name once a moderator has checked it, else null (the mail then names none). */
  companyName: string | null;
  integration: AddedIntegration;
  createdAt: Date;
}

/** Whose account a mail is about: the links of each realm open that realm's pages. */
export type MailRealm = 'consumer' | 'business';
const REALM_PATH: Record<MailRealm, string> = { consumer: '', business: '/business' };

/** Composes the product's mails and puts them in the outbox. */
@Injectable()
export class MailService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mails: MailRepository,
    private readonly delivery: MailDeliveryService,
  ) {}

  /** Mails a verification link; a business account's opens the business realm's page. */
  async sendEmailVerification(manager: EntityManager, to: string, name: string, token: string, realm: MailRealm = 'consumer'): Promise<void> {
    const link = `${this.config.siteUrl}${REALM_PATH[realm]}/verify-email?token=${encodeURIComponent(token)}`;
    const why =
      realm === 'business'
        ? 'Please confirm your email address; a confirmed address on your company\'s domain lets you claim its profile at once:'
        : 'Please confirm your email address so your reviews are shown as verified:';
    await this.mails.enqueue(manager, {
      to,
      kind: 'email-verification',
      subject: 'Confirm your email address',
      link,
      text: `Hi ${name},\n\n${why}\n\n${link}\n\nThe link is valid for 48 hours. If you did not create an account, you can ignore this email.\n`,
    });
  }

  async sendPasswordReset(manager: EntityManager, to: string, name: string, token: string, realm: MailRealm = 'consumer'): Promise<void> {
    const link = `${this.config.siteUrl}${REALM_PATH[realm]}/reset-password?token=${encodeURIComponent(token)}`;
    const account = realm === 'business' ? 'business account' : 'account';
    await this.mails.enqueue(manager, {
      to,
      kind: 'password-reset',
      subject: 'Reset your password',
      link,
      text: `Hi ${name},\n\nSomeone asked to reset the password of your ${account}. To choose a new password, open:\n\n${link}\n\nThe link is valid for 1 hour and works once. If it was not you, ignore this email; your password stays as it is.\n`,
    });
  }

  async sendContactMessage(manager: EntityManager, mail: ContactMail): Promise<void> {
    // Mail leaves from the no-reply sender (the outbox has no Reply-To), so the text spells out
    // whom to answer. The name is validated as one line; white space is collapsed all the same,
    // since it lands in a header.
    const name = mail.name.replace(/\s+/g, ' ').trim();
    await this.mails.enqueue(manager, {
      to: SUPPORT_ADDRESS,
      kind: 'contact',
      subject: `Contact form: ${mail.topic} (from ${name})`,
      link: null,
      text:
        `A message arrived through the contact form.\n\n` +
        `From: ${name}\n` +
        `Reply to: ${mail.email}\n` +
        `Topic: ${mail.topic}\n` +
        `Received: ${mail.receivedAt.toISOString()}\n` +
        `Reference: ${mail.reference}\n\n` +
        `Answer by writing to ${mail.email}; replying to this email does not reach the sender.\n\n` +
        `----- Message -----\n${mail.message}\n`,
    });
  }

  /**
   * A company's invitation to review it; the link works once and until `expiresAt`. The company's
   * name is written only once a moderator has seen it (`companyName` null otherwise): until then
   * the mail is a fixed text naming no business, and the page the link opens shows which. Every
   * invitation carries an unsubscribe link, and the List-Unsubscribe header for mail clients.
   */
  async sendReviewInvitation(
    manager: EntityManager,
    invite: { to: string; name: string; companyName: string | null; link: string; unsubscribeLink: string; oneClickUnsubscribe: string; expiresAt: Date },
  ): Promise<void> {
    const name = invite.name.replace(/\s+/g, ' ').trim();
    const company = invite.companyName?.replace(/\s+/g, ' ').trim() ?? null;
    const footer =
      `\n--\nYou received this because a business on TrustReviews entered your address to invite you to review it. ` +
      `To receive no more review invitations from any business on TrustReviews, open:\n${invite.unsubscribeLink}\n`;
    await this.mails.enqueue(manager, {
      to: invite.to,
      kind: 'review-invitation',
      subject: company ? `How was your experience with ${company}?` : 'A business you used invites you to review it',
      link: invite.link,
      listUnsubscribe: invite.oneClickUnsubscribe,
      text:
        `Hi ${name},\n\n` +
        (company
          ? `${company} invites you to review your experience with them on TrustReviews. `
          : `A business you used has asked us to invite you to review your experience with it on TrustReviews. The page below shows which business. `) +
        `Reviews written through this link are marked as verified:\n\n${invite.link}\n\n` +
        `The link works once, until ${invite.expiresAt.toUTCString()}. If you do not want to write a review, ignore this email.\n` +
        footer,
    });
  }

  /**
   * Tells a company's verified owner about a new 1- or 2-star review, with a link to the dashboard
   * where they can read and answer it. The mail carries no text a consumer wrote (a review's words
   * would make the site a relay to the owner's inbox), nothing about the reviewer, and the
   * company's name only once a moderator has checked it. The footer says how to turn it off.
   */
  async sendLowRatingAlert(
    manager: EntityManager,
    alert: { to: string; contactName: string; companyName: string | null; rating: number; writtenAt: Date },
  ): Promise<void> {
    const link = `${this.config.siteUrl}/business/dashboard`;
    const company = alert.companyName?.replace(/\s+/g, ' ').trim() ?? null;
    const stars = alert.rating === 1 ? '1 star' : `${alert.rating} stars`;
    await this.mails.enqueue(manager, {
      to: alert.to,
      kind: 'low-rating-alert',
      subject: company ? `New ${alert.rating}-star review of ${company}` : `New ${alert.rating}-star review of your company`,
      link,
      text:
        `Hi ${alert.contactName.replace(/\s+/g, ' ').trim()},\n\n` +
        `${company ?? 'A company you own'} has a new review of ${stars} on TrustReviews, written ${alert.writtenAt.toUTCString()}.\n\n` +
        `A quick public reply shows other customers that you listen. Read and answer it from your business dashboard:\n\n${link}\n` +
        `\n--\nYou receive this because your business account owns ${company ?? 'this company'} on TrustReviews. ` +
        `To stop these alerts, turn off "Email me about new 1–2★ reviews" on your dashboard:\n${link}\n`,
    });
  }

  /**
   * Tells a business account that an API key or a webhook endpoint was made for a company it owns:
   * either lets data leave the account or lets someone act for it, so one made by someone else
   * (an account taken over) must not go unnoticed. Nothing typed for it is quoted (a key's name, an
   * endpoint's path: whoever made it chose them), nor any key or secret; an endpoint is named by its
   * host, which the owner needs to recognise it. The company is named once a moderator has checked
   * its name, as in the low-rating alert.
   */
  async sendIntegrationAdded(manager: EntityManager, notice: IntegrationAddedMail): Promise<void> {
    const dashboard = `${this.config.siteUrl}/business/dashboard`;
    const reset = `${this.config.siteUrl}/business/forgot-password`;
    const company = notice.companyName?.replace(/\s+/g, ' ').trim() ?? null;
    const made = notice.integration.kind === 'api-key' ? 'A new API key was created' : 'A new webhook endpoint was added';
    const what =
      notice.integration.kind === 'api-key'
        ? `It may: ${notice.integration.permissions.join(', ')}.`
        : `It sends ${notice.integration.events.join(', ')} to a server at ${notice.integration.host}.`;
    await this.mails.enqueue(manager, {
      to: notice.to,
      kind: 'integration-added',
      subject: `${made} for ${company ?? 'your company'}`,
      link: dashboard,
      text:
        `Hi ${notice.contactName.replace(/\s+/g, ' ').trim()},\n\n` +
        `${made} for ${company ?? 'a company you own'} on TrustReviews, ${notice.createdAt.toUTCString()}. ${what}\n\n` +
        `You can see and remove it on your business dashboard:\n\n${dashboard}\n\n` +
        `If this was you, there is nothing to do. If it was not, someone else may be using your business account: reset your password from ` +
        `the link below and, on the page where you choose the new one, keep "Also revoke all API keys and webhook endpoints" ticked. ` +
        `That signs the account out everywhere and stops every key and endpoint at once; then make new ones for what is yours.\n\n${reset}\n`,
    });
  }

  /** Call after the transaction that enqueued mails has committed: delivery sees committed rows only. */
  deliverSoon(): void {
    this.delivery.kick();
  }
}
