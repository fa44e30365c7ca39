// Measures the moderators' queue at volume: 10,000 open signals (one cluster of 1,000 on one
// company, the rest spread over many), 30 open reports from people, and closed history beside
// them, then times each queue read through the whole API in-process, prints each statement's plan
// (the indexes it uses, its time), and dismisses the 1,000-signal cluster in one decision.
//   npm run build --workspace api && node api/bench/moderation-queue.mjs [--signals 10000] [--runs 20]
// Works in a database of its own on DATABASE_URL's server, or on an embedded PostgreSQL in a
// temporary folder; dropped at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createApp } from '../dist/app.factory.js';
import { loadConfig } from '../dist/config/config.js';
import { startEmbeddedPostgres } from '../dist/database/embedded-postgres.js';
import { runMigrations } from '../dist/database/migrate.js';
import { PasswordHasher } from '../dist/modules/auth/password-hasher.js';
import { seedDatabase } from '../dist/seed/seed-writer.js';
import { freePort } from '../../scripts/free-port.mjs';

const { values } = parseArgs({ options: { signals: { type: 'string' }, runs: { type: 'string' }, cluster: { type: 'string' } } });
const OPEN = Number(values.signals ?? 10_000);
const RUNS = Number(values.runs ?? 20);
const CLUSTER = Number(values.cluster ?? 1_000);
// Closed signals beside the open ones: the records of every decision are kept.
const CLOSED = 5 * OPEN;

function stats(ms) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
}

let server = process.env.DATABASE_URL;
let embedded;
let dir;
if (!server) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-queue-bench-'));
  embedded = await startEmbeddedPostgres({ dir, port: await freePort(), database: 'postgres', persistent: false });
  server = embedded.url;
}
const name = `queue_bench_${process.pid}`;
const admin = new Client({ connectionString: server });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
const benchUrl = url.toString();

let app;
try {
  await runMigrations(benchUrl);
  let t = performance.now();
  const seeded = await seedDatabase(benchUrl, { companies: 600, reviews: Math.max(30_000, OPEN * 3), voteRate: 0, seed: 5 });
  console.log(`history: ${seeded.companies} companies, ${seeded.reviews} reviews (${Math.round(performance.now() - t)} ms)`);

  const config = loadConfig({ LOG_LEVEL: 'silent', STATS_CACHE_MS: '0', DEMO_MODE: '0', HOT_CACHE: 'off', HIGHLIGHTS_BACKFILL: 'off' }, []);
  app = await createApp(config, benchUrl);
  const db = app.get(DataSource);
  // Set-up statements run without the API's statement timeout: each new signal flags its review
  // and moves its company's sums (triggers), 9,000 of them take longer than a request may.
  const setup = new Client({ connectionString: benchUrl });
  setup.on('error', () => undefined);
  await setup.connect();
  const sql = async (text, params) => (await setup.query(text, params)).rows;

  // The busiest company gets the 1,000-signal burst; the other open signals spread over every
  // company's reviews, a kind each; as many closed signals and 2,000 closed reports are the history.
  t = performance.now();
  const [busy] = await sql(`SELECT id, name, review_count FROM companies ORDER BY review_count DESC LIMIT 1`);
  // Enough reviews on the busiest company for the whole cluster, by accounts of their own.
  await sql(
    `WITH u AS (INSERT INTO users (email, first_name, last_name) SELECT 'burst-' || g || '@queue-bench.test', 'Burst', 'Reviewer' FROM generate_series(1, $2) g RETURNING id)
     INSERT INTO reviews (company_id, user_id, rating, title, content, verified, created_at, updated_at)
     SELECT $1, id, 5, 'Best shop ever', 'Five stars, everything was perfect.', true, now() - interval '3 days', now() - interval '3 days' FROM u`,
    [busy.id, Math.max(0, CLUSTER - busy.review_count)],
  );
  await sql(
    `INSERT INTO review_signals (review_id, signal, details, created_at)
     SELECT id, 'burst', '{"reviewsInWindow": 1000}', now() - interval '3 days' + make_interval(secs => (row_number() OVER (ORDER BY id))::float8) FROM (
       SELECT id FROM reviews WHERE company_id = $1 ORDER BY id LIMIT $2) r`,
    [busy.id, CLUSTER],
  );
  await sql(
    `INSERT INTO review_signals (review_id, signal, details, created_at)
     SELECT id, (ARRAY['same_address', 'new_account_cluster', 'near_duplicate', 'new_account_extreme'])[1 + (n % 4)], '{}', now() - make_interval(mins => n::int)
       FROM (SELECT id, row_number() OVER (ORDER BY md5(id::text)) AS n FROM reviews WHERE company_id <> $1) r WHERE n <= $2`,
    [busy.id, OPEN - CLUSTER],
  );
  await sql(
    `INSERT INTO review_signals (review_id, signal, details, created_at, status, closed_at)
     SELECT id, kind, '{}', now() - interval '200 days', 'dismissed', now() - interval '199 days'
       FROM (SELECT id, row_number() OVER (ORDER BY md5(id::text || 'closed')) AS n FROM reviews WHERE company_id <> $1) r,
            unnest(ARRAY['burst', 'invitee_alias', 'invitee_owner_domain']) AS kind
      WHERE n <= $2 / 3`,
    [busy.id, CLOSED],
  );
  const [{ id: reporter }] = await sql(`SELECT id FROM users ORDER BY id LIMIT 1`);
  await sql(
    `INSERT INTO review_reports (review_id, reason, created_at, status, closed_at)
     SELECT id, 'fake', now() - interval '100 days', 'dismissed', now() - interval '99 days' FROM reviews ORDER BY md5(id::text || 'r') LIMIT 2000`,
  );
  // People's reports, filed after every signal: oldest first, they would wait behind all 10,000.
  await sql(
    `INSERT INTO review_reports (review_id, reporter_user_id, reason, created_at)
     SELECT id, $1, (ARRAY['fake', 'offensive', 'personal_information', 'advertising', 'other'])[1 + (n % 5)], now() - make_interval(secs => n::float8)
       FROM (SELECT id, row_number() OVER (ORDER BY md5(id::text || 'open')) AS n FROM reviews) r WHERE n <= 30`,
    [reporter],
  );
  await sql(`VACUUM ANALYZE review_signals`);
  await sql(`VACUUM ANALYZE review_reports`);
  await sql(`VACUUM ANALYZE reviews`);
  const [sizes] = await sql(
    `SELECT (SELECT count(*) FROM review_signals WHERE status = 'open')::int AS open_signals, (SELECT count(*) FROM review_signals)::int AS signals,
            (SELECT count(*) FROM review_reports WHERE status = 'open')::int AS open_reports, (SELECT count(*) FROM review_reports)::int AS reports`,
  );
  console.log(`queue: ${sizes.open_signals} open signals of ${sizes.signals}, ${sizes.open_reports} open reports of ${sizes.reports} (${Math.round(performance.now() - t)} ms)`);

  await setup.end();
  const password = 'bench-password-1';
  await db.query(
    `INSERT INTO users (email, first_name, last_name, password_hash, email_verified_at, role) VALUES ('mod@queue-bench.test', 'Bench', 'Moderator', $1, now(), 'moderator')`,
    [await new PasswordHasher().hash(password)],
  );
  const fastify = app.getHttpAdapter().getInstance();
  const login = await fastify.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json', origin: config.siteUrl },
    payload: JSON.stringify({ email: 'mod@queue-bench.test', password }),
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  const cookie = String(login.headers['set-cookie']).split(';')[0];

  // Every statement a request sends, for its plan.
  const captured = [];
  const query = DataSource.prototype.query;
  let capturing = false;
  DataSource.prototype.query = function (sql, params, runner) {
    if (capturing && /^\s*(WITH|SELECT)/i.test(sql)) captured.push({ sql, params });
    return query.call(this, sql, params, runner);
  };

  const reads = [
    ['default: people first, page 1', '/api/admin/reports?limit=20'],
    ['default, page 250 (offset 4,980)', '/api/admin/reports?limit=20&offset=4980'],
    ["people's reports", '/api/admin/reports?source=reports&limit=20'],
    ['a reason', '/api/admin/reports?reason=fake&limit=20'],
    ['signals of one kind', '/api/admin/reports?source=signals&signal=near_duplicate&limit=20'],
    ['one company (its 1,000-signal cluster)', `/api/admin/reports?companyId=${busy.id}&limit=20`],
    ['companies with queued reviews', '/api/admin/reports/companies'],
    ['companies by name', `/api/admin/reports/companies?search=${encodeURIComponent(busy.name.slice(0, 5))}`],
    ['summary (tab badges)', '/api/admin/summary'],
    ['hidden reviews', '/api/admin/hidden-reviews'],
  ];
  console.log(`\nEndpoint timings, ${RUNS} runs each after 3 warm-ups (through the whole API, in-process):`);
  const plans = [];
  for (const [label, path] of reads) {
    const ms = [];
    for (let i = 0; i < RUNS + 3; i++) {
      capturing = i === 0;
      const start = performance.now();
      const res = await fastify.inject({ method: 'GET', url: path, headers: { cookie } });
      if (i >= 3) ms.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      if (i === 0 && path.includes('/reports?')) {
        const body = JSON.parse(res.body);
        label.includes('page 1') && console.log(`  (first page: ${body.items.filter((x) => x.reportCount > 0).length} reported items first; total ${body.total})`);
      }
    }
    capturing = false;
    console.log(`  ${label.padEnd(42)} ${stats(ms)}`);
    plans.push([label, captured.splice(0)]);
  }
  DataSource.prototype.query = query;

  console.log('\nStatements and plans (EXPLAIN ANALYZE, execution time; indexes used):');
  for (const [label, statements] of plans) {
    console.log(`  ${label}:`);
    for (const { sql, params } of statements) {
      if (/FROM sessions|FROM users u WHERE u\.id = \$1|session/i.test(sql)) continue;
      const [{ 'QUERY PLAN': [plan] }] = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
      const indexes = new Set();
      const seqScans = new Set();
      (function walk(node) {
        if (node['Index Name']) indexes.add(node['Index Name']);
        if (node['Node Type'] === 'Seq Scan') seqScans.add(node['Relation Name']);
        for (const child of node.Plans ?? []) walk(child);
      })(plan.Plan);
      const head = sql.replace(/\s+/g, ' ').trim().slice(0, 70);
      console.log(
        `    ${plan['Execution Time'].toFixed(2).padStart(7)} ms  ${head}…\n               indexes: ${[...indexes].join(', ') || 'none'}${seqScans.size ? `; seq scans: ${[...seqScans].join(', ')}` : ''}`,
      );
    }
  }

  const start = performance.now();
  const res = await fastify.inject({
    method: 'POST',
    url: `/api/admin/companies/${busy.id}/dismiss-signals`,
    headers: { cookie, 'content-type': 'application/json', origin: config.siteUrl },
    // Up to now: the moderator saw the whole cluster, as the queue's lastRaisedAt would say.
    payload: JSON.stringify({ signal: 'burst', facts: 'One promotion day: the burst is real customers, checked with the company.', raisedUpTo: new Date().toISOString() }),
  });
  const took = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(`dismiss: ${res.statusCode} ${res.body}`);
  const [audit] = await db.query(`SELECT count(*)::int AS n, max(jsonb_array_length(details->'reviewIds'))::int AS ids FROM audit_log WHERE action = 'dismiss_signals'`);
  console.log(`\nDismissing the ${CLUSTER.toLocaleString('en')}-signal cluster: ${took.toFixed(0)} ms, ${JSON.parse(res.body).dismissed} signals closed, ${audit.n} audit entry listing ${audit.ids} reviews`);
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  await app?.close().catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
  await embedded?.stop?.().catch(() => undefined);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
