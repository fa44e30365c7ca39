// Measures the fake-review signals on a seeded data set with planted fakes: how many planted fakes
// each rule finds and how many organic reviews it flags (false flags), in one run.
//   npm run bench:signals [-- --reviews 20000 --seed 7]
// Works in a database of its own (made beside the configured one, dropped at the end unless KEEP=1):
//   1. organic history: the scale seeder's companies, old accounts and reviews;
//   2. organic last 30 days: old accounts writing reviews from their own address (1 in 10 behind a
//      mobile carrier's shared addresses), and new accounts writing their first review, a quarter of
//      them within minutes of signing up, ratings as real sites see them;
//   3. planted fakes of each kind (below);
// then runs the detector over every review in the order they were written, as it runs live.
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { createApp } from '../dist/app.factory.js';
import { loadConfig } from '../dist/config/config.js';
import { resolveDatabase } from '../dist/database/database-url.js';
import { runMigrations } from '../dist/database/migrate.js';
import { ClientKeys } from '../dist/modules/signals/client-key.js';
import { ReviewSignals, SIGNALS } from '../dist/modules/signals/review-signals.js';
import { textBands } from '../dist/modules/signals/text-bands.js';
import { generateReview } from '../dist/seed/demo-content.js';
import { createRng } from '../dist/seed/rng.js';
import { seedDatabase } from '../dist/seed/seed-writer.js';

const { values } = parseArgs({ options: { reviews: { type: 'string' }, seed: { type: 'string' } } });
const HISTORY = Number(values.reviews ?? 20_000);
const rng = createRng(Number(values.seed ?? 7));
const DAY = 86_400_000;
const MIN = 60_000;
const now = Date.now();

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', HIGHLIGHTS_BACKFILL: 'off' }, []);
const base = await resolveDatabase(config, () => undefined);
const url = new URL(base.ownerUrl);
const name = `signals_bench_${process.pid}`;
const admin = new Client({ connectionString: base.ownerUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
url.pathname = `/${name}`;
const benchUrl = url.toString();

let app;
try {
  await runMigrations(benchUrl);
  const t0 = performance.now();
  const seeded = await seedDatabase(benchUrl, { companies: Math.max(50, Math.round(HISTORY / 20)), reviews: HISTORY, voteRate: 0, seed: 11 });
  console.log(`organic history: ${seeded.companies} companies, ${seeded.reviews} reviews, ${seeded.users} accounts (${Math.round(performance.now() - t0)} ms)`);

  app = await createApp(config, benchUrl);
  const db = app.get((await import('typeorm')).DataSource);
  const keys = app.get(ClientKeys);
  const signals = app.get(ReviewSignals);

  const companies = await db.query(`SELECT id, category FROM companies ORDER BY id`);
  const oldUsers = (await db.query(`SELECT id FROM users ORDER BY id`)).map((u) => u.id);
  const kinds = new Map(); // review id -> 'organic' | planted kind
  let userSeq = 0;
  const cgnat = Array.from({ length: 20 }, (_, i) => `100.64.0.${i + 1}`);
  let homeSeq = 0;
  const homeAddress = () => `10.${(++homeSeq >> 16) & 255}.${(homeSeq >> 8) & 255}.${homeSeq & 255}`;
  const ratingOf = () => {
    const roll = rng.next();
    return roll < 0.12 ? 1 : roll < 0.18 ? 2 : roll < 0.26 ? 3 : roll < 0.46 ? 4 : 5;
  };

  async function newUser(createdAt) {
    const n = ++userSeq;
    const [u] = await db.query(
      `INSERT INTO users (email, first_name, last_name, email_verified_at, created_at, updated_at) VALUES ($1, 'Bench', $2, $3, $3, $3) RETURNING id`,
      [`bench.${n}@signals-bench.test`, `User${n}`, new Date(createdAt)],
    );
    return u.id;
  }

  async function write(kind, { company, userId, rating, content, at, address }) {
    const text = content ?? generateReview(rng, rating, company.category).content;
    const [r] = await db.query(
      `INSERT INTO reviews (company_id, user_id, rating, title, content, verified, client_key, text_bands, created_at, updated_at)
       VALUES ($1, $2, $3, 'Bench review', $4, true, $5, $6, $7, $7) ON CONFLICT DO NOTHING RETURNING id`,
      [company.id, userId, rating, text, address ? keys.keyOf(address) : null, textBands(text), new Date(at)],
    );
    if (r) kinds.set(r.id, kind);
    return r?.id;
  }

  // 2. Organic, last 30 days.
  const mobile = new Set();
  for (let i = 0; i < HISTORY / 8; i++) {
    const n = rng.int(0, oldUsers.length - 1);
    const userId = oldUsers[n];
    if (rng.chance(0.1)) mobile.add(userId);
    await write('organic', {
      company: rng.pick(companies),
      userId,
      rating: ratingOf(),
      at: now - rng.next() * 30 * DAY,
      address: mobile.has(userId) ? rng.pick(cgnat) : `172.16.${(n >> 8) & 255}.${n & 255}`,
    });
  }
  for (let i = 0; i < HISTORY / 25; i++) {
    const signUp = now - rng.next() * 30 * DAY;
    const delay = rng.chance(0.25) ? (1 + rng.next() * 9) * MIN : (0.5 + rng.next() * 72) * 60 * MIN;
    if (signUp + delay > now) continue;
    await write('organic', {
      company: rng.pick(companies),
      userId: await newUser(signUp),
      rating: ratingOf(),
      at: signUp + delay,
      address: rng.chance(0.1) ? rng.pick(cgnat) : homeAddress(),
    });
  }

  // 3. Planted fakes.
  const target = () => companies[rng.int(0, companies.length - 1)];
  // A burst: 25 five-star reviews of one company within 12 hours, from old accounts, each from its own address.
  {
    const company = target();
    const at = now - 5 * DAY;
    for (let i = 0; i < 25; i++) await write('burst', { company, userId: rng.pick(oldUsers), rating: 5, at: at + rng.next() * 12 * 60 * MIN, address: homeAddress() });
  }
  // A farm: 8 accounts made 100 days ago, one address, five stars for one company within 3 hours.
  {
    const company = target();
    const address = homeAddress();
    const at = now - 9 * DAY;
    for (let i = 0; i < 8; i++) {
      await write('same_address', { company, userId: await newUser(now - 100 * DAY + i * MIN), rating: 5, at: at + rng.next() * 3 * 60 * MIN, address });
    }
  }
  // A cluster: 6 accounts made within 2 hours, each reviewing one company 1 to 30 hours later, each through its own address.
  {
    const company = target();
    const made = now - 14 * DAY;
    for (let i = 0; i < 6; i++) {
      const signUp = made + rng.next() * 2 * 60 * MIN;
      await write('new_account_cluster', { company, userId: await newUser(signUp), rating: rng.chance(0.5) ? 5 : 4, at: signUp + (1 + rng.next() * 29) * 60 * MIN, address: homeAddress() });
    }
  }
  // Copied text: 10 reviews from one script with one word changed, by old accounts, over 20 days, for 3 companies.
  {
    const script = generateReview(rng, 5, companies[0].category).content + ' The team went above and beyond for us and we will be back.';
    const targets = [target(), target(), target()];
    for (let i = 0; i < 10; i++) {
      const words = script.split(' ');
      words[rng.int(0, words.length - 1)] = rng.pick(['really', 'truly', 'very', 'so']);
      await write('near_duplicate', { company: targets[i % 3], userId: rng.pick(oldUsers), rating: 5, content: words.join(' '), at: now - rng.next() * 20 * DAY, address: homeAddress() });
    }
  }
  // Revenge reviews: 15 accounts each writing a 1-star review within 3 minutes of signing up, over 25 days.
  for (let i = 0; i < 15; i++) {
    const signUp = now - (1 + rng.next() * 25) * DAY;
    await write('new_account_extreme', { company: target(), userId: await newUser(signUp), rating: 1, at: signUp + (0.5 + rng.next() * 2.5) * MIN, address: homeAddress() });
  }

  // 4. The detector over every review, oldest first, as live.
  const order = await db.query(`SELECT id, created_at FROM reviews ORDER BY created_at, id`);
  const t1 = performance.now();
  for (const r of order) await db.transaction((m) => signals.evaluate(m, r.id, { flaggedAt: r.created_at }));
  const perReview = (performance.now() - t1) / order.length;

  const flags = await db.query(`SELECT review_id, signal FROM review_signals`);
  const byReview = new Map();
  for (const f of flags) byReview.set(f.review_id, [...(byReview.get(f.review_id) ?? []), f.signal]);
  const total = order.length;
  const organicTotal = total - [...kinds.values()].filter((k) => k !== 'organic').length;

  console.log(`\n${total} reviews (${organicTotal} organic, ${total - organicTotal} planted); detector ${perReview.toFixed(2)} ms a review\n`);
  console.log('planted kind          planted  found by its rule  found by any rule');
  for (const kind of SIGNALS) {
    const ids = [...kinds].filter(([, k]) => k === kind).map(([id]) => id);
    const own = ids.filter((id) => byReview.get(id)?.includes(kind)).length;
    const any = ids.filter((id) => byReview.has(id)).length;
    console.log(`${kind.padEnd(22)}${String(ids.length).padStart(7)}${String(own).padStart(19)}${String(any).padStart(19)}`);
  }
  const planted = [...kinds].filter(([, k]) => k !== 'organic');
  const found = planted.filter(([id]) => byReview.has(id)).length;
  console.log(`${'all planted'.padEnd(22)}${String(planted.length).padStart(7)}${''.padStart(19)}${String(found).padStart(19)}  (${((100 * found) / planted.length).toFixed(1)}%)`);

  console.log('\nfalse flags: organic reviews flagged, by rule');
  const organicFlagged = [...byReview].filter(([id]) => (kinds.get(id) ?? 'organic') === 'organic');
  for (const kind of SIGNALS) {
    const n = organicFlagged.filter(([, s]) => s.includes(kind)).length;
    console.log(`${kind.padEnd(22)}${String(n).padStart(7)}`);
  }
  console.log(`${'any rule'.padEnd(22)}${String(organicFlagged.length).padStart(7)}  of ${organicTotal} organic reviews (${((100 * organicFlagged.length) / organicTotal).toFixed(2)}%)`);
} finally {
  await app?.close();
  if (process.env.KEEP !== '1') await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  else console.log(`kept database ${name}`);
  await admin.end();
  await base.embedded?.stop();
}
