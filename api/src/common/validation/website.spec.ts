import fc from 'fast-check';
import { parse as tldtsParse } from 'tldts';
import { parseWebsite, readWebsite, websiteDomain } from './website.js';

describe('websiteDomain', () => {
  it('names the same business for www, case, path and scheme variants', () => {
    const variants = ['https://WWW.Example.com/about', 'http://example.com', 'example.com', 'www.example.com/', 'https://example.com.', 'HTTPS://EXAMPLE.COM:443/'];
    expect(new Set(variants.map(websiteDomain))).toEqual(new Set(['example.com']));
  });

  it('keeps subdomains other than www apart', () => {
    expect(websiteDomain('https://shop.example.com')).toBe('shop.example.com');
  });

  it('rejects what is not an http(s) address with a dotted host', () => {
    expect(websiteDomain('ftp://example.com')).toBeNull();
    expect(websiteDomain('javascript:alert(1)')).toBeNull();
    expect(websiteDomain('localhost')).toBeNull();
    expect(websiteDomain('http://exa mple.com')).toBeNull();
    expect(websiteDomain('http://127.0.0.1')).toBeNull();
    expect(websiteDomain('http://[::1]')).toBeNull();
    expect(websiteDomain('http://user:pw@example.com')).toBeNull();
  });
});

// One parser decides whose site it is. Each of these is read one way by the WHATWG URL parser and
// another by a parser that splits the raw text (RFC 3986 readers, regexes, tldts on the raw string).
describe('parser differentials', () => {
  it('refuses a backslash before "@" (victim.example to one parser, evil.example to another)', () => {
    for (const text of ['https://victim-bank.example\\@evil.example', 'victim-bank.example\\@evil.example', 'https://evil.example\\victim-bank.example', 'https://evil.example/\\@victim.example']) {
      expect(readWebsite(text)).toEqual({ ok: false, problem: expect.stringMatching(/backslashes/) });
    }
  });

  it('refuses user names, passwords and any "@"', () => {
    for (const text of ['https://victim.example@evil.example', 'https://victim.example:443@evil.example', 'https://evil.example#@victim.example', 'https://evil.example/?@victim.example', 'https://u:p@victim.example']) {
      expect(parseWebsite(text)).toBeNull();
    }
  });

  it('refuses white space and invisible characters anywhere', () => {
    for (const text of ['https://victim.example evil.example', 'https://victim.example\tevil', 'https://vic\u200btim.example', 'https://victim\u00a0.example', 'https://victim.example/\npath']) {
      expect(parseWebsite(text)).toBeNull();
    }
  });

  it('reads an international name as the punycode host a browser resolves', () => {
    expect(parseWebsite('https://bücher.example/laden')).toEqual({ url: 'https://xn--bcher-kva.example/laden', domain: 'xn--bcher-kva.example' });
    expect(websiteDomain('xn--bcher-kva.example')).toBe('xn--bcher-kva.example');
    // A look-alike in another script is another domain, never the Latin one.
    expect(websiteDomain('https://pаypal.com')).not.toBe('paypal.com');
    // Full-width and ideographic dots are dots to the URL parser: the stored link says so.
    expect(parseWebsite('https://victim。example')).toEqual({ url: 'https://victim.example', domain: 'victim.example' });
  });

  it('drops trailing dots and default ports, and refuses other ports', () => {
    expect(parseWebsite('https://Example.COM.:443/')).toEqual({ url: 'https://example.com', domain: 'example.com' });
    expect(parseWebsite('http://example.com:80')).toEqual({ url: 'http://example.com', domain: 'example.com' });
    expect(readWebsite('https://example.com:8443')).toEqual({ ok: false, problem: expect.stringMatching(/port/) });
    expect(parseWebsite('https://example.com..')).toBeNull();
  });

  it('stores the re-serialised address, lower-case host and path as given', () => {
    expect(parseWebsite('WWW.Example.com/About?x=1')).toEqual({ url: 'https://www.example.com/About?x=1', domain: 'example.com' });
    expect(parseWebsite('HTTP://EXAMPLE.COM')).toEqual({ url: 'http://example.com', domain: 'example.com' });
  });

  const hostish = fc.stringMatching(/^[a-zA-Z0-9.\-\\@:/?#%。 _]{1,40}$/);
  it('answers a stored address that every reader agrees on (property)', () => {
    fc.assert(
      fc.property(fc.oneof(hostish, hostish.map((h) => `https://${h}`), hostish.map((h) => `${h}.example.com`)), (text) => {
        const site = parseWebsite(text);
        if (!site) return;
        // Read again by the URL parser, by tldts and by a plain split of the text, the stored
        // address names the same host the domain was taken from.
        const again = new URL(site.url);
        expect(again.hostname.replace(/^www\./, '')).toBe(site.domain);
        expect(tldtsParse(site.url).hostname?.replace(/^www\./, '')).toBe(site.domain);
        expect(site.url.split('/')[2].replace(/^www\./, '')).toBe(site.domain);
        expect(parseWebsite(site.url)).toEqual(site);
      }),
      { numRuns: 2000 },
    );
  });
});
