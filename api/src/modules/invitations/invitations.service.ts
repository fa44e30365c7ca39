import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { TooManyRequestsException } from '../../common/rate-limit/too-many-requests.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { hashToken, newToken } from '../auth/index.js';
import { MailService } from '../mail/index.js';
import { canonicalEmail } from './canonical-email.js';
import type { InvitationBatchResponse, InvitationResponse, InvitationResult, PlanUsage, SendInvitationsDto } from './dto/invitations.dto.js';
import { InvitationClosureRepository } from './invitation-closure.repository.js';
import { checkInvitationMessage } from './invitation-message-check.js';
import { type Candidate, type Checked, checkRow, parseCsv } from './invitation-rows.js';
import {
  INVITATION_TTL_DAYS,
  type InvitationListFilter,
  type InvitationPosition,
  type InvitationRow,
  invitationState,
  InvitationsRepository,
  type NewLinks,
} from './invitations.repository.js';

/** How many invitations a month the sending account's plan includes, and the plan's name for the refusal. */
export interface MonthlyAllowance {
  planName: string;
  invitationsPerMonth: number;
}

/**
 * Who sends a batch, as the business realm vouches for it: an account it has checked is the
 * verified owner of the company, with the allowance of the account's plan. Owners and plans are
 * the business module's; it imports this module, so they come in as this argument.
 */
export interface InvitationSender {
  accountId: string;
  company: { id: string };
  /**
   * Locks the account until the caller's transaction ends, so that concurrent batches of one
   * account count against its quota one after another, and answers its allowance.
   */
  lockAllowance(manager: EntityManager): Promise<MonthlyAllowance>;
  /** The allowance as it is now (for the usage answered with a batch). */
  allowance(): Promise<MonthlyAllowance>;
  /**
   * The company's name and whether a moderator has checked it, as of now, locked until the
   * caller's transaction ends so that a moderator's check of the name waits for the batch (and
   * then mails what it held) or the batch for the check.
   */
  lockCompanyName(manager: EntityManager): Promise<{ name: string; nameCheckedAt: Date | null }>;
}

/** A row's result as sendWithin answers it: with the id of the invitation, when one was sent. */
export type SentInvitation = InvitationResult & { id?: string };

/** Invitations one mailbox may receive in a week, from all businesses together. */
export const RECIPIENT_WEEKLY_MAX = 3;
const WITHHELD = 'We cannot send an invitation to this address at the moment';
const HELD = `Held until a moderator has checked your company's name; it is emailed then, and works for ${INVITATION_TTL_DAYS} days from that day`;
/** Invitations one account may send in 24 hours, whatever its plan: a slower relay is a smaller one. */
export const ACCOUNT_DAILY_MAX = 1000;

/** What an invitation's links are stored as: their hashes. */
function linkHashes(r: { token: string; unsubscribeToken: string }): NewLinks {
  return { tokenHash: hashToken(r.token), unsubscribeTokenHash: hashToken(r.unsubscribeToken) };
}

/** A page of invitations, and where the next one starts (undefined on the last page). */
export interface InvitationPage {
  items: InvitationResponse[];
  next?: InvitationPosition;
}

function toInvitationResponse(i: InvitationRow): InvitationResponse {
  return {
    id: i.id,
    email: i.email,
    name: i.name,
    reference: i.reference,
    orderDate: i.orderDate,
    status: invitationState(i),
    createdAt: i.createdAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
    usedAt: i.usedAt?.toISOString() ?? null,
    message: i.message,
    incentiveOffered: i.incentiveOffered,
  };
}

/** Review invitations: one or a CSV batch, each a single-use 30-day link through the mail outbox. */
@Injectable()
export class InvitationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invitations: InvitationsRepository,
    private readonly closure: InvitationClosureRepository,
    private readonly mail: MailService,
  ) {}

  async send(sender: InvitationSender, dto: SendInvitationsDto): Promise<InvitationBatchResponse> {
    const sent = await this.db.transaction((manager) => this.sendWithin(manager, sender, dto));
    this.deliverAfterCommit(sent);
    const results = sent.map(({ id: _id, ...result }) => result);
    return {
      results,
      sent: results.filter((r) => r.status === 'sent').length,
      duplicate: results.filter((r) => r.status === 'duplicate').length,
      invalid: results.filter((r) => r.status === 'invalid').length,
      withheld: results.filter((r) => r.status === 'withheld').length,
      held: results.filter((r) => r.status === 'held').length,
      usage: await this.usage(sender.accountId, (await sender.allowance()).invitationsPerMonth),
    };
  }

  /**
   * Sends a batch in the caller's transaction (the Business API keeps its answer in the same one),
   * with every rule of send(); each sent row also carries the new invitation's id. The caller calls
   * deliverAfterCommit once the transaction has committed.
   */
  async sendWithin(manager: EntityManager, sender: InvitationSender, dto: SendInvitationsDto): Promise<SentInvitation[]> {
    const { accountId } = sender;
    const companyId = sender.company.id;
    const rows: Checked[] = dto.csv !== undefined ? parseCsv(dto.csv) : [checkRow({ row: 1, email: dto.email!, name: dto.name!, reference: dto.reference ?? null, orderDate: dto.orderDate ?? null })];
    // The account row is the quota's lock: concurrent batches of one account count one after another.
    const allowance = await sender.lockAllowance(manager);
    const company = await sender.lockCompanyName(manager);
    const valid = rows.filter((r) => !r.problem);
    const emails = [...new Set(valid.map((r) => r.email))];
    const open = await this.invitations.openFor(manager, companyId, emails);
    const suppressed = await this.invitations.suppressedAmong(manager, emails);
    const recent = await this.invitations.recentPerMailbox(manager, emails, 7);
    const seen = new Set<string>();
    const out: SentInvitation[] = [];
    const toSend: (Candidate & { token: string; unsubscribeToken: string; index: number })[] = [];
    for (const r of rows) {
      const base = { row: r.row, email: r.email, name: r.name };
      const mailbox = r.problem ? '' : canonicalEmail(r.email);
      if (r.problem) out.push({ ...base, status: 'invalid', message: r.problem });
      else if (open.has(r.email)) out.push({ ...base, status: 'duplicate', message: 'This person already has an open invitation' });
      else if (seen.has(mailbox)) out.push({ ...base, status: 'duplicate', message: 'This address appears earlier in the file' });
      // One neutral answer for an opted-out address and for one invited often this week: which it
      // is would tell a business about the person's choices and about other businesses' mail.
      else if (suppressed.has(r.email) || (recent.get(mailbox) ?? 0) >= RECIPIENT_WEEKLY_MAX) out.push({ ...base, status: 'withheld', message: WITHHELD });
      else {
        seen.add(mailbox);
        toSend.push({ ...r, token: newToken(), unsubscribeToken: newToken(), index: out.length });
        out.push({ ...base, status: 'sent' });
      }
    }
    const lastDay = await this.invitations.countRecentForAccount(manager, accountId, 24);
    if (lastDay + toSend.length > ACCOUNT_DAILY_MAX) {
      throw new TooManyRequestsException(
        `An account can send at most ${ACCOUNT_DAILY_MAX.toLocaleString('en')} invitations in 24 hours; ${lastDay.toLocaleString('en')} went out in the last 24 hours ` +
          `and this would send ${toSend.length.toLocaleString('en')}. Please send the rest later.`,
        60 * 60,
      );
    }
    const used = await this.invitations.countThisMonth(manager, accountId);
    const left = Math.max(0, allowance.invitationsPerMonth - used);
    if (toSend.length > left) {
      throw new ForbiddenException(
        `Your ${allowance.planName} plan includes ${allowance.invitationsPerMonth} invitations a month and ${left} ${left === 1 ? 'is' : 'are'} left this month; ` +
          `this would send ${toSend.length}. Choose a larger plan on your dashboard, or send fewer.`,
      );
    }
    // A name no moderator has checked yet stays out of mail (a business names itself), and a mail
    // naming no business reads like phishing: such a company's invitations wait for the check.
    const held = !company.nameCheckedAt;
    // The DTO refused a message that breaks a rule; one that offers a reward for any review is
    // kept as offering one, which labels the reviews written through it.
    const message = dto.message ? { text: dto.message, incentiveOffered: checkInvitationMessage(dto.message).offersIncentive } : { text: null, incentiveOffered: false };
    const inserted = await this.invitations.insertMany(
      manager,
      companyId,
      accountId,
      toSend.map((r) => ({ email: r.email, name: r.name, reference: r.reference, orderDate: r.orderDate, ...linkHashes(r) })),
      held,
      message,
    );
    for (let i = 0; i < toSend.length; i++) {
      const r = toSend[i];
      if (held) {
        out[r.index] = { ...out[r.index], status: 'held', message: HELD, id: inserted[i].id };
        continue;
      }
      const link = await this.mailInvitation(manager, companyId, company.name, { ...r, message: message.text, incentiveOffered: message.incentiveOffered }, inserted[i].expiresAt);
      out[r.index] = { ...out[r.index], id: inserted[i].id, link, expiresAt: inserted[i].expiresAt.toISOString() };
    }
    return out;
  }

  /**
   * Mails the company's held invitations, now that a moderator has checked its name (approved or
   * corrected to `companyName`), in the moderator's transaction: each with fresh links and its
   * days counted from now. An address that opted out meanwhile is not mailed; its invitation
   * closes. Answers how many went; the caller calls deliverReleased() once committed.
   */
  async releaseHeld(manager: EntityManager, companyId: string, companyName: string): Promise<number> {
    const held = await this.invitations.heldForUpdate(manager, companyId);
    if (held.length === 0) return 0;
    const suppressed = await this.invitations.suppressedAmong(manager, held.map((h) => h.email));
    await this.invitations.close(manager, held.filter((h) => suppressed.has(h.email)).map((h) => h.id));
    const going = held.filter((h) => !suppressed.has(h.email)).map((h) => ({ ...h, token: newToken(), unsubscribeToken: newToken() }));
    const released = new Map((await this.invitations.release(manager, going.map((g) => ({ id: g.id, ...linkHashes(g) })))).map((r) => [r.id, r.expiresAt]));
    for (const g of going) await this.mailInvitation(manager, companyId, companyName, g, released.get(g.id)!);
    return going.length;
  }

  /** Call once the transaction of releaseHeld has committed. */
  deliverReleased(count: number): void {
    if (count > 0) this.mail.deliverSoon();
  }

  /** Puts one invitation's mail in the outbox; answers its review link (the business's copy, without the invitee's address). */
  private async mailInvitation(
    manager: EntityManager,
    companyId: string,
    companyName: string,
    r: { email: string; name: string; token: string; unsubscribeToken: string; message: string | null; incentiveOffered: boolean },
    expiresAt: Date,
  ): Promise<string> {
    const site = this.config.siteUrl;
    const link = `${site}/write-review/${companyId}?invitation=${encodeURIComponent(r.token)}`;
    const unsubscribe = encodeURIComponent(r.unsubscribeToken);
    await this.mail.sendReviewInvitation(manager, {
      to: r.email,
      name: r.name,
      companyName,
      message: r.message,
      incentiveOffered: r.incentiveOffered,
      link: mailedInvitationLink(link, r.email),
      unsubscribeLink: `${site}/unsubscribe?token=${unsubscribe}`,
      oneClickUnsubscribe: `${site}/api/invitations/unsubscribe/one-click?token=${unsubscribe}`,
      expiresAt,
    });
    return link;
  }

  /** Call once the transaction of sendWithin has committed: delivery sees committed mails only. */
  deliverAfterCommit(results: InvitationResult[]): void {
    if (results.some((r) => r.status === 'sent')) this.mail.deliverSoon();
  }

  /**
   * The invitations the account sent for the company, newest first (whoever asks has been checked
   * to be its owner). A former owner's invitations stay its own: its invitees' names and addresses
   * were given to it, not to whoever owns the company next.
   */
  async list(companyId: string, accountId: string, offset: number, limit: number): Promise<InvitationResponse[]> {
    return (await this.invitations.listSentFor(companyId, accountId, offset, limit)).map(toInvitationResponse);
  }

  /**
   * A page of the invitations the account sent for the company, newest first, and the position of
   * its last one when more follow (`next`, undefined on the last page): one more than the page is
   * read to know. Undefined when `filter.after` is no position this list can give (isSentPosition).
   */
  async page(companyId: string, accountId: string, offset: number, limit: number, filter: InvitationListFilter): Promise<InvitationPage | undefined> {
    if (filter.after && !(await this.invitations.isSentPosition(companyId, accountId, filter.after))) return undefined;
    const rows = await this.invitations.listSentFor(companyId, accountId, offset, limit + 1, filter);
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return { items: items.map(toInvitationResponse), next: rows.length > limit ? { createdAt: last.position, id: last.id } : undefined };
  }

  /**
   * Closes the account's open invitations (of one company, or all) in the caller's transaction,
   * when it may no longer act for the company: suspended, or its ownership revoked.
   */
  closeOpenForAccount(manager: EntityManager, accountId: string, companyId?: string): Promise<void> {
    return this.closure.closeOpenForAccount(manager, accountId, companyId);
  }

  /** What the account sent this month (UTC) of the monthly allowance of its plan, and when that starts again. */
  async usage(accountId: string, invitationsPerMonth: number, manager: Pick<EntityManager, 'query'> = this.db): Promise<PlanUsage> {
    const used = await this.invitations.countThisMonth(manager, accountId);
    const now = new Date();
    return {
      invitationsThisMonth: used,
      invitationsLeft: Math.max(0, invitationsPerMonth - used),
      resetsAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
    };
  }
}

/**
 * The link in the invitation mail: the business's link with the invitee's address in its fragment,
 * so the sign-up it leads to can offer that address. A fragment never reaches a server (no access
 * log, no Referer) and only the mail holds it, which its reader has anyway: the link the business
 * sees, and the preview any holder of the token may read, still say nothing of the invitee. The
 * sign-up fills the address in only once the preview confirms it is the one the link was sent to.
 */
export function mailedInvitationLink(link: string, email: string): string {
  return `${link}#email=${encodeURIComponent(email)}`;
}
