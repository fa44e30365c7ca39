// npm run admin:grant -- --email someone@example.com [--role admin|moderator|user]
// Gives an existing user a role, to make the first administrator of a real deployment. Written to
// the audit log like any role change, with no acting user (the command line).
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { loadConfig } from './config/config.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { resolveDatabase } from './database/database-url.js';
import { runMigrations } from './database/migrate.js';
import { AuditLog } from './modules/audit/index.js';
import { UsersService } from './modules/auth/index.js';

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
  // The owners' services write their tables (auth the user, audit the log), as in the API; each
  // module builds its own over its repositories, with no Nest application to inject them.
  const db = new DataSource(dataSourceOptions(database.url));
  try {
    await runMigrations(database.ownerUrl);
    await db.initialize();
    const users = UsersService.standalone(db, config);
    const audit = AuditLog.standalone(db);
    const outcome = await db.transaction(async (manager) => {
      const user = await users.findByEmail(email, manager);
      const locked = user ? await users.lockForModeration(manager, user.id) : undefined;
      if (!locked) return undefined;
      await users.setRole(manager, locked.id, role as typeof locked.role);
      await audit.append(manager, {
        actorId: null,
        action: 'set_role',
        targetType: 'user',
        targetId: locked.id,
        decisionFacts: 'Granted from the command line (npm run admin:grant).',
        sourceType: 'SOURCE_VOLUNTARY',
        automatedDetection: false,
        automatedDecision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
        details: { from: locked.role, to: role },
      });
      return { from: locked.role };
    });
    if (!outcome) {
      console.error(`No user with the email ${email}. Sign up on the site first, then run this again.`);
      return 1;
    }
    console.log(`${email} is now ${role} (was ${outcome.from}).`);
    return 0;
  } finally {
    if (db.isInitialized) await db.destroy().catch(() => undefined);
    await database.embedded?.stop();
  }
}

main().then((code) => process.exit(code), (e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
