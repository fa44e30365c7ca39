// A person's own data: the export (GDPR Art. 15 and 20) and the erasure of their account
// (Art. 17), in both realms. The export reads (personal-data.repository.ts); the erasure asks each
// table's owner to delete or forget its part, all in one transaction.
//
// What an erasure keeps, and why (the privacy page says the same):
// - audit log entries: the decisions and their statements of reasons (DSA Art. 17, 24). They name
//   the person only by an id that no longer leads anywhere; the staff's names on their own
//   decisions stay, as the record of who decided.
// - reports the person made: reason, status and decision stay (the published figures count them);
//   the details they wrote and the link to them go.
// - appeals: status and outcome stay; the statement they wrote and the link to them go.
// - fake-review signals on their reviews: the signal and its figures stay; an invitee's mailbox
//   recorded with one goes.
// - a business account's replies stay, as the company's: they were published in the company's
//   name, carry no one's personal name, and a reader's review without its answer would tell half
//   of a public exchange. The company's next owner may edit or remove them.
// - invitations a business sent to the person's address: the business's own record of whom it
//   asked (the business answers for it); the export shows them.
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isTransientConflict } from '../../common/database/sql.js';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service.js';
import { SecurityEventLog } from '../../common/security-events/security-events.js';
import { PasswordHasher, type User, UsersService } from '../auth/index.js';
import { AccountIntegrations, type BusinessAccount, BusinessAccountsService } from '../business/index.js';
import { MailService } from '../mail/index.js';
import { AppealsService, ReportsService } from '../moderation/index.js';
import { NewsletterService } from '../newsletter/index.js';
import { ReviewsService } from '../reviews/index.js';
import { SignalsService } from '../signals/index.js';
import { BUSINESS_EXPORT, CONSUMER_EXPORT, type ExportReaders, readSections } from './export-sections.js';
import { PersonalDataRepository } from './personal-data.repository.js';

export const WRONG_PASSWORD = 'The password is incorrect. Your account was not deleted.';

/** A data export: when it was made, for whom, and each section. */
export interface PersonalDataExport {
  exportedAt: string;
  realm: 'consumer' | 'business';
  [section: string]: unknown;
}

@Injectable()
export class PersonalDataService {
  private readonly readers: ExportReaders;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    rows: PersonalDataRepository,
    private readonly hasher: PasswordHasher,
    private readonly limits: RateLimitService,
    private readonly events: SecurityEventLog,
    private readonly mail: MailService,
    private readonly users: UsersService,
    private readonly accounts: BusinessAccountsService,
    private readonly integrations: AccountIntegrations,
    private readonly reviews: ReviewsService,
    private readonly reports: ReportsService,
    private readonly appeals: AppealsService,
    private readonly signals: SignalsService,
    private readonly newsletter: NewsletterService,
  ) {
    this.readers = { rows, mailsTo: (address) => this.mail.sentTo(address), reviewVersionsBy: (userId) => this.reviews.versionsByAuthor(userId) };
  }

  async exportConsumer(user: User, ip: string): Promise<PersonalDataExport> {
    const sections = await readSections(CONSUMER_EXPORT, this.readers, user);
    this.events.record({ event: 'personal_data.exported', realm: 'consumer', accountId: user.id, ip });
    return { exportedAt: new Date().toISOString(), realm: 'consumer', ...sections };
  }

  async exportBusiness(account: BusinessAccount, ip: string): Promise<PersonalDataExport> {
    const sections = await readSections(BUSINESS_EXPORT, this.readers, account);
    this.events.record({ event: 'personal_data.exported', realm: 'business', accountId: account.id, ip });
    return { exportedAt: new Date().toISOString(), realm: 'business', ...sections };
  }

  /**
   * Erases a consumer's account after checking their password: everything in one transaction,
   * the user locked first (a review or vote of theirs arriving meanwhile waits, then fails).
   */
  async eraseConsumer(user: User, password: string, ip: string): Promise<void> {
    await this.assertPassword(user.id, user.passwordHash, password, 'consumer', ip);
    const { reviews, votes } = await this.inTransaction(async (m) => {
      await this.users.lockForModeration(m, user.id);
      await this.mail.forgetRecipient(m, user.email);
      await this.signals.forgetAuthorMailboxes(m, user.id);
      await this.reports.forgetReporter(m, { userId: user.id, email: user.email });
      await this.appeals.forgetAppellant(m, user.id);
      const gone = await this.reviews.eraseAuthor(m, user.id);
      await this.newsletter.forgetAddress(m, user.email);
      await this.users.erase(m, user.id);
      await this.mail.sendAccountErased(m, user.email, user.firstName, 'consumer');
      return gone;
    });
    this.mail.deliverSoon();
    this.events.record({ event: 'account.erased', realm: 'consumer', accountId: user.id, ip, reviews, votes });
  }

  /** Erases a business account after checking its password (see BusinessAccountsService.erase for what goes with it). */
  async eraseBusiness(account: BusinessAccount, password: string, ip: string): Promise<void> {
    const current = await this.accounts.findById(account.id);
    await this.assertPassword(account.id, current?.passwordHash, password, 'business', ip);
    const revoked = await this.inTransaction(async (m) => {
      await this.accounts.lockForModeration(m, account.id);
      await this.mail.forgetRecipient(m, account.email);
      const ended = await this.integrations.revokeAll(m, account.id);
      await this.reports.forgetReporter(m, { accountId: account.id, email: account.email });
      await this.accounts.erase(m, account.id);
      await this.mail.sendAccountErased(m, account.email, account.contactName, 'business');
      return ended;
    });
    this.mail.deliverSoon();
    for (const r of revoked) this.events.record({ ...r, realm: 'business', accountId: account.id, ip, reason: 'account erased' });
    this.events.record({ event: 'account.erased', realm: 'business', accountId: account.id, ip });
  }

  /** Wrong passwords count per account, with those of a password change: guesses get no more tries here. */
  private async assertPassword(accountId: string, hash: string | null | undefined, password: string, realm: 'consumer' | 'business', ip: string): Promise<void> {
    const key = realm === 'consumer' ? accountId : `business:${accountId}`;
    await this.limits.consume('wrongCurrentPasswordPerAccount', key);
    if (!(await this.hasher.verify(hash, password))) {
      this.events.record({ event: 'account.erased', realm, accountId, ip, outcome: 'refused', reason: 'wrong password' });
      throw new BadRequestException(WRONG_PASSWORD);
    }
    await this.limits.reset('wrongCurrentPasswordPerAccount', key);
  }

  /** A deadlock with a write of the same person's (a vote cast this moment) is retried, as other writers do. */
  private async inTransaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(work);
      } catch (e) {
        if (isTransientConflict(e) && attempt < 3) continue;
        throw e;
      }
    }
  }
}
