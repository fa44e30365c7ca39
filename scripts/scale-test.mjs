// `npm run test:scale`: the deployment's topology on this machine, and its faults.
//   two API instances (api/dist) sharing one PostgreSQL and one Redis, behind nginx configured by
//   deploy/nginx/site.conf.template; signed-in people read, write reviews and vote through nginx
//   while one instance is killed and started again, while Redis hangs, dies and starts again,
//   then while PostgreSQL restarts.
// It checks what a deployment promises: a session made on one instance works on the other, rate
// limits count across both, caches invalidate across both, background jobs run once, no user
// journey fails, every acknowledged write is read back, and the kept aggregates are exact; while
// Redis is down, rate limits count in each instance's memory (at most twice a limit with two) and
// requests are not held up, and once it is back they count across both instances again.
// Needs `npm run build`, nginx (Debian's package) and Redis: a redis-server on PATH (a private one
// on a free port, the only Redis this run ever stops), else REDIS_URL (then no Redis fault phase).
// Uses DATABASE_URL's server if set (a database of its own on it), else an embedded PostgreSQL.
// Exits 1 on any failed check, printing the figures either way.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => path.join(root, 'api/dist', p);
const { startEmbeddedPostgres } = await import(dist('database/embedded-postgres.js'));
const { runMigrations } = await import(dist('database/migrate.js'));
const { seedDatabase } = await import(dist('seed/seed-writer.js'));
const { LIMITS } = await import(dist('common/rate-limit/rate-limit.service.js'));

const TRAFFIC_SECONDS = Number(process.env.SCALE_SECONDS ?? 24);
const USERS = 16;
const SITE = 'http://localhost:8080';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-scale-'));
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const cleanups = [];

async function waitFor(what, test, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if (await test()) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > until) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(100);
  }
}

// --- PostgreSQL and Redis ---------------------------------------------------------------------
let pgServer;
let databaseUrl;
const embedded = !process.env.DATABASE_URL;
const pgPort = await freePort();
if (embedded) {
  pgServer = await startEmbeddedPostgres({ dir: path.join(work, 'pg'), port: pgPort, database: 'scale', persistent: true });
  databaseUrl = pgServer.url;
} else {
  const name = `rp_scale_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
}
cleanups.push(async () => pgServer?.stop());

// A Redis of this run's own whenever redis-server is on PATH, even if REDIS_URL names one: the
// fault phase stops it, and a Redis others use (the machine's 127.0.0.1:6379) must never be stopped.
const ownRedis = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
const redisPort = ownRedis ? await freePort() : undefined;
let redisServer;
const accepts = (port) => new Promise((ok) => net.connect(port, '127.0.0.1').on('connect', function () { this.end(); ok(true); }).on('error', () => ok(false)));
async function startRedis() {
  redisServer = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  redisServer.on('error', () => undefined);
  await waitFor('redis-server', () => accepts(redisPort), 10_000);
}
let redisUrl = process.env.REDIS_URL;
if (ownRedis) {
  await startRedis();
  cleanups.push(async () => redisServer.kill('SIGKILL')); // stopped or not, and it keeps nothing
  redisUrl = `redis://127.0.0.1:${redisPort}`;
} else if (!redisUrl) {
  throw new Error('Redis is needed: a redis-server on PATH (apt-get install redis-server), or REDIS_URL');
}

/** One Redis command on a connection of its own; answers a bulk string, an integer or null. */
function redisCommand(...args) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(redisPort, '127.0.0.1');
    let reply = '';
    socket.setTimeout(1000, () => socket.destroy(new Error('Redis did not answer')));
    socket.on('error', reject);
    socket.on('data', (d) => {
      reply += d;
      const m = /^(?:\$-1\r\n|\$(\d+)\r\n|:(-?\d+)\r\n|-(.*)\r\n)/.exec(reply);
      if (!m) return;
      if (m[3] !== undefined) reject(new Error(m[3]));
      else if (m[2] !== undefined) resolve(Number(m[2]));
      else if (m[1] === undefined) resolve(null);
      else if (reply.length < m[0].length + Number(m[1]) + 2) return;
      else resolve(reply.slice(m[0].length, m[0].length + Number(m[1])));
      socket.end();
    });
    socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`);
  });
}

await runMigrations(databaseUrl);
const seeded = await seedDatabase(databaseUrl, { companies: 200, reviews: 4000, voteRate: 0.3, seed: 5 });
const db = new pg.Client({ connectionString: databaseUrl });
db.on('error', () => undefined); // the database restarts below; this client is done with by then
await db.connect();
cleanups.unshift(async () => db.end().catch(() => undefined));

// --- two API instances behind nginx -------------------------------------------------------------
const apiPorts = [await freePort(), await freePort()];
const logs = [[], []];
const instances = [];
function startApi(i) {
  const child = spawn(process.execPath, [dist('main.js')], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      API_PORT: String(apiPorts[i]),
      API_HOST: '127.0.0.1',
      SITE_URL: SITE,
      TRUST_PROXY: 'loopback',
      DEMO_MODE: '',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => logs[i].push(String(d)));
  child.stderr.on('data', (d) => logs[i].push(String(d)));
  instances[i] = child;
  return waitFor(`API instance ${i + 1}`, async () => (await fetch(`http://127.0.0.1:${apiPorts[i]}/api/health`)).ok);
}
cleanups.unshift(async () => instances.forEach((c) => c?.exitCode === null && c.kill('SIGTERM')));
await Promise.all([startApi(0), startApi(1)]);

const nginxPort = await freePort();
const shellPort = await freePort(); // nothing listens: this run does not need the shell origin
const template = fs.readFileSync(path.join(root, 'deploy/nginx/site.conf.template'), 'utf8');
const site = template
  .replaceAll('${API_SERVERS}', apiPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n    '))
  .replaceAll('${SHELL_SERVER}', `127.0.0.1:${shellPort}`)
  .replaceAll('${TRUSTED_PROXY}', '127.0.0.1')
  .replaceAll('${LISTEN}', `127.0.0.1:${nginxPort}`);
fs.mkdirSync(path.join(work, 'nginx/logs'), { recursive: true });
fs.writeFileSync(path.join(work, 'nginx/site.conf'), site);
fs.writeFileSync(
  path.join(work, 'nginx/nginx.conf'),
  `worker_processes 1;\npid ${work}/nginx/nginx.pid;\nerror_log ${work}/nginx/logs/error.log warn;\nevents { worker_connections 1024; }\n` +
    `http {\n  access_log off;\n  client_body_temp_path ${work}/nginx/body;\n  proxy_temp_path ${work}/nginx/proxy;\n` +
    `  fastcgi_temp_path ${work}/nginx/fcgi;\n  uwsgi_temp_path ${work}/nginx/uwsgi;\n  scgi_temp_path ${work}/nginx/scgi;\n  include ${work}/nginx/site.conf;\n}\n`,
);
const nginxBin = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const tested = spawnSync(nginxBin, ['-t', '-p', `${work}/nginx`, '-c', `${work}/nginx/nginx.conf`], { encoding: 'utf8' });
if (tested.status !== 0) throw new Error(`nginx refused the configuration: ${tested.stderr}`);
const nginx = spawn(nginxBin, ['-p', `${work}/nginx`, '-c', `${work}/nginx/nginx.conf`, '-g', 'daemon off;'], { stdio: 'inherit' });
cleanups.unshift(async () => nginx.kill('SIGQUIT'));
const edge = `http://127.0.0.1:${nginxPort}`;
const direct = (i) => `http://127.0.0.1:${apiPorts[i]}`; // one instance, not through nginx
await waitFor('nginx', async () => (await fetch(`${edge}/api/health`)).ok, 10_000);

// --- a person: cookies, a client address of their own, and a browser's patience -----------------
const LIMITED = new Set(['/api/auth/register', '/api/auth/login', '/api/reviews']); // POSTs that count a rate limit in Redis
let addressSeq = 0;
class Person {
  constructor(base = edge) {
    this.base = base;
    this.ip = `203.0.${(++addressSeq >> 8) & 255}.${addressSeq & 255}`;
    this.cookies = new Map();
    this.timings = undefined; // when set: { at, ms, status, limited } of every request
  }
  async call(method, url, body, base = this.base) {
    const headers = { 'x-forwarded-for': this.ip, cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method !== 'GET') headers.origin = SITE;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const at = Date.now();
    const timed = (status) => this.timings?.push({ at, ms: Date.now() - at, status, limited: method === 'POST' && LIMITED.has(url) });
    let res;
    try {
      res = await fetch(base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (e) {
      timed(599);
      throw e;
    }
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    timed(res.status);
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, body: json, headers: res.headers };
  }
}

const stats = { requests: 0, reads: 0, writes: 0, retried: 0, unavailable: 0, failedJourneys: 0 };
const acknowledgedReviews = new Map(); // review id -> company id
const acknowledgedVotes = []; // { reviewId, userId }
const RETRYABLE = new Set([502, 503, 504]);

/** A write as a browser user makes it: a retryable answer is sent again a moment later. */
async function write(person, method, url, body, settled) {
  for (let attempt = 1; attempt <= 20; attempt++) {
    let res;
    try {
      res = await person.call(method, url, body);
    } catch {
      res = { status: 599 };
    }
    stats.requests++;
    if (!RETRYABLE.has(res.status) && res.status !== 599) return (await settled?.(res, attempt)) ?? res;
    stats.retried++;
    if (res.status === 503) stats.unavailable++;
    await sleep(Math.min(1000, Number(res.headers?.get('retry-after') ?? 0) * 1000 || 250));
  }
  return { status: 0 };
}

/** A read as a browser user makes it: a 503 (the database restarting) is asked again after its Retry-After. */
async function read(person, url) {
  stats.reads++;
  for (let attempt = 1; ; attempt++) {
    let res;
    try {
      res = await person.call('GET', url);
    } catch {
      res = { status: 599 };
    }
    stats.requests++;
    if (!RETRYABLE.has(res.status) && res.status !== 599) return res;
    if (res.status === 503) stats.unavailable++;
    if (attempt === 20) return res;
    stats.retried++;
    await sleep(Math.min(1000, Number(res.headers?.get('retry-after') ?? 0) * 1000 || 250));
  }
}

// --- what a deployment promises, checked before the traffic -------------------------------------
{
  console.log(`\nTwo API instances (:${apiPorts.join(', :')}) behind nginx (:${nginxPort}); ${seeded.companies} companies, ${seeded.reviews} reviews seeded.\n`);
  const p = new Person(direct(0));
  const email = `scale.${randomBytes(4).toString('hex')}@example.com`;
  await p.call('POST', '/api/auth/register', { firstName: 'Sam', lastName: 'Scale', email, password: 'scale-test-password-9' });
  check((await p.call('GET', '/api/auth/user', undefined, direct(1))).status === 200, 'a session made on one instance works on the other');

  const company = (await db.query(`SELECT id FROM companies ORDER BY id LIMIT 1`)).rows[0].id;
  await p.call('GET', `/api/companies/${company}`, undefined, direct(0));
  const before = (await p.call('GET', `/api/companies/${company}`, undefined, direct(1))).body.totalReviews;
  await p.call('POST', '/api/reviews', { companyId: company, rating: 3, title: 'Seen everywhere', content: 'Written on one instance, read on the other.' }, direct(0));
  await waitFor('the other instance to see the write', async () => (await p.call('GET', `/api/companies/${company}`, undefined, direct(1))).body.totalReviews === before + 1, 3000).then(
    () => check(true, 'a write on one instance invalidates the other instance’s cached company page'),
    () => check(false, 'a write on one instance invalidates the other instance’s cached company page'),
  );

  // One address signing up on both instances in turn shares one count (10 an hour).
  const signer = new Person();
  let limited = 0;
  for (let i = 0; i < 12; i++) {
    const r = await signer.call('POST', '/api/auth/register', { firstName: 'Rate', lastName: 'Limit', email: `rl${i}.${randomBytes(3).toString('hex')}@example.com`, password: 'scale-test-password-9' }, direct(i % 2));
    if (r.status === 429) limited++;
  }
  check(limited === 2, `rate limits count across both instances (12 sign-ups from one address, alternating: ${limited} refused, 2 expected)`);

  const jobRuns = (name) => logs.flat().join('').split(`Job ${name} ran`).length - 1;
  check(
    jobRuns('trust-rank-refresh') === 1 && jobRuns('contact-messages-retention') === 1 && jobRuns('highlights-backfill') === 1,
    `background jobs run once across both instances (trust-rank-refresh ${jobRuns('trust-rank-refresh')}, contact-messages-retention ${jobRuns('contact-messages-retention')}, highlights-backfill ${jobRuns('highlights-backfill')})`,
  );
}

// --- mixed traffic through nginx, one instance killed and started again --------------------------
const companies = (await db.query(`SELECT id FROM companies WHERE review_count > 0 ORDER BY random() LIMIT 60`)).rows.map((r) => r.id);
const votable = (await db.query(`SELECT id FROM reviews WHERE verified AND hidden_at IS NULL ORDER BY random() LIMIT 400`)).rows.map((r) => r.id);

async function journey(person, until, { signInEveryMs = 0 } = {}) {
  const email = `load.${randomBytes(5).toString('hex')}@example.com`;
  const password = 'scale-test-password-9';
  // A sign-up whose first try was stored answers 409 the second time: the person signs in instead.
  const reg = await write(person, 'POST', '/api/auth/register', { firstName: 'Pat', lastName: `Load${addressSeq}`, email, password }, async (res, attempt) => {
    if (res.status !== 409 || attempt === 1) return res;
    const login = await write(person, 'POST', '/api/auth/login', { email, password });
    return login.status === 200 ? { status: 201, body: login.body } : res;
  });
  if (reg.status !== 201) {
    stats.failedJourneys++;
    console.log(`  a person could not sign up: ${reg.status}`);
    return;
  }
  const userId = reg.body.user.id;
  const reviewed = new Set();
  let n = 0;
  // Signing in again now and then, as on another device (spread over the people).
  let nextSignIn = Date.now() + ((Number(person.ip.split('.')[3]) * 389) % (signInEveryMs || 1));
  while (Date.now() < until) {
    if (signInEveryMs && Date.now() >= nextSignIn) {
      nextSignIn = Date.now() + signInEveryMs;
      const login = await write(person, 'POST', '/api/auth/login', { email, password });
      if (login.status !== 200) {
        stats.failedJourneys++;
        console.log(`  a sign-in failed: ${login.status} ${JSON.stringify(login.body ?? '')}`);
      }
      continue;
    }
    n++;
    const roll = (n * 7919 + addressSeq) % 10;
    if (roll < 6) {
      const r = await read(person, roll < 4 ? `/api/companies/${companies[n % companies.length]}` : `/api/companies/${companies[(n * 3) % companies.length]}?offset=0&limit=50`);
      if (r.status !== 200) {
        stats.failedJourneys++;
        console.log(`  a read failed: ${r.status}`);
      }
    } else if (roll < 8) {
      const companyId = companies[(n * 11 + addressSeq) % companies.length];
      if (reviewed.has(companyId)) continue;
      reviewed.add(companyId);
      stats.writes++;
      const title = `Load ${randomBytes(4).toString('hex')}`;
      const res = await write(person, 'POST', '/api/reviews', { companyId, rating: 1 + (n % 5), title, content: 'Written while an instance goes down and comes back.' }, async (res, attempt) => {
        // A retried write whose first try was stored: the 409 says so, and the review is there.
        if (res.status === 409 && attempt > 1) {
          const mine = await person.call('GET', `/api/users/${userId}/reviews?limit=100`);
          const found = mine.body?.find((r) => r.companyId === companyId && r.title === title);
          return found ? { status: 201, body: found } : res;
        }
        return res;
      });
      if (res.status === 201) acknowledgedReviews.set(res.body.id, companyId);
      else if (res.status !== 409) {
        stats.failedJourneys++;
        console.log(`  a review write failed: ${res.status} ${JSON.stringify(res.body ?? '')}`);
      }
    } else {
      const reviewId = votable[(n * 13 + addressSeq) % votable.length];
      if (acknowledgedVotes.some((v) => v.reviewId === reviewId && v.userId === userId)) continue;
      stats.writes++;
      // A vote sent twice is taken back: before sending it again, look whether the first one counted.
      let counted = false;
      let last = 0;
      for (let attempt = 1; attempt <= 20 && !counted; attempt++) {
        if (attempt > 1) {
          const now = await person.call('GET', `/api/reviews/${reviewId}/vote`).catch(() => ({ status: 599 }));
          stats.requests++;
          if (now.status === 200 && now.body?.userVote === 'helpful') {
            counted = true;
            break;
          }
          if (now.status !== 200) {
            await sleep(250);
            continue;
          }
        }
        let res;
        try {
          res = await person.call('POST', `/api/reviews/${reviewId}/vote`, { voteType: 'helpful' });
        } catch {
          res = { status: 599 };
        }
        stats.requests++;
        last = res.status;
        if (res.status === 200) counted = res.body?.userVote === 'helpful';
        else if (RETRYABLE.has(res.status) || res.status === 599) {
          stats.retried++;
          if (res.status === 503) stats.unavailable++;
          await sleep(250);
        } else break;
      }
      if (counted) acknowledgedVotes.push({ reviewId, userId });
      else if (last !== 403) {
        stats.failedJourneys++;
        console.log(`  a vote failed: ${last}`);
      }
    }
  }
}

async function traffic(seconds, fault, options = {}) {
  const until = Date.now() + seconds * 1000;
  const people = Array.from({ length: USERS }, () => Object.assign(new Person(), { timings: options.timings }));
  const running = Promise.all(people.map((p) => journey(p, until, options)));
  await fault();
  await running;
}

const t0 = Date.now();
let instanceBackMs = 0;
await traffic(TRAFFIC_SECONDS, async () => {
  await sleep((TRAFFIC_SECONDS * 1000) / 4);
  instances[0].kill('SIGKILL');
  console.log(`  instance 1 killed at ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await sleep((TRAFFIC_SECONDS * 1000) / 4);
  const started = Date.now();
  await startApi(0);
  instanceBackMs = Date.now() - started;
  console.log(`  instance 1 started again at ${((Date.now() - t0) / 1000).toFixed(1)} s (up in ${(instanceBackMs / 1000).toFixed(1)} s)`);
});
const phase1 = { ...stats };

// --- Redis hung, then killed, then started again under load --------------------------------------
// Rate limits are the API's only use of Redis. While it is down each instance counts in its own
// memory: a limit of N lets through up to 2N with two instances, and nothing waits on Redis.
const LIMIT = LIMITS.failedSignInPerAccountAndAddress.points;
const REDIS_SECONDS = 18;
// While Redis is down, requests that count a limit are at most this much slower than before (p50,
// p99): a hung Redis costs a request at most two of the API's 500 ms Redis timeouts, and only until
// the API drops the silent connection (500 ms); a Redis that is gone costs nothing.
const REDIS_SLOWDOWN_BOUND_MS = { p50: 500, p99: 1500 };
const REDIS_RECOVERY_BOUND_MS = 5000; // ioredis retries every 50 ms growing to 2 s, then counts are shared again
let redisRun;

/** Wrong passwords for one (unknown) account from one address, alternating between the two instances, until both refuse. */
async function failedSignIns() {
  const p = new Person();
  const email = `guess.${randomBytes(5).toString('hex')}@example.com`;
  const refused = [false, false];
  let through = 0;
  let other = 0;
  for (let i = 0; i < 2 * LIMIT + 4 && !(refused[0] && refused[1]); i++) {
    const r = await p.call('POST', '/api/auth/login', { email, password: 'not-the-password-9' }, direct(i % 2));
    if (r.status === 401) through++;
    else if (r.status === 429) refused[i % 2] = true;
    else other++;
  }
  return { through, refused: refused[0] && refused[1], other };
}

/** A person's session still answers on both instances. */
async function sessionWorks(p) {
  const answers = [await p.call('GET', '/api/auth/user', undefined, direct(0)), await p.call('GET', '/api/auth/user', undefined, direct(1))];
  return answers.every((r) => r.status === 200 && r.body?.user?.id === p.userId);
}

/** Both instances count in Redis again: one counted request to each, from a new address, makes 2 there. */
async function countsShared() {
  const p = new Person();
  for (const i of [0, 1]) if ((await p.call('GET', '/api/companies?offset=1000&limit=10', undefined, direct(i))).status !== 200) return false;
  return (await redisCommand('GET', `rl:companySearchPerAddress:${p.ip}`)) === '2';
}

if (ownRedis) {
  const timings = [];
  const keeper = new Person(); // signed up before the outage
  const signedUp = await keeper.call('POST', '/api/auth/register', { firstName: 'Kim', lastName: 'Keeper', email: `keeper.${randomBytes(4).toString('hex')}@example.com`, password: 'scale-test-password-9' });
  keeper.userId = signedUp.body?.user?.id;
  const run = { t: {} };
  const failedBefore = stats.failedJourneys;
  const since = (ms) => ((ms - run.t.start) / 1000).toFixed(1);
  await traffic(
    REDIS_SECONDS,
    async () => {
      run.t.start = Date.now();
      await sleep(3000);
      run.limitsBefore = await failedSignIns();
      run.t.hung = Date.now();
      redisServer.kill('SIGSTOP'); // accepts connections, answers nothing
      await sleep(2500);
      run.t.gone = Date.now();
      redisServer.kill('SIGKILL');
      await sleep(1000);
      run.sessionDuring = await sessionWorks(keeper);
      run.limitsDuring = await failedSignIns();
      await sleep(Math.max(0, run.t.gone + 5000 - Date.now()));
      await startRedis();
      run.t.back = Date.now();
      run.t.shared = await waitFor('both instances to count in Redis again', countsShared, 15_000).then(() => Date.now(), () => undefined);
      run.limitsAfter = await failedSignIns();
      run.sessionAfter = await sessionWorks(keeper);
      console.log(`  Redis hung at ${since(run.t.hung)} s, killed at ${since(run.t.gone)} s, started again at ${since(run.t.back)} s, counts shared again at ${run.t.shared ? `${since(run.t.shared)} s` : 'never'}`);
    },
    { timings, signInEveryMs: 1500 },
  );
  run.t.end = Date.now();
  run.timings = timings;
  run.failedJourneys = stats.failedJourneys - failedBefore;
  redisRun = run;
}

// --- PostgreSQL restarted under load ------------------------------------------------------------
let dbDownMs = 0;
let recoverMs = null;
if (embedded) {
  const before503 = stats.unavailable;
  await traffic(12, async () => {
    await sleep(3000);
    const down = Date.now();
    await pgServer.stop();
    await sleep(2500);
    pgServer = await startEmbeddedPostgres({ dir: path.join(work, 'pg'), port: pgPort, database: 'scale', persistent: true });
    dbDownMs = Date.now() - down;
    const back = Date.now();
    await waitFor('the API to serve again', async () => (await fetch(`${edge}/api/health`)).ok && (await fetch(`http://127.0.0.1:${apiPorts[0]}/api/health`)).ok && (await fetch(`http://127.0.0.1:${apiPorts[1]}/api/health`)).ok, 15_000);
    recoverMs = Date.now() - back;
  });
  await db.end().catch(() => undefined);
  stats.dbUnavailable = stats.unavailable - before503;
} else {
  console.log('  (DATABASE_URL names a server this run does not own: the restart phase runs with the embedded PostgreSQL only)');
}

// --- every acknowledged write read back, aggregates exact -------------------------------------
const check2 = new pg.Client({ connectionString: databaseUrl });
await check2.connect();
const ids = [...acknowledgedReviews.keys()];
const found = new Set((await check2.query(`SELECT id FROM reviews WHERE id = ANY($1::uuid[])`, [ids])).rows.map((r) => r.id));
const lostReviews = ids.filter((id) => !found.has(id)).length;
const votesFound = (await check2.query(
  `SELECT count(*)::int AS n FROM review_votes v JOIN unnest($1::uuid[], $2::uuid[]) AS a(review_id, user_id) ON v.review_id = a.review_id AND v.user_id = a.user_id WHERE v.vote_type = 'helpful'`,
  [acknowledgedVotes.map((v) => v.reviewId), acknowledgedVotes.map((v) => v.userId)],
)).rows[0].n;
const badAggregates = (await check2.query(
  `SELECT count(*)::int AS n FROM companies c LEFT JOIN LATERAL (
     SELECT count(*)::int AS n, coalesce(sum(rating), 0)::int AS s FROM reviews r WHERE r.company_id = c.id AND r.hidden_at IS NULL) x ON true
   WHERE c.review_count <> x.n OR c.rating_sum <> x.s`,
)).rows[0].n;
const badVotes = (await check2.query(
  `SELECT count(*)::int AS n FROM reviews r LEFT JOIN LATERAL (
     SELECT count(*) FILTER (WHERE vote_type = 'helpful')::int AS h, count(*) FILTER (WHERE vote_type = 'not_helpful')::int AS nh FROM review_votes v WHERE v.review_id = r.id) x ON true
   WHERE r.helpful_count <> x.h OR r.not_helpful_count <> x.nh`,
)).rows[0].n;
// The review highlights' kept totals (written by both instances, and the backfill of the seed's reviews) against a recount.
const badHighlights = (await check2.query(
  `SELECT (SELECT count(*) FROM (
             SELECT company_id, aspect, count(*)::int AS m, count(*) FILTER (WHERE polarity = 1)::int AS p, count(*) FILTER (WHERE polarity = -1)::int AS g
               FROM highlight_mentions WHERE visible GROUP BY 1, 2) x
             FULL JOIN highlight_aspects a USING (company_id, aspect)
            WHERE coalesce(x.m, 0) <> coalesce(a.mentions, 0) OR coalesce(x.p, 0) <> coalesce(a.positive, 0) OR coalesce(x.g, 0) <> coalesce(a.negative, 0))::int
        + (SELECT count(*) FROM (SELECT company_id, count(*)::int AS n FROM highlight_reviews WHERE visible GROUP BY 1) x
             FULL JOIN highlight_companies h USING (company_id) WHERE coalesce(x.n, 0) <> coalesce(h.reviews, 0))::int
        -- A read review's rows are visible exactly when the review is.
        + (SELECT count(*) FROM highlight_reviews h JOIN reviews r ON r.id = h.review_id WHERE h.visible <> (r.hidden_at IS NULL))::int
        + (SELECT count(*) FROM highlight_mentions m JOIN highlight_reviews h USING (review_id) WHERE m.visible <> h.visible)::int AS n`,
)).rows[0].n;
const mailTwice = (await check2.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE attempts > 1`)).rows[0].n;
await check2.end();

console.log(`\nScale-out run (${TRAFFIC_SECONDS} s, ${USERS} people, instance 1 killed then started again):`);
console.log(`  requests ${phase1.requests}, reads ${phase1.reads}, writes ${phase1.writes}, retried by the client ${phase1.retried}, failed journeys ${phase1.failedJourneys}`);
let redisChecks = [];
if (redisRun) {
  const { t, timings, limitsBefore: lb, limitsDuring: ld, limitsAfter: la } = redisRun;
  const latency = (rows) => {
    const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
    const q = (p) => (ms.length ? ms[Math.min(ms.length - 1, Math.ceil(p * ms.length) - 1)] : NaN);
    return [ms.length, q(0.5), q(0.99), ms.at(-1) ?? NaN];
  };
  // A request belongs to the window it started in; one started before the fault only if it ended before it too.
  const inWindow = (from, to) => (r) => r.at >= from && r.at < to && (to !== t.hung || r.at + r.ms <= to);
  const windows = [
    ['before Redis stops', t.start + 1500, t.hung],
    ['Redis hung', t.hung, t.gone],
    ['Redis gone', t.gone, t.back],
    ['after it is back', t.shared ?? t.back, t.end],
  ];
  const fivexx = timings.filter((r) => r.status >= 500).length;
  const [before, hung, gone] = windows.slice(0, 3).map(([, from, to]) => latency(timings.filter((r) => r.limited && inWindow(from, to)(r))));
  const heldUp = [hung, gone].some(([, p50, p99]) => !(p50 <= before[1] + REDIS_SLOWDOWN_BOUND_MS.p50 && p99 <= before[2] + REDIS_SLOWDOWN_BOUND_MS.p99));
  const recovery = t.shared === undefined ? undefined : t.shared - t.back;
  const cols = (v) => v.map((x) => String(x).padStart(6)).join('');
  console.log(`Redis outage run (${REDIS_SECONDS} s, ${USERS} people also signing in every 1.5 s): hung ${((t.gone - t.hung) / 1000).toFixed(1)} s (SIGSTOP), gone ${((t.back - t.gone) / 1000).toFixed(1)} s (killed, started again on its port); ${timings.length} requests, 5xx answers ${fivexx}, failed journeys ${redisRun.failedJourneys}`);
  console.log(`  latency (ms)        | all requests: n   p50   p99   max | counting a limit (sign-up, sign-in, review): n   p50   p99   max`);
  for (const [name, from, to] of windows) {
    const rows = timings.filter(inWindow(from, to));
    console.log(`  ${name.padEnd(20)}|${cols(latency(rows)).padStart(34)} |${cols(latency(rows.filter((r) => r.limited))).padStart(65)}`);
  }
  console.log(`  wrong passwords for one account at one address let through, alternating between the instances until both refuse (limit ${LIMIT}):`);
  console.log(`    Redis up ${lb.through}, Redis down ${ld.through} (each instance counts in its own memory: at most ${2 * LIMIT}), Redis back ${la.through}`);
  console.log(`  counts shared across both instances again ${recovery === undefined ? 'never' : `${(recovery / 1000).toFixed(1)} s`} after the new Redis accepted connections`);
  redisChecks = [
    [fivexx === 0, `no 5xx answer while Redis was hung, gone or back (${fivexx})`],
    [redisRun.failedJourneys === 0, `sign-in, reading, writing and voting kept working while Redis was down (${redisRun.failedJourneys} failed journeys)`],
    [redisRun.sessionDuring && redisRun.sessionAfter, 'a session made before the outage works on both instances during and after it'],
    [
      !heldUp,
      `requests counting a limit not held up while Redis was down: p50/p99 ${hung[1]}/${hung[2]} ms hung, ${gone[1]}/${gone[2]} ms gone, ${before[1]}/${before[2]} ms before (bound: before + ${REDIS_SLOWDOWN_BOUND_MS.p50}/${REDIS_SLOWDOWN_BOUND_MS.p99} ms)`,
    ],
    [lb.refused && lb.through === LIMIT && lb.other === 0, `with Redis, the limit counts across both instances (${lb.through} let through, ${LIMIT} allowed)`],
    [ld.refused && ld.through <= 2 * LIMIT && ld.other === 0, `with Redis down, the limit still refuses, per instance (${ld.through} let through, at most ${2 * LIMIT})`],
    [la.refused && la.through === LIMIT && la.other === 0, `with Redis back, the limit counts across both instances again (${la.through} let through, ${LIMIT} allowed)`],
    [recovery !== undefined && recovery <= REDIS_RECOVERY_BOUND_MS, `counts shared again within ${REDIS_RECOVERY_BOUND_MS / 1000} s of Redis (${recovery === undefined ? 'never' : `${(recovery / 1000).toFixed(1)} s`})`],
  ];
} else {
  console.log('  (no redis-server on PATH: this run used REDIS_URL, a Redis it does not own, so the Redis outage phase did not run)');
}
if (embedded) {
  console.log(`Database restart run: down ${(dbDownMs / 1000).toFixed(1)} s; 503s seen ${stats.dbUnavailable}; back to serving ${recoverMs === null ? 'never' : `${(recoverMs / 1000).toFixed(1)} s`} after the database`);
}
console.log(`Writes: ${ids.length} reviews and ${acknowledgedVotes.length} votes acknowledged; ${ids.length - lostReviews} reviews and ${votesFound} votes read back.\n`);
check(stats.failedJourneys === 0, `no failed user journey (${stats.failedJourneys})`);
check(lostReviews === 0 && votesFound === acknowledgedVotes.length, `every acknowledged write is stored (lost: ${lostReviews} reviews, ${acknowledgedVotes.length - votesFound} votes)`);
check(badAggregates === 0, `company aggregates exact (${badAggregates} companies off)`);
check(badVotes === 0, `vote counts exact (${badVotes} reviews off)`);
check(badHighlights === 0, `review highlight totals exact (${badHighlights} rows off)`);
check(mailTwice === 0, `the mail outbox handled each mail once (${mailTwice} more than once)`);
for (const [ok, what] of redisChecks) check(ok, what);
if (embedded) check(recoverMs !== null && recoverMs <= 5000, `the API serves again within 5 s of the database (${recoverMs === null ? 'never' : `${(recoverMs / 1000).toFixed(1)} s`})`);

for (const c of cleanups) await c().catch(() => undefined);
fs.rmSync(work, { recursive: true, force: true });
if (failures.length) {
  const lines = logs.flat().join('').split('\n');
  const errors = lines.flatMap((l, i) => (/Unhandled error/.test(l) ? lines.slice(Math.max(0, i - 12), i + 1) : []));
  if (errors.length) console.log(`\nThe API instances' errors:\n${errors.slice(0, 10).join('\n')}`);
  console.log(`\n${failures.length} check(s) failed.`);
  process.exit(1);
}
console.log('\nAll checks passed.');
process.exit(0);
