// The API runs as a role that may read and write the data and nothing more: no DDL, no superuser,
// and no UPDATE, DELETE or TRUNCATE on the audit log (its triggers refuse them too). Migrations and
// seeding run as the schema's owner. With DATABASE_OWNER_URL (or the embedded PostgreSQL, where the
// API makes the role itself) every start grants the app role what the current tables need.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** The role the API connects as to the embedded PostgreSQL. */
export const EMBEDDED_APP_ROLE = 'reviews_app';

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The login role a connection string names. */
export function roleOf(url: string): string {
  return decodeURIComponent(new URL(url).username);
}

/**
 * Grants `appRole` data access to every table and sequence of the public schema, as they are
 * after the migrations: SELECT, INSERT, UPDATE, DELETE, except on the audit log (SELECT and
 * INSERT only) and the migrations' own table (SELECT only). Idempotent: run at every start.
 */
export async function grantAppRole(ownerUrl: string, appRole: string): Promise<void> {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const role = quoteIdent(appRole);
    await owner.query('BEGIN');
    await owner.query(`REVOKE CREATE ON SCHEMA public FROM PUBLIC`);
    await owner.query(`GRANT USAGE ON SCHEMA public TO ${role}`);
    await owner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`);
    await owner.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
    await owner.query(`REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM ${role}`);
    await owner.query(`REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON migrations FROM ${role}`);
    await owner.query('COMMIT');
  } catch (e) {
    await owner.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    await owner.end();
  }
}

/**
 * Makes one of the embedded server's login roles (no special right, no grant: what it may touch is
 * granted elsewhere) if it is missing, with a random password kept beside the data (mode 0600);
 * answers its connection string.
 */
async function ensureEmbeddedRole(superuserUrl: string, dataDir: string, role: string, passwordFile: string, options = ''): Promise<string> {
  const file = path.join(dataDir, passwordFile);
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(24).toString('base64url') + '\n', { mode: 0o600 });
  const password = fs.readFileSync(file, 'utf8').trim();
  const admin = new pg.Client({ connectionString: superuserUrl });
  await admin.connect();
  try {
    const exists = (await admin.query(`SELECT 1 FROM pg_roles WHERE rolname = $1`, [role])).rowCount;
    // The password comes from this process (base64url), never from outside: safe to inline, as
    // CREATE ROLE takes no parameters.
    const verb = exists ? 'ALTER' : 'CREATE';
    await admin.query(`${verb} ROLE ${quoteIdent(role)} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION ${options} PASSWORD '${password}'`);
  } finally {
    await admin.end();
  }
  const url = new URL(superuserUrl);
  url.username = role;
  url.password = password;
  return url.toString();
}

/** Makes the embedded server's app role if it is missing; answers its connection string. */
export function ensureEmbeddedAppRole(superuserUrl: string, dataDir: string): Promise<string> {
  return ensureEmbeddedRole(superuserUrl, dataDir, EMBEDDED_APP_ROLE, 'pg-app-password');
}

/** The role the shell's server hears the 'hot_reads' notifications as: it may connect, and read no table. */
export const EMBEDDED_LISTEN_ROLE = 'reviews_listen';
/** Where the embedded server's listen-only connection string is written for the shell's server (mode 0600). */
export const LISTEN_URL_FILE = 'pg-listen-url';

/**
 * Makes the embedded server's listen-only role and writes its connection string beside the data,
 * where `npm start` reads it for the shell's page cache (its invalidations are the same
 * notifications as the API's hot reads). No table is granted to it (nor to PUBLIC).
 */
export async function ensureEmbeddedListenRole(superuserUrl: string, dataDir: string, role = EMBEDDED_LISTEN_ROLE): Promise<string> {
  // One listening connection per shell server (two while one reconnects).
  const url = await ensureEmbeddedRole(superuserUrl, dataDir, role, 'pg-listen-password', 'CONNECTION LIMIT 4');
  const file = path.join(dataDir, LISTEN_URL_FILE);
  fs.writeFileSync(file, url + '\n', { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return url;
}

/** Whether the connection's role can do anything (a superuser): worth a warning at start. */
export async function isSuperuser(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`)).rows[0]?.rolsuper === true;
  } finally {
    await c.end();
  }
}
