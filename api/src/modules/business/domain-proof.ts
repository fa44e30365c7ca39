// The strong proof that a business runs a website: a TXT record on its domain holding a value we
// gave to this one claim. Only DNS is asked, never the website itself: fetching a URL a business
// chooses from our servers would let anyone make them reach addresses inside our network (SSRF).
import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { Resolver } from 'node:dns/promises';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';

/** What the owner publishes: `trustreviews-verification=<the claim's token>`. */
export const DNS_RECORD_PREFIX = 'trustreviews-verification=';

export const dnsRecordValue = (token: string): string => `${DNS_RECORD_PREFIX}${token}`;

// Answers that mean "no such record (yet)", as opposed to "could not ask".
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NOTFOUND', 'NODATA']);

@Injectable()
export class DomainProof {
  private readonly resolver: Resolver;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.resolver = new Resolver({ timeout: 2500, tries: 2 });
    if (config.dnsServers.length) this.resolver.setServers(config.dnsServers);
  }

  /** The TXT records of the domain, each record's strings joined as DNS defines them. */
  async txtRecords(domain: string): Promise<string[]> {
    try {
      return (await this.resolver.resolveTxt(domain)).map((chunks) => chunks.join(''));
    } catch (e) {
      if (NO_RECORD.has((e as NodeJS.ErrnoException).code ?? '')) return [];
      throw new ServiceUnavailableException(`We could not ask the DNS servers of ${domain} just now. Please try again in a few minutes.`);
    }
  }

  /** Whether the domain publishes this claim's record. */
  async publishes(domain: string, token: string): Promise<boolean> {
    const want = dnsRecordValue(token);
    return (await this.txtRecords(domain)).some((r) => r.trim() === want);
  }
}
