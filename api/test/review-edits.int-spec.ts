// Editing a review: an author's edits are limited per review and per account, an edit that
// changes nothing does nothing, and the review highlights read an edited review's new words once
// the edit has committed, in their reading thread, ending exactly as reading them inline would.
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { readReview } from '../src/modules/highlights/aspect-extraction.js';
import { HighlightsReader } from '../src/modules/highlights/highlights-reader.js';
import { HighlightsBackfill } from '../src/modules/highlights/index.js';
import { expectError } from './support/expect-error.js';
import { expectTotalsExact, writeReviews } from './support/highlights.js';
import { createCompany, createTestApp, registerUser, type TestApp, type TestUser } from './support/test-app.js';
import { registerEndpoint, type Receiver, startReceiver, verifiedOwner, WEBHOOK_ENV } from './support/webhooks.js';

const GREAT = 'The delivery was great. The staff were friendly.';
const AWFUL = 'The delivery was awful. The packaging was torn.';

describe('review edits', () => {
  let t: TestApp;
  let receiver: Receiver;
  let owner: TestUser;

  const review = async (id: string) =>
    (await t.db.query(`SELECT r.title, r.content, r.rating, r.updated_at AS "updatedAt", c.name AS "companyName", r.company_id AS "companyId" FROM reviews r JOIN companies c ON c.id = r.company_id WHERE r.id = $1`, [id]))[0];
  /** The review's kept aspects, as reading its words inline gives them. */
  const kept = async (id: string) =>
    t.db.query(`SELECT aspect, polarity, sentence, strength FROM highlight_mentions WHERE review_id = $1 ORDER BY aspect`, [id]);
  const readInline = async (id: string) => {
    const r = await review(id);
    return readReview({ id, ...r })
      .mentions.map(({ aspect, polarity, sentence, strength }) => ({ aspect, polarity, sentence, strength }))
      .sort((a, b) => (a.aspect < b.aspect ? -1 : 1));
  };
  const unread = async (id: string) => (await t.db.query(`SELECT claimed_until AS "claimedUntil" FROM highlight_unread WHERE review_id = $1`, [id]))[0];
  const write = async (author: TestUser, companyId: string, content = GREAT) => {
    const res = await author.agent.post('/api/reviews', { companyId, rating: 4, title: 'Worth it', content, topic: 'Delivery' });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp({ ...WEBHOOK_ENV, HIGHLIGHTS_BACKFILL: 'off' });
    receiver = await startReceiver();
    owner = await registerUser(t, { verified: true });
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  afterEach(() => jest.restoreAllMocks());

  it('that changes nothing writes nothing: the review answered as it is, no review.updated, no reading, updatedAt kept', async () => {
    const shop = await verifiedOwner(t, owner);
    await registerEndpoint(shop, receiver, '/edits');
    const author = await registerUser(t, { verified: true });
    const id = await write(author, shop.companyId);
    // What the review.updated deliveries carry: edits not sent yet join into one (its data the newest).
    const announced = async () =>
      t.db.query(
        `SELECT (payload->'review'->>'rating')::int AS rating, payload->'review'->>'content' AS content FROM webhook_deliveries WHERE review_id = $1 AND event_type = 'review.updated'`,
        [id],
      );
    const reads = jest.spyOn(t.app.get(HighlightsReader), 'read');
    const before = await review(id);
    const shown = (await t.agent().get(`/api/reviews/${id}`)).body;

    for (const body of [{}, { rating: 4 }, { title: 'Worth it', content: GREAT, topic: 'Delivery' }, { rating: 4, title: '  Worth it  ' }]) {
      const res = await author.agent.put(`/api/reviews/${id}`, body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(shown);
    }
    expect(await review(id)).toEqual(before);
    expect(await announced()).toEqual([]);
    expect(reads).not.toHaveBeenCalled();

    // New stars: announced, the words not read again. New words: announced and read again.
    expect((await author.agent.put(`/api/reviews/${id}`, { rating: 2 })).body.updatedAt).not.toBe(shown.updatedAt);
    expect(await announced()).toEqual([{ rating: 2, content: GREAT }]);
    expect(reads).not.toHaveBeenCalled();
    expect((await author.agent.put(`/api/reviews/${id}`, { content: AWFUL })).status).toBe(200);
    expect(await announced()).toEqual([{ rating: 2, content: AWFUL }]);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(await kept(id)).toEqual(await readInline(id));
  });

  it("are limited per review and per account, with a sentence and Retry-After; another account's attempts spend none of the author's", async () => {
    const author = await registerUser(t, { verified: true });
    const companies = await Promise.all([1, 2, 3, 4].map(() => createCompany(owner)));
    const ids = [];
    for (const c of companies) ids.push(await write(author, c.id));
    const stranger = await registerUser(t, { verified: true });
    for (let i = 0; i < 20; i++) expectError(await stranger.agent.put(`/api/reviews/${ids[0]}`, { rating: 1 }), 403);
    expectError(await stranger.agent.put(`/api/reviews/${ids[0]}`, { rating: 1 }), 429, /edited this review many times/);

    // Twenty edits of one review an hour, each a change or not.
    for (let i = 0; i < 20; i++) expect((await author.agent.put(`/api/reviews/${ids[0]}`, { rating: 1 + (i % 5) })).status).toBe(200);
    const refused = await author.agent.put(`/api/reviews/${ids[0].toUpperCase()}`, { rating: 3 });
    expectError(refused, 429, /^You have edited this review many times in the last hour\. Please try again later\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);

    // Sixty an hour of all of the account's reviews: 21 so far (the refused one counted too), 39 more.
    for (const [id, edits] of [[ids[1], 20], [ids[2], 19]] as const) {
      for (let i = 0; i < edits; i++) expect((await author.agent.put(`/api/reviews/${id}`, { rating: 1 + (i % 5) })).status).toBe(200);
    }
    expectError(await author.agent.put(`/api/reviews/${ids[3]}`, { rating: 3 }), 429, /^You have edited your reviews many times in the last hour\. Please try again later\.$/);
    // Reading it goes on.
    expect((await author.agent.get(`/api/reviews/${ids[3]}`)).status).toBe(200);
  });

  it("new words that commit while an earlier reading holds the review's claim are read too, even when their own reading found that claim and stopped", async () => {
    const company = await createCompany(owner);
    const author = await registerUser(t, { verified: true });
    const id = await write(author, company.id);
    const reader = t.app.get(HighlightsReader);
    const read = reader.read.bind(reader);
    let first = true;
    jest.spyOn(reader, 'read').mockImplementation(async (claimed) => {
      if (first) {
        first = false;
        // While this reading runs, other words commit, and their reading meets this claim (taken
        // again as they committed) and stops: the claim stays this reading's.
        const [{ until }] = await t.db.query(`SELECT claimed_until::text AS until FROM highlight_unread WHERE review_id = $1`, [id]);
        await t.db.query(`UPDATE reviews SET content = 'The courier was rude.' WHERE id = $1`, [id]);
        await t.db.query(`UPDATE highlight_unread SET claimed_until = $2::timestamptz WHERE review_id = $1`, [id, until]);
      }
      return read(claimed);
    });
    expect((await author.agent.put(`/api/reviews/${id}`, { content: AWFUL })).status).toBe(200);
    expect((await review(id)).content).toBe('The courier was rude.');
    expect(await kept(id)).toEqual(await readInline(id));
    expect((await kept(id)).map((m: { aspect: string }) => m.aspect)).toContain('courier');
    expect(await unread(id)).toBeUndefined();
    await expectTotalsExact(t);
  });

  it('are read by the highlights once committed, in their reading thread, ending exactly as reading the words inline', async () => {
    const company = await createCompany(owner);
    const author = await registerUser(t, { verified: true });
    const reads = jest.spyOn(t.app.get(HighlightsReader), 'read');
    const id = await write(author, company.id);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(await kept(id)).toEqual(await readInline(id));
    expect((await author.agent.put(`/api/reviews/${id}`, { title: 'Comfortable coach', content: AWFUL })).status).toBe(200);
    expect(await kept(id)).toEqual(await readInline(id));
    expect((await kept(id)).map((m: { aspect: string }) => m.aspect)).toEqual(['coach', 'delivery', 'packaging']);
    expect(await unread(id)).toBeUndefined();

    // Edits at once: whichever committed last, its words are those read.
    const texts = ['The refund was quick.', 'The courier was rude.', 'The app kept crashing.', 'The price was fair.', 'The support team was helpful.'];
    const results = await Promise.all(texts.map((content) => author.agent.put(`/api/reviews/${id}`, { content })));
    expect(results.map((r) => r.status)).toEqual(texts.map(() => 200));
    expect(texts).toContain((await review(id)).content);
    expect(await kept(id)).toEqual(await readInline(id));
    expect(await unread(id)).toBeUndefined();
    await expectTotalsExact(t);
  });

  it('leave a review whose reading runs past its budget read, with no aspects, and a warning that names it', async () => {
    const company = await createCompany(owner);
    const author = await registerUser(t, { verified: true });
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const budget = t.config.highlightsReadingBudgetMs;
    t.config.highlightsReadingBudgetMs = 0;
    try {
      const id = await write(author, company.id);
      expect(await t.db.query(`SELECT visible FROM highlight_reviews WHERE review_id = $1`, [id])).toEqual([{ visible: true }]);
      expect(await kept(id)).toEqual([]);
      expect(await unread(id)).toBeUndefined();
      expect(warned.mock.calls.flat().join('\n')).toContain(`Review ${id}: reading its aspects took longer than 0 ms, so it is kept with none.`);
      // The backfill's reading has the same budget.
      const [past] = await writeReviews(t, company.id, [GREAT]);
      expect(await t.app.get(HighlightsBackfill).run()).toBe(1);
      expect(await kept(past.id)).toEqual([]);
      expect(warned.mock.calls.flat().join('\n')).toContain(`Review ${past.id}: reading its aspects took longer than 0 ms`);
    } finally {
      t.config.highlightsReadingBudgetMs = budget;
    }
    await expectTotalsExact(t);
  });

  it('are read by a backfill that, told to stop, ends after the reading under way and keeps what it read; a later run reads the rest', async () => {
    const company = await createCompany(owner);
    const past = await writeReviews(t, company.id, [GREAT, AWFUL, GREAT, AWFUL, GREAT]);
    const reader = t.app.get(HighlightsReader);
    const read = reader.read.bind(reader);
    const stop = new AbortController();
    // Each reading as slow as one that takes its whole budget; the stop comes during the second.
    const reads = jest.spyOn(reader, 'read').mockImplementation(async (review) => {
      if (reads.mock.calls.length === 2) stop.abort();
      await new Promise((r) => setTimeout(r, 200));
      return read(review);
    });
    const backfill = t.app.get(HighlightsBackfill);
    expect(await backfill.run(0, stop.signal)).toBe(2);
    const readFirst = reads.mock.calls.map(([review]) => review.id);
    expect(readFirst).toHaveLength(2);
    for (const id of readFirst) expect(await kept(id)).toEqual(await readInline(id));
    // The rest stays claimed for the run that claimed it; once that claim ends, a later run reads them.
    const rest = past.map((r) => r.id).filter((id) => !readFirst.includes(id));
    expect(await t.db.query(`SELECT count(*)::int AS n FROM highlight_unread WHERE review_id = ANY ($1) AND claimed_until > now()`, [rest])).toEqual([{ n: 3 }]);
    await t.db.query(`UPDATE highlight_unread SET claimed_until = NULL WHERE review_id = ANY ($1)`, [past.map((r) => r.id)]);
    expect(await backfill.run()).toBe(3);
    for (const { id } of past) expect(await kept(id)).toEqual(await readInline(id));
    await expectTotalsExact(t);
  });

  it('leave a review whose reading cannot be made unread, for the backfill (at start, after a restart) to read as inline', async () => {
    const company = await createCompany(owner);
    const author = await registerUser(t, { verified: true });
    const id = await write(author, company.id);
    jest.spyOn(t.app.get(HighlightsReader), 'read').mockRejectedValueOnce(new Error('Task queue is at limit'));
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    expect((await author.agent.put(`/api/reviews/${id}`, { content: AWFUL })).status).toBe(200);
    expect(await unread(id)).toEqual({ claimedUntil: null });
    expect(await t.db.query(`SELECT 1 FROM highlight_reviews WHERE review_id = $1`, [id])).toEqual([]);
    await expectTotalsExact(t);
    expect(await t.app.get(HighlightsBackfill).run()).toBe(1);
    expect(await kept(id)).toEqual(await readInline(id));
    expect(await unread(id)).toBeUndefined();
    await expectTotalsExact(t);
  });
});
