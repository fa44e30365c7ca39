// Times GET /api/business/companies/{id}/analytics for the company with the most reviews in the
// configured database (the one `npm run seed` wrote to), through the whole API in-process.
//   npm run seed -- --companies 1 --reviews 100000 && npm run bench:analytics
// It gives that company a bench owner and replies to about 40% of its reviews (once), then prints
// the endpoint's timings beside the same figures computed by scanning the reviews, in one run.
import { performance } from 'node:perf_hooks';
import { createApp } from '../dist/app.factory.js';
import { loadConfig } from '../dist/config/config.js';
import { resolveDatabase } from '../dist/database/database-url.js';
import { runMigrations } from '../dist/database/migrate.js';
import { grantAppRole, roleOf } from '../dist/database/app-role.js';
import { PasswordHasher } from '../dist/modules/auth/password-hasher.js';

const RUNS = Number(process.env.RUNS ?? 50);
const EMAIL = 'bench-owner@analytics-bench.test';
const PASSWORD = 'bench-password-1';

function stats(ms) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${s[s.length - 1].toFixed(1)} ms`;
}

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', HIGHLIGHTS_BACKFILL: 'off' }, []);
const database = await resolveDatabase(config, () => undefined);
await runMigrations(database.ownerUrl);
if (database.ownerUrl !== database.url) await grantAppRole(database.ownerUrl, roleOf(database.url));
const app = await createApp(config, database.url);
const db = app.get((await import('typeorm')).DataSource);
try {
  const [company] = await db.query(`SELECT id, name, review_count FROM companies ORDER BY review_count DESC LIMIT 1`);
  if (!company || company.review_count < 100_000) {
    console.log(`The busiest company has ${company?.review_count ?? 0} reviews; run: npm run seed -- --companies 1 --reviews 100000`);
    process.exit(2);
  }
  const hash = await new PasswordHasher().hash(PASSWORD);
  await db.query(
    `INSERT INTO business_accounts (email, contact_name, company_name, website, password_hash, email_verified_at, plan)
     VALUES ($1, 'Bench Owner', $2, 'https://analytics-bench.test', $3, now(), 'premium')
     ON CONFLICT ((lower(email))) DO UPDATE SET password_hash = excluded.password_hash`,
    [EMAIL, company.name, hash],
  );
  const [{ id: accountId }] = await db.query(`SELECT id FROM business_accounts WHERE email = $1`, [EMAIL]);
  await db.query(`DELETE FROM company_claims WHERE company_id = $1 AND status = 'verified' AND account_id <> $2`, [company.id, accountId]);
  await db.query(
    `INSERT INTO company_claims (company_id, account_id, status, verification, decided_at) VALUES ($1, $2, 'verified', 'moderator', now())
     ON CONFLICT (account_id, company_id) DO NOTHING`,
    [company.id, accountId],
  );
  const [{ replied }] = await db.query(`SELECT count(reply_created_at)::int AS replied FROM reviews WHERE company_id = $1`, [company.id]);
  if (replied === 0) {
    const t = performance.now();
    await db.query(
      `UPDATE reviews SET reply_content = 'Thank you for your review.', reply_created_at = created_at + make_interval(mins => (random() * 10000)::int),
              reply_updated_at = now() WHERE company_id = $1 AND random() < 0.4`,
      [company.id],
    );
    await db.query(`VACUUM ANALYZE reviews`);
    await db.query(`VACUUM ANALYZE company_review_months`);
    console.log(`Replied to about 40% of the reviews in ${((performance.now() - t) / 1000).toFixed(1)} s (the trigger kept the monthly aggregates).`);
  }

  const fastify = app.getHttpAdapter().getInstance();
  const login = await fastify.inject({
    method: 'POST',
    url: '/api/business/login',
    headers: { 'content-type': 'application/json', origin: config.siteUrl },
    payload: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  const cookie = String(login.headers['set-cookie']).split(';')[0];
  const url = `/api/business/companies/${company.id}/analytics`;

  const endpoint = [];
  let body;
  for (let i = 0; i < RUNS + 5; i++) {
    const t = performance.now();
    const res = await fastify.inject({ method: 'GET', url, headers: { cookie } });
    const ms = performance.now() - t;
    if (res.statusCode !== 200) throw new Error(`analytics: ${res.statusCode} ${res.body}`);
    body = res.json();
    if (i >= 5) endpoint.push(ms);
  }

  // The same monthly figures by scanning the company's reviews, for comparison.
  const scan = [];
  for (let i = 0; i < Math.min(RUNS, 20) + 2; i++) {
    const t = performance.now();
    await db.query(
      `SELECT date_trunc('month', created_at), avg(rating), count(*), count(reply_created_at),
              count(*) FILTER (WHERE rating >= 4 AND topic IS NOT NULL), count(*) FILTER (WHERE reply_created_at IS NULL)
         FROM reviews WHERE company_id = $1 AND created_at >= now() - interval '36 months' GROUP BY 1`,
      [company.id],
    );
    if (i >= 2) scan.push(performance.now() - t);
  }

  console.log(`Company "${company.name}": ${company.review_count.toLocaleString('en')} reviews, ${body.months} months, reply rate ${body.replyRate}, median reply ${body.medianReplySeconds} s`);
  console.log(`GET analytics (kept aggregates), ${RUNS} runs: ${stats(endpoint)}`);
  console.log(`Scanning the reviews instead (SQL only), ${scan.length} runs: ${stats(scan)}`);
} finally {
  await app.close();
  await database.embedded?.stop();
}
