// What an email address or a host says about who runs it: its registrable domain, and whether
// anyone can get an address there. Claims (business/claim-rules.ts) and the invitee signals
// (signals/review-signals.ts) both ask.
import providers from 'email-providers';
import freeEmailDomains from 'free-email-domains-list';
import { domainToASCII } from 'node:url';
import { getDomain } from 'tldts';

// Domains where anyone can get an address, so an address there says nothing about who runs a
// company: the community-maintained list of free mail providers that free-email-domains-list
// (ihmpavel/free-email-domains-list, from the okutbay gist, refreshed weekly, ~97,000 domains)
// publishes, the common providers of email-providers (derhuerst) it lacks (mailbox.org …), and
// the providers and forwarding-alias services below, which neither list carries.
const NOT_LISTED = [
  'tuta.com', // Tuta's current domain (tutanota.com, tuta.io are listed)
  'disroot.org',
  'riseup.net',
  'startmail.com',
  'ik.me', // Infomaniak
  'zohomail.eu',
  '163.net',
  'relay.firefox.com',
  'mozmail.com', // Firefox Relay
  'addy.io',
  'anonaddy.com',
  'anonaddy.me', // addy.io
  'simplelogin.co',
  'simplelogin.fr',
  'slmail.me',
  'aleeas.com',
  '8alias.com',
  '8shield.net',
  'dralias.com', // SimpleLogin
  'privaterelay.appleid.com', // Hide My Email
  'duck.com', // DuckDuckGo Email Protection
  'passmail.net',
  'passmail.com',
  'passinbox.com',
  'passfwd.com', // Proton Pass
];
const FREE_MAIL = new Set<string>([...freeEmailDomains.DOMAINS, ...(providers as string[]), ...NOT_LISTED]);

/** The registrable domain of a host ("shop.www.example.co.uk" → "example.co.uk"), or null. */
export function registrableDomain(host: string): string | null {
  return getDomain(host.toLowerCase(), { allowPrivateDomains: true }) ?? null;
}

export function isFreeMailDomain(domain: string): boolean {
  const d = domain.toLowerCase();
  return FREE_MAIL.has(d) || FREE_MAIL.has(registrableDomain(d) ?? d);
}

/** The ASCII (punycode) host of an email address, as the URL parser writes a website's host. */
export function emailHost(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 0) return null;
  return domainToASCII(email.slice(at + 1).toLowerCase().replace(/\.$/, '')) || null;
}
