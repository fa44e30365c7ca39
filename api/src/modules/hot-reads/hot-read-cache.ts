// The hot public answers, serialized, in this process's memory: keyed by the request URL (what
// the answer depends on), tagged with what can change it, dropped by the invalidations that
// HotReadInvalidations hears from the database, and served only while it hears them.
import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';

export interface HotEntry {
  body: Buffer;
  /** A strong validator: the bytes' hash, so equal answers have equal tags on every instance. */
  etag: string;
  tags: readonly string[];
  /** Headers of this route's own, sent with the answer whether it comes from here or from the handler. */
  headers?: Readonly<Record<string, string>>;
}

export interface StoreOptions {
  /** Shortens the default lifetime (an answer true only until a given time, or a route's own). */
  ttlMs?: number;
  headers?: Readonly<Record<string, string>>;
}

/** Per-entry bookkeeping beyond the bytes (LRU's own size accounting counts the body). */
const ENTRY_OVERHEAD_BYTES = 256;

@Injectable()
export class HotReadCache {
  private readonly entries: LRUCache<string, HotEntry>;
  private readonly keysByTag = new Map<string, Set<string>>();
  /**
   * Moves at every invalidation. An answer read from the database is kept only if no
   * invalidation came between the start of its read and its store: otherwise it may predate a
   * write that the invalidation announced.
   */
  private generation = 0;
  /** Whether invalidations are being heard: without them nothing is served from here. */
  private live = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.entries = new LRUCache<string, HotEntry>({
      maxSize: Math.max(1, config.hotCache.maxBytes),
      sizeCalculation: (e, key) => e.body.length + key.length + ENTRY_OVERHEAD_BYTES,
      ttl: config.hotCache.ttlMs,
      dispose: (entry, key) => this.untag(key, entry.tags),
    });
  }

  get enabled(): boolean {
    return this.config.hotCache.enabled && this.live;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept answer for this key, if any. */
  get(key: string): HotEntry | undefined {
    return this.enabled ? this.entries.get(key) : undefined;
  }

  /** Taken before reading what an answer is made of; handed back to store(). */
  begin(): number {
    return this.generation;
  }

  /**
   * The entry for these bytes, kept under `key` when `tags` are given, the cache is live and no
   * invalidation happened since `token` was taken.
   */
  store(key: string, token: number, body: Buffer, tags: readonly string[] | null, { ttlMs, headers }: StoreOptions = {}): HotEntry {
    const entry: HotEntry = { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`, tags: tags ?? [], headers };
    if (!tags || !this.enabled || token !== this.generation) return entry;
    if (ttlMs !== undefined && ttlMs <= 0) return entry;
    this.entries.set(key, entry, { ttl: ttlMs === undefined ? undefined : Math.min(ttlMs, this.config.hotCache.ttlMs) });
    for (const tag of entry.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return entry;
  }

  /** Drops every answer carrying one of these tags. */
  invalidate(tags: readonly string[]): void {
    this.generation++;
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) this.entries.delete(key);
    }
  }

  /** Drops every answer. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.keysByTag.clear();
  }

  /** Whether invalidations are heard; a change either way starts from an empty cache. */
  setLive(live: boolean): void {
    if (live === this.live) return;
    this.clear();
    this.live = live;
  }

  private untag(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.keysByTag.delete(tag);
    }
  }
}
