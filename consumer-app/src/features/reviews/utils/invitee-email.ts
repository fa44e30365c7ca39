// The invitee's address that an invitation mail's link carries in its fragment
// (/write-review/{companyId}?invitation={token}#email={address}), for the sign-up form it leads to.
// Kept in this tab only (sessionStorage), with the token it came with, and taken out of the
// address bar at once, so it stays in no history entry. The sign-up form fills it in only once the
// API confirms it is the address the invitation was sent to (useConfirmedInviteeEmail). It is only
// for that form: it goes once a session starts (made with it or not), and is not kept while one
// lasts, so nothing of it is left in the tab when the session ends.

const KEY = 'invitee_email';

/** The address a link's fragment ("#email=…") carries, if any. */
export function emailInFragment(hash: string): string | null {
  if (!hash.startsWith('#')) return null;
  const email = new URLSearchParams(hash.slice(1)).get('email')?.trim();
  return email && email.length <= 254 && email.includes('@') ? email : null;
}

export function rememberInviteeEmail(token: string, email: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ token, email }));
  } catch {
    /* storage unavailable: the invitee types the address */
  }
}

/** The address kept for this invitation's token, if any. */
export function inviteeEmailFor(token: string): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { token?: unknown; email?: unknown } | null;
    return kept && kept.token === token && typeof kept.email === 'string' ? kept.email : null;
  } catch {
    return null;
  }
}

/** Drops the kept address: once a session starts, no sign-up form needs it. */
export function forgetInviteeEmail(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* storage unavailable: nothing was kept */
  }
}
