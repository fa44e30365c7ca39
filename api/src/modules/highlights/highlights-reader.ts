// Reads reviews' aspects in a worker thread, within a time budget each, so that reading never
// holds the API's event loop nor a transaction's locks (aspect-reading.worker.ts).
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import type { ReviewReading } from './aspect-extraction.js';
import type { ReadableReview } from './highlights.repository.js';
import type { ReadingTask } from './aspect-reading.worker.js';

/** Reviews waiting for the reading thread; past this a reading is refused at once (the review waits, unread, for the backfill). */
const MAX_WAITING = 100;
/** A thread idle this long ends; the next reading starts one again (it loads the language model, about half a second). */
const IDLE_MS = 5 * 60 * 1000;

// Built (dist/), the worker is the compiled .js beside this file. Run from the sources, as the
// API's Jest runs them (compiled by SWC in memory), it is the .ts, which a worker thread cannot
// load alone: it is outside Jest, and a thread does not inherit its parent's loader hooks on
// Node 20. There it loads it through tsx's loader (a development dependency).
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const WORKER = new URL(`./aspect-reading.worker.${FROM_SOURCES ? 'ts' : 'js'}`, import.meta.url).href;

@Injectable()
export class HighlightsReader implements OnApplicationShutdown {
  private readonly log = new Logger('Highlights');
  private pool: Piscina<ReadingTask, ReviewReading> | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Reads the review's aspects in the reading thread (started at the first reading). The budget
   * counts the thread's time on this review, from when it takes it: reading stops at the next
   * sentence past it, and the review is to be kept with no aspects (a warning says which).
   * Rejects when too many readings wait, or when the thread fails.
   */
  async read(review: ReadableReview): Promise<ReviewReading> {
    this.pool ??= new Piscina<ReadingTask, ReviewReading>({
      filename: WORKER,
      execArgv: FROM_SOURCES ? ['--import', 'tsx'] : undefined,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: IDLE_MS,
      maxQueue: MAX_WAITING,
    });
    const budgetMs = this.config.highlightsReadingBudgetMs;
    const reading = await this.pool.run({ title: review.title, content: review.content, companyName: review.companyName, budgetMs });
    if (reading.overBudget) this.log.warn(`Review ${review.id}: reading its aspects took longer than ${budgetMs} ms, so it is kept with none.`);
    return reading;
  }

  /** After the requests and jobs under way have ended (Nest's last hook), the thread stops. */
  async onApplicationShutdown(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}
