import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { queryOne } from '../../common/database/sql.js';
import { clientNetwork } from '../../common/http/client-network.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';

/**
 * How long a review keeps the key of the address it was written from: the rule looks back 72
 * hours; a moderator gets days more. The reviews module, which keeps the column, drops them.
 */
export const CLIENT_KEY_RETENTION_DAYS = 7;

/**
 * Same-address signals compare reviews by a keyed hash of the client address (HMAC-SHA-256 with
 * a secret key, cut to 16 bytes), never the address: a plain hash of an IPv4 address is undone by
 * hashing all 2^32 of them. The key is CLIENT_KEY_SECRET when set (kept apart from the data, so a
 * database dump alone cannot be brute-forced); otherwise one made once per database and kept in
 * it, so every API instance agrees. The keys leave the reviews after CLIENT_KEY_RETENTION_DAYS
 * (reviews/client-key-retention.ts).
 */
@Injectable()
export class ClientKeys implements OnModuleInit {
  private secret?: Buffer;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    this.secret = this.config.clientKeySecret ? Buffer.from(this.config.clientKeySecret, 'utf8') : await this.databaseSecret();
  }

  private async databaseSecret(): Promise<Buffer> {
    await this.db.query(`INSERT INTO server_secrets (name, value) VALUES ('client_key', $1) ON CONFLICT (name) DO NOTHING`, [randomBytes(32)]);
    return (await queryOne<{ value: Buffer }>(this.db, `SELECT value FROM server_secrets WHERE name = 'client_key'`))!.value;
  }

  /** The key of a client address, or null when there is none to key. */
  keyOf(address: string): Buffer | null {
    const network = clientNetwork(address);
    if (!network || !this.secret) return null;
    return createHmac('sha256', this.secret).update(network).digest().subarray(0, 16);
  }
}
