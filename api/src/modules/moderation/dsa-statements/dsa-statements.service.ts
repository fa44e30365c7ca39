// Statements of reasons for the DSA Transparency Database (Art. 24(5)), one UTC day at a time, in
// the field set of its API (https://transparency.dsa.ec.europa.eu/page/api-documentation) and as
// the body of its batch endpoint ({ "statements": [...] }). Without personal data: the database is
// public. The moderator's facts are free text that can quote a review and name people, so they are
// not exported; decision_facts and the explanations are written here from the decision's structured
// fields (what was restricted, why, on what kind of notice, by what means). The one free text that
// goes out is the law a notice named (illegal_content_legal_ground), with any email address or link
// in it removed.
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { GROUND_LABEL, REASON_LABEL, type ReportReason } from '../dsa.js';
import { DsaStatementsRepository, type RestrictionRow } from './dsa-statements.repository.js';

/** The platform's identifier in every statement's puid (letters, digits, hyphens: the database's rule). */
const PUID_PREFIX = 'trustreviews-decision-';

/** Where a restriction applies: the platform serves the whole European Economic Area. */
export const TERRITORIAL_SCOPE = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;

/** One statement of reasons, under the transparency database's field names. */
export interface DsaStatement {
  puid: string;
  decision_visibility?: string[];
  decision_account?: string;
  account_type: string;
  decision_ground: string;
  illegal_content_legal_ground?: string;
  illegal_content_explanation?: string;
  incompatible_content_ground?: string;
  incompatible_content_explanation?: string;
  category: string;
  content_type: string[];
  content_type_other?: string;
  content_date: string;
  application_date: string;
  territorial_scope: string[];
  decision_facts: string;
  source_type: string;
  automated_detection: 'Yes' | 'No';
  automated_decision: string;
}

const WHAT: Record<RestrictionRow['action'], string> = {
  hide_review: 'A review was hidden: it no longer shows on the platform.',
  hide_reply: 'A business’s reply to a review was hidden: it no longer shows on the platform.',
  suspend_user: 'A reviewer’s account was suspended: its sessions ended and it cannot sign in.',
  suspend_business: 'A business account was suspended: its sessions ended and it cannot sign in.',
};

const SOURCE: Record<string, string> = {
  SOURCE_ARTICLE_16: 'on a notice',
  SOURCE_TRUSTED_FLAGGER: 'on a trusted flagger’s notice',
  SOURCE_VOLUNTARY: 'on the platform’s own initiative',
  SOURCE_TYPE_OTHER_NOTIFICATION: 'on a complaint',
};

/**
 * Removes email addresses and links from a text that leaves the platform. Telephone numbers are not
 * looked for: legal references ("Regulation (EU) 2022/2065") look like them.
 */
export function withoutContactDetails(text: string): string {
  return text
    .replace(/[^\s@<>()"',;]+@[^\s@<>()"',;]+/g, '[email removed]')
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, '[link removed]')
    .trim();
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

export function statementOfRestriction(row: RestrictionRow): DsaStatement {
  const content = row.action === 'hide_review' || row.action === 'hide_reply';
  const business = row.action === 'hide_reply' || row.action === 'suspend_business';
  const illegal = row.decisionGround === 'DECISION_GROUND_ILLEGAL_CONTENT';
  const reason = row.reason && row.reason in REASON_LABEL ? REASON_LABEL[row.reason as ReportReason] : null;
  const why = reason ? `${reason}.` : 'Against the platform’s terms for accounts.';
  const facts = [
    WHAT[row.action],
    `Decided ${SOURCE[row.sourceType] ?? 'by a moderator'}, on the ground: ${illegal ? GROUND_LABEL.illegal : GROUND_LABEL.incompatible}.`,
    reason ? `Reason: ${reason}.` : null,
    row.automatedDetection ? 'An automated fake-review signal flagged it for a moderator, who decided.' : 'A moderator reviewed it and decided.',
  ]
    .filter(Boolean)
    .join(' ');
  const laws = (row.laws ?? []).map(withoutContactDetails).filter((l) => l.length > 0);
  return {
    puid: `${PUID_PREFIX}${row.id}`,
    ...(content ? { decision_visibility: ['DECISION_VISIBILITY_CONTENT_DISABLED'] } : { decision_account: 'DECISION_ACCOUNT_SUSPENDED' }),
    account_type: business ? 'ACCOUNT_TYPE_BUSINESS' : 'ACCOUNT_TYPE_PRIVATE',
    decision_ground: row.decisionGround ?? 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
    ...(illegal
      ? { illegal_content_legal_ground: laws.length ? laws.join('; ').slice(0, 500) : 'The law named in the notice', illegal_content_explanation: why }
      : { incompatible_content_ground: content ? 'Review guidelines (terms of service)' : 'Terms of service', incompatible_content_explanation: why }),
    category: row.category ?? 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE',
    content_type: content ? ['CONTENT_TYPE_TEXT'] : ['CONTENT_TYPE_OTHER'],
    ...(content ? {} : { content_type_other: business ? 'Business account' : 'User account' }),
    // A deleted review or account keeps no creation date: the day of the decision stands in.
    content_date: ymd(row.contentDate ?? row.appliedAt),
    application_date: ymd(row.appliedAt),
    territorial_scope: [...TERRITORIAL_SCOPE],
    decision_facts: facts,
    source_type: row.sourceType,
    automated_detection: row.automatedDetection ? 'Yes' : 'No',
    automated_decision: row.automatedDecision,
  };
}

/** Checks a day asked for (YYYY-MM-DD, UTC): a 400 for what is no date, a 404 for a day that has not begun. */
export function parseStatementDay(raw: string, now = new Date()): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? new Date(`${raw}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || ymd(day) !== raw) throw new BadRequestException(`date: "${raw.slice(0, 20)}" is not a date; give it as YYYY-MM-DD (UTC).`);
  if (day.getTime() > now.getTime()) throw new NotFoundException(`There are no statements for ${raw}: the day has not begun.`);
  return day;
}

@Injectable()
export class DsaStatementsService {
  constructor(private readonly repository: DsaStatementsRepository) {}

  /** The service over a data source of its own, for the command line (no Nest application). */
  static standalone(db: DataSource): DsaStatementsService {
    return new DsaStatementsService(new DsaStatementsRepository(db));
  }

  async statementsOn(day: Date): Promise<{ statements: DsaStatement[] }> {
    const rows = await this.repository.restrictionsOn(day);
    return { statements: rows.map(statementOfRestriction) };
  }
}
