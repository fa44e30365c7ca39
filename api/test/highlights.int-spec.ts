// Review highlights (issue 21, item 4): "What reviewers say" on a company's page. Reviews with
// sentences whose aspects and polarities are known (aspect-extraction.spec.ts) are written
// straight to the database, read by the backfill, then changed through every path a review
// changes by; each answer is compared with the exact counts and quotes, and the kept totals with a recount.
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import passport from 'passport';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/config.js';
import { ConsumerSessionStrategy } from '../src/modules/auth/index.js';
import { BusinessSessionStrategy } from '../src/modules/business/index.js';
import { HotReadCache } from '../src/modules/hot-reads/hot-read-cache.js';
import { backfillHighlights, HighlightsBackfill } from '../src/modules/highlights/index.js';
import { HighlightsRepository } from '../src/modules/highlights/highlights.repository.js';
import { expectError } from './support/expect-error.js';
import { expectTotalsExact as expectHighlightsExact, writeReviews as writeReviewsPastTheApi } from './support/highlights.js';
import { createCompany, createTestApp, registerStaff, registerUser, SITE, type TestApp, type TestUser } from './support/test-app.js';

const FACTS = 'The review names a competitor’s discount code.';
const GREAT = 'The delivery was great.';
const AWFUL = 'The delivery was awful.';
const RUDE = 'The staff were rude.';

/** Twenty reviews, oldest first: delivery 10 (6 positive, 3 negative), staff 6 (2, 4), price 4 (no opinion), packaging 2. */
const BASE: string[] = [
  ...Array(6).fill(GREAT),
  ...Array(3).fill(`${AWFUL} ${RUDE}`),
  `The delivery came on Tuesday. ${RUDE}`,
  ...Array(2).fill('The staff were friendly.'),
  ...Array(4).fill('The prices went up.'),
  ...Array(2).fill('The packaging was lovely.'),
  ...Array(2).fill('It was fine.'),
];

/**
 * The shares as shown: whole percents of positive, negative and neutral mentions that make 100
 * (rounded down, then a point each to the largest fractions; on a tie the larger part, then the
 * earlier), so that positive and negative never add up to more than 100.
 */
function percents(positive: number, negative: number, mentions: number) {
  const parts = [positive, negative, mentions - positive - negative];
  const shown = parts.map((p) => Math.floor((100 * p) / mentions));
  const fraction = (i: number) => (100 * parts[i]) / mentions - shown[i];
  const order = [0, 1, 2].sort((a, b) => fraction(b) - fraction(a) || parts[b] - parts[a] || a - b);
  for (const i of order.slice(0, 100 - shown[0] - shown[1] - shown[2])) shown[i]++;
  return { positivePercent: shown[0], negativePercent: shown[1] };
}

describe('review highlights', () => {
  let t: TestApp;
  let companyId: string;
  let base: { id: string; userId: string }[];
  let moderator: TestUser;
  let secondModerator: TestUser;

  const highlights = async (id = companyId) => (await t.agent().get(`/api/companies/${id}/highlights`)).body;
  const backfill = () => t.app.get(HighlightsBackfill).run();

  const writeReviews = (company: string, contents: string[], ratings?: number[]) => writeReviewsPastTheApi(t, company, contents, ratings);
  const expectTotalsExact = () => expectHighlightsExact(t);

  const aspect = (name: string, positive: number, negative: number, mentions: number, quoteId: string, text: string) => ({
    name,
    mentions,
    positive,
    negative,
    ...percents(positive, negative, mentions),
    quote: { reviewId: quoteId, text },
  });
  const delivery = (positive: number, negative: number, mentions: number, quoteId: string, text: string) => aspect('delivery', positive, negative, mentions, quoteId, text);

  beforeAll(async () => {
    // The backfill runs when the test says (at start it would race the reviews written below).
    t = await createTestApp({ HIGHLIGHTS_BACKFILL: 'off' });
    [moderator, secondModerator] = await Promise.all([registerStaff(t), registerStaff(t)]);
    companyId = (await createCompany(await registerUser(t))).id;
    base = await writeReviews(companyId, BASE);
  });
  afterAll(() => t.close());

  it('reads the reviews written past the API in the background, once', async () => {
    expect(await highlights()).toEqual({ companyId, reviewCount: 0, minimumReviews: 20, enough: false, aspects: [] });
    expect(await backfill()).toBe(20);
    expect(await backfill()).toBe(0);
    // The newest positive mention of delivery (the majority), the newest negative one of staff.
    expect(await highlights()).toEqual({
      companyId,
      reviewCount: 20,
      minimumReviews: 20,
      enough: true,
      aspects: [
        delivery(6, 3, 10, base[5].id, GREAT),
        { name: 'staff', mentions: 6, positive: 2, negative: 4, positivePercent: 33, negativePercent: 67, quote: { reviewId: base[9].id, text: RUDE } },
      ],
    });
    // The page links a quote to the company's reviews searched for its words as a phrase: its review comes first.
    const searched = (await t.agent().get(`/api/companies/${companyId}?search=${encodeURIComponent(`"${GREAT}"`)}`)).body;
    expect(searched.reviews.map((r: { id: string }) => r.id)).toEqual(base.slice(0, 6).map((r) => r.id).reverse());
    // Price (no opinion in its mentions) and packaging (two mentions) are not shown, yet counted.
    const kept = await t.db.query(`SELECT aspect, mentions, positive, negative FROM highlight_aspects WHERE company_id = $1 ORDER BY aspect`, [companyId]);
    expect(kept).toEqual([
      { aspect: 'delivery', mentions: 10, positive: 6, negative: 3 },
      { aspect: 'packaging', mentions: 2, positive: 2, negative: 0 },
      { aspect: 'price', mentions: 4, positive: 0, negative: 0 },
      { aspect: 'staff', mentions: 6, positive: 2, negative: 4 },
    ]);
    await expectTotalsExact();
  });

  it('moves exactly as a review is written, edited, hidden, restored and deleted', async () => {
    const author = await registerUser(t, { verified: true });
    const written = await author.agent.post('/api/reviews', { companyId, rating: 5, title: 'Lovely', content: `${GREAT} The packaging was lovely.` });
    expect(written.status).toBe(201);
    const id = written.body.id;
    const packaging = (mentions: number, quoteId: string) => ({
      name: 'packaging',
      mentions,
      positive: mentions,
      negative: 0,
      positivePercent: 100,
      negativePercent: 0,
      quote: { reviewId: quoteId, text: 'The packaging was lovely.' },
    });
    const staff = { name: 'staff', mentions: 6, positive: 2, negative: 4, positivePercent: 33, negativePercent: 67, quote: { reviewId: base[9].id, text: RUDE } };
    expect((await highlights()).aspects).toEqual([delivery(7, 3, 11, id, GREAT), staff, packaging(3, id)]);
    expect((await highlights()).reviewCount).toBe(21);

    // An edit reads the review again: the rating alone changes no mention here, new text replaces them.
    expect((await author.agent.put(`/api/reviews/${id}`, { rating: 4 })).status).toBe(200);
    expect((await highlights()).aspects[0]).toEqual(delivery(7, 3, 11, id, GREAT));
    expect((await author.agent.put(`/api/reviews/${id}`, { content: `${AWFUL} The packaging was lovely.` })).status).toBe(200);
    expect((await highlights()).aspects).toEqual([delivery(6, 4, 11, base[5].id, GREAT), staff, packaging(3, id)]);
    await expectTotalsExact();

    expect((await moderator.agent.post(`/api/admin/reviews/${id}/hide`, { reason: 'advertising', facts: FACTS })).status).toBe(200);
    expect(await highlights()).toMatchObject({ reviewCount: 20, aspects: [delivery(6, 3, 10, base[5].id, GREAT), staff] });
    await expectTotalsExact();

    expect((await secondModerator.agent.post(`/api/admin/reviews/${id}/restore`, { facts: 'The code is the shop’s own.' })).status).toBe(200);
    expect(await highlights()).toMatchObject({ reviewCount: 21, aspects: [delivery(6, 4, 11, base[5].id, GREAT), staff, packaging(3, id)] });
    await expectTotalsExact();

    expect((await author.agent.delete(`/api/reviews/${id}`)).status).toBe(204);
    expect(await highlights()).toMatchObject({ reviewCount: 20, aspects: [delivery(6, 3, 10, base[5].id, GREAT), staff] });
    expect(await t.db.query(`SELECT 1 FROM highlight_reviews WHERE review_id = $1 UNION ALL SELECT 1 FROM highlight_mentions WHERE review_id = $1`, [id])).toEqual([]);
    await expectTotalsExact();
  });

  it('stays exact when a deleted account takes its reviews along, and shows nothing below the minimum', async () => {
    // The author of an "awful delivery, rude staff" review goes: its rows go by cascade.
    await t.db.query(`DELETE FROM users WHERE id = $1`, [base[6].userId]);
    await expectTotalsExact();
    expect(await highlights()).toEqual({ companyId, reviewCount: 19, minimumReviews: 20, enough: false, aspects: [] });
    const kept = await t.db.query(`SELECT aspect, mentions, positive, negative FROM highlight_aspects WHERE company_id = $1 AND aspect IN ('delivery', 'staff') ORDER BY aspect`, [
      companyId,
    ]);
    expect(kept).toEqual([
      { aspect: 'delivery', mentions: 9, positive: 6, negative: 2 },
      { aspect: 'staff', mentions: 5, positive: 2, negative: 3 },
    ]);
  });

  it('is read by several instances at once without reading a review twice, and goes with its company', async () => {
    const other = (await createCompany(await registerUser(t))).id;
    const many = await writeReviews(other, Array.from({ length: 450 }, (_, i) => (i % 3 === 0 ? AWFUL : GREAT)));
    // Two instances' backfills at once: each batch locks its reviews, the other skips them.
    const repository = t.app.get(HighlightsRepository);
    const [a, b] = await Promise.all([backfillHighlights(t.db, repository), backfillHighlights(t.db, repository)]);
    expect(a + b).toBe(450);
    expect(await t.db.query(`SELECT count(*)::int AS n FROM highlight_reviews WHERE company_id = $1`, [other])).toEqual([{ n: 450 }]);
    expect((await highlights(other)).aspects).toEqual([delivery(300, 150, 450, many[449].id, GREAT)]);
    await expectTotalsExact();

    await t.db.query(`DELETE FROM companies WHERE id = $1`, [other]);
    await expectTotalsExact();
    const left = await t.db.query(
      `SELECT (SELECT count(*) FROM highlight_reviews WHERE company_id = $1)::int + (SELECT count(*) FROM highlight_mentions WHERE company_id = $1)::int
            + (SELECT count(*) FROM highlight_aspects WHERE company_id = $1)::int + (SELECT count(*) FROM highlight_companies WHERE company_id = $1)::int AS n`,
      [other],
    );
    expect(left).toEqual([{ n: 0 }]);
  });

  it('stops between two batches when its instance shuts down, before the database closes; a later run reads the rest', async () => {
    const other = (await createCompany(await registerUser(t))).id;
    await writeReviews(other, Array.from({ length: 1200 }, (_, i) => (i % 3 === 0 ? AWFUL : GREAT)));
    const unread = async (): Promise<number> => (await t.db.query(`SELECT count(*)::int AS n FROM highlight_unread`))[0].n;
    const queued = await unread();
    expect(queued).toBeGreaterThanOrEqual(1200);
    const warned = jest.spyOn(Logger.prototype, 'warn');
    // Another instance, with the backfill on as in production: it starts at once, in batches of
    // 200 with a rest after each.
    const instance = await createApp(loadConfig({ LOG_LEVEL: 'silent', SITE_URL: SITE, DEMO_MODE: '1' }, []), t.url);
    let left: number;
    try {
      for (let waited = 0; (await unread()) === queued; waited += 20) {
        if (waited > 10_000) throw new Error('The backfill did not start');
        await sleep(20);
      }
      await instance.close();
      left = await unread();
      expect(left).toBeGreaterThan(0);
      // Nothing of it runs on: no batch after the close, nor a failure against its closed pool.
      await sleep(1500);
      expect(await unread()).toBe(left);
      expect(warned.mock.calls.flat().join('\n')).not.toMatch(/highlights|failed/i);
    } finally {
      warned.mockRestore();
      await instance.close().catch(() => undefined);
      // Passport keeps one strategy per name in the process: give them back to the test's app.
      passport.use('consumer-session', t.app.get(ConsumerSessionStrategy));
      passport.use('business-session', t.app.get(BusinessSessionStrategy));
    }
    expect(await backfill()).toBe(left);
    expect(await unread()).toBe(0);
    await expectTotalsExact();
    await t.db.query(`DELETE FROM companies WHERE id = $1`, [other]);
  });

  it('quotes what a reader agrees with: stars that agree first, then the strongest sentence, then the newest', async () => {
    const tours = (await createCompany(await registerUser(t))).id;
    const LOVELY = 'The guide was lovely.'; // strength 0.813
    const GREAT_GUIDE = 'The guide was great.'; // 0.6
    const SHORT = 'The guide fell well short of what was promised.'; // negative, though its words read well
    const [DIRTY, AWFUL_COACH, FILTHY] = ['The coach was dirty.', 'The coach was awful.', 'The coach was filthy.']; // 0.4, 0.6, 0.292
    const [GOOD_HOTEL, AWFUL_HOTEL] = ['The hotel was good.', 'The hotel was awful.'];
    const [r, reviews] = [
      [5, 5, 4, 2, 1, 3, 1, 3, 2, 5, 5, 3, 3],
      [GREAT_GUIDE, LOVELY, GREAT_GUIDE, LOVELY, SHORT, LOVELY, DIRTY, AWFUL_COACH, FILTHY, 'The coach was lovely.', GOOD_HOTEL, AWFUL_HOTEL, 'The hotel is on the corner.'],
    ];
    const q = await writeReviews(tours, [...reviews, ...Array(7).fill('It was fine.')], r);
    await backfill();
    expect((await highlights(tours)).reviewCount).toBe(20);
    // Guide: the strongest of the agreeing stars, older than a weaker one and than strong ones whose stars disagree.
    // Coach (negative): the stronger of the agreeing, not the strongest (3 stars) nor the newest. Hotel (a tie): agreeing stars, not the newer.
    expect((await highlights(tours)).aspects).toEqual([
      aspect('guide', 5, 1, 6, q[1].id, LOVELY),
      aspect('coach', 1, 3, 4, q[6].id, DIRTY),
      aspect('hotel', 1, 1, 3, q[10].id, GOOD_HOTEL),
    ]);

    // A newer, as strong sentence with 3 stars is not the quote; with 5 it is; with 1 it is not again.
    const author = await registerUser(t, { verified: true });
    const id = (await author.agent.post('/api/reviews', { companyId: tours, rating: 3, title: 'Fine', content: LOVELY })).body.id;
    const guideNow = (quoteId: string) => aspect('guide', 6, 1, 7, quoteId, LOVELY);
    expect((await highlights(tours)).aspects[0]).toEqual(guideNow(q[1].id));
    expect((await author.agent.put(`/api/reviews/${id}`, { rating: 5 })).status).toBe(200);
    expect((await highlights(tours)).aspects[0]).toEqual(guideNow(id));
    expect((await author.agent.put(`/api/reviews/${id}`, { rating: 1 })).status).toBe(200);
    expect((await highlights(tours)).aspects[0]).toEqual(guideNow(q[1].id));
    // The title is read too: a new title alone adds its aspect.
    expect((await author.agent.put(`/api/reviews/${id}`, { title: 'Comfortable coach' })).status).toBe(200);
    expect((await highlights(tours)).aspects.map((a: { name: string; mentions: number }) => [a.name, a.mentions])).toEqual([
      ['guide', 7],
      ['coach', 5],
      ['hotel', 3],
    ]);
    await expectTotalsExact();
  });

  it('shows shares that never add up to more than 100%: 1 positive and 7 negative of 8 mentions read 12% and 88%', async () => {
    const shop = (await createCompany(await registerUser(t))).id;
    await writeReviews(shop, [GREAT, ...Array(7).fill(AWFUL), ...Array(12).fill('It was fine.')]);
    await backfill();
    const [shown] = (await highlights(shop)).aspects;
    expect(shown).toMatchObject({ name: 'delivery', mentions: 8, positive: 1, negative: 7, positivePercent: 12, negativePercent: 88 });
    // Rounded one at a time they would read 13% and 88%: 101%.
  });

  it('keeps in memory the answer to the plain path only: a loop over query strings or spellings of the id evicts nothing', async () => {
    const cache = t.app.get(HotReadCache);
    const path = `/api/companies/${companyId}/highlights`;
    const plain = await t.agent().get(path);
    expect(plain.status).toBe(200);
    expect(cache.get(path)?.etag).toBe(plain.headers.etag);
    const variants = [
      ...[1, 2, 3].map((n) => `${path}?n=${n}`),
      `/api/companies/${companyId.toUpperCase()}/highlights`,
      // The first character of the id percent-encoded ("%61" is "a", "%30" is "0"): the same id to the router.
      `/api/companies/%${companyId.charCodeAt(0).toString(16)}${companyId.slice(1)}/highlights`,
    ];
    for (const url of variants) {
      const varied = await t.agent().get(url);
      expect(varied.body).toEqual(plain.body);
      expect(cache.get(url)).toBeUndefined();
    }
  });

  it('answers 404 for a company that does not exist', async () => {
    expectError(await t.agent().get(`/api/companies/${randomUUID()}/highlights`), 404, /Company not found/);
    expectError(await t.agent().get('/api/companies/not-an-id/highlights'), 404, /Company not found/);
  });
});
