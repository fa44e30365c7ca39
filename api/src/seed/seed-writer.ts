// Writes a deterministic, realistic data set with COPY, in one transaction: a million reviews in
// minutes, not hours. Aggregates are then recomputed from the rows written, so they are exact.
import pg from 'pg';
import { CATEGORIES, type Category } from '../modules/companies/categories.js';
import { textBands } from '../modules/signals/text-bands.js';
import { companyQuality, generateCompany, generatePerson, generateReview, pickRating, type StarRating } from './demo-content.js';
import { DistinctTexts } from './distinct-texts.js';
import { createRng } from './rng.js';
import { emailPart, iso, reviewCounts, uuid, weightedCategory } from './seed-draws.js';
import { CHUNK_BYTES, companiesWithWrongAggregates, copy, recountCategories, row } from './seed-sql.js';

export interface SeedOptions {
  companies: number;
  reviews: number;
  /** Share of verified reviews that receive helpful/not helpful votes. */
  voteRate: number;
  seed: number;
  /** The demo consumer account (demo mode only), as user number 0. */
  demoAccount?: { email: string; firstName: string; lastName: string; passwordHash: string };
  now?: Date;
  onProgress?: (phase: SeedPhase, done: number, total: number) => void;
}

export type SeedPhase = 'companies' | 'users' | 'reviews' | 'votes' | 'aggregates';

export interface SeedResult {
  companies: number;
  users: number;
  reviews: number;
  votes: number;
}

const DAY = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 730;
/** Seeds of up to this many reviews draw again a review that is a near copy of an earlier one. */
const DISTINCT_TEXTS_MAX = 50_000;
/** How often a near copy is drawn again before it is kept (one redraw is enough in practice). */
const DRAWS_PER_REVIEW = 10;

export async function seedDatabase(databaseUrl: string, opts: SeedOptions): Promise<SeedResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    // The running APIs' caches hear one invalidation of everything at commit, not one per row.
    await client.query('ALTER TABLE reviews DISABLE TRIGGER reviews_hot_reads');
    await client.query('ALTER TABLE companies DISABLE TRIGGER companies_hot_reads');
    // The counts of names' word starts are made once from all rows, not company by company.
    await client.query('ALTER TABLE companies DISABLE TRIGGER companies_count_name_starts');
    const result = await write(client, opts);
    await client.query(`DELETE FROM company_name_starts`);
    await client.query(`INSERT INTO company_name_starts (start, company_count) SELECT s, count(*) FROM companies, unnest(name_starts) AS s GROUP BY s`);
    await client.query('ALTER TABLE companies ENABLE TRIGGER companies_count_name_starts');
    await client.query('ALTER TABLE reviews ENABLE TRIGGER reviews_hot_reads');
    await client.query('ALTER TABLE companies ENABLE TRIGGER companies_hot_reads');
    await client.query(`NOTIFY hot_reads, '*'`);
    await client.query('COMMIT');
    // VACUUM too: it marks the new pages all-visible, so index-only scans (review pages) skip the heap.
    await client.query('VACUUM ANALYZE companies, users, reviews, review_votes');
    return result;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    await client.end();
  }
}

async function write(client: pg.Client, opts: SeedOptions): Promise<SeedResult> {
  const now = (opts.now ?? new Date()).getTime();
  const progress = opts.onProgress ?? (() => undefined);
  // Separate streams: ids, structure and text stay stable when one of them changes.
  const ids = createRng(opts.seed ^ 0x1d5);
  const shape = createRng(opts.seed ^ 0x5a7e);
  const text = createRng(opts.seed ^ 0x7e47);

  // Numbers continue after existing rows, so a second run appends unique names, domains and emails.
  const companyBase = Number((await client.query('SELECT count(*) AS n FROM companies')).rows[0].n);
  const userBase = Number((await client.query('SELECT count(*) AS n FROM users')).rows[0].n);

  // 1. The structure: companies, how many reviews each gets, reviewers, and every rating, drawn
  // before anything is written.
  const nCompanies = opts.companies;
  const companyIds: string[] = new Array(nCompanies);
  const categories: Category[] = new Array(nCompanies);
  const companyCreated = new Float64Array(nCompanies);
  const quality = new Float64Array(nCompanies);
  for (let i = 0; i < nCompanies; i++) {
    companyIds[i] = uuid(ids);
    // Every category gets some; the rest spread with uneven popularity.
    categories[i] = i < CATEGORIES.length ? CATEGORIES[i] : weightedCategory(shape);
    quality[i] = companyQuality(shape);
    companyCreated[i] = now - (HISTORY_DAYS + 30 + shape.int(0, 90)) * DAY;
  }
  const counts = reviewCounts(shape, nCompanies, opts.reviews);
  const maxPerCompany = counts.reduce((a, b) => Math.max(a, b), 0);
  const nUsers = Math.max(Math.ceil(opts.reviews / 6), maxPerCompany + 1, 30);
  const userIds: string[] = new Array(nUsers);
  const verifiedUser = new Uint8Array(nUsers);
  const userCreated = new Float64Array(nUsers);
  for (let u = 0; u < nUsers; u++) {
    userIds[u] = uuid(ids);
    verifiedUser[u] = u === 0 && opts.demoAccount ? 1 : shape.chance(0.75) ? 1 : 0;
    userCreated[u] = now - (HISTORY_DAYS + shape.int(0, 60)) * DAY;
  }
  // Each company's reviewers are consecutive users from a random start: distinct per company.
  const firstAuthor = new Int32Array(nCompanies);
  // The demo account (user 0) reviews the first few reviewed companies, so its profile has content.
  let demoReviewsLeft = opts.demoAccount ? 6 : 0;
  const ratings = new Uint8Array(counts.reduce((a, b) => a + b, 0));
  for (let i = 0, r = 0; i < nCompanies; i++) {
    firstAuthor[i] = shape.int(0, nUsers - 1);
    if (demoReviewsLeft > 0 && counts[i] > 0) {
      firstAuthor[i] = 0;
      demoReviewsLeft--;
    }
    for (let j = 0; j < counts[i]; j++, r++) {
      ratings[r] = pickRating(shape, quality[i]);
    }
  }

  // 2. Companies, their running totals at zero: they are counted once the reviews are written (4).
  await copy(
    client,
    `COPY companies (id, name, category, description, logo_url, website, website_domain, location, country_code,
       created_at, updated_at, name_checked_at) FROM STDIN`,
    async (put) => {
      for (let i = 0; i < nCompanies; i++) {
        const c = generateCompany(text, companyBase + i, categories[i]);
        const created = iso(companyCreated[i]);
        await put(
          row([companyIds[i], c.name, categories[i], c.description, c.logoUrl, c.website, c.websiteDomain, c.location, c.countryCode,
            created, created, created]),
        );
        if (i % 1000 === 0) progress('companies', i, nCompanies);
      }
    },
  );
  progress('companies', nCompanies, nCompanies);

  // 3. Reviewers. Seeded reviewers have no password: nobody can sign in as them.
  await copy(client, `COPY users (id, email, first_name, last_name, password_hash, email_verified_at, created_at, updated_at) FROM STDIN`, async (put) => {
    for (let u = 0; u < nUsers; u++) {
      const demo = u === 0 ? opts.demoAccount : undefined;
      const person = generatePerson(text);
      const first = demo?.firstName ?? person.firstName;
      const last = demo?.lastName ?? person.lastName;
      const email = demo?.email ?? `${emailPart(first)}.${emailPart(last)}.${userBase + u}@example.com`;
      const created = iso(userCreated[u]);
      await put(row([userIds[u], email, first, last, demo?.passwordHash ?? null, verifiedUser[u] ? created : null, created, created]));
      if (u % 5000 === 0) progress('users', u, nUsers);
    }
  });
  progress('users', nUsers, nUsers);

  // 4. Reviews, with their votes drawn alongside so the counters match the vote rows. Up to
  // DISTINCT_TEXTS_MAX reviews (the demo's, and seeds a person reads through) none is a near copy
  // of another; larger seeds measure speed, and would hold every text's trigrams in memory.
  const distinct = opts.reviews <= DISTINCT_TEXTS_MAX ? new DistinctTexts() : undefined;
  const voteChunks: string[] = [];
  let voteBuffer = '';
  let nVotes = 0;
  let written = 0;
  // The companies' running totals (counts, stars, the TrustScore's sums, trust_rank, the monthly
  // analytics rows) are counted once from the rows below, not row by row by the running-totals
  // trigger, which would double the time of a large seed. ALTER TABLE is transactional.
  await client.query('ALTER TABLE reviews DISABLE TRIGGER reviews_company_running_totals');
  await client.query('ALTER TABLE reviews DISABLE TRIGGER reviews_then_company_activity');
  await copy(
    client,
    `COPY reviews (id, company_id, user_id, rating, title, content, topic, verified, helpful_count, not_helpful_count, created_at, updated_at, text_bands) FROM STDIN`,
    async (put) => {
      for (let i = 0; i < nCompanies; i++) {
        const span = Math.min(now - companyCreated[i], HISTORY_DAYS * DAY);
        for (let j = 0; j < counts[i]; j++) {
          const author = (firstAuthor[i] + j) % nUsers;
          const rating = ratings[written] as StarRating;
          let review = generateReview(text, rating, categories[i]);
          // The MinHash bands the near-duplicate signal looks texts up by (text-bands.ts).
          let bands = textBands(review.content);
          for (let attempt = 0; attempt < DRAWS_PER_REVIEW && distinct?.isNearCopy(review.content, bands); attempt++) {
            review = generateReview(text, rating, categories[i]);
            bands = textBands(review.content);
          }
          distinct?.keep(review.content, bands);
          const reviewId = uuid(ids);
          // Skewed towards recent months, as review sites grow.
          const created = now - Math.floor(Math.pow(shape.next(), 1.6) * span) - shape.int(0, 86_399) * 1000;
          const verified = verifiedUser[author] === 1;
          let helpful = 0;
          let notHelpful = 0;
          if (verified && shape.chance(opts.voteRate)) {
            const voters = Math.min(1 + Math.floor(-Math.log(1 - shape.next()) * 3), 40, nUsers - 1);
            const pHelpful = rating >= 3 ? 0.82 : 0.65;
            for (let t = 1; t <= voters; t++) {
              const helpfulVote = shape.chance(pHelpful);
              if (helpfulVote) helpful++;
              else notHelpful++;
              const voteAt = iso(Math.min(now, created + shape.int(1, 60) * 3_600_000));
              voteBuffer += row([reviewId, userIds[(author + t) % nUsers], helpfulVote ? 'helpful' : 'not_helpful', voteAt, voteAt]);
              if (voteBuffer.length > CHUNK_BYTES) {
                voteChunks.push(voteBuffer);
                voteBuffer = '';
              }
              nVotes++;
            }
          }
          const at = iso(created);
          await put(
            row([
              reviewId,
              companyIds[i],
              userIds[author],
              String(rating),
              review.title,
              review.content,
              review.topic,
              verified ? 't' : 'f',
              String(helpful),
              String(notHelpful),
              at,
              at,
              bands ? `{${bands.join(',')}}` : null,
            ]),
          );
          if (++written % 10_000 === 0) progress('reviews', written, ratings.length);
        }
      }
    },
  );
  progress('reviews', written, written);
  // What the trigger would have made of them, counted from scratch by the function beside it
  // (sql/company-running-totals.sql): one definition of every total.
  await client.query(`SELECT company_running_totals_recount($1::uuid[])`, [companyIds]);
  await client.query('ALTER TABLE reviews ENABLE TRIGGER reviews_company_running_totals');
  // The company page's activity figures, likewise (migration 1767420000000).
  await client.query(`SELECT company_activity_recount($1::uuid[])`, [companyIds]);
  await client.query('ALTER TABLE reviews ENABLE TRIGGER reviews_then_company_activity');
  voteChunks.push(voteBuffer);

  await copy(client, `COPY review_votes (review_id, user_id, vote_type, created_at, updated_at) FROM STDIN`, async (put) => {
    for (let c = 0; c < voteChunks.length; c++) {
      await put(voteChunks[c]);
      voteChunks[c] = ''; // let the chunk go once written
      progress('votes', c + 1, voteChunks.length);
    }
  });

  // 5. Category counts, then a check that the written aggregates equal the rows.
  progress('aggregates', 0, 1);
  await recountCategories(client);
  const mismatched = await companiesWithWrongAggregates(client, companyIds);
  if (mismatched > 0) throw new Error(`Seeding produced ${mismatched} companies whose aggregates do not match their reviews`);
  progress('aggregates', 1, 1);
  return { companies: nCompanies, users: nUsers, reviews: written, votes: nVotes };
}

export { recountCategories } from './seed-sql.js';
export { reviewCounts } from './seed-draws.js';
