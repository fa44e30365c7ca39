// Editing a review: an author's edits are limited per review and per account, and an edit that
// changes nothing does nothing.
import { expectError } from './support/expect-error.js';
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

  it('that changes nothing writes nothing: the review answered as it is, no review.updated, updatedAt kept', async () => {
    const shop = await verifiedOwner(t, owner);
    await registerEndpoint(shop, receiver, '/edits');
    const author = await registerUser(t, { verified: true });
    const id = await write(author, shop.companyId);
    const deliveries = async () =>
      (await t.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE review_id = $1 AND event_type = 'review.updated'`, [id]))[0].n;
    const before = await review(id);
    const shown = (await t.agent().get(`/api/reviews/${id}`)).body;

    for (const body of [{}, { rating: 4 }, { title: 'Worth it', content: GREAT, topic: 'Delivery' }, { rating: 4, title: '  Worth it  ' }]) {
      const res = await author.agent.put(`/api/reviews/${id}`, body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(shown);
    }
    expect(await review(id)).toEqual(before);
    expect(await deliveries()).toBe(0);

    // New stars, new words: each announced.
    expect((await author.agent.put(`/api/reviews/${id}`, { rating: 2 })).body.updatedAt).not.toBe(shown.updatedAt);
    expect(await deliveries()).toBe(1);
    expect((await author.agent.put(`/api/reviews/${id}`, { content: AWFUL })).status).toBe(200);
    expect(await deliveries()).toBe(2);
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
});
