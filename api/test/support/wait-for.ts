/** Polls `condition` every 10 ms until it holds; throws after `ms`. */
export async function waitFor(condition: () => Promise<boolean>, ms = 5000): Promise<void> {
  for (const until = Date.now() + ms; !(await condition()); ) {
    if (Date.now() > until) throw new Error('Timed out waiting for the condition.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Whether some session of the test database is waiting for a lock another holds. */
export const lockAwaited = async (db: { query(sql: string): Promise<{ n: number }[]> }): Promise<boolean> =>
  (await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`))[0].n > 0;
