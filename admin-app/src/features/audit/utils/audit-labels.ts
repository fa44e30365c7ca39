// The audit log's words: each action as a sentence, each kind of target, who decided, and when.
import type { AuditAction, AuditEntry } from 'shared-ui';

/** Every action the audit log records, as a sentence about what the moderator (or the platform) did. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  hide_review: 'Hid a review',
  restore_review: 'Restored a review',
  dismiss_reports: 'Dismissed the reports on a review',
  dismiss_signals: "Dismissed a cluster of signals on a company's reviews",
  appeal_upheld: 'Kept a review hidden on appeal',
  appeal_overturned: 'Restored a review on appeal',
  approve_claim: 'Approved a claim',
  reject_claim: 'Rejected a claim',
  suspend_user: 'Suspended a user',
  restore_user: 'Lifted a suspension',
  set_role: "Changed a user's role",
  edit_company: "Edited a company's details",
  company_notice: 'Put up a notice on a company',
  company_notice_removed: "Removed a company's notice",
  claim_verified_automatically: 'Verified a claim automatically',
  revoke_claim: 'Revoked an ownership',
  suspend_business: 'Suspended a business account',
  restore_business: "Lifted a business account's suspension",
  hide_reply: "Hid a company's reply",
  restore_reply: "Restored a company's reply",
  approve_plan: 'Approved a larger plan',
  reject_plan: 'Refused a larger plan',
  approve_company_name: "Approved a company's name",
  add_trusted_flagger: 'Marked a trusted flagger',
  remove_trusted_flagger: "Ended a trusted flagger's status",
};

export type TargetType = AuditEntry['targetType'];

/** Every kind of target, in words, in the order the filter offers them. */
export const TARGET_LABELS: Record<TargetType, string> = {
  review: 'review',
  appeal: 'appeal',
  claim: 'claim',
  user: 'user',
  company: 'company',
  report: 'report',
  business_account: 'business account',
  trusted_flagger: 'trusted flagger',
};

/** Who decided: a moderator by name; else the platform itself (an automatic verification) or the command line (npm run admin:grant). */
export const actorOf = (e: AuditEntry) => e.actorName ?? (e.automated_decision === 'AUTOMATED_DECISION_FULLY' || e.action === 'claim_verified_automatically' ? 'Automatic' : 'system');

/** Ids are UUIDs or numbers: the first 8 characters tell entries apart at a glance. */
export const shortId = (id: string) => (id.length > 8 ? `${id.slice(0, 8)}…` : id);

export const formatWhen = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
