import providers from 'email-providers';
import freeEmailDomains from 'free-email-domains-list';
import { domainToASCII } from 'node:url';
import { getDomain } from 'tldts';

// Domains where anyone can get an address, so an address there says nothing about who runs a
// company: the community-maintained list of free mail providers that free-email-domains-list
// (ihmpavel/free-email-domains-list, from the okutbay gist, refreshed weekly, ~97,000 domains)
// publishes, the common providers of email-providers (derhuerst) it lacks (mailbox.org …), and
// the forwarding-alias services below, which neither list carries.
const ALIAS_SERVICES = [
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
  'passmail.com', // Proton Pass
];
const FREE_MAIL = new Set<string>([...freeEmailDomains.DOMAINS, ...(providers as string[]), ...ALIAS_SERVICES]);

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

/**
 * Whether a claim is verified at once by email: the account's confirmed address is on the
 * registrable domain the company's website is (its stored domain, as the one parser read it:
 * website.ts), that domain is the site itself rather than a subdomain of it (every subdomain
 * would otherwise be a new page verified at once), and it is not a free mail or alias provider's.
 * Anything else waits for a moderator, or for the DNS record (domain-proof.ts).
 */
export function verifiesByEmailDomain(email: string, emailVerified: boolean, siteDomain: string | null): boolean {
  if (!emailVerified || !siteDomain) return false;
  const host = emailHost(email);
  if (!host) return false;
  const mailDomain = registrableDomain(host);
  const site = registrableDomain(siteDomain);
  if (!mailDomain || !site || mailDomain !== site || siteDomain !== site) return false;
  return !isFreeMailDomain(host) && !isFreeMailDomain(mailDomain);
}
