import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import ipaddr from 'ipaddr.js';
import { createHmac, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { queryOne } from '../../common/database/sql.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';

/** How long a review keeps the key of the address it was written from: the rule looks back 72 hours; a moderator gets days more. */
export const CLIENT_KEY_RETENTION_DAYS = 7;
const CLEANUP_MS = 6 * 60 * 60 * 1000;

/**
 * The bytes that identify one client: an IPv4 address, or an IPv6 address's /64 network (one
 * household or phone gets a whole /64, and picks new addresses inside it at will). IPv4-mapped
 * IPv6 addresses count as the IPv4 address. Undefined for something that is not an address.
 */
export function clientNetwork(address: string): Uint8Array | undefined {
  if (!ipaddr.isValid(address)) return undefined;
  const parsed = ipaddr.process(address);
  const bytes = Uint8Array.from(parsed.toByteArray());
  return parsed.kind() === 'ipv6' ? bytes.subarray(0, 8) : bytes;
}

/**
 * Same-address signals compare reviews by a keyed hash of the client address (HMAC-SHA-256 with
 * a secret key, cut to 16 bytes), never the address: a plain hash of an IPv4 address is undone by
 * hashing all 2^32 of them. The key is CLIENT_KEY_SECRET when set (kept apart from the data, so a
 * database dump alone cannot be brute-forced); otherwise one made once per database and kept in
 * it, so every API instance agrees. The keys leave the reviews after CLIENT_KEY_RETENTION_DAYS.
 */
@Injectable()
export class ClientKeys implements OnModuleInit, OnApplicationShutdown {
  private readonly log = new Logger('ClientKeys');
  private secret?: Buffer;
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    this.secret = this.config.clientKeySecret ? Buffer.from(this.config.clientKeySecret, 'utf8') : await this.databaseSecret();
    const run = () => void this.forgetOld().catch((e: unknown) => this.log.warn(`Clearing old client keys failed: ${(e as Error).message}`));
    run();
    this.timer = setInterval(run, CLEANUP_MS);
    this.timer.unref();
  }

  private async databaseSecret(): Promise<Buffer> {
    await this.db.query(`INSERT INTO server_secrets (name, value) VALUES ('client_key', $1) ON CONFLICT (name) DO NOTHING`, [randomBytes(32)]);
    return (await queryOne<{ value: Buffer }>(this.db, `SELECT value FROM server_secrets WHERE name = 'client_key'`))!.value;
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** The key of a client address, or null when there is none to key. */
  keyOf(address: string): Buffer | null {
    const network = clientNetwork(address);
    if (!network || !this.secret) return null;
    return createHmac('sha256', this.secret).update(network).digest().subarray(0, 16);
  }

  /** Drops the keys of reviews older than the retention period; returns how many. */
  async forgetOld(): Promise<number> {
    const [, count] = (await this.db.query(
      `UPDATE reviews SET client_key = NULL WHERE client_key IS NOT NULL AND created_at < now() - make_interval(days => $1)`,
      [CLIENT_KEY_RETENTION_DAYS],
    )) as [unknown, number];
    return count;
  }
}
