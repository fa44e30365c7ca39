import { emailHost, isFreeMailDomain, registrableDomain } from '../../common/email/email-domains.js';

export { emailHost, isFreeMailDomain, registrableDomain };

/**
 * Whether a claim is verified at once by email: the account's confirmed address is at exactly the
 * domain the company's website is (its stored domain, as the one parser read it: website.ts), and
 * that domain
 * - is a registrable domain itself, not a subdomain (every subdomain of an owned domain would be a
 *   new page verified at once; and an address at mail.example.com or customer.host.com says less
 *   than one at the domain itself);
 * - is no free mail or alias provider's;
 * - is plain ASCII: an international (punycode) name may be a look-alike of a known brand, so a
 *   person or the DNS record decides.
 * Anything else waits for a moderator, or for the DNS record (domain-proof.ts).
 */
export function verifiesByEmailDomain(email: string, emailVerified: boolean, siteDomain: string | null): boolean {
  if (!emailVerified || !siteDomain) return false;
  const host = emailHost(email);
  if (!host || host !== siteDomain || registrableDomain(siteDomain) !== siteDomain) return false;
  if (siteDomain.split('.').some((label) => label.startsWith('xn--'))) return false;
  return !isFreeMailDomain(siteDomain);
}
