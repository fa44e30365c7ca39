// Ended sessions (past their absolute or idle end) and expired or used mailed tokens of both
// realms are deleted every hour, by one API instance (ScheduledJobs claims each run once).
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ScheduledJobs } from '../../common/jobs/scheduled-jobs.js';
import { BUSINESS_TABLES, CONSUMER_TABLES, forgetSessionAddresses, purgeEnded } from './realm-stores.js';

export const SESSION_PURGE_MS = 60 * 60 * 1000;

@Injectable()
export class SessionPurge implements OnApplicationBootstrap {
  private readonly log = new Logger('SessionPurge');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: ScheduledJobs,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.schedule({ name: 'sessions-and-tokens-purge', everyMs: SESSION_PURGE_MS, run: () => this.purge() });
  }

  /** Deletes what has ended in both realms; answers how many sessions and tokens. */
  async purge(): Promise<{ sessions: number; tokens: number }> {
    const total = { sessions: 0, tokens: 0 };
    for (const tables of [CONSUMER_TABLES, BUSINESS_TABLES]) {
      const n = await purgeEnded(this.db, tables);
      total.sessions += n.sessions;
      total.tokens += n.tokens;
    }
    if (total.sessions || total.tokens) this.log.log(`Deleted ${total.sessions} ended sessions and ${total.tokens} expired or used tokens.`);
    return total;
  }

  /** Drops the network addresses and user agents of both realms' sessions started more than `days` ago; answers how many sessions. */
  async forgetAddresses(days: number): Promise<number> {
    let n = 0;
    for (const tables of [CONSUMER_TABLES, BUSINESS_TABLES]) n += await forgetSessionAddresses(this.db, tables, days);
    return n;
  }
}
