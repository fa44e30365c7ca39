// Times a company's reviews filtered by rating, verified only and keywords, in the five orders,
// at offsets 0, 1,000 and 100,000 (the deepest allowed; keywords go 1,000 deep), for the company
// with the most reviews in the configured database (the one `npm run seed` wrote to):
//   npm run seed -- --companies 1 --reviews 1000000 && npm run bench:company-reviews --workspace api
// "after" is GET /api/companies/{id}?... through the whole API in-process (median of RUNS);
// "before" is the plain SQL of the same page (ORDER BY ... OFFSET ... LIMIT, the planner's own
// choice) with only the indexes there were before (the new ones dropped in a transaction that is
// rolled back), in the same run. BEFORE=0 leaves "before" out; WORDS=a,b,c picks the keywords.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createApp } from '../dist/app.factory.js';
import { loadConfig } from '../dist/config/config.js';
import { resolveDatabase } from '../dist/database/database-url.js';
import { runMigrations } from '../dist/database/migrate.js';
import { grantAppRole, roleOf } from '../dist/database/app-role.js';

const RUNS = Number(process.env.RUNS ?? 5);
const BEFORE_RUNS = Number(process.env.BEFORE_RUNS ?? 1);
const WITH_BEFORE = process.env.BEFORE !== '0';
const OFFSETS = [0, 1_000, 100_000];
const SEARCH_OFFSETS = [0, 1_000];
const SORTS = ['newest', 'oldest', 'highest', 'lowest', 'helpful'];
const RATINGS = [undefined, 1, 2, 3, 4, 5];
// The btree indexes of migration 1766100000000 ("before" drops them; the keyword index stays,
// since without it there is no keyword search to compare).
const NEW_INDEXES = [
  'reviews_company_rating_created_idx',
  'reviews_company_helpful_idx',
  'reviews_company_rating_helpful_idx',
  'reviews_company_verified_created_idx',
  'reviews_company_verified_rating_created_idx',
  'reviews_company_verified_helpful_idx',
  'reviews_company_verified_rating_helpful_idx',
];
const ORDER = {
  newest: 'created_at DESC, id DESC',
  oldest: 'created_at, id',
  highest: 'rating DESC, created_at DESC, id DESC',
  lowest: 'rating, created_at DESC, id DESC',
  helpful: 'helpful_count DESC, created_at DESC, id DESC',
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => (ms === undefined ? '-' : ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
let client = 0;
const nextAddress = () => `10.${(++client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', HIGHLIGHTS_BACKFILL: 'off' }, []);
const database = await resolveDatabase(config, () => undefined);
console.log('Applying migrations (the first time, the keyword column rewrites the reviews: minutes at a million)...');
await runMigrations(database.ownerUrl);
if (database.ownerUrl !== database.url) await grantAppRole(database.ownerUrl, roleOf(database.url));
const owner = new pg.Client({ connectionString: database.ownerUrl });
await owner.connect();
const app = await createApp(config, database.url);
try {
  const [company] = (await owner.query(`SELECT id, name, review_count, rating_1, rating_2, rating_3, rating_4, rating_5 FROM companies ORDER BY review_count DESC LIMIT 1`)).rows;
  if (!company || company.review_count < 100_000) {
    console.log(`The busiest company has ${company?.review_count ?? 0} reviews; run: npm run seed -- --companies 1 --reviews 1000000`);
    process.exit(2);
  }
  // A fresh table rewrite (the keyword column) leaves no page all-visible: index-only scans would
  // read the heap until autovacuum comes by. VACUUM once, as autovacuum would.
  const t0 = performance.now();
  await owner.query('VACUUM (ANALYZE) reviews');
  console.log(`VACUUM ANALYZE reviews: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const [{ verified }] = (await owner.query(`SELECT count(*) FILTER (WHERE verified)::int AS verified FROM reviews WHERE company_id = $1 AND hidden_at IS NULL`, [company.id])).rows;

  const words = process.env.WORDS ? process.env.WORDS.split(',') : await pickWords(company.id);
  console.log(
    `Company "${company.name}": ${company.review_count.toLocaleString('en')} reviews (1 to 5 stars: ${[1, 2, 3, 4, 5].map((s) => company[`rating_${s}`].toLocaleString('en')).join(', ')}; ${verified.toLocaleString('en')} verified)`,
  );

  const fastify = app.getHttpAdapter().getInstance();
  async function api(query) {
    const url = `/api/companies/${company.id}${query ? `?${query}` : ''}`;
    const times = [];
    let body;
    for (let i = 0; i < RUNS + 1; i++) {
      const t = performance.now();
      const res = await fastify.inject({ method: 'GET', url, headers: { 'x-forwarded-for': nextAddress() } });
      const ms = performance.now() - t;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      body = res.json();
      if (i > 0) times.push(ms);
    }
    return { ms: median(times), count: body.reviews.length, more: body.hasMoreReviews };
  }

  function where(view, params) {
    let sql = 'company_id = $1 AND hidden_at IS NULL';
    if (view.rating) {
      params.push(view.rating);
      sql += ` AND rating = $${params.length}`;
    }
    if (view.verified) sql += ' AND verified';
    if (view.word) {
      params.push(view.word);
      sql += ` AND search_vector @@ websearch_to_tsquery('english', $${params.length})`;
    }
    return sql;
  }

  /** The plain SQL of a page, timed in the database (EXPLAIN ANALYZE's execution time). */
  async function plainSql(view, offset, limit, runs) {
    const params = [company.id];
    const sql = `SELECT id FROM reviews WHERE ${where(view, params)} ORDER BY ${ORDER[view.sort]} OFFSET ${offset} LIMIT ${limit}`;
    const times = [];
    for (let i = 0; i < runs; i++) {
      const plan = (await owner.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params)).rows[0]['QUERY PLAN'][0];
      times.push(plan['Execution Time']);
    }
    return median(times);
  }

  const query = (view, offset) => {
    const p = new URLSearchParams();
    if (view.rating) p.set('rating', String(view.rating));
    if (view.sort !== 'newest' || offset > 0) p.set('sort', view.sort);
    if (view.verified) p.set('verified', 'true');
    if (view.word) p.set('search', view.word);
    if (offset > 0) {
      p.set('offset', String(offset));
      p.set('limit', '50');
    }
    return p.toString();
  };

  const views = [];
  for (const rating of RATINGS) for (const verifiedOnly of [false, true]) for (const sort of SORTS) views.push({ rating, verified: verifiedOnly, sort });
  const searchViews = [];
  for (const word of words) for (const rating of [undefined, 1]) for (const verifiedOnly of [false, true]) for (const sort of SORTS) searchViews.push({ word, rating, verified: verifiedOnly, sort });

  // "Before": the same pages, plain SQL, with only the indexes there were (dropped, then restored by ROLLBACK).
  const before = new Map();
  if (WITH_BEFORE) {
    const t = performance.now();
    await owner.query('BEGIN');
    try {
      for (const name of NEW_INDEXES) await owner.query(`DROP INDEX ${name}`);
      await owner.query(`SET LOCAL statement_timeout = '60s'`);
      for (const view of views) for (const offset of OFFSETS) before.set(`${query(view, offset)}|${offset}`, await plainSql(view, offset, offset ? 50 : 20, BEFORE_RUNS));
    } finally {
      await owner.query('ROLLBACK');
    }
    // The keyword pages as the planner alone would read them (same indexes as after), for the newest order.
    await owner.query(`SET statement_timeout = '60s'`);
    for (const view of searchViews.filter((v) => v.sort === 'newest' && !v.rating && !v.verified)) {
      for (const offset of SEARCH_OFFSETS) before.set(`${query(view, offset)}|${offset}`, await plainSql(view, offset, offset ? 50 : 20, BEFORE_RUNS));
    }
    console.log(`("before" took ${((performance.now() - t) / 1000).toFixed(0)} s)`);
  }

  const first = await api('');
  console.log(`\nFirst view, no query (kept in memory): ${fmt(first.ms)} ms for ${first.count} reviews\n`);
  console.log(`Filters and sorts, ms (before: plain SQL without the new indexes; after: the whole API request, median of ${RUNS})`);
  console.log('rating  verified  sort     ' + OFFSETS.map((o) => `${`offset ${o.toLocaleString('en')}`.padStart(22)}`).join(''));
  console.log('                          ' + OFFSETS.map(() => '     before      after').join(''));
  let worst = 0;
  for (const view of views) {
    const cells = [];
    for (const offset of OFFSETS) {
      const a = await api(query(view, offset));
      worst = Math.max(worst, a.ms);
      cells.push(`${fmt(before.get(`${query(view, offset)}|${offset}`)).padStart(11)}${fmt(a.ms).padStart(11)}`);
    }
    console.log(`${String(view.rating ?? 'all').padEnd(8)}${(view.verified ? 'yes' : 'no').padEnd(10)}${view.sort.padEnd(9)}${cells.join('')}`);
  }
  console.log(`Slowest filtered page: ${fmt(worst)} ms\n`);

  console.log(`Keywords, ms (the whole API request, median of ${RUNS}; before: the planner's own plan of the plain SQL, newest first only)`);
  console.log('word          share   rating  verified  sort     ' + SEARCH_OFFSETS.map((o) => `${`offset ${o.toLocaleString('en')}`.padStart(22)}`).join(''));
  let worstSearch = 0;
  const shares = new Map();
  for (const word of words) {
    const { rows } = await owner.query(
      `SELECT count(*)::int AS n FROM reviews WHERE company_id = $1 AND hidden_at IS NULL AND search_vector @@ websearch_to_tsquery('english', $2)`,
      [company.id, word],
    );
    shares.set(word, `${((rows[0].n / company.review_count) * 100).toFixed(2)}%`);
  }
  for (const view of searchViews) {
    const cells = [];
    for (const offset of SEARCH_OFFSETS) {
      const a = await api(query(view, offset));
      worstSearch = Math.max(worstSearch, a.ms);
      cells.push(`${fmt(before.get(`${query(view, offset)}|${offset}`)).padStart(11)}${fmt(a.ms).padStart(11)}`);
    }
    console.log(`${view.word.padEnd(14)}${shares.get(view.word).padStart(6)}  ${String(view.rating ?? 'all').padEnd(8)}${(view.verified ? 'yes' : 'no').padEnd(10)}${view.sort.padEnd(9)}${cells.join('')}`);
  }
  console.log(`Slowest keyword page: ${fmt(worstSearch)} ms`);
} finally {
  await owner.end();
  await app.close();
  await database.embedded?.stop();
}

/** A common, a middling and a rare word of the company's reviews (from a 1% sample), and one no review has. */
async function pickWords(companyId) {
  const sample = `FROM reviews TABLESAMPLE SYSTEM (1) REPEATABLE (17) WHERE company_id = '${companyId}'`;
  const [{ n }] = (await owner.query(`SELECT count(*)::int AS n ${sample}`)).rows;
  const { rows } = await owner.query(
    `SELECT word, ndoc FROM ts_stat($$SELECT to_tsvector('simple', title || ' ' || content) ${sample}$$)
      WHERE length(word) > 3 AND numnode(websearch_to_tsquery('english', word)) > 0 ORDER BY ndoc DESC`,
  );
  const at = (share) => rows.reduce((best, r) => (Math.abs(r.ndoc / n - share) < Math.abs(best.ndoc / n - share) ? r : best), rows[0]).word;
  return [at(0.3), at(0.05), at(0.005), 'zyzzyva'];
}
