// Times GET /api/companies in each order (name, TrustScore, number of reviews) with each filter
// (none, category, country, both, search text, a two-letter search) at offsets 0, 1,000 and
// 10,000, through the whole API in-process (median of RUNS), and names the indexes each page's
// SQL reads (EXPLAIN ANALYZE of the statements the request sent), on the configured database:
//   npm run seed -- --companies 100000 --reviews 300000 && npm run bench:company-directory --workspace api
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createApp } from '../dist/app.factory.js';
import { loadConfig } from '../dist/config/config.js';
import { resolveDatabase } from '../dist/database/database-url.js';
import { runMigrations } from '../dist/database/migrate.js';
import { grantAppRole, roleOf } from '../dist/database/app-role.js';

const RUNS = Number(process.env.RUNS ?? 5);
const SORTS = ['name', 'trustscore', 'reviews'];
const OFFSETS = [0, 1_000, 10_000];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
let client = 0;
const nextAddress = () => `10.${(++client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', HOT_CACHE: 'off', HIGHLIGHTS_BACKFILL: 'off' }, []);
const database = await resolveDatabase(config, () => undefined);
await runMigrations(database.ownerUrl);
if (database.ownerUrl !== database.url) await grantAppRole(database.ownerUrl, roleOf(database.url));
const owner = new pg.Client({ connectionString: database.ownerUrl });
await owner.connect();
const app = await createApp(config, database.url);
try {
  await owner.query('VACUUM (ANALYZE) companies');
  const [{ n }] = (await owner.query('SELECT count(*)::int AS n FROM companies')).rows;
  if (n < 10_000) {
    console.log(`${n} companies; run: npm run seed -- --companies 100000 --reviews 300000`);
    process.exit(2);
  }
  // The biggest category and country, and the pair of them.
  const [{ category }] = (await owner.query('SELECT name AS category FROM categories ORDER BY company_count DESC LIMIT 1')).rows;
  const [{ country }] = (await owner.query('SELECT country_code AS country FROM company_countries ORDER BY company_count DESC LIMIT 1')).rows;
  const filters = [
    ['none', {}],
    [`category ${category}`, { category }],
    [`country ${country}`, { country }],
    ['category and country', { category, country }],
    ['search "north"', { search: 'north' }],
    ['search "ba"', { search: 'ba' }],
  ];
  console.log(`${n.toLocaleString('en')} companies; ms of the whole request (median of ${RUNS}) and the indexes its SQL read\n`);

  // Every statement the API sends, to EXPLAIN them afterwards.
  const ds = app.get((await import('typeorm')).DataSource);
  const sent = [];
  const query = ds.query.bind(ds);
  ds.query = (sql, params, ...rest) => {
    sent.push([sql, params]);
    return query(sql, params, ...rest);
  };
  const fastify = app.getHttpAdapter().getInstance();

  async function indexesOf(statements) {
    const names = new Set();
    for (const [sql, params] of statements) {
      if (!/^\s*(WITH|SELECT)/i.test(sql)) continue;
      const [{ 'QUERY PLAN': plan }] = (await owner.query(`EXPLAIN (FORMAT JSON) ${sql}`, params ?? [])).rows;
      const walk = (node) => {
        if (node['Index Name']) names.add(node['Index Name']);
        if (node['Node Type'] === 'Seq Scan') names.add(`seq scan of ${node['Relation Name']}`);
        if (node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort') names.add(`sort`);
        for (const child of node.Plans ?? []) walk(child);
      };
      walk(plan[0].Plan);
    }
    return [...names].filter((name) => !/_pkey$|company_claims/.test(name)).join(', ');
  }

  console.log(`${'filter'.padEnd(24)}${'sort'.padEnd(12)}${OFFSETS.map((o) => `offset ${o.toLocaleString('en')}`.padStart(14)).join('')}   indexes (offset 0)`);
  for (const [label, filter] of filters) {
    for (const sort of SORTS) {
      const cells = [];
      let indexes = '';
      for (const offset of OFFSETS) {
        const url = `/api/companies?${new URLSearchParams({ ...filter, sort, offset: String(offset), limit: '24' })}`;
        const times = [];
        for (let i = 0; i < RUNS + 1; i++) {
          sent.length = 0;
          const t = performance.now();
          const res = await fastify.inject({ method: 'GET', url, headers: { 'x-forwarded-for': nextAddress() } });
          const ms = performance.now() - t;
          if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
          if (i > 0) times.push(ms);
        }
        if (offset === 0) indexes = await indexesOf(sent);
        cells.push(fmt(median(times)).padStart(14));
      }
      console.log(`${label.padEnd(24)}${sort.padEnd(12)}${cells.join('')}   ${indexes}`);
    }
  }
} finally {
  await owner.end();
  await app.close();
  await database.embedded?.stop();
}
