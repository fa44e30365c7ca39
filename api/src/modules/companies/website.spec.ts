import { normaliseWebsite, websiteDomain } from './website.js';
import { likePattern } from './companies.repository.js';

describe('websiteDomain', () => {
  it('names the same business for www, case, path and scheme variants', () => {
    const variants = ['https://WWW.Example.com/about', 'http://example.com', 'example.com', 'www.example.com/', 'https://example.com.'];
    expect(new Set(variants.map(websiteDomain))).toEqual(new Set(['example.com']));
  });

  it('keeps subdomains other than www apart', () => {
    expect(websiteDomain('https://shop.example.com')).toBe('shop.example.com');
  });

  it('rejects what is not an http(s) address with a dotted host', () => {
    expect(websiteDomain('ftp://example.com')).toBeNull();
    expect(websiteDomain('localhost')).toBeNull();
    expect(websiteDomain('http://exa mple.com')).toBeNull();
    expect(websiteDomain('http://127.0.0.1')).toBeNull();
    expect(websiteDomain('http://user:pw@example.com')).toBeNull();
  });
});

describe('normaliseWebsite', () => {
  it('adds https:// only when the scheme is missing', () => {
    expect(normaliseWebsite('example.com')).toBe('https://example.com');
    expect(normaliseWebsite('http://example.com')).toBe('http://example.com');
  });
});

describe('likePattern', () => {
  it('treats LIKE wildcards and backslashes as plain characters', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('lower-cases for the case-insensitive index', () => {
    expect(likePattern('ABC')).toBe('%abc%');
  });
});
