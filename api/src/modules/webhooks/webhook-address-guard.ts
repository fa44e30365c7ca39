// Keeps webhooks off private networks (SSRF): a URL is accepted, and later connected to, only when
// every address its host resolves to is public unicast. ipaddr.js names the ranges (private,
// loopback, link-local, CGNAT, unique local, multicast, reserved, NAT64, 6to4, Teredo, ...): anything
// but 'unicast' is refused, and an IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
import { Inject, Injectable } from '@nestjs/common';
import ipaddr from 'ipaddr.js';
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { APP_CONFIG, type AppConfig, type WebhookAllowedHost } from '../../config/config.js';

export const WEBHOOK_URL_MAX = 2000;

/** The sentences a refused target is explained with: to the business at registration, as a delivery's last error later. */
export const REFUSALS = {
  invalid: 'Please enter a valid URL, such as https://example.com/webhooks.',
  https: 'Webhook URLs must start with https://.',
  userinfo: 'Webhook URLs cannot contain a user name or password.',
  private: 'This address points to a private network, which webhooks cannot reach.',
  unknownHost: 'We could not find this host name. Please check the URL.',
} as const;

/** A target webhooks may not reach; the message is one of REFUSALS. */
export class WebhookTargetRefused extends Error {}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Public unicast: reachable on the internet, and nothing of this machine's or its network's. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() unwraps ::ffff:a.b.c.d, which would otherwise reach a.b.c.d under another range name.
  return ipaddr.process(address).range() === 'unicast';
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

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.allowed = config.webhooks.testAllowedHosts;
  }

  /** Every address of a host name, as a connection would find it (the system resolver, /etc/hosts included). Tests replace it. */
  resolve(hostname: string): Promise<ResolvedAddress[]> {
    return dns.promises.lookup(hostname, { all: true, verbatim: true });
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
    } else {
      try {
        addresses = await this.resolve(host);
      } catch {
        throw new WebhookTargetRefused(REFUSALS.unknownHost);
      }
    }
    if (!addresses.length) throw new WebhookTargetRefused(REFUSALS.unknownHost);
    if (!addresses.every((a) => isPublicAddress(a.address))) throw new WebhookTargetRefused(REFUSALS.private);
    return addresses;
  }
}
