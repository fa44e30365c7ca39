/**
 * A company as CompaniesRepository reads it (its COLUMNS): the listing, its kept aggregates and the
 * TrustScore's sums.
 */
export interface Company {
  id: string;
  name: string;
  category: string;
  description: string;
  logoUrl: string | null;
  website: string | null;
  websiteDomain: string | null;
  location: string | null;
  countryCode: string | null;
  createdBy: string | null;
  /** When a moderator saw the name; until then it stays out of outgoing mail. */
  nameCheckedAt: Date | null;
  // Kept aggregates: changed in the same transaction as the reviews that move them.
  reviewCount: number;
  /** bigint in the table, read as float8. */
  ratingSum: number;
  rating1: number;
  rating2: number;
  rating3: number;
  rating4: number;
  rating5: number;
  createdAt: Date;
  updatedAt: Date;
  // The TrustScore's decayed sums (trust-score.ts), kept by the reviews trigger.
  decayWeight: number;
  decayRating: number;
  /** Not stored: whether a business account owns the company through a verified claim. */
  claimed?: boolean;
  /** Not stored: until when a moderator's notice of unusual review activity shows, if it still does. */
  noticeUntil?: Date | null;
}
