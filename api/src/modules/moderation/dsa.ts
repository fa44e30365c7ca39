// The statement of reasons in the EU Digital Services Act transparency database's vocabulary
// (https://transparency.dsa.ec.europa.eu/page/api-documentation), so decisions can be exported as is.

import type { ReportReason } from '../../common/report-reasons.js';
export { REPORT_REASONS, type ReportReason } from '../../common/report-reasons.js';

export const DECISION_GROUNDS = {
  illegal: 'DECISION_GROUND_ILLEGAL_CONTENT',
  incompatible: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
} as const;
export type DecisionGround = keyof typeof DECISION_GROUNDS;

/** The ground of a decision, for people reading it. */
export const GROUND_LABEL: Record<DecisionGround, string> = {
  illegal: 'Illegal content',
  incompatible: 'Against our review guidelines (terms of service)',
};

/** The transparency database's category for each reason a review is reported or hidden for. */
export const CATEGORY_BY_REASON: Record<ReportReason, string> = {
  fake: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
  offensive: 'STATEMENT_CATEGORY_ILLEGAL_OR_HARMFUL_SPEECH',
  personal_information: 'STATEMENT_CATEGORY_DATA_PROTECTION_AND_PRIVACY_VIOLATIONS',
  advertising: 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE',
  other: 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE',
};

/** The reason of a category, for people reading a decision. */
export const REASON_LABEL: Record<ReportReason, string> = {
  fake: 'Fake or not based on a real experience',
  offensive: 'Offensive or harmful language',
  personal_information: 'Personal information',
  advertising: 'Advertising or promotion',
  other: 'Against our guidelines',
};

// The audit log's own vocabulary (its actions and sources), re-exported: moderation's decisions use it.
export { AUDIT_ACTIONS, type AuditAction, type SourceType } from '../audit/index.js';

/**
 * Out-of-court dispute settlement bodies certified under DSA Art. 21, as the terms page names them
 * (consumer-app's terms page carries the same list); every complaint outcome mail names them too.
 */
export const DISPUTE_SETTLEMENT_BODIES: readonly { name: string; url: string }[] = [
  { name: 'Appeals Centre Europe (certified in Ireland)', url: 'https://www.appealscentre.eu' },
  { name: 'User Rights (certified in Germany)', url: 'https://www.user-rights.org' },
];

/** How long after a decision a complaint against it may be filed (DSA Art. 20(1): at least six months). */
export const COMPLAINT_WINDOW_MONTHS = 6;

/** The moment the complaint window of a decision made at `decidedAt` closes. */
export function complaintWindowClosesAt(decidedAt: Date): Date {
  const closes = new Date(decidedAt);
  closes.setUTCMonth(closes.getUTCMonth() + COMPLAINT_WINDOW_MONTHS);
  return closes;
}
