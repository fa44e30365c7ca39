import { type MigrationInterface, type QueryRunner } from 'typeorm';

// Background jobs (purges, refreshes) run once per interval across every API instance: an
// instance runs a job only when it moves the job's last run forward, in one statement.
export class ScheduledJobs1764900000000 implements MigrationInterface {
  name = 'ScheduledJobs1764900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE scheduled_jobs (name text PRIMARY KEY, last_run_at timestamptz NOT NULL)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS scheduled_jobs`);
  }
}
