// npm run seed -- --companies 100000 --reviews 1000000 [--vote-rate 0.3] [--seed 7]
// Appends a generated data set (never demo accounts) to the configured database.
import cliProgress from 'cli-progress';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config.js';
import { resolveDatabase } from '../database/database-url.js';
import { runMigrations } from '../database/migrate.js';
import { highlightSeededReviews } from './seed-highlights.js';
import { seedDatabase, type SeedPhase } from './seed-writer.js';

/** The most reviews whose highlights the seed reads itself (about half a minute). */
const HIGHLIGHT_AT_SEED_MAX = 50_000;

function positiveInt(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) {
    console.error(`--${name} must be a whole number from 0 to ${max}`);
    process.exit(2);
  }
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      companies: { type: 'string' },
      reviews: { type: 'string' },
      'vote-rate': { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log('Usage: npm run seed -- --companies N --reviews N [--vote-rate 0..1] [--seed N]');
    return;
  }
  const companies = positiveInt('companies', values.companies, 1000, 10_000_000);
  const reviews = positiveInt('reviews', values.reviews, 10_000, 100_000_000);
  const voteRate = values['vote-rate'] === undefined ? 0.3 : Number(values['vote-rate']);
  if (!(voteRate >= 0 && voteRate <= 1)) {
    console.error('--vote-rate must be a number from 0 to 1');
    process.exit(2);
  }
  if (companies === 0 && reviews > 0) {
    console.error('Reviews need companies: give --companies too');
    process.exit(2);
  }

  const config = loadConfig(process.env, []);
  const database = await resolveDatabase(config, (line) => console.log(line));
  try {
    await runMigrations(database.ownerUrl);
    const bar = new cliProgress.SingleBar(
      { format: ' {phase} |{bar}| {percentage}% | {value}/{total} | {duration_formatted}', hideCursor: true, noTTYOutput: true, notTTYSchedule: 5000 },
      cliProgress.Presets.shades_classic,
    );
    let phase: SeedPhase | undefined;
    const started = Date.now();
    const result = await seedDatabase(database.ownerUrl, {
      companies,
      reviews,
      voteRate,
      seed: positiveInt('seed', values.seed, Date.now() % 1_000_000, 2 ** 31),
      onProgress: (p, done, total) => {
        if (p !== phase) {
          if (phase) bar.stop();
          phase = p;
          bar.start(total, done, { phase: p.padEnd(10) });
        } else bar.update(done);
      },
    });
    bar.stop();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${result.companies} companies, ${result.users} users, ${result.reviews} reviews and ${result.votes} votes in ${seconds} s ` +
        `(${Math.round(result.reviews / Number(seconds))} reviews/s).`,
    );
    // A large seed is measured against (bench/): its highlights are left to the API, which reads
    // them in the background (HIGHLIGHTS_BACKFILL=off leaves them unread).
    if (result.reviews <= HIGHLIGHT_AT_SEED_MAX) {
      const t = Date.now();
      const read = await highlightSeededReviews(database.ownerUrl);
      console.log(`Read ${read} reviews for the review highlights in ${((Date.now() - t) / 1000).toFixed(1)} s.`);
    } else {
      console.log('The review highlights of these reviews are left to the API: it reads them in the background when it starts.');
    }
  } finally {
    await database.embedded?.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
