// Reads the reviews written before highlights existed, or by the seed and other scripts (which
// write reviews without the API): in batches, every instance safely at once, paced so the API
// keeps serving. Reading a review's aspects is the slow part (a quarter of a millisecond, 5 ms for
// 5,000 characters: bench/highlights-reading.mjs), so it holds no lock and no connection, and
// yields to the event loop between reviews; what it found is written in a short transaction.
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { ScheduledJobs } from '../../common/jobs/scheduled-jobs.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { HighlightsRepository, type ReviewMentions, type UnreadReview } from './highlights.repository.js';
import { readReview } from './aspect-extraction.js';

const BATCH = 200;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

export interface BackfillOptions {
  /** Rest after each batch, as a multiple of the time it took: 3 keeps to about a quarter of a core. */
  restFactor?: number;
  log?: (line: string) => void;
  /** Ends the run after the batch under way (at shutdown); what is left is read by a later run. */
  stop?: AbortSignal;
}

/**
 * Reads every review not read yet, one pass in id order (unless stopped); answers how many it read.
 * The seed calls it with its own data source, outside Nest: the repository is then made here.
 */
export async function backfillHighlights(db: DataSource, repository: HighlightsRepository = new HighlightsRepository(db), opts: BackfillOptions = {}): Promise<number> {
  let after = FIRST_ID;
  let read = 0;
  while (!opts.stop?.aborted) {
    const started = Date.now();
    // Nothing left to read costs one probe of an empty index, and ends the run.
    const { last, reviews, gone } = await repository.claimUnread(after, BATCH);
    if (last === undefined) break;
    after = last;
    const items: ReviewMentions<UnreadReview>[] = [];
    for (const review of reviews) {
      items.push(readReview(review));
      await setImmediate();
    }
    const fresh = await db.transaction((manager) => repository.recordUnread(manager, items, gone));
    read += fresh;
    if (opts.log && read % 5000 < fresh) opts.log(`Review highlights: ${read} reviews read`);
    // A stop cuts the rest short (the timer rejects at once), never a batch.
    if (opts.restFactor) await sleep((Date.now() - started) * opts.restFactor, undefined, { signal: opts.stop }).catch(() => undefined);
  }
  return read;
}

/** The API's backfill: at start and every 10 minutes (reviews a script wrote meanwhile), unless HIGHLIGHTS_BACKFILL=off. */
@Injectable()
export class HighlightsBackfill implements OnApplicationBootstrap {
  private readonly log = new Logger('Highlights');
  private running?: Promise<number>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: HighlightsRepository,
    private readonly jobs: ScheduledJobs,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.highlightsBackfill) return;
    this.jobs.schedule({ name: 'highlights-backfill', everyMs: 10 * 60 * 1000, run: (stop) => this.run(3, stop) });
  }

  /** Reads what is left; one run at a time in this instance. */
  run(restFactor = 0, stop?: AbortSignal): Promise<number> {
    this.running ??= backfillHighlights(this.db, this.repository, { restFactor, stop, log: (line) => this.log.log(line) })
      .then((read) => {
        if (read > 0) this.log.log(`Review highlights: read ${read} reviews written without the API`);
        return read;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }
}
