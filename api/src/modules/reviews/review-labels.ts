// What a review says about where it came from and what was checked: the fields behind every label
// a reader sees (UK CMA guidance: a label must not mislead about what was checked). The site's
// "How reviews are verified" page states the same rules for each label.

/**
 * How the review came to be written. invited: through the company's review invitation, sent by the
 * platform to the address the company gave. organic: nobody asked through the platform; the
 * reviewer came on their own. More origins may be added.
 */
export const REVIEW_ORIGINS = ['invited', 'organic'] as const;
export type ReviewOrigin = (typeof REVIEW_ORIGINS)[number];

/** Each check the platform made, named for what it checked. */
export interface ReviewChecks {
  /** The author's address was confirmed through a link mailed to it. Says nothing of the experience. */
  emailConfirmed: boolean;
  /**
   * The experience was evidenced: the company invited this person, at this address, through the
   * platform (it had them as a customer), and the review was written through that invitation by the
   * account of that confirmed address. The only check that earns the word "Verified".
   */
  experienceEvidenced: boolean;
}

export function reviewOrigin(row: { invited: boolean }): ReviewOrigin {
  return row.invited ? 'invited' : 'organic';
}

export function reviewChecks(row: { invited: boolean; authorEmailConfirmed: boolean }): ReviewChecks {
  return { emailConfirmed: row.authorEmailConfirmed, experienceEvidenced: row.invited };
}
