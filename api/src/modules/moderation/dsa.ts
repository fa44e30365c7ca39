// The statement of reasons in the EU Digital Services Act transparency database's vocabulary
// (https://transparency.dsa.ec.europa.eu/page/api-documentation), so decisions can be exported as is.

export const REPORT_REASONS = ['fake', 'offensive', 'personal_information', 'advertising', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const DECISION_GROUNDS = {
  illegal: 'DECISION_GROUND_ILLEGAL_CONTENT',
  incompatible: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
} as const;
export type DecisionGround = keyof typeof DECISION_GROUNDS;

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

/**
 * SOURCE_ARTICLE_16: decided on a notice (a user's report); SOURCE_VOLUNTARY: on the platform's
 * own initiative; SOURCE_TYPE_OTHER_NOTIFICATION: on an appeal.
 */
export type SourceType = 'SOURCE_ARTICLE_16' | 'SOURCE_VOLUNTARY' | 'SOURCE_TYPE_OTHER_NOTIFICATION';

/** Every action the audit log records (the command line's role grants and the platform's automatic claim verifications included). */
export const AUDIT_ACTIONS = [
  'hide_review',
  'restore_review',
  'dismiss_reports',
  'dismiss_signals',
  'appeal_upheld',
  'appeal_overturned',
  'approve_claim',
  'reject_claim',
  'suspend_user',
  'restore_user',
  'set_role',
  'edit_company',
  'company_notice',
  'company_notice_removed',
  'claim_verified_automatically',
  'revoke_claim',
  'suspend_business',
  'restore_business',
  'hide_reply',
  'restore_reply',
  'approve_plan',
  'reject_plan',
  'approve_company_name',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
