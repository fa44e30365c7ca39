// What the audit log records, in the EU Digital Services Act transparency database's vocabulary
// (https://transparency.dsa.ec.europa.eu/page/api-documentation): the log's own words, which the
// modules that write it (moderation's decisions, business's automatic claim verifications) use.

/**
 * SOURCE_ARTICLE_16: decided on a notice (a signed-in report or anyone's notice); SOURCE_TRUSTED_FLAGGER:
 * on a notice from a trusted flagger (Art. 22); SOURCE_VOLUNTARY: on the platform's own initiative;
 * SOURCE_TYPE_OTHER_NOTIFICATION: on an appeal.
 */
export type SourceType = 'SOURCE_ARTICLE_16' | 'SOURCE_TRUSTED_FLAGGER' | 'SOURCE_VOLUNTARY' | 'SOURCE_TYPE_OTHER_NOTIFICATION';

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
  'add_trusted_flagger',
  'remove_trusted_flagger',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
