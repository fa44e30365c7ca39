import providers from 'email-providers';
import { getDomain } from 'tldts';

// Domains of free mail providers (derhuerst/email-providers): an address there says nothing about
// who owns a company, so it never verifies a claim by itself.
const FREE_MAIL = new Set<string>(providers as string[]);

/** The registrable domain of a host or URL ("shop.www.example.co.uk" → "example.co.uk"), or null. */
export function registrableDomain(hostOrUrl: string): string | null {
  return getDomain(hostOrUrl.toLowerCase(), { allowPrivateDomains: true }) ?? null;
}

export function isFreeMailDomain(domain: string): boolean {
  const d = domain.toLowerCase();
  return FREE_MAIL.has(d) || FREE_MAIL.has(registrableDomain(d) ?? d);
}

/**
 * Whether a claim is verified at once: the account's confirmed email is on the company website's
 * registrable domain (any subdomain of it counts on either side) and that domain is not a free
 * mail provider's. Anything else waits for a moderator.
 */
export function verifiesByEmailDomain(email: string, emailVerified: boolean, website: string | null): boolean {
  if (!emailVerified || !website) return false;
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const mailDomain = registrableDomain(email.slice(at + 1));
  const siteDomain = registrableDomain(website);
  if (!mailDomain || !siteDomain || mailDomain !== siteDomain) return false;
  return !isFreeMailDomain(mailDomain);
}
