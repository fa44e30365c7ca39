import { CURSOR_MAX, decodeInvitationCursor, encodeInvitationCursor } from './invitation-cursor.js';

const position = { createdAt: '2026-03-01T09:15:42.123456Z', id: '0b6f8a52-7c1d-4e0a-9f3b-2d5e8c1a4b7f' };
const raw = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('the invitations cursor', () => {
  it('reads back the position it was made from, to the microsecond', () => {
    const cursor = encodeInvitationCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor.length).toBeLessThanOrEqual(CURSOR_MAX);
    expect(decodeInvitationCursor(cursor)).toEqual(position);
  });

  it.each([
    ['not text', 42],
    ['empty', ''],
    ['not base64url', `${encodeInvitationCursor(position)}=`],
    ['a character base64url has not', `${encodeInvitationCursor(position).slice(1)}.`],
    ['too long', 'A'.repeat(CURSOR_MAX + 1)],
    ['cut short', encodeInvitationCursor(position).slice(0, -4)],
    ['another spelling of the same bytes', `${encodeInvitationCursor(position).slice(0, -1)}${String.fromCharCode(encodeInvitationCursor(position).slice(-1).charCodeAt(0) + 1)}`],
    ['milliseconds only', raw(`2026-03-01T09:15:42.123Z ${position.id}`)],
    ['no date', raw(`2026-02-30T09:15:42.123456Z ${position.id}`)],
    ['no time', raw(`2026-03-01T24:15:42.123456Z ${position.id}`)],
    ['an id in capitals', raw(`${position.createdAt} ${position.id.toUpperCase()}`)],
    ['something after the id', raw(`${position.createdAt} ${position.id} `)],
    ['JSON', raw(JSON.stringify(position))],
  ])('refuses a cursor %s', (_what, cursor) => {
    expect(decodeInvitationCursor(cursor)).toBeUndefined();
  });
});
