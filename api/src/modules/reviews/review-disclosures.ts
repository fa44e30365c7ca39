// What a reviewer discloses about a review (US FTC 16 CFR 465.4 and 465.5, UK DMCC Act and CMA
// guidance): whether they received anything for it, and whether they are connected to the company.

/** What the reviewer received for the review; 'none' when nothing. */
export const REVIEW_INCENTIVES = ['none', 'money', 'discount', 'gift', 'free_product', 'other'] as const;
export type ReviewIncentive = (typeof REVIEW_INCENTIVES)[number];

/** How the reviewer is connected to the company; 'none' when not at all. */
export const REVIEW_CONNECTIONS = ['none', 'employee', 'owner', 'family', 'competitor'] as const;
export type ReviewConnection = (typeof REVIEW_CONNECTIONS)[number];

/**
 * Connected people cannot review the company (FTC 465.5 bans undisclosed insider reviews; a
 * disclosed one would still be an insider's word on the company's page and in its score). 403:
 * the request is well formed and honest, and changing the answer to get past it would be the
 * very misrepresentation the rule forbids; the person is not allowed to do this, whatever they send.
 */
export const CONNECTED_REFUSAL =
  'People connected to a company (its employees, owners or managers, their family, or its competitors) cannot review it, so this review cannot be published.';

/**
 * Whether a review weighs in the TrustScore: not when it is incentivised, by the reviewer's
 * answer or by the invitation it was written through. Must match review_counts_in_trust_score in
 * database/sql/company-running-totals.sql.
 */
export function countsInTrustScore(incentive: string | null, incentiveOffered: boolean): boolean {
  return !incentiveOffered && (incentive ?? 'none') === 'none';
}

/** Whether a review is labelled "Received an incentive" wherever it is shown (and so out of the TrustScore). */
export function isIncentivised(review: { incentive: string | null; incentiveOffered: boolean }): boolean {
  return !countsInTrustScore(review.incentive, review.incentiveOffered);
}
