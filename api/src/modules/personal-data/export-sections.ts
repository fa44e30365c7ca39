// What a person's data export holds, section by section: one line per section, its name in the
// file and the read that fills it. A feature that keeps something more of a person adds its line
// here (and, if it must outlive an erasure, its step in PersonalDataService.erase...).
import type { BusinessAccount } from '../business/index.js';
import type { MailOutbox } from '../mail/index.js';
import type { User } from '../auth/index.js';
import type { PersonalDataRepository } from './personal-data.repository.js';

export interface ExportReaders {
  rows: PersonalDataRepository;
  /** The record of mails sent to an address, as the mail module keeps it. */
  mailsTo(address: string): Promise<MailOutbox[]>;
  /** The earlier versions of a user's reviews (kept when an edit changed the rating), as the reviews module keeps them. */
  reviewVersionsBy(userId: string): Promise<unknown[]>;
}

export type ExportSection<S> = (r: ExportReaders, subject: S) => Promise<unknown>;

export const CONSUMER_EXPORT: Record<string, ExportSection<User>> = {
  account: (r, u) => r.rows.consumerAccount(u.id),
  // Reviews as they are now, with the business's reply, their disclosures and date of experience;
  // then the versions a rating change replaced.
  reviews: (r, u) => r.rows.reviewsBy(u.id),
  reviewVersions: (r, u) => r.reviewVersionsBy(u.id),
  votes: (r, u) => r.rows.votesBy(u.id),
  // Reports and notices sent while signed in (a visitor's notice names an address anyone may type: not theirs to read).
  reports: (r, u) => r.rows.reportsBy({ userId: u.id }),
  appeals: (r, u) => r.rows.appealsBy(u.id),
  companiesAdded: (r, u) => r.rows.companiesAddedBy(u.id),
  sessions: (r, u) => r.rows.sessionsOf('consumer', u.id),
  mails: async (r, u) => (await r.mailsTo(u.email)).map(toExportedMail),
  newsletter: (r, u) => r.rows.newsletterOf(u.email),
  invitationsReceived: (r, u) => r.rows.invitationsTo(u.email),
};

export const BUSINESS_EXPORT: Record<string, ExportSection<BusinessAccount>> = {
  account: (r, a) => r.rows.businessAccount(a.id),
  planRequests: (r, a) => r.rows.planRequestsOf(a.id),
  claims: (r, a) => r.rows.claimsOf(a.id),
  replies: (r, a) => r.rows.repliesOf(a.id),
  invitationsSent: (r, a) => r.rows.invitationsSentBy(a.id),
  apiKeys: (r, a) => r.rows.apiKeysOf(a.id),
  webhooks: (r, a) => r.rows.webhooksOf(a.id),
  webhookDeliveries: (r, a) => r.rows.webhookDeliveriesOf(a.id),
  reports: (r, a) => r.rows.reportsBy({ accountId: a.id }),
  sessions: (r, a) => r.rows.sessionsOf('business', a.id),
  mails: async (r, a) => (await r.mailsTo(a.email)).map(toExportedMail),
};

/**
 * A link's query string is where the product's mails carry their keys (a reset or confirmation
 * token, an invitation's, an unsubscribe token): the export, a file people store and forward,
 * keeps each link's address and drops what follows the "?".
 */
export function withoutLinkKeys(text: string): string {
  return text.replace(/(https?:\/\/[^\s?#]+)[?#]\S*/g, '$1?[removed]');
}

function toExportedMail(m: MailOutbox) {
  return {
    to: m.toAddress,
    subject: m.subject,
    kind: m.kind,
    status: m.status,
    text: withoutLinkKeys(m.textBody),
    createdAt: m.createdAt,
    sentAt: m.sentAt,
  };
}

/** Reads the sections one after another (one pooled connection at a time); answers them in their declared order. */
export async function readSections<S>(sections: Record<string, ExportSection<S>>, readers: ExportReaders, subject: S): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(sections)) out[name] = (await read(readers, subject)) ?? null;
  return out;
}
