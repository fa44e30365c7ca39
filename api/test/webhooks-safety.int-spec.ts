// Webhooks under the conditions a review found them weak in: a review hidden or deleted before its
// deliveries went, an owner who lost the company, a slow or dead receiver, an endpoint deleted
// while an attempt is recorded, requests repeated quickly.
import { Client } from 'pg';
import { WebhooksDeletedReviewsOfDeletedCompanies1767200000000 } from '../src/database/migrations/1767200000000-webhooks-deleted-reviews-of-deleted-companies.js';
import { expectError } from './support/expect-error.js';
import { registerStaff, type TestApp, type TestUser } from './support/test-app.js';
import { deliveriesOf, type Owner, type Receiver, registerEndpoint, until, webhooksSpec } from './support/webhooks.js';

const FACTS = 'The review promotes another shop with a discount code.';
const NOT_OWNER = 'The account no longer owns this company, so this delivery was not sent.';

async function eventually(check: () => Promise<boolean>, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('webhooks: privacy, ownership, fairness, limits', () => {
  const spec = webhooksSpec();
  const { worker, owner, base, writeReview } = spec;
  let t: TestApp;
  let receiver: Receiver;
  let moderator: TestUser;
  beforeAll(async () => {
    t = spec.t;
    receiver = spec.receiver;
    moderator = await registerStaff(t);
  });
  const register = (o: Owner, path: string, events?: string[]) => registerEndpoint(o, receiver, path, events);
  const payloadsOf = async (endpointId: string): Promise<string> =>
    (await t.db.query(`SELECT payload::text AS p FROM webhook_deliveries WHERE endpoint_id = $1`, [endpointId])).map((r: { p: string }) => r.p).join('\n');

  it('sends none of a review hidden before its deliveries went, and says why on the dashboard', async () => {
    const o = await owner();
    const endpoint = await register(o, '/hidden');
    const { author, review } = await writeReview(o, 'The parcel came late and the refund later still.');
    expect((await author.agent.put(`/api/reviews/${review.id}`, { rating: 1, content: 'Still no refund after a month of waiting.' })).status).toBe(200);
    expect((await moderator.agent.post(`/api/admin/reviews/${review.id}/hide`, { reason: 'advertising', facts: FACTS })).status).toBe(200);

    expect(await worker().deliverDue()).toBe(1);
    expect(receiver.at('/hidden').map((r) => JSON.parse(r.body).type)).toEqual(['review.hidden']);
    const shown = await deliveriesOf(o, endpoint.id);
    expect(shown.map((d) => [d.event, d.state])).toEqual([
      ['review.hidden', 'delivered'],
      ['review.updated', 'superseded'],
      ['review.created', 'superseded'],
    ]);
    expect(shown[1]).toMatchObject({ attempts: 0, nextAttemptAt: null, lastError: 'A moderator hid this review before this delivery was sent, so it was not sent.' });
  });

  it('stops the pending deliveries of a review its author deletes, and keeps none of its text', async () => {
    const o = await owner();
    const endpoint = await register(o, '/deleted');
    const { author, review } = await writeReview(o, 'Words the author takes back later on.');
    expect(await worker().deliverDue()).toBe(1);
    expect((await author.agent.put(`/api/reviews/${review.id}`, { rating: 3, content: 'Second thoughts the author takes back too.' })).status).toBe(200);
    expect(await payloadsOf(endpoint.id)).toMatch(/takes back/);

    expect((await author.agent.delete(`/api/reviews/${review.id}`)).status).toBe(204);
    expect(await worker().deliverDue()).toBe(0);
    expect(receiver.at('/deleted')).toHaveLength(1);
    const shown = await deliveriesOf(o, endpoint.id);
    expect(shown.map((d) => [d.event, d.state])).toEqual([
      ['review.updated', 'superseded'],
      ['review.created', 'delivered'],
    ]);
    expect(shown[0].lastError).toBe('This review was deleted before this delivery was sent, so it was not sent.');
    // What was sent stays listed, without the review's words.
    const kept = await payloadsOf(endpoint.id);
    expect(kept).not.toMatch(/takes back|Slow refund|Rowan|User\d/);
    expect(kept).toContain(review.id);
  });

  it('stops them too when the review goes with its author’s account, deleted past the API (an erasure by hand)', async () => {
    const o = await owner();
    const endpoint = await register(o, '/erased');
    const { author, review } = await writeReview(o, 'Words erased with the account before they went out.');
    expect(await payloadsOf(endpoint.id)).toMatch(/erased with the account/);
    await t.db.query(`DELETE FROM users WHERE id = $1`, [author.user.id]);

    expect(await worker().deliverDue()).toBe(0);
    expect(receiver.at('/erased')).toHaveLength(0);
    const shown = await deliveriesOf(o, endpoint.id);
    expect(shown.map((d) => [d.event, d.state, d.lastError])).toEqual([['review.created', 'superseded', 'This review was deleted before this delivery was sent, so it was not sent.']]);
    const kept = await payloadsOf(endpoint.id);
    expect(kept).not.toMatch(/erased with the account|Slow refund/);
    expect(kept).toContain(review.id);
  });

  it('lets a company with endpoints and reviews queued for them be deleted by hand, its deliveries going with its endpoints', async () => {
    const o = await owner();
    const endpoint = await register(o, '/company-gone');
    await writeReview(o, 'Words queued when the whole company is deleted.');
    // One delivery sent, one waiting: the trigger on reviews and the cascade from the endpoints
    // meet on both in the one statement.
    expect(await worker().deliverDue()).toBe(1);
    await writeReview(o, 'More words queued when the whole company is deleted.');
    await t.db.query(`DELETE FROM companies WHERE id = $1`, [o.companyId]);
    expect(await t.db.query(`SELECT id FROM webhook_deliveries WHERE endpoint_id = $1`, [endpoint.id])).toEqual([]);
    expect(await t.db.query(`SELECT id FROM webhook_endpoints WHERE id = $1`, [endpoint.id])).toEqual([]);

    // In a transaction that changed the queued delivery first (an erasure done in several steps),
    // the company goes too.
    const again = await owner();
    await register(again, '/company-gone-too');
    await writeReview(again, 'Words touched, then deleted with their company.');
    await t.db.transaction(async (manager) => {
      await manager.query(
        `UPDATE webhook_deliveries SET next_attempt_at = now() WHERE endpoint_id IN (SELECT id FROM webhook_endpoints WHERE company_id = $1)`,
        [again.companyId],
      );
      await manager.query(`DELETE FROM companies WHERE id = $1`, [again.companyId]);
    });
    expect(await t.db.query(`SELECT id FROM companies WHERE id = $1`, [again.companyId])).toEqual([]);
  });

  it('applies the rule, once, to deliveries of reviews deleted past the API before the trigger was there', async () => {
    const o = await owner();
    const endpoint = await register(o, '/before-trigger');
    const { review } = await writeReview(o, 'Words of a review deleted by hand before the upgrade.');
    expect(await worker().deliverDue()).toBe(1);
    const { review: waiting } = await writeReview(o, 'Words still waiting when the review went by hand.');
    const { review: kept } = await writeReview(o, 'Words of a review that is still there.');
    // Deleted as a hand-run statement did before migration 1766900000000: no trigger followed it.
    await t.db.transaction(async (manager) => {
      await manager.query(`ALTER TABLE reviews DISABLE TRIGGER reviews_forget_webhook_words`);
      await manager.query(`DELETE FROM reviews WHERE id = ANY($1)`, [[review.id, waiting.id]]);
      await manager.query(`ALTER TABLE reviews ENABLE TRIGGER reviews_forget_webhook_words`);
    });
    expect(await payloadsOf(endpoint.id)).toMatch(/deleted by hand before the upgrade/);

    const runner = t.db.createQueryRunner();
    try {
      await new WebhooksDeletedReviewsOfDeletedCompanies1767200000000().up(runner);
    } finally {
      await runner.release();
    }
    const rows = await t.db.query(`SELECT review_id AS "reviewId", state, last_error AS "lastError" FROM webhook_deliveries WHERE endpoint_id = $1`, [endpoint.id]);
    const stateOf = (id: string) => rows.find((r: { reviewId: string }) => r.reviewId === id);
    expect(stateOf(review.id)).toMatchObject({ state: 'delivered', lastError: null });
    expect(stateOf(waiting.id)).toMatchObject({ state: 'superseded', lastError: 'This review was deleted before this delivery was sent, so it was not sent.' });
    expect(stateOf(kept.id)).toMatchObject({ state: 'pending' });
    const payloads = await payloadsOf(endpoint.id);
    expect(payloads).not.toMatch(/deleted by hand|still waiting/);
    expect(payloads).toMatch(/a review that is still there/);
    expect(await worker().deliverDue()).toBe(1);
    expect(receiver.at('/before-trigger').map((r) => JSON.parse(r.body).data.review.id)).toEqual([review.id, kept.id]);
  });

  it('sends nothing for an owner who lost the company or was suspended, and says why', async () => {
    const o = await owner();
    const endpoint = await register(o, '/lost');
    await writeReview(o, 'Queued while the owner still owned the company.');
    const [{ verification }] = await t.db.query(`SELECT verification FROM company_claims WHERE company_id = $1 AND status = 'verified'`, [o.companyId]);
    await t.db.query(`UPDATE company_claims SET status = 'revoked', verification = NULL WHERE company_id = $1`, [o.companyId]);
    expect(await worker().deliverDue()).toBe(0);
    expect(receiver.at('/lost')).toHaveLength(0);
    const rows = () => t.db.query(`SELECT state, last_error AS "lastError" FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY created_at`, [endpoint.id]);
    expect(await rows()).toEqual([{ state: 'failed', lastError: NOT_OWNER }]);

    await t.db.query(`UPDATE company_claims SET status = 'verified', verification = $2 WHERE company_id = $1`, [o.companyId, verification]);
    await writeReview(o, 'Queued while the owner still had the use of the account.');
    await t.db.query(`UPDATE business_accounts SET suspended_at = now() WHERE id = $1`, [o.accountId]);
    expect(await worker().deliverDue()).toBe(0);
    expect(receiver.at('/lost')).toHaveLength(0);
    expect((await rows())[1]).toEqual({ state: 'failed', lastError: NOT_OWNER });
  });

  it('keeps other endpoints waiting for no slow one, and sends at most two at once to each', async () => {
    const o = await owner();
    const slow = await register(o, '/slow');
    const fast = await register(o, '/fast');
    receiver.answer('/slow', () => ({ status: 200, delayMs: 600 }));
    // The slow endpoint's are due first: a whole batch of them.
    await t.db.query(`INSERT INTO webhook_deliveries (endpoint_id, event_type, review_id, payload, next_attempt_at) SELECT $1, 'review.created', gen_random_uuid(), '{}', now() - interval '1 minute' FROM generate_series(1, 12)`, [
      slow.id,
    ]);
    await t.db.query(`INSERT INTO webhook_deliveries (endpoint_id, event_type, review_id, payload) VALUES ($1, 'review.created', gen_random_uuid(), '{}')`, [fast.id]);
    const run = worker().deliverDue();
    await until(() => receiver.at('/fast').length === 1);
    // It went while the first of the slow ones were still unanswered.
    expect(receiver.at('/slow').length).toBeLessThanOrEqual(2);
    expect(await run).toBe(13);
    expect(receiver.at('/slow')).toHaveLength(12);
    expect(receiver.mostAtOnce('/slow')).toBe(2);
  });

  it('deletes an endpoint while an attempt on its delivery is being recorded, without a deadlock', async () => {
    const o = await owner();
    const endpoint = await register(o, '/race');
    const ping = (await o.agent.post(`${base(o)}/${endpoint.id}/test`)).body;
    const recorder = new Client({ connectionString: t.url });
    const watcher = new Client({ connectionString: t.url });
    await recorder.connect();
    await watcher.connect();
    try {
      // As recordAttempt does: the delivery first...
      await recorder.query('BEGIN');
      await recorder.query(`UPDATE webhook_deliveries SET attempts = attempts + 1 WHERE id = $1`, [ping.id]);
      const removal = o.agent.delete(`${base(o)}/${endpoint.id}`);
      // (the deletion now waits for the delivery's lock)
      await eventually(async () => (await watcher.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rowCount! > 0);
      // ...then its endpoint.
      await recorder.query(`UPDATE webhook_endpoints SET last_attempt_at = now() WHERE id = $1`, [endpoint.id]);
      await recorder.query('COMMIT');
      expect((await removal).status).toBe(204);
    } finally {
      await recorder.end();
      await watcher.end();
    }
    expect(await t.db.query(`SELECT 1 FROM webhook_deliveries WHERE endpoint_id = $1`, [endpoint.id])).toHaveLength(0);
  });

  it('queues one test event at a time even when asked for several at once', async () => {
    const o = await owner();
    const endpoint = await register(o, '/pings');
    const answers = await Promise.all(Array.from({ length: 6 }, () => o.agent.post(`${base(o)}/${endpoint.id}/test`)));
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expectError(a, 409, /still waiting to be delivered/);
  });

  it('limits how many endpoints an account adds and how many test events it sends in an hour', async () => {
    const o = await owner();
    for (let i = 0; i < 30; i++) expect((await o.agent.post(base(o), { url: '', events: ['review.created'] })).status).toBe(400);
    const refused = await o.agent.post(base(o), { url: receiver.url('/limited'), events: ['review.created'] });
    expectError(refused, 429, /^You have added many webhook endpoints in the last hour\. Please try again later\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const other = await owner();
    const endpoint = await register(other, '/tests');
    for (let i = 0; i < 30; i++) expect([202, 409]).toContain((await other.agent.post(`${base(other)}/${endpoint.id}/test`)).status);
    expectError(await other.agent.post(`${base(other)}/${endpoint.id}/test`), 429, /^You have sent many test events in the last hour\. Please try again later\.$/);
  });
});
