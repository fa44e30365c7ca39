// The reasons a review is reported or hidden for: moderation's decisions (moderation/dsa.ts) and the
// company page's removed-review figures (companies/company-activity.ts) both name them, and
// companies cannot import moderation (which imports companies), so they live here.
export const REPORT_REASONS = ['fake', 'offensive', 'personal_information', 'advertising', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
