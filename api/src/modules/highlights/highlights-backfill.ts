// Reads the reviews left unread: written before highlights existed, by the seed and other scripts
// (which write reviews without the API), edited past the API, or whose reading after their write
// could not be made (too many waiting, a restart): in batches, every instance safely at once, paced
// so the API keeps serving. Reading a review's aspects is the slow part (a quarter of a
// millisecond, 5 ms for 5,000 characters: bench/highlights-reading.mjs), so it holds no lock and no
// connection; the API reads in its reading thread (HighlightsReader), the seed inline, yielding to
// the event loop between reviews. What it found is written in a short transaction.
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { ScheduledJobs } from '../../common/jobs/scheduled-jobs.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { readWithin, type ReviewReading } from './aspect-extraction.js';
import { HighlightsReader } from './highlights-reader.js';
import { HighlightsRepository, type ReviewMentions, type UnreadReview } from './highlights.repository.js';

const BATCH = 200;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

export interface BackfillOptions {
  /** Rest after each batch, as a multiple of the time it took: 3 keeps to about a quarter of a core. */
  restFactor?: number;
  log?: (line: string) => void;
  /** Ends the run after the reading under way (at shutdown), keeping what was read; what is left is read by a later run. */
  stop?: AbortSignal;
  /** Reads a review's aspects: the API gives its reading thread; else (the seed) they are read inline, with no time budget. */
  read?: (review: UnreadReview) => Promise<ReviewReading>;
}

const readInline = async (review: UnreadReview): Promise<ReviewReading> => {
  const reading = readWithin(review, Infinity);
  await setImmediate();
  return reading;
};

/**
 * Reads every review not read yet, one pass in id order (unless stopped); answers how many it read.
 * The seed calls it with its own data source, outside Nest: the repository is then made here.
 */
export async function backfillHighlights(db: DataSource, repository: HighlightsRepository = new HighlightsRepository(db), opts: BackfillOptions = {}): Promise<number> {
  const read = opts.read ?? readInline;
  let after = FIRST_ID;
  let kept = 0;
  while (!opts.stop?.aborted) {
    const started = Date.now();
    // Nothing left to read costs one probe of an empty index, and ends the run.
    const { last, reviews, gone } = await repository.claimUnread(after, BATCH);
    if (last === undefined) break;
    after = last;
    const items: ReviewMentions<UnreadReview>[] = [];
    for (const review of reviews) {
      // At shutdown each reading may take its whole budget, and a batch has 200: what is read is
      // kept, the rest stays claimed, for a later run, so a stop waits for one reading, not a batch.
      if (opts.stop?.aborted) break;
      // One that cannot be read now (too many waiting for the reading thread) stays claimed, for a later run.
      const reading = await read(review).catch((e: Error) => opts.log?.(`Review highlights: review ${review.id} is left for a later run: ${e.message}`));
      if (reading) items.push({ review, mentions: reading.mentions });
    }
    const fresh = await db.transaction((manager) => repository.recordUnread(manager, items, gone));
    kept += fresh;
    if (opts.log && kept % 5000 < fresh) opts.log(`Review highlights: ${kept} reviews read`);
    // A stop cuts the rest short too (the timer rejects at once).
    if (opts.restFactor) await sleep((Date.now() - started) * opts.restFactor, undefined, { signal: opts.stop }).catch(() => undefined);
  }
  return kept;
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
    private readonly reader: HighlightsReader,
    private readonly jobs: ScheduledJobs,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.highlightsBackfill) return;
    this.jobs.schedule({ name: 'highlights-backfill', everyMs: 10 * 60 * 1000, run: (stop) => this.run(3, stop) });
  }

  /** Reads what is left; one run at a time in this instance. */
  run(restFactor = 0, stop?: AbortSignal): Promise<number> {
    const read = (review: UnreadReview) => this.reader.read(review);
    this.running ??= backfillHighlights(this.db, this.repository, { restFactor, stop, read, log: (line) => this.log.log(line) })
      .then((read) => {
        if (read > 0) this.log.log(`Review highlights: read ${read} reviews written without the API`);
        return read;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }
}
