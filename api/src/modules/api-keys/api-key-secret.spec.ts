import { apiKeyHash, KEY_PREFIX, looksLikeApiKey, newApiKeySecret } from './api-key-secret.js';

describe('API key secrets', () => {
  it('makes a prefixed 256-bit key, shows only its start and keeps its SHA-256', () => {
    const { key, prefix, hash } = newApiKeySecret();
    expect(key).toMatch(/^rpk_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key.slice(KEY_PREFIX.length), 'base64url')).toHaveLength(32);
    expect(prefix).toBe(key.slice(0, 12));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(apiKeyHash(key));
    expect(hash).not.toContain(key.slice(KEY_PREFIX.length, 20));
  });

  it('never makes the same key twice', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => newApiKeySecret().key));
    expect(keys.size).toBe(1000);
  });

  it('tells a key from anything else before looking it up', () => {
    expect(looksLikeApiKey(newApiKeySecret().key)).toBe(true);
    expect(looksLikeApiKey('rpk_short')).toBe(false);
    expect(looksLikeApiKey(`xyz_${'a'.repeat(43)}`)).toBe(false);
    expect(looksLikeApiKey(`rpk_${'a'.repeat(42)}=`)).toBe(false);
    expect(looksLikeApiKey(`rpk_${'a'.repeat(44)}`)).toBe(false);
  });
});
