// Hears the database's 'hot_reads' notifications (sent by triggers at the commit of every write
// that changes a hot answer, from any API instance or script) on a connection of its own, and
// drops the answers they name. While that connection is down the cache serves nothing, so a
// missed notification can never leave a stale answer behind.
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { HotReadCache } from './hot-read-cache.js';

export const CHANNEL = 'hot_reads';
/** The tag every list (featured, recent reviews) carries: any company's change may move them. */
export const LISTS_TAG = 'lists';
export const companyTag = (id: string) => `company:${id}`;
export const CATEGORIES_TAG = 'categories';
/** The transparency figures: any report, decision, appeal or signal may move them. */
export const TRANSPARENCY_TAG = 'transparency';

const RECONNECT_MS = [250, 1000, 2000, 5000];
/** How long a write waits for its own invalidation to come back before it clears the cache instead. */
const BARRIER_TIMEOUT_MS = 2000;

@Injectable()
export class HotReadInvalidations implements OnModuleInit, OnApplicationShutdown {
  private readonly log = new Logger('HotReads');
  private client?: pg.Client;
  private stopped = false;
  private attempt = 0;
  private retry?: NodeJS.Timeout;
  private readonly barriers = new Map<string, () => void>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: HotReadCache,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.hotCache.enabled) return;
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    this.cache.setLive(false);
    await this.client?.end().catch(() => undefined);
  }

  /** Applies one notification's payload. */
  apply(payload: string): void {
    if (payload.startsWith('c:')) this.cache.invalidate([companyTag(payload.slice(2)), LISTS_TAG]);
    else if (payload === CATEGORIES_TAG || payload === TRANSPARENCY_TAG) this.cache.invalidate([payload]);
    else if (payload.startsWith('barrier:')) this.barriers.get(payload.slice(8))?.();
    else this.cache.clear();
  }

  /**
   * Returns once every invalidation committed before the call has reached this instance: a
   * notification sent now is delivered after those of transactions that committed earlier. A
   * state-changing request waits for it before answering, so its author's next read on this
   * instance never sees the answer from before the change.
   */
  async settle(): Promise<void> {
    if (!this.cache.enabled) return;
    const id = randomUUID();
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), BARRIER_TIMEOUT_MS);
      this.barriers.set(id, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      await this.db.query(`SELECT pg_notify($1, $2)`, [CHANNEL, `barrier:${id}`]);
      if (!(await heard)) {
        this.log.warn('An invalidation did not come back in time: the cache starts again empty.');
        this.cache.clear();
      }
    } catch {
      this.cache.clear();
    } finally {
      this.barriers.delete(id);
    }
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const url = (this.db.options as { url?: string }).url;
    const client = new pg.Client({ connectionString: url, application_name: 'hot-read-invalidations' });
    client.on('notification', (n) => {
      if (n.channel === CHANNEL) this.apply(n.payload ?? '*');
    });
    client.on('error', (e) => this.log.warn(`Invalidation connection: ${e.message}`));
    client.on('end', () => {
      if (this.client !== client) return;
      this.cache.setLive(false);
      this.client = undefined;
      if (!this.stopped) this.reconnectLater();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (e) {
      await client.end().catch(() => undefined);
      this.log.warn(`Cannot listen for invalidations (${(e as Error).message}); hot answers are read from the database meanwhile.`);
      this.reconnectLater();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempt = 0;
    // Anything written while nobody listened is unknown: start from empty.
    this.cache.setLive(true);
  }

  private reconnectLater(): void {
    if (this.stopped) return;
    const delay = RECONNECT_MS[Math.min(this.attempt++, RECONNECT_MS.length - 1)];
    this.retry = setTimeout(() => void this.connect(), delay);
    this.retry.unref();
  }
}
