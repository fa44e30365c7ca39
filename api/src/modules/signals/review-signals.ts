import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { emailHost, isFreeMailDomain, registrableDomain } from '../../common/email/email-domains.js';
import { SignalsRepository, type WrittenReview } from './signals.repository.js';

export const SIGNALS = ['burst', 'same_address', 'new_account_cluster', 'near_duplicate', 'new_account_extreme', 'invitee_owner_domain', 'invitee_alias'] as const;
export type Signal = (typeof SIGNALS)[number];

/**
 * The rules, in one place so the code, the moderators' queue and the README say the same thing.
 * Each one looks only at what was known when the review was written, so running the detector
 * again over old data (the measurement script does) gives what it gave live.
 */
export const SIGNAL_RULES = {
  /** Reviews of one company in the last 24 hours reach 5 times its usual day (the 90 days before), and at least 10. */
  burst: { windowHours: 24, baselineDays: 90, multiplier: 5, floor: 10 },
  /** 3 or more accounts review one company from one client address (IPv4, or IPv6 /64) within 72 hours. */
  sameAddress: { windowHours: 72, accounts: 3 },
  /** 3 or more reviews of one company within 48 hours from accounts under 7 days old, made within 24 hours of each other. */
  newAccountCluster: { windowHours: 48, newAccountDays: 7, createdWithinHours: 24, reviews: 3 },
  /** Text of 80 characters or more with trigram similarity of 0.85 or more to another author's review. */
  nearDuplicate: { similarity: 0.85, minLength: 80, shown: 5 },
  /** A 1- or 5-star review written within 10 minutes of the account's creation (invited or not: the business chooses whom it invites). */
  newAccountExtreme: { minutes: 10 },
  /** An invited review whose invitee's address is on the inviting account's or the company's own registrable domain. */
  inviteeOwnerDomain: {},
  /** An invited review whose invitee's address is a "+tag" (or, at Gmail, dotted) spelling of an earlier invitee's of the same company. */
  inviteeAlias: {},
} as const;

export const SIGNAL_LABEL: Record<Signal, string> = {
  burst: 'Burst of reviews',
  same_address: 'Same client address',
  new_account_cluster: 'New-account cluster',
  near_duplicate: 'Near-duplicate text',
  new_account_extreme: 'New account, extreme rating',
  invitee_owner_domain: "Invitee on the business's own domain",
  invitee_alias: 'Invitee is an alias of an earlier invitee',
};

type Raised = { reviewIds: string[]; signal: Signal; details: Record<string, unknown> };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Fake-review signals: raised after a review is written or its text edited (ReviewsService runs
 * them in a transaction of their own), on the review and, where a pattern spans several reviews
 * (a burst, one address, one cluster, copied text), on each review in it. They flag a review for a
 * moderator and never hide it. A signal is raised once per review; a moderator's dismissal stays;
 * a hidden review is not flagged again.
 */
@Injectable()
export class ReviewSignals {
  constructor(private readonly repo: SignalsRepository) {}

  /**
   * Evaluates every rule for one review just written, or only the text rule for one whose text
   * was just edited; answers the signals raised on it (new or not). The signals are dated now, or
   * at `flaggedAt` when replaying old data.
   */
  async evaluate(manager: EntityManager, reviewId: string, opts: { flaggedAt?: Date; edited?: boolean } = {}): Promise<Signal[]> {
    const r = await this.repo.findWritten(manager, reviewId);
    if (!r) return [];
    const edited = opts.edited ?? false;
    const raised = edited
      ? await this.nearDuplicate(manager, r, true)
      : [
          ...this.newAccountExtreme(r),
          ...this.inviteeOwnerDomain(r),
          ...(await this.inviteeAlias(manager, r)),
          ...(await this.burst(manager, r)),
          ...(await this.sameAddress(manager, r)),
          ...(await this.newAccountCluster(manager, r)),
          ...(await this.nearDuplicate(manager, r, false)),
        ];
    await this.repo.lockForFlagging(manager, [...new Set(raised.flatMap((s) => s.reviewIds))]);
    for (const s of raised) {
      // An edited text that copies again opens its own dismissed flag again; the others' stay as decided.
      const reopen = edited && s.reviewIds.length === 1 && s.reviewIds[0] === r.id;
      await this.repo.raise(manager, s.reviewIds, s.signal, s.details, { flaggedAt: opts.flaggedAt, reopen });
    }
    return raised.filter((s) => s.reviewIds.includes(r.id)).map((s) => s.signal);
  }

  // Invited reviews too: an invitation brings new accounts, but the business chooses whom it
  // invites, so a burst of brand-new invited five-stars is as much a pattern as any other.
  private newAccountExtreme(r: WrittenReview): Raised[] {
    const minutes = (r.createdAt.getTime() - r.authorCreatedAt.getTime()) / 60_000;
    if ((r.rating !== 1 && r.rating !== 5) || minutes < 0 || minutes > SIGNAL_RULES.newAccountExtreme.minutes) return [];
    return [{ reviewIds: [r.id], signal: 'new_account_extreme', details: { minutesAfterSignUp: Math.round(minutes * 10) / 10, rating: r.rating } }];
  }

  /** The business invited an address of its own (its account's or its website's domain): a review by itself. */
  private inviteeOwnerDomain(r: WrittenReview): Raised[] {
    if (!r.inviteeEmail) return [];
    const invitee = registrableDomain(emailHost(r.inviteeEmail) ?? '');
    if (!invitee || isFreeMailDomain(invitee)) return [];
    const owner = r.inviterEmail ? registrableDomain(emailHost(r.inviterEmail) ?? '') : null;
    const site = r.companyDomain ? registrableDomain(r.companyDomain) : null;
    const matched = invitee === owner ? 'account' : invitee === site ? 'website' : null;
    if (!matched) return [];
    return [{ reviewIds: [r.id], signal: 'invitee_owner_domain', details: { domain: invitee, matched } }];
  }

  /** The same mailbox invited again under another spelling ("ann+2@…" after "ann@…"): one person, several invited reviews. */
  private async inviteeAlias(manager: EntityManager, r: WrittenReview): Promise<Raised[]> {
    if (!r.inviteeEmail || !r.inviteeCanonical || !r.invitedAt) return [];
    const earlier = await this.repo.findEarlierAliasInvitations(manager, r);
    if (earlier.length === 0) return [];
    return [{ reviewIds: [r.id], signal: 'invitee_alias', details: { earlierInvitations: earlier.length, mailbox: r.inviteeCanonical } }];
  }

  private async burst(manager: EntityManager, r: WrittenReview): Promise<Raised[]> {
    const { windowHours, baselineDays, multiplier, floor } = SIGNAL_RULES.burst;
    const counts = await this.repo.countRecentAndBaseline(manager, r, windowHours, baselineDays);
    // The usual day of a company listed for less than the baseline is its days listed so far, not 90.
    const listedDays = (r.createdAt.getTime() - windowHours * HOUR - r.companyCreatedAt.getTime()) / DAY;
    const usualPerDay = counts.before / Math.min(baselineDays, Math.max(1, listedDays));
    const threshold = Math.max(floor, Math.ceil(multiplier * usualPerDay));
    if (counts.recent < threshold) return [];
    const ids = await this.repo.findCompanyReviewsWithin(manager, r, windowHours);
    return [{ reviewIds: ids, signal: 'burst', details: { reviewsInWindow: counts.recent, windowHours, usualPerDay: Math.round(usualPerDay * 100) / 100, threshold } }];
  }

  private async sameAddress(manager: EntityManager, r: WrittenReview): Promise<Raised[]> {
    if (!r.clientKey) return [];
    const { windowHours, accounts } = SIGNAL_RULES.sameAddress;
    const rows = await this.repo.findSameClientWithin(manager, r, windowHours);
    const n = new Set(rows.map((x) => x.userId)).size;
    if (n < accounts) return [];
    return [{ reviewIds: rows.map((x) => x.id), signal: 'same_address', details: { accounts: n, reviews: rows.length, windowHours } }];
  }

  private async newAccountCluster(manager: EntityManager, r: WrittenReview): Promise<Raised[]> {
    const { windowHours, newAccountDays, createdWithinHours, reviews } = SIGNAL_RULES.newAccountCluster;
    if (r.createdAt.getTime() - r.authorCreatedAt.getTime() >= newAccountDays * DAY) return [];
    const ids = await this.repo.findNewAccountReviewsWithin(manager, r, { windowHours, newAccountDays, createdWithinHours });
    if (ids.length < reviews) return [];
    return [{ reviewIds: ids, signal: 'new_account_cluster', details: { reviews: ids.length, windowHours, newAccountDays } }];
  }

  private async nearDuplicate(manager: EntityManager, r: WrittenReview, edited: boolean): Promise<Raised[]> {
    const { similarity, minLength, shown } = SIGNAL_RULES.nearDuplicate;
    if (r.content.length < minLength || !r.textBands) return [];
    const similar = await this.repo.findSimilarText(manager, r, { similarity, minLength, limit: shown, edited });
    if (similar.length === 0) return [];
    return [
      { reviewIds: [r.id], signal: 'near_duplicate', details: { similarTo: similar.map((x) => ({ reviewId: x.id, similarity: x.s })) } },
      // The earlier text is flagged too: either may be the copy, and a farm's first post is one of its fakes.
      ...similar.map((x) => ({ reviewIds: [x.id], signal: 'near_duplicate' as const, details: { similarTo: [{ reviewId: r.id, similarity: x.s }] } })),
    ];
  }
}

/** The signal in words for the moderator, from the figures it was raised with. */
export function describeSignal(signal: Signal, d: Record<string, unknown>): string {
  switch (signal) {
    case 'burst':
      return `${String(d.reviewsInWindow)} reviews of this company within ${String(d.windowHours)} hours; it usually gets ${String(d.usualPerDay)} a day (flagged from ${String(d.threshold)}).`;
    case 'same_address':
      return `${String(d.accounts)} accounts reviewed this company from one client address within ${String(d.windowHours)} hours.`;
    case 'new_account_cluster':
      return `${String(d.reviews)} reviews of this company within ${String(d.windowHours)} hours from accounts under ${String(d.newAccountDays)} days old, made within a day of each other.`;
    case 'near_duplicate': {
      const similar = (d.similarTo as { similarity: number }[] | undefined) ?? [];
      const top = Math.max(0, ...similar.map((x) => x.similarity));
      return `Text ${Math.round(top * 100)}% similar to ${similar.length} other review${similar.length === 1 ? '' : 's'} by other authors.`;
    }
    case 'new_account_extreme':
      return `A ${String(d.rating)}-star review written ${String(d.minutesAfterSignUp)} minutes after the account was made.`;
    case 'invitee_owner_domain':
      return `Invited at an address on ${String(d.domain)}, the ${d.matched === 'account' ? "inviting business account's own" : "company website's own"} domain.`;
    case 'invitee_alias':
      return `Invited at another spelling of ${String(d.mailbox)}, which the company had invited before (${String(d.earlierInvitations)} earlier invitation${d.earlierInvitations === 1 ? '' : 's'}).`;
  }
}
