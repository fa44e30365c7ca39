import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (256 bits) for cookies and mailed links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as SHA-256: enough for 256-bit random secrets, and fast to look up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
