// Personal data kept only against abuse and for delivery is purged after the published number of
// days (config.retention, the privacy page's table), once a day by one API instance:
// - sessions' network addresses and user agents (both realms), IP_RETENTION_DAYS after sign-in;
// - contact messages' network addresses, IP_RETENTION_DAYS after arrival (the message itself is
//   kept its two years, contact-retention.ts);
// - the record of mails sent, their address and text, MAIL_LOG_RETENTION_DAYS after sending.
// Reviews' keyed client-address hashes go after 7 days (reviews/client-key-retention.ts): the
// fake-review signals raised with them keep their conclusions (the signal rows, their figures and
// decisions hold no address).
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ScheduledJobs } from '../../common/jobs/scheduled-jobs.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { SessionPurge } from '../auth/index.js';
import { ContactService } from '../contact/index.js';
import { MailService } from '../mail/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionPurged {
  sessionAddresses: number;
  contactAddresses: number;
  mails: number;
}

@Injectable()
export class PersonalDataRetention implements OnApplicationBootstrap {
  private readonly log = new Logger('Retention');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: ScheduledJobs,
    private readonly sessions: SessionPurge,
    private readonly contact: ContactService,
    private readonly mail: MailService,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.schedule({ name: 'personal-data-retention', everyMs: DAY_MS, run: () => this.purge() });
  }

  /** Purges what is past its retention period; answers how many rows each part changed. */
  async purge(): Promise<RetentionPurged> {
    const { ipDays, mailLogDays } = this.config.retention;
    const purged = {
      sessionAddresses: await this.sessions.forgetAddresses(ipDays),
      contactAddresses: await this.contact.forgetAddresses(ipDays),
      mails: await this.mail.purgeFinishedOlderThan(mailLogDays),
    };
    if (purged.sessionAddresses || purged.contactAddresses || purged.mails) {
      this.log.log(
        `Forgot the addresses of ${purged.sessionAddresses} sessions and ${purged.contactAddresses} contact messages older than ${ipDays} days, and deleted ${purged.mails} mails sent more than ${mailLogDays} days ago.`,
      );
    }
    return purged;
  }
}
