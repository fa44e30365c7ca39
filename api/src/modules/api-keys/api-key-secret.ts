// What an API key looks like, how it is made and how it is kept.
import { hashToken, newToken } from '../auth/index.js';

/** Tells the key apart in logs, secret scanners and support requests ("review platform key"). */
export const KEY_PREFIX = 'rpk_';
/** 32 random bytes in base64url: 43 characters after the prefix. */
const KEY_SHAPE = /^rpk_[A-Za-z0-9_-]{43}$/;
/** How much of the key a list shows: the prefix and 8 characters (48 of the 256 bits), enough to tell a company's keys apart. */
const DISPLAY_CHARS = KEY_PREFIX.length + 8;

export interface NewApiKeySecret {
  /** The key itself: answered once, at creation, and never kept. */
  key: string;
  /** What the list shows of it. */
  prefix: string;
  hash: string;
}

export function newApiKeySecret(): NewApiKeySecret {
  const key = KEY_PREFIX + newToken();
  return { key, prefix: key.slice(0, DISPLAY_CHARS), hash: apiKeyHash(key) };
}

/**
 * SHA-256, as sessions and mailed tokens are kept: a key is 256 random bits, so nobody can guess
 * it back from its hash, and a slow password hash (argon2) would only cost CPU on every request.
 */
export function apiKeyHash(key: string): string {
  return hashToken(key);
}

/** Whether a presented value could be a key at all (a malformed one is refused without a lookup). */
export function looksLikeApiKey(value: string): boolean {
  return KEY_SHAPE.test(value);
}
