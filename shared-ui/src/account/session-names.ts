// What each session is called where the account's sessions are listed: its browser and system,
// then what tells it from the others (this device, when it was last used, where from, when it
// signed in), so each "Sign out …" button names one session and a screen reader's list of
// buttons tells them apart.
import type { SessionInfo } from '../api/types';
import { formatDate, relativeTime } from '../format/relative-time';
import { describeDevice } from './describe-device';

/** Each session's name by id: unique within the list. */
export function sessionNames(sessions: readonly SessionInfo[], now: number = Date.now()): Map<string, string> {
  const base = (s: SessionInfo) =>
    [describeDevice(s.userAgent), s.current ? 'this device' : `last active ${relativeTime(s.lastSeenAt, now)}`, s.ipAddress ? `from ${s.ipAddress}` : null]
      .filter(Boolean)
      .join(', ');
  const withSignIn = (s: SessionInfo) => `${base(s)}, signed in ${formatDate(s.createdAt)}`;
  const names = new Map<string, string>();
  const first = countBy(sessions.map(base));
  const second = countBy(sessions.map(withSignIn));
  const seen = new Map<string, number>();
  for (const s of sessions) {
    let name = first.get(base(s)) === 1 ? base(s) : withSignIn(s);
    if (second.get(name) !== undefined && second.get(name)! > 1) {
      // Alike in everything shown (two tabs' sign-ins within the hour): numbered in list order.
      const n = (seen.get(name) ?? 0) + 1;
      seen.set(name, n);
      name = `${name} (${n} of ${second.get(name)})`;
    }
    names.set(s.id, name);
  }
  return names;
}

function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}
