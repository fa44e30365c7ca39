// A company's website, read by one parser: the WHATWG URL parser (Node's URL). Everything that
// needs the site's host — the listing's "already listed" check, claims verified by email domain or
// DNS, the stored link — reads what parseWebsite() answers, never the raw text again, so two
// parsers can never disagree about whose site it is (a raw "https://victim.example\@evil.example"
// is victim.example to one parser and evil.example to another).
import { ValidateBy, type ValidationOptions } from 'class-validator';

export interface Website {
  /** The address as stored and linked: re-serialised by the parser (lower-case host, punycode, no default port). */
  url: string;
  /** The comparable domain: the host without a trailing dot or a leading "www.". */
  domain: string;
}

export type WebsiteResult = { ok: true; website: Website } | { ok: false; problem: string };

const INVALID = 'Please enter a valid website address, such as https://www.example.com.';
// Characters on which URL parsers are known to disagree (backslash as a path separator, userinfo
// before "@", white space and invisible characters stripped by one and kept by another): a
// business website never needs them.
const SEPARATORS = /[\\@]/;
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Zs}]/u;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** Reads a website address the one way the whole API reads it, or says what is wrong with it. */
export function readWebsite(input: string): WebsiteResult {
  const text = input.trim();
  if (text === '' || text.length > 300) return { ok: false, problem: INVALID };
  if (SEPARATORS.test(text)) return { ok: false, problem: 'A website address cannot contain backslashes or "@" (no user names or passwords).' };
  if (INVISIBLE.test(text)) return { ok: false, problem: INVALID };
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text)) return { ok: false, problem: 'A website address must start with http:// or https://.' };
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return { ok: false, problem: INVALID };
  }
  if (url.username || url.password) return { ok: false, problem: 'A website address cannot contain a user name or password.' };
  // A public business site is served on the default port; any other port is a different service.
  if (url.port !== '') return { ok: false, problem: 'Please enter the website address without a port number.' };
  // The parser has lower-cased the host and turned an international name into punycode (xn--).
  const host = url.hostname.replace(/\.$/, '');
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || /^\d+$/.test(labels[labels.length - 1])) return { ok: false, problem: INVALID };
  if (host.length > 253) return { ok: false, problem: INVALID };
  url.hostname = host;
  const stored = url.pathname === '/' && !url.search && !url.hash ? url.origin : url.href;
  return { ok: true, website: { url: stored, domain: host.replace(/^www\./, '') } };
}

/** The website as the API reads it, or null when it is not a valid business website. */
export function parseWebsite(input: string): Website | null {
  const r = readWebsite(input);
  return r.ok ? r.website : null;
}

/** The comparable domain of a website ("https://WWW.Example.com/about" → "example.com"), or null. */
export function websiteDomain(input: string): string | null {
  return parseWebsite(input)?.domain ?? null;
}

/** Validates a website field with the same parser the services store it with, answering its sentence. */
export function IsWebsite(options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isWebsite',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && readWebsite(value).ok,
        defaultMessage: (args) => (typeof args?.value === 'string' ? (readWebsite(args.value) as { problem?: string }).problem ?? INVALID : INVALID),
      },
    },
    options,
  );
}
