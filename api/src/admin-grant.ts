// npm run admin:grant -- --email someone@example.com [--role admin|moderator|user]
// Gives an existing user a role, to make the first administrator of a real deployment. Written to
// the audit log like any role change, with no acting user (the command line).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from './config/config.js';
import { resolveDatabase } from './database/database-url.js';
import { runMigrations } from './database/migrate.js';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string', default: 'admin' } } });
  const email = values.email?.trim().toLowerCase();
  const role = values.role ?? 'admin';
  if (!email || !['admin', 'moderator', 'user'].includes(role)) {
    console.error('Usage: npm run admin:grant -- --email someone@example.com [--role admin|moderator|user]');
    process.exit(2);
  }
  const config = loadConfig(process.env, []);
  const database = await resolveDatabase(config, (line) => console.log(line));
  const client = new pg.Client({ connectionString: database.url });
  try {
    await runMigrations(database.ownerUrl);
    await client.connect();
    await client.query('BEGIN');
    const found = await client.query(`SELECT id, role FROM users WHERE lower(email) = $1 FOR UPDATE`, [email]);
    if (found.rowCount === 0) {
      console.error(`No user with the email ${email}. Sign up on the site first, then run this again.`);
      await client.query('ROLLBACK');
      return 1;
    }
    const { id, role: from } = found.rows[0];
    await client.query(`UPDATE users SET role = $2, updated_at = now() WHERE id = $1`, [id, role]);
    await client.query(
      `INSERT INTO audit_log (actor_id, action, target_type, target_id, decision_facts, source_type, details)
       VALUES (NULL, 'set_role', 'user', $1, 'Granted from the command line (npm run admin:grant).', 'SOURCE_VOLUNTARY', $2)`,
      [id, JSON.stringify({ from, to: role })],
    );
    await client.query('COMMIT');
    console.log(`${email} is now ${role} (was ${from}).`);
    return 0;
  } finally {
    await client.end().catch(() => undefined);
    await database.embedded?.stop();
  }
}

main().then((code) => process.exit(code), (e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
