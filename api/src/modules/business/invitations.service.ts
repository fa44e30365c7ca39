import { BadRequestException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isEmail } from 'class-validator';
import { parse } from 'csv-parse/sync';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { newToken, hashToken } from '../auth/tokens.js';
import { PRINTABLE } from '../auth/dto/auth.dto.js';
import { TooManyRequestsException } from '../../common/rate-limit/too-many-requests.exception.js';
import { nameProblem } from '../../common/validation/plain-name.js';
import { CompaniesRepository } from '../companies/companies.repository.js';
import { canonicalEmail } from '../invitations/canonical-email.js';
import { invitationState, InvitationsRepository } from '../invitations/invitations.repository.js';
import { MailService } from '../mail/mail.service.js';
import type { BusinessAccount } from './business-account.entity.js';
import { ClaimsService } from './claims.service.js';
import {
  CSV_MAX_ROWS,
  INVITE_NAME_MAX,
  INVITE_REFERENCE_MAX,
  type InvitationBatchResponse,
  type InvitationResponse,
  type InvitationResult,
  type PlanUsage,
  type SendInvitationsDto,
} from './dto/business.dto.js';
import { PLAN_TERMS } from './plans.js';

interface Candidate {
  row: number;
  email: string;
  name: string;
  reference: string | null;
}

type Checked = (Candidate & { problem?: undefined }) | (Candidate & { problem: string });

/** Invitations one mailbox may receive in a week, from all businesses together. */
export const RECIPIENT_WEEKLY_MAX = 3;
const WITHHELD = 'We cannot send an invitation to this address at the moment';
/** Invitations one account may send in 24 hours, whatever its plan: a slower relay is a smaller one. */
export const ACCOUNT_DAILY_MAX = 1000;

/** Review invitations: one or a CSV batch, each a single-use 30-day link through the mail outbox. */
@Injectable()
export class InvitationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invitations: InvitationsRepository,
    private readonly claims: ClaimsService,
    private readonly companies: CompaniesRepository,
    private readonly mail: MailService,
  ) {}

  async send(account: BusinessAccount, companyId: string, dto: SendInvitationsDto): Promise<InvitationBatchResponse> {
    await this.claims.requireOwner(account.id, companyId);
    const company = (await this.companies.findById(companyId))!;
    const rows: Checked[] = dto.csv !== undefined ? parseCsv(dto.csv) : [checkRow({ row: 1, email: dto.email!, name: dto.name!, reference: dto.reference ?? null })];
    const results = await this.db.transaction(async (manager) => {
      // The account row is the quota's lock: concurrent batches of one account count one after another.
      await manager.query(`SELECT id FROM business_accounts WHERE id = $1 FOR NO KEY UPDATE`, [account.id]);
      const plan = await this.currentPlan(manager, account.id);
      const valid = rows.filter((r) => !r.problem);
      const emails = [...new Set(valid.map((r) => r.email))];
      const open = await this.invitations.openFor(manager, companyId, emails);
      const suppressed = await this.invitations.suppressedAmong(manager, emails);
      const recent = await this.invitations.recentPerMailbox(manager, emails, 7);
      const seen = new Set<string>();
      const out: InvitationResult[] = [];
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
      const lastDay = await this.invitations.countRecentForAccount(manager, account.id, 24);
      if (lastDay + toSend.length > ACCOUNT_DAILY_MAX) {
        throw new TooManyRequestsException(
          `An account can send at most ${ACCOUNT_DAILY_MAX.toLocaleString('en')} invitations in 24 hours; ${lastDay.toLocaleString('en')} went out in the last 24 hours ` +
            `and this would send ${toSend.length.toLocaleString('en')}. Please send the rest later.`,
          60 * 60,
        );
      }
      const used = await this.invitations.countThisMonth(manager, account.id);
      const terms = PLAN_TERMS[plan];
      const left = Math.max(0, terms.invitationsPerMonth - used);
      if (toSend.length > left) {
        throw new ForbiddenException(
          `Your ${terms.name} plan includes ${terms.invitationsPerMonth} invitations a month and ${left} ${left === 1 ? 'is' : 'are'} left this month; ` +
            `this would send ${toSend.length}. Choose a larger plan on your dashboard, or send fewer.`,
        );
      }
      const inserted = await this.invitations.insertMany(
        manager,
        companyId,
        account.id,
        toSend.map((r) => ({ email: r.email, name: r.name, reference: r.reference, tokenHash: hashToken(r.token), unsubscribeTokenHash: hashToken(r.unsubscribeToken) })),
      );
      const site = this.config.siteUrl;
      for (let i = 0; i < toSend.length; i++) {
        const r = toSend[i];
        const link = `${site}/write-review/${companyId}?invitation=${encodeURIComponent(r.token)}`;
        const unsubscribe = encodeURIComponent(r.unsubscribeToken);
        await this.mail.sendReviewInvitation(manager, {
          to: r.email,
          name: r.name,
          // A name no moderator has seen yet stays out of the mail (finding: names as a phishing relay).
          companyName: company.nameCheckedAt ? company.name : null,
          link,
          unsubscribeLink: `${site}/unsubscribe?token=${unsubscribe}`,
          oneClickUnsubscribe: `${site}/api/invitations/unsubscribe/one-click?token=${unsubscribe}`,
          expiresAt: inserted[i].expires_at,
        });
        out[r.index] = { ...out[r.index], link, expiresAt: inserted[i].expires_at.toISOString() };
      }
      return out;
    });
    if (results.some((r) => r.status === 'sent')) this.mail.deliverSoon();
    return {
      results,
      sent: results.filter((r) => r.status === 'sent').length,
      duplicate: results.filter((r) => r.status === 'duplicate').length,
      invalid: results.filter((r) => r.status === 'invalid').length,
      withheld: results.filter((r) => r.status === 'withheld').length,
      usage: await this.usage(account.id),
    };
  }

  async list(accountId: string, companyId: string, offset: number, limit: number): Promise<InvitationResponse[]> {
    await this.claims.requireOwner(accountId, companyId);
    return (await this.invitations.listForCompany(companyId, offset, limit)).map((i) => ({
      id: i.id,
      email: i.email,
      name: i.name,
      reference: i.reference,
      status: invitationState(i),
      createdAt: i.created_at.toISOString(),
      expiresAt: i.expires_at.toISOString(),
      usedAt: i.used_at?.toISOString() ?? null,
    }));
  }

  async usage(accountId: string, manager: Pick<EntityManager, 'query'> = this.db): Promise<PlanUsage> {
    const plan = await this.currentPlan(manager, accountId);
    const used = await this.invitations.countThisMonth(manager, accountId);
    const now = new Date();
    return {
      invitationsThisMonth: used,
      invitationsLeft: Math.max(0, PLAN_TERMS[plan].invitationsPerMonth - used),
      resetsAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
    };
  }

  private async currentPlan(manager: Pick<EntityManager, 'query'>, accountId: string): Promise<BusinessAccount['plan']> {
    const rows: { plan: BusinessAccount['plan'] }[] = await manager.query(`SELECT plan FROM business_accounts WHERE id = $1`, [accountId]);
    return rows[0].plan;
  }
}

/** Parses the uploaded CSV: a header row naming email and name (reference optional), then the rows. */
export function parseCsv(text: string): Checked[] {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { skip_empty_lines: true, relax_column_count: true, trim: true, bom: true });
  } catch (e) {
    throw new BadRequestException(`The CSV could not be read: ${(e as Error).message}`);
  }
  if (records.length === 0) throw new BadRequestException('The CSV is empty.');
  const header = records[0].map((h) => h.toLowerCase());
  const at = { email: header.indexOf('email'), name: header.indexOf('name'), reference: header.indexOf('reference') };
  if (at.email < 0 || at.name < 0) throw new BadRequestException('The CSV needs a header row with the columns email and name (reference is optional).');
  const data = records.slice(1);
  if (data.length === 0) throw new BadRequestException('The CSV has a header but no rows.');
  if (data.length > CSV_MAX_ROWS) throw new BadRequestException(`A CSV can have at most ${CSV_MAX_ROWS.toLocaleString('en')} rows; this one has ${data.length.toLocaleString('en')}.`);
  return data.map((cells, i) =>
    checkRow({
      row: i + 2, // line numbers as a spreadsheet shows them, header on line 1
      email: (cells[at.email] ?? '').toLowerCase(),
      name: cells[at.name] ?? '',
      reference: at.reference >= 0 && cells[at.reference] ? cells[at.reference] : null,
    }),
  );
}

function checkRow(c: Candidate): Checked {
  const email = c.email.trim().toLowerCase();
  const name = c.name.trim();
  const reference = c.reference?.trim() || null;
  const r = { ...c, email, name, reference };
  if (!email || email.length > 254 || !safeIsEmail(email)) return { ...r, problem: 'Not a valid email address' };
  if (!name) return { ...r, problem: 'The name is missing' };
  if (name.length > INVITE_NAME_MAX || !PRINTABLE.test(name)) return { ...r, problem: `The name must be one line of at most ${INVITE_NAME_MAX} characters` };
  const nameIssue = nameProblem('The name', name);
  if (nameIssue) return { ...r, problem: nameIssue.replace(/\.$/, '') };
  if (reference && (reference.length > INVITE_REFERENCE_MAX || !PRINTABLE.test(reference))) {
    return { ...r, problem: `The reference must be one line of at most ${INVITE_REFERENCE_MAX} characters` };
  }
  return r;
}

function safeIsEmail(value: string): boolean {
  try {
    return isEmail(value);
  } catch {
    return false;
  }
}
