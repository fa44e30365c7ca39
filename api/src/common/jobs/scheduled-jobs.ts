// Runs background jobs on a schedule, once per interval across every API instance: each instance
// checks every few minutes, and the one whose claim moves the job's last run forward runs it.
// On shutdown, before the database closes, a long job (the highlights backfill) is told to stop
// and waited for: it ends between two of its steps, never mid-write nor against a closed pool.
import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { queryOne } from '../database/sql.js';

export interface Job {
  /** Unique: the claim is kept under this name. */
  name: string;
  everyMs: number;
  /** `stop` is aborted when the instance shuts down: a job of many steps ends at the next one. */
  run: (stop: AbortSignal) => Promise<unknown>;
}

/** How often an instance looks whether a job is due (a job runs at most this late). */
const CHECK_MS = 5 * 60 * 1000;

@Injectable()
export class ScheduledJobs implements BeforeApplicationShutdown {
  private readonly log = new Logger('Jobs');
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly stopping = new AbortController();
  private readonly running = new Set<Promise<unknown>>();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Checks the job now and every few minutes from now on. */
  schedule(job: Job): void {
    const check = () => {
      if (this.stopping.signal.aborted) return;
      const run = this.runIfDue(job).catch((e: unknown) => this.log.warn(`${job.name} failed: ${(e as Error).message}`));
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    };
    check();
    const timer = setInterval(check, Math.min(CHECK_MS, job.everyMs));
    timer.unref();
    this.timers.push(timer);
  }

  /** Runs the job if its last run (on any instance) is older than its interval; answers whether it ran. */
  async runIfDue(job: Job): Promise<boolean> {
    const claimed = await queryOne<{ name: string }>(
      this.db,
      `INSERT INTO scheduled_jobs (name, last_run_at) VALUES ($1, now())
       ON CONFLICT (name) DO UPDATE SET last_run_at = now() WHERE scheduled_jobs.last_run_at <= now() - make_interval(secs => $2)
       RETURNING name`,
      [job.name, job.everyMs / 1000],
    );
    if (!claimed) return false;
    this.log.log(`Job ${job.name} ran`);
    await job.run(this.stopping.signal);
    return true;
  }

  /** Checks no more, tells the jobs under way to stop, and waits for them while the database is open. */
  async beforeApplicationShutdown(): Promise<void> {
    this.timers.forEach(clearInterval);
    this.stopping.abort();
    await Promise.allSettled([...this.running]);
  }
}
