import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { MailDeliveryService } from './mail-delivery.service.js';
import { type MailOutbox, MailRepository } from './mail.repository.js';

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

/** The ways out that every newsletter mail carries: the page's link, and the one-click URL of its List-Unsubscribe header. */
export interface NewsletterUnsubscribe {
  unsubscribeLink: string;
  oneClickUnsubscribe: string;
}

function newsletterFooter(unsubscribeLink: string): string {
  return `\n--\nYou receive this because this address was entered in the newsletter box on TrustReviews. To receive no more newsletter emails, open:\n${unsubscribeLink}\n`;
}

/** The author of a review, and what a notice about it may say (the company's name only once checked). */
export interface ReviewNotice {
  to: string;
  firstName: string;
  companyId: string;
  companyName: string | null;
  rating: number;
  writtenAt: Date;
}

/** A moderator's statement of reasons for hiding a review, in words. */
export interface HiddenReviewStatement {
  reason: string;
  ground: string;
  facts: string;
  automatedDetection: boolean;
  automatedDecision: boolean;
  decidedAt: Date;
}

/** A notice as its sender's mails describe it. */
export interface NoticeMail {
  to: string;
  name: string;
  /** The notice's id, quoted so the sender and support can find it. */
  reference: string;
  /** What the notice is about, in words ("a review of Acme", "the company page of Acme"). */
  about: string;
  /** Where the item is (or was) on the site. */
  itemLink: string;
  receivedAt: Date;
}

/** A moderator's decision on a notice, as its sender reads it (DSA Art. 16(5) and 17). */
export interface NoticeOutcome {
  /** What was done: "The review was hidden", "We took no action". */
  action: string;
  /** The reason and ground of a restriction; null when nothing was restricted. */
  reason: string | null;
  ground: string | null;
  facts: string;
  automatedDetection: boolean;
  automatedDecision: boolean;
  decidedAt: Date;
  /** Opens the complaint about this decision; its token identifies the notice. */
  complaintLink: string;
}

/** The outcome of a complaint against a moderation decision (DSA Art. 20(5)), as the complainant reads it. */
export interface ComplaintOutcomeMail {
  to: string;
  name: string;
  /** The complaint's id, quoted so the complainant and support can find it. */
  reference: string;
  outcome: 'upheld' | 'overturned';
  /** What follows from it, in words ("The review is published again"). */
  consequence: string;
  facts: string;
  automatedDetection: boolean;
  automatedDecision: boolean;
  decidedAt: Date;
  /** The out-of-court dispute settlement bodies our terms name (DSA Art. 21). */
  disputeBodies: readonly { name: string; url: string }[];
}

/** How a statement says whether a machine found or decided the item (DSA Art. 17(3)(c)). */
export function automatedMeansLines(s: { automatedDetection: boolean; automatedDecision: boolean }): string {
  return (
    `- Detected by automated means: ${s.automatedDetection ? 'yes (our automatic checks flagged it)' : 'no'}\n` +
    `- Decided by automated means: ${s.automatedDecision ? 'yes' : 'no (a moderator decided)'}\n`
  );
}

/** A name as one line: white space collapsed, since it lands in a subject header. */
function oneLine<T extends string | null>(name: T): T {
  return (name === null ? null : name.replace(/\s+/g, ' ').trim()) as T;
}

const stars = (rating: number) => (rating === 1 ? '1-star' : `${rating}-star`);

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
    const name = oneLine(mail.name);
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
   * A company's invitation to review it; the link works once and until `expiresAt`. Only a name a
   * moderator has checked is passed here (invitations of a company whose name waits for the check
   * are held until then: a business names itself). Every invitation carries an unsubscribe link,
   * and the List-Unsubscribe header for mail clients. The business's personal message, when there
   * is one, is quoted as the business's words, after the site's own text: it has been checked for
   * the rules on asking for reviews and holds no link (invitation-message-check.ts).
   */
  async sendReviewInvitation(
    manager: EntityManager,
    invite: { to: string; name: string; companyName: string; message?: string | null; incentiveOffered?: boolean; link: string; unsubscribeLink: string; oneClickUnsubscribe: string; expiresAt: Date },
  ): Promise<void> {
    const name = oneLine(invite.name);
    const company = oneLine(invite.companyName);
    const quoted = invite.message ? `A message from ${company}:\n\n${invite.message.split(/\r?\n/).map((line) => `> ${line}`).join('\n')}\n\n` : '';
    const footer =
      `\n--\nYou received this because a business on TrustReviews entered your address to invite you to review it. ` +
      `To receive no more review invitations from any business on TrustReviews, open:\n${invite.unsubscribeLink}\n`;
    await this.mails.enqueue(manager, {
      to: invite.to,
      kind: 'review-invitation',
      subject: `How was your experience with ${company}?`,
      link: invite.link,
      listUnsubscribe: invite.oneClickUnsubscribe,
      text:
        `Hi ${name},\n\n` +
        `${company} invites you to review your experience with them on TrustReviews. ` +
        `Reviews written through this link are marked as verified:\n\n${invite.link}\n\n` +
        quoted +
        (invite.incentiveOffered
          ? `As ${company} offers something for reviewing, a review written through this link is labelled "Received an incentive" and does not count in ${company}'s TrustScore.\n\n`
          : '') +
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
    const company = oneLine(alert.companyName ?? null);
    const stars = alert.rating === 1 ? '1 star' : `${alert.rating} stars`;
    await this.mails.enqueue(manager, {
      to: alert.to,
      kind: 'low-rating-alert',
      subject: company ? `New ${alert.rating}-star review of ${company}` : `New ${alert.rating}-star review of your company`,
      link,
      text:
        `Hi ${oneLine(alert.contactName)},\n\n` +
        `${company ?? 'A company you own'} has a new review of ${stars} on TrustReviews, written ${alert.writtenAt.toUTCString()}.\n\n` +
        `A quick public reply shows other customers that you listen. Read and answer it from your business dashboard:\n\n${link}\n` +
        `\n--\nYou receive this because your business account owns ${company ?? 'this company'} on TrustReviews. ` +
        `To stop these alerts, turn off "Email me about new 1–2★ reviews" on your dashboard:\n${link}\n`,
    });
  }

  /**
   * Tells a reviewer that the business replied to their review, with a link to it. It quotes
   * neither the reply nor the review (an owner's words would ride in the site's mail to a
   * consumer's inbox) and names the company only once a moderator has checked its name.
   */
  async sendReplyNotice(manager: EntityManager, notice: ReviewNotice & { reviewId: string }): Promise<void> {
    const link = `${this.config.siteUrl}/companies/${notice.companyId}#review-${notice.reviewId}`;
    const company = oneLine(notice.companyName);
    await this.mails.enqueue(manager, {
      to: notice.to,
      kind: 'review-reply',
      subject: company ? `${company} replied to your review` : 'A business replied to your review',
      link,
      text:
        `Hi ${oneLine(notice.firstName)},\n\n` +
        `${company ?? 'The business'} has replied publicly to your ${stars(notice.rating)} review${company ? '' : ' of it'}, written ${notice.writtenAt.toUTCString()}. ` +
        `Read the reply beside your review on TrustReviews:\n\n${link}\n` +
        `\n--\nYou receive this because you wrote this review on TrustReviews. We tell you once, when the business first replies; not when it edits the reply.\n`,
    });
  }

  /**
   * Tells a reviewer that a moderator hid their review: the statement of reasons in short, and
   * where to appeal (their profile, where the full statement is too).
   */
  async sendHiddenReviewNotice(manager: EntityManager, notice: ReviewNotice & { statement: HiddenReviewStatement }): Promise<void> {
    const link = `${this.config.siteUrl}/profile#hidden-reviews`;
    const company = oneLine(notice.companyName);
    const s = notice.statement;
    await this.mails.enqueue(manager, {
      to: notice.to,
      kind: 'review-hidden',
      subject: 'A moderator hid your review',
      link,
      text:
        `Hi ${oneLine(notice.firstName)},\n\n` +
        `A moderator has hidden your ${stars(notice.rating)} review${company ? ` of ${company}` : ''}, written ${notice.writtenAt.toUTCString()}. ` +
        `It no longer shows on TrustReviews and no longer counts in the company's rating.\n\n` +
        `Why (the statement of reasons):\n` +
        `- Reason: ${s.reason}\n` +
        `- Ground: ${s.ground}\n` +
        automatedMeansLines(s) +
        `- Facts and circumstances: ${s.facts}\n` +
        `- Decided: ${s.decidedAt.toUTCString()}\n\n` +
        `If you think the decision is wrong, you can appeal it free of charge within six months of the decision; a different moderator decides, and the review comes back if the appeal succeeds. ` +
        `Sign in and appeal from your profile, where the full statement is too:\n\n${link}\n\n` +
        `You may also turn to an out-of-court dispute settlement body named in our terms (${this.config.siteUrl}/terms#dispute-settlement), or to the courts.\n` +
        `\n--\nThis notice about your own review is sent to the confirmed address of your TrustReviews account, whatever you chose about other emails.\n`,
    });
  }

  /**
   * The double opt-in: a link that confirms the subscription, once and for `validHours`, quoting
   * what the person agrees to. Like every newsletter mail it carries the unsubscribe link and the
   * List-Unsubscribe header (RFC 8058), so an address someone else entered can stop them at once.
   */
  async sendNewsletterConfirmation(manager: EntityManager, mail: { to: string; link: string; consentText: string; validHours: number } & NewsletterUnsubscribe): Promise<void> {
    await this.mails.enqueue(manager, {
      to: mail.to,
      kind: 'newsletter-confirmation',
      subject: 'Confirm your subscription to the TrustReviews newsletter',
      link: mail.link,
      listUnsubscribe: mail.oneClickUnsubscribe,
      text:
        `Hello,\n\nSomeone (we hope it was you) asked for the TrustReviews newsletter at this address. By confirming, you agree to this:\n\n` +
        `"${mail.consentText}"\n\n` +
        `To confirm your subscription, open:\n\n${mail.link}\n\n` +
        `The link works once, for ${mail.validHours} hours. If you did not ask for the newsletter, ignore this email: you will not be subscribed.\n` +
        newsletterFooter(mail.unsubscribeLink),
    });
  }

  /** The subscription is confirmed: says so, and how to leave. */
  async sendNewsletterWelcome(manager: EntityManager, mail: { to: string } & NewsletterUnsubscribe): Promise<void> {
    await this.mails.enqueue(manager, {
      to: mail.to,
      kind: 'newsletter-welcome',
      subject: 'You are subscribed to the TrustReviews newsletter',
      link: null,
      listUnsubscribe: mail.oneClickUnsubscribe,
      text:
        `Hello,\n\nThank you for confirming: the TrustReviews newsletter will come to this address about once a month, ` +
        `with the companies people are talking about and tips for writing reviews that help.\n` +
        newsletterFooter(mail.unsubscribeLink),
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
    const company = oneLine(notice.companyName ?? null);
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
        `Hi ${oneLine(notice.contactName)},\n\n` +
        `${made} for ${company ?? 'a company you own'} on TrustReviews, ${notice.createdAt.toUTCString()}. ${what}\n\n` +
        `You can see and remove it on your business dashboard:\n\n${dashboard}\n\n` +
        `If this was you, there is nothing to do. If it was not, someone else may be using your business account: reset your password from ` +
        `the link below and, on the page where you choose the new one, keep "Also revoke all API keys and webhook endpoints" ticked. ` +
        `That signs the account out everywhere and stops every key and endpoint at once; then make new ones for what is yours.\n\n${reset}\n`,
    });
  }

  /**
   * Tells the person their account is gone, in the erasure's transaction. It is the one mail to
   * the address the erasure leaves in the outbox (every earlier one goes with the account): it
   * must still be delivered, and the retention purge removes it with the other sent mails.
   */
  async sendAccountErased(manager: EntityManager, to: string, name: string, realm: MailRealm): Promise<void> {
    const what = realm === 'business' ? 'business account' : 'account';
    const gone =
      realm === 'business'
        ? 'Its claims ended (each company stays listed, unclaimed), its API keys were revoked and its webhook endpoints removed. Replies you wrote stay as the company\'s.'
        : 'Your reviews and votes were deleted with it, and every company figure they counted in has changed.';
    await this.mails.enqueue(manager, {
      to,
      kind: 'account-erased',
      subject: `Your TrustReviews ${what} was deleted`,
      link: null,
      text:
        `Hi ${oneLine(name)},\n\nAs you asked, your TrustReviews ${what} and the personal data it held were deleted, and every device was signed out. ${gone}\n\n` +
        `Moderation decisions the law requires us to keep stay on record without your name, email or what you wrote. Our privacy policy explains what is kept and for how long:\n\n${this.config.siteUrl}/privacy\n\n` +
        `If you did not ask for this, write to ${SUPPORT_ADDRESS} at once.\n`,
    });
  }

  /** Deletes every mail to the address from the outbox, in the caller's transaction (an erasure). */
  forgetRecipient(manager: EntityManager, address: string): Promise<void> {
    return this.mails.deleteTo(manager, address);
  }

  /** The record of mails sent to the address, newest first (a person's data export). */
  sentTo(address: string): Promise<MailOutbox[]> {
    return this.mails.findTo(address);
  }

  /** Deletes the record of mails finished (sent, logged or given up) more than `days` days ago; answers how many. */
  purgeFinishedOlderThan(days: number): Promise<number> {
    return this.mails.deleteFinishedOlderThan(days);
  }

  /**
   * Confirms to a notice's sender that it arrived (DSA Art. 16(4)). It quotes nothing the sender
   * typed beyond their name: the address was typed by whoever sent the form, so the mail must
   * not carry their words to someone else's inbox.
   */
  async sendNoticeReceipt(manager: EntityManager, n: NoticeMail): Promise<void> {
    await this.mails.enqueue(manager, {
      to: n.to,
      kind: 'notice-receipt',
      subject: 'We received your notice',
      link: n.itemLink,
      text:
        `Hello ${oneLine(n.name)},\n\n` +
        `We received your notice about ${n.about} on TrustReviews, ${n.receivedAt.toUTCString()} (reference ${n.reference}).\n\n` +
        `A moderator will review it and we will email you the decision, with the reasons and how to contest it. ` +
        `The item you reported:\n\n${n.itemLink}\n` +
        `\n--\nYou receive this because this address was given as the sender of a notice on TrustReviews. If it was not you, ignore this email.\n`,
    });
  }

  /**
   * Tells a notice's sender what a moderator decided (DSA Art. 16(5)): the statement of reasons,
   * whether automated means detected or decided it, and the ways to contest it: a complaint
   * through the platform (its link carries the token that identifies the notice), an out-of-court
   * dispute settlement body (Art. 21), or the courts.
   */
  async sendNoticeOutcome(manager: EntityManager, n: NoticeMail & { outcome: NoticeOutcome }): Promise<void> {
    const o = n.outcome;
    await this.mails.enqueue(manager, {
      to: n.to,
      kind: 'notice-outcome',
      subject: 'The decision on your notice',
      link: o.complaintLink,
      text:
        `Hello ${oneLine(n.name)},\n\n` +
        `A moderator has decided on your notice about ${n.about} (reference ${n.reference}, received ${n.receivedAt.toUTCString()}).\n\n` +
        `Decision: ${o.action}.\n\n` +
        `The statement of reasons:\n` +
        (o.reason ? `- Reason: ${o.reason}\n` : '') +
        (o.ground ? `- Ground: ${o.ground}\n` : '') +
        `- Facts and circumstances: ${o.facts}\n` +
        automatedMeansLines(o) +
        `- Decided: ${o.decidedAt.toUTCString()}\n\n` +
        `If you disagree, you can complain about this decision free of charge for six months; a different moderator decides. Open:\n\n${o.complaintLink}\n\n` +
        `You may also turn to an out-of-court dispute settlement body certified under Article 21 of the EU Digital Services Act, ` +
        `or to the courts. Our terms name the bodies we work with.\n` +
        `\n--\nYou receive this because this address was given as the sender of this notice on TrustReviews.\n`,
    });
  }

  /**
   * Tells a complainant the outcome of their complaint (DSA Art. 20(5)): the statement of reasons,
   * that a person decided it, and where to go next: the out-of-court dispute settlement bodies our
   * terms name (Art. 21) and the courts.
   */
  async sendComplaintOutcome(manager: EntityManager, m: ComplaintOutcomeMail): Promise<void> {
    const terms = `${this.config.siteUrl}/terms#dispute-settlement`;
    await this.mails.enqueue(manager, {
      to: m.to,
      kind: 'complaint-outcome',
      subject: m.outcome === 'overturned' ? 'Your complaint succeeded' : 'The decision on your complaint',
      link: terms,
      text:
        `Hello ${oneLine(m.name)},\n\n` +
        `A moderator other than the one who made the decision has decided on your complaint (reference ${m.reference}).\n\n` +
        `Outcome: ${m.outcome === 'overturned' ? 'the decision was overturned' : 'the decision stands'}. ${m.consequence}\n\n` +
        `The statement of reasons:\n` +
        `- Facts and circumstances: ${m.facts}\n` +
        automatedMeansLines(m) +
        `- Decided: ${m.decidedAt.toUTCString()}\n\n` +
        `If you still disagree, you may turn to an out-of-court dispute settlement body certified under Article 21 of the EU Digital Services Act. Our terms name these:\n` +
        m.disputeBodies.map((b) => `- ${b.name}: ${b.url}\n`).join('') +
        `\nYou may also go to the courts at any time. More in our terms:\n\n${terms}\n` +
        `\n--\nYou receive this because you complained about a moderation decision on TrustReviews.\n`,
    });
  }

  /** Call after the transaction that enqueued mails has committed: delivery sees committed rows only. */
  deliverSoon(): void {
    this.delivery.kick();
  }
}
