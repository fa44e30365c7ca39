// The `cursor` of GET /api/v1/invitations: where the next page starts, as the Link header gives it.
// Opaque to the caller (base64url), and read strictly: anything that is not a cursor this API wrote
// is a 400, never a page that silently starts somewhere else. Reading it here checks its spelling
// only; the list then takes it only when it names, to the microsecond, an invitation the key's
// account sent for its company (InvitationsService.page), so a well-spelt made-up position (a time
// in year 0000, another company's invitation) is refused too.
import type { InvitationPosition } from '../invitations/index.js';

export const INVALID_CURSOR =
  'This cursor is not valid. Send the cursor of the Link header\'s rel="next" address as it is, or leave it out for the first page.';
/** Longer than any cursor this API writes (86 characters), so a long value is refused before it is read. */
export const CURSOR_MAX = 128;

// The last invitation of the page: its creation time to the microsecond (Postgres keeps microseconds,
// a JavaScript Date only milliseconds, so the time stays text) and its id, which orders invitations
// created in the same microsecond.
const PAYLOAD = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.\d{6}Z ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function encodeInvitationCursor(position: InvitationPosition): string {
  return Buffer.from(`${position.createdAt} ${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor names, or undefined when it is not one this API wrote. */
export function decodeInvitationCursor(cursor: unknown): InvitationPosition | undefined {
  if (typeof cursor !== 'string' || cursor.length > CURSOR_MAX || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = PAYLOAD.exec(text);
  // Only the one spelling this API writes: Node's base64url decoder skips what it cannot read.
  if (!match || encodeInvitationCursor({ createdAt: text.slice(0, 27), id: match[2] }) !== cursor) return undefined;
  // A real instant: "2026-02-30" matches the pattern but is no date (Date would roll it over to March).
  const date = new Date(`${match[1]}Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== match[1]) return undefined;
  return { createdAt: text.slice(0, 27), id: match[2] };
}
