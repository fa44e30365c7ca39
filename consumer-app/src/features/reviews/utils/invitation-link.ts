// The mailed invitation link, /write-review/{companyId}?invitation={token}, as the pages along the
// invitee's way (sign in, sign up, confirm the email) carry it and recognise it.
import { SIGNED_IN_STORAGE } from 'shared-ui';

export interface InvitationLink {
  companyId: string;
  token: string;
  /** The path back to the invitation: where sign-in, sign-up and the email confirmation return to. */
  path: string;
}

export function invitationPath(companyId: string, token: string): string {
  return `/write-review/${encodeURIComponent(companyId)}?invitation=${encodeURIComponent(token)}`;
}

/** The invitation a path (a `redirect` parameter) leads back to, if it is one. */
export function invitationIn(path: string | null | undefined): InvitationLink | null {
  if (!path) return null;
  let url: URL;
  try {
    url = new URL(path, 'http://site.invalid');
  } catch {
    return null;
  }
  const match = /^\/write-review\/([^/]+)$/.exec(url.pathname);
  const token = url.searchParams.get('invitation')?.trim();
  if (!match || !token || url.origin !== 'http://site.invalid') return null;
  let companyId: string;
  try {
    companyId = decodeURIComponent(match[1]);
  } catch {
    return null; // a malformed escape ("%ZZ") is no invitation, not a broken page
  }
  return { companyId, token, path: invitationPath(companyId, token) };
}

/** A page along the way, keeping the way back: `/sign-up?redirect=…`. */
export function withRedirect(page: string, redirect: string | null | undefined): string {
  return redirect && redirect !== '/' ? `${page}?redirect=${encodeURIComponent(redirect)}` : page;
}

/** The review form of a company. */
export function writeReviewPath(companyId: string): string {
  return `/write-review/${encodeURIComponent(companyId)}`;
}

/** "Sign in to Review": sign-in, then straight on to the review form of that company. */
export function signInToReviewPath(companyId: string): string {
  return withRedirect('/sign-in', writeReviewPath(companyId));
}

/** Whether a way back (a `redirect`) leads to a review form, with or without an invitation. */
export function leadsToReviewForm(path: string | null | undefined): boolean {
  return Boolean(path && /^\/write-review\/[^/?#]+/.test(path));
}

// The invitation an invitee is on the way to, kept while they confirm their email: the mailed
// confirmation link opens a new tab, whose page then offers the way back. Only the path and the
// company's name are kept, in this browser, and only while the session lasts: it goes with the
// rest of what the browser keeps of a signed-in consumer (the contract's SIGNED_IN_STORAGE).
const PENDING_KEY = SIGNED_IN_STORAGE.pendingInvitation;

export interface PendingInvitation {
  path: string;
  companyName: string;
  expiresAt: string;
}

/**
 * How long the way back is kept: as long as the mailed confirmation link works. The path holds the
 * invitation's token, so it does not stay in the browser for the invitation's whole month.
 */
const KEEP_MS = 48 * 60 * 60 * 1000;

export function rememberPendingInvitation(pending: PendingInvitation, now = Date.now()): void {
  try {
    const until = Math.min(Date.parse(pending.expiresAt) || now + KEEP_MS, now + KEEP_MS);
    localStorage.setItem(PENDING_KEY, JSON.stringify({ ...pending, expiresAt: new Date(until).toISOString() }));
  } catch {
    /* storage may be unavailable: the invitation mail still has the link */
  }
}

export function forgetPendingInvitation(): void {
  try {
    localStorage.removeItem(PENDING_KEY);
  } catch {
    /* nothing kept */
  }
}

/** The invitation kept by rememberPendingInvitation, while it has not expired. */
export function pendingInvitation(now = Date.now()): PendingInvitation | null {
  try {
    const kept = JSON.parse(localStorage.getItem(PENDING_KEY) ?? 'null') as PendingInvitation | null;
    if (!kept || typeof kept.path !== 'string' || !invitationIn(kept.path) || !(Date.parse(kept.expiresAt) > now)) return null;
    return kept;
  } catch {
    return null;
  }
}
