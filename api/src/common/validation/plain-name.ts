// Names that reach other people's inboxes (a company's name in an invitation, an invitee's name
// in its greeting, a person's name in the mails the site sends) must be names: one line, and no
// web or email address, so a name cannot carry "pay the customs fee at parcel-help.com".
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { domainToASCII } from 'node:url';
import { getDomain, parse } from 'tldts';
import { parseWebsite } from './website.js';

const CONTROL = /\p{Cc}|\p{Zl}|\p{Zp}/u;
// Format characters (zero-width spaces and joiners, word joiners, bidi controls) and other
// default-ignorable characters: invisible, they only serve to split "pay.com" for a filter.
const INVISIBLE = /\p{Cf}|\u034F|\u115F|\u1160|\u17B4|\u17B5|[\u180B-\u180F]|\u3164|[\uFE00-\uFE0F]|\uFFA0/u;
// Full stops of other scripts and widths that readers (and some mail clients' linkifiers) take for dots.
const DOTS = /[\u3002\uFF0E\uFF61\uFE52\u2024\u2E3C\u0701\u06D4]/g;
// Anything dotted: "parcel-help.com", "victim.co.uk", "bücher.de".
const DOTTED = /[\p{L}\p{N}\p{M}_-]+(?:\.[\p{L}\p{N}\p{M}_-]+)+/gu;

/**
 * What is wrong with a name, or null. A dotted word whose last part is a real top-level domain is
 * a web address, unless it is the company's own domain (`ownSite`): "Booking.com" may call itself so.
 */
export function nameProblem(label: string, raw: string, ownSite?: string | null): string | null {
  if (CONTROL.test(raw)) return `${label} must be one line, without control characters.`;
  if (INVISIBLE.test(raw)) return `${label} cannot contain invisible characters.`;
  // Compatibility forms read as what they look like: "ｐａｙ．ｃｏｍ" is "pay.com".
  const name = raw.normalize('NFKC').replace(DOTS, '.');
  if (/[a-z][a-z0-9+.-]*:\/\//i.test(name) || /\bwww\./i.test(name)) return `${label} cannot contain a web address.`;
  if (/\S@\S/.test(name)) return `${label} cannot contain an email address.`;
  const own = ownSite ? getDomain(parseWebsite(ownSite)?.domain ?? '') : null;
  for (const token of name.match(DOTTED) ?? []) {
    const ascii = domainToASCII(token.toLowerCase()) || token.toLowerCase();
    const p = parse(ascii);
    if (!p.isIcann || !p.domain) continue;
    if (own && p.domain === own) continue;
    return `${label} cannot contain a web address ("${token}" looks like one). If the business is known by its domain, enter that domain as its website too.`;
  }
  return null;
}

/** A one-line name with no web or email address; a sibling `website` field, if any, is the company's own domain. */
export function IsPlainName(label: string, options: ValidationOptions = {}): PropertyDecorator {
  const problemOf = (value: unknown, object: object) => {
    if (typeof value !== 'string') return `${label} is required`;
    const website = (object as { website?: unknown }).website;
    return nameProblem(label, value, typeof website === 'string' ? website : null);
  };
  return ValidateBy(
    {
      name: 'isPlainName',
      validator: {
        validate: (value, args) => problemOf(value, args?.object ?? {}) === null,
        defaultMessage: (args) => problemOf(args?.value, args?.object ?? {}) ?? `${label} is not valid`,
      },
    },
    options,
  );
}
