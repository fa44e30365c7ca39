// Keeps webhooks off private networks (SSRF): a URL is accepted, and later connected to, only when
// every address its host resolves to is public unicast. ipaddr.js names the ranges (private,
// loopback, link-local, CGNAT, unique local, multicast, reserved, NAT64, 6to4, Teredo, ...): anything
// but 'unicast' is refused, an IPv4-mapped IPv6 address is judged as the IPv4 address it carries,
// and an IPv6 address must be global unicast (2000::/3): ::/96, the deprecated IPv4-compatible
// form (::7f00:1 is 127.0.0.1 to some stacks), is 'unicast' to ipaddr.js but refused here.
// Host names are resolved by c-ares on the event loop (a Resolver with a timeout), not by
// getaddrinfo on libuv's thread pool, which a stalling DNS server would tie up for password hashing too.
import { Inject, Injectable } from '@nestjs/common';
import ipaddr from 'ipaddr.js';
import { Resolver } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { APP_CONFIG, type AppConfig, type WebhookAllowedHost } from '../../config/config.js';

export const WEBHOOK_URL_MAX = 2000;

/** The sentences a refused target is explained with: to the business at registration, as a delivery's last error later. */
export const REFUSALS = {
  invalid: 'Please enter a valid URL, such as https://example.com/webhooks.',
  https: 'Webhook URLs must start with https://.',
  userinfo: 'Webhook URLs cannot contain a user name or password.',
  port: 'Webhook URLs must use port 443 (the https default) or a port from 1024 to 65535.',
  tooLong: `Webhook URLs must be at most ${WEBHOOK_URL_MAX.toLocaleString('en')} characters once written out (an accented or non-Latin character counts as several).`,
  private: 'This address points to a private network, which webhooks cannot reach.',
  unknownHost: 'We could not find this host name. Please check the URL.',
  dnsTimeout: 'The DNS servers of this host name did not answer in time. Please try again in a few minutes.',
} as const;

/** Per DNS query (c-ares doubles it for the second try); both families are asked at once. */
export const DNS_TIMEOUT_MS = 1500;
export const DNS_TRIES = 2;
// Answers that mean "no such name or no address of this family", as opposed to "could not ask".
const NO_ADDRESS = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NOTFOUND', 'NODATA']);
/** The global unicast IPv6 range: nothing outside it is on the public internet. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** A target webhooks may not reach; the message is one of REFUSALS. */
export class WebhookTargetRefused extends Error {}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Public unicast: reachable on the internet, and nothing of this machine's or its network's. */
export function isPublicAddress(text: string): boolean {
  const address = canonicalAddress(text);
  if (!ipaddr.isValid(address)) return false;
  // process() unwraps ::ffff:a.b.c.d, which would otherwise reach a.b.c.d under another range name.
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  // Refuses ::/96 (IPv4-compatible, ::127.0.0.1) and every other range of ::/8 that ipaddr.js calls unicast.
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

/**
 * An IPv6 address as the WHATWG URL parser writes it: ::a.b.c.d (how inet_ntop may print an
 * IPv4-compatible address) becomes ::xxxx:xxxx, which ipaddr.js would otherwise read as ::ffff:a.b.c.d.
 */
function canonicalAddress(address: string): string {
  if (!address.includes(':')) return address;
  try {
    return hostOf(new URL(`http://[${address}]/`));
  } catch {
    return address;
  }
}

/** localhost and its subdomains are this machine (RFC 6761), whatever DNS might say: never asked. */
function isLocalhostName(host: string): boolean {
  const name = host.replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** The URL's host as the parser wrote it, lower-case, an IPv6 address without its brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
}

function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/** Whether WEBHOOK_TEST_ALLOWED_HOSTS lets this URL's host (and port) through: tests only. */
export function isAllowedForTests(url: URL, allowed: readonly WebhookAllowedHost[]): boolean {
  const host = hostOf(url);
  const port = portOf(url);
  return allowed.some((a) => a.host === host && (a.port === undefined || a.port === port));
}

/** The URL's form, before any DNS: parsed by WHATWG URL, https (plain http only for a test host), no user name or password. */
export function parseWebhookUrl(text: string, allowed: readonly WebhookAllowedHost[]): URL {
  // "example.com/hook" has no scheme at all: what is missing is https://.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) throw new WebhookTargetRefused(REFUSALS.https);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new WebhookTargetRefused(REFUSALS.invalid);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isAllowedForTests(url, allowed))) throw new WebhookTargetRefused(REFUSALS.https);
  if (url.username || url.password) throw new WebhookTargetRefused(REFUSALS.userinfo);
  if (!url.hostname) throw new WebhookTargetRefused(REFUSALS.invalid);
  // The well-known ports below 1024 are other services' (SSH, mail, DNS …): a receiver there would
  // only turn the deliveries and their errors on the dashboard into a probe of those services.
  const port = portOf(url);
  if (port !== 443 && port < 1024 && !isAllowedForTests(url, allowed)) throw new WebhookTargetRefused(REFUSALS.port);
  // What is kept is the URL as the parser writes it (percent-encoded, an IDN host in punycode),
  // which can be several times longer than what was typed; the column holds WEBHOOK_URL_MAX.
  if (url.href.length > WEBHOOK_URL_MAX) throw new WebhookTargetRefused(REFUSALS.tooLong);
  return url;
}

/** How a delivery connects to its URL: `lookup` answers only checked addresses (none for an address or a test host). */
export interface WebhookConnection {
  url: URL;
  lookup: LookupFunction | undefined;
}

@Injectable()
export class WebhookAddressGuard {
  private readonly allowed: readonly WebhookAllowedHost[];
  /** The DNS servers of the system, or DNS_SERVERS; a test points it elsewhere. */
  readonly resolver: Resolver;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.allowed = config.webhooks.testAllowedHosts;
    this.resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: DNS_TRIES });
    if (config.dnsServers.length) this.resolver.setServers(config.dnsServers);
  }

  /**
   * Every address of a host name, IPv4 and IPv6, from DNS (not /etc/hosts). A family without
   * addresses is no error; neither family answering is (no such host, or no answer in time).
   * Tests replace it.
   */
  async resolve(hostname: string): Promise<ResolvedAddress[]> {
    const [v4, v6] = await Promise.allSettled([this.resolver.resolve4(hostname), this.resolver.resolve6(hostname)]);
    const addresses = [
      ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
    ];
    if (addresses.length) return addresses;
    const failed = [v4, v6].flatMap((r) => (r.status === 'rejected' ? [(r.reason as NodeJS.ErrnoException).code ?? ''] : []));
    if (failed.every((code) => NO_ADDRESS.has(code))) throw new WebhookTargetRefused(REFUSALS.unknownHost);
    throw new WebhookTargetRefused(failed.includes('ETIMEOUT') ? REFUSALS.dnsTimeout : REFUSALS.unknownHost);
  }

  /** At registration: the URL's form and every address of its host. Answers the URL as the parser wrote it. */
  async check(text: string): Promise<string> {
    const url = parseWebhookUrl(text, this.allowed);
    if (!isAllowedForTests(url, this.allowed)) await this.publicAddresses(hostOf(url));
    return url.href;
  }

  /**
   * At delivery: the form again (the setting may have changed), an address checked now, a host
   * name checked when the connection looks it up. The connection gets only addresses that passed
   * (the lookup it is given), so DNS cannot answer a public address to the check and a private one
   * to the connection (rebinding).
   */
  connection(text: string): WebhookConnection {
    const url = parseWebhookUrl(text, this.allowed);
    const host = hostOf(url);
    if (isAllowedForTests(url, this.allowed)) return { url, lookup: undefined };
    if (ipaddr.isValid(host)) {
      // An address is connected to without a lookup.
      if (!isPublicAddress(host)) throw new WebhookTargetRefused(REFUSALS.private);
      return { url, lookup: undefined };
    }
    const lookup: LookupFunction = (hostname, options, callback) => {
      this.publicAddresses(hostname).then(
        (addresses) => {
          const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
          const usable = wanted.length ? wanted : addresses;
          if (options.all) callback(null, usable);
          else callback(null, usable[0].address, usable[0].family);
        },
        (e: Error) => callback(e as NodeJS.ErrnoException, '', 0),
      );
    };
    return { url, lookup };
  }

  /** The host's addresses when every one is public; refused when any is not (a name with one private address could be made to reach it). */
  private async publicAddresses(host: string): Promise<ResolvedAddress[]> {
    let addresses: ResolvedAddress[];
    if (ipaddr.isValid(host)) {
      addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
    } else if (isLocalhostName(host)) {
      throw new WebhookTargetRefused(REFUSALS.private);
    } else {
      try {
        addresses = await this.resolve(host);
      } catch (e) {
        throw e instanceof WebhookTargetRefused ? e : new WebhookTargetRefused(REFUSALS.unknownHost);
      }
    }
    if (!addresses.length) throw new WebhookTargetRefused(REFUSALS.unknownHost);
    if (!addresses.every((a) => isPublicAddress(a.address))) throw new WebhookTargetRefused(REFUSALS.private);
    return addresses;
  }
}
