// Webhooks and the day each delivery has from its event: an endpoint turned off after failing
// holds what waits for it (events too) instead of failing it, and sends it when turned back on
// within its day; past its day a delivery expires, held or claimed again and again with no attempt
// recorded; and no attempt outlasts the lease it was claimed under. This file's app claims under a
// short lease (WebhookTestTiming), so a lease runs out in seconds.
import { jest } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebhookDeliveriesRepository } from '../src/modules/webhooks/webhook-deliveries.repository.js';
import { expectError } from './support/expect-error.js';
import { registerUser, type TestApp } from './support/test-app.js';
import { deliveriesOf, type Owner, type Receiver, registerEndpoint, webhooksSpec } from './support/webhooks.js';

/** Instead of production's minute; an attempt gets a third of it at most: 2 seconds. */
const LEASE_MS = 6000;

// What the dashboard shows, as a business reads it.
const HELD = 'Held while this endpoint is turned off: it is sent if the endpoint is turned back on within a day of the event.';
const EXPIRED_WHILE_OFF = 'Expired: this endpoint was still turned off a day after the event, so no further attempt was made.';
const EXPIRED = 'Expired: a day has passed since the event without a delivery, so no further attempt was made.';

describe('webhooks: a day per delivery, whatever happens to its endpoint', () => {
  const spec = webhooksSpec({ leaseMs: LEASE_MS });
  const { worker, owner, base } = spec;
  let t: TestApp;
  let receiver: Receiver;
  beforeAll(() => {
    t = spec.t;
    receiver = spec.receiver;
  });
  const listed = async (o: Owner, id: string) => (await o.agent.get(base(o))).body.find((e: { id: string }) => e.id === id);
  const shown = async (o: Owner, endpointId: string, id: string) => (await deliveriesOf(o, endpointId)).find((d) => d.id === id);

  async function writeReview(o: Owner, content: string): Promise<{ review: { id: string }; deliveryId: string }> {
    const author = await registerUser(t, { verified: true });
    const res = await author.agent.post('/api/reviews', { companyId: o.companyId, rating: 2, title: 'Slow refund', content });
    expect(res.status).toBe(201);
    const [row] = await t.db.query(`SELECT id FROM webhook_deliveries WHERE review_id = $1`, [res.body.id]);
    // Queued even while the endpoint is off.
    expect(row).toBeDefined();
    return { review: res.body, deliveryId: row.id };
  }

  /** Deliveries on their last attempt (the 7th, 23 hours after their event): each fails for good against a 5xx. */
  const lastAttempts = (endpointId: string, n: number) =>
    t.db.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_type, review_id, payload, attempts, created_at)
       SELECT $1, 'review.created', gen_random_uuid(), '{}', 6, now() - interval '23 hours' FROM generate_series(1, $2::int)`,
      [endpointId, n],
    );

  async function turnedOff(o: Owner, endpointId: string, path: string): Promise<void> {
    receiver.answer(path, () => ({ status: 503 }));
    await lastAttempts(endpointId, 5);
    await worker().deliverDue();
    expect((await listed(o, endpointId)).disabledAt).toEqual(expect.any(String));
  }

  /** As if the clock went on by a day and a minute for the endpoint's waiting deliveries. */
  const dayPasses = (endpointId: string) =>
    t.db.query(
      `UPDATE webhook_deliveries SET created_at = created_at - interval '1 day 1 minute', next_attempt_at = next_attempt_at - interval '1 day 1 minute' WHERE endpoint_id = $1 AND state = 'pending'`,
      [endpointId],
    );

  async function leaseRunsOut(id: string): Promise<void> {
    const end = Date.now() + LEASE_MS + 5000;
    while ((await t.db.query(`SELECT 1 FROM webhook_deliveries WHERE id = $1 AND locked_until > now()`, [id])).length > 0) {
      if (Date.now() > end) throw new Error('the lease did not run out');
      await sleep(200);
    }
  }

  it('turns an endpoint off after 5 deliveries in a row failed for good, holds what waits for it, and sends that once turned back on', async () => {
    const o = await owner();
    const endpoint = await registerEndpoint(o, receiver, '/dead');
    receiver.answer('/dead', () => ({ status: 503 }));
    await lastAttempts(endpoint.id, 4);
    await worker().deliverDue();
    expect((await listed(o, endpoint.id)).disabledAt).toBeNull();
    // A delivery that arrives starts the count again.
    receiver.answer('/dead', () => ({ status: 200 }));
    expect((await o.agent.post(`${base(o)}/${endpoint.id}/test`)).status).toBe(202);
    await worker().deliverDue();
    receiver.answer('/dead', () => ({ status: 503 }));
    await lastAttempts(endpoint.id, 4);
    // Queued two hours ago, tried twice, its next retry an hour away: most of its day is left.
    const [young] = await t.db.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_type, review_id, payload, attempts, created_at, next_attempt_at)
       VALUES ($1, 'review.updated', gen_random_uuid(), '{}', 2, now() - interval '2 hours', now() + interval '1 hour')
       RETURNING id, created_at AS "createdAt"`,
      [endpoint.id],
    );
    await worker().deliverDue();
    expect((await listed(o, endpoint.id)).disabledAt).toBeNull();
    await lastAttempts(endpoint.id, 1);
    await worker().deliverDue();
    expect((await listed(o, endpoint.id)).disabledAt).toEqual(expect.any(String));

    // Off: the young one's retry comes; it is neither sent nor failed, but held until the end of its day.
    const received = receiver.at('/dead').length;
    await t.db.query(`UPDATE webhook_deliveries SET next_attempt_at = now() WHERE id = $1`, [young.id]);
    expect(await worker().deliverDue()).toBe(0);
    const held = await shown(o, endpoint.id, young.id);
    expect(held).toMatchObject({ state: 'pending', attempts: 2, lastError: HELD });
    expect(new Date(held.nextAttemptAt).getTime()).toBe(young.createdAt.getTime() + 24 * 3600_000);
    // An event happens: queued, and held too.
    const { review, deliveryId } = await writeReview(o, 'Written while the endpoint was turned off.');
    expect(await worker().deliverDue()).toBe(0);
    expect(await worker().deliverDue()).toBe(0);
    expect(receiver.at('/dead')).toHaveLength(received);
    expect(await shown(o, endpoint.id, deliveryId)).toMatchObject({ state: 'pending', attempts: 0, lastError: HELD });
    expectError(await o.agent.post(`${base(o)}/${endpoint.id}/test`), 409, /^This endpoint is turned off\. Please turn it back on before sending a test event\.$/);

    // On again, by its owner only: what was held goes at once, then new events as before.
    const other = await owner();
    expectError(await other.agent.post(`${base(o)}/${endpoint.id}/enable`), 403);
    receiver.answer('/dead', () => ({ status: 200 }));
    const enabled = await o.agent.post(`${base(o)}/${endpoint.id}/enable`);
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ id: endpoint.id, disabledAt: null });
    expect(await worker().deliverDue()).toBe(2);
    const sent = receiver.at('/dead').slice(received).map((r) => JSON.parse(r.body));
    expect(sent.map((b) => b.id).sort()).toEqual([young.id, deliveryId].sort());
    expect(sent.find((b) => b.id === deliveryId)).toMatchObject({ type: 'review.created', data: { review: { id: review.id } } });
    for (const id of [young.id, deliveryId]) expect(await shown(o, endpoint.id, id)).toMatchObject({ state: 'delivered', lastStatusCode: 200, lastError: null });
    expect((await o.agent.post(`${base(o)}/${endpoint.id}/test`)).status).toBe(202);
    expect(await worker().deliverDue()).toBe(1);
    expect(receiver.at('/dead')).toHaveLength(received + 3);
  });

  it('expires a delivery held past its day, with the reason, and does not send it once the endpoint is back on', async () => {
    const o = await owner();
    const endpoint = await registerEndpoint(o, receiver, '/gone-long');
    await turnedOff(o, endpoint.id, '/gone-long');
    const received = receiver.at('/gone-long').length;
    const { deliveryId } = await writeReview(o, 'Written at the start of a long outage.');
    expect(await worker().deliverDue()).toBe(0);
    expect(await shown(o, endpoint.id, deliveryId)).toMatchObject({ state: 'pending', lastError: HELD });

    await dayPasses(endpoint.id);
    expect(await worker().deliverDue()).toBe(0);
    expect(await shown(o, endpoint.id, deliveryId)).toMatchObject({ state: 'failed', attempts: 0, nextAttemptAt: null, lastError: EXPIRED_WHILE_OFF });

    receiver.answer('/gone-long', () => ({ status: 200 }));
    expect((await o.agent.post(`${base(o)}/${endpoint.id}/enable`)).status).toBe(200);
    expect(await worker().deliverDue()).toBe(0);
    expect(receiver.at('/gone-long')).toHaveLength(received);
    expect(await shown(o, endpoint.id, deliveryId)).toMatchObject({ state: 'failed', lastError: EXPIRED_WHILE_OFF });
    // Its expiry was no failure of the receiver's: the endpoint stays on.
    expect((await listed(o, endpoint.id)).disabledAt).toBeNull();
  });

  it('fails as expired, unsent, a delivery claimed again past its day because its attempts were never recorded', async () => {
    const o = await owner();
    const endpoint = await registerEndpoint(o, receiver, '/unrecorded');
    const ping = (await o.agent.post(`${base(o)}/${endpoint.id}/test`)).body;
    // The database stalls after each send: no outcome is recorded, the lease runs out, it is due again.
    const record = jest.spyOn(t.app.get(WebhookDeliveriesRepository), 'recordAttempt').mockRejectedValue(new Error('the database stalled'));
    try {
      await expect(worker().deliverDue()).rejects.toThrow('the database stalled');
      await leaseRunsOut(ping.id);
      // Within its day, sent again: at least once.
      await expect(worker().deliverDue()).rejects.toThrow('the database stalled');
      expect(receiver.at('/unrecorded')).toHaveLength(2);
      await leaseRunsOut(ping.id);
      // Its day is over: not sent again.
      await t.db.query(`UPDATE webhook_deliveries SET created_at = now() - interval '1 day 1 minute' WHERE id = $1`, [ping.id]);
      expect(await worker().deliverDue()).toBe(0);
    } finally {
      record.mockRestore();
    }
    expect(receiver.at('/unrecorded')).toHaveLength(2);
    expect(await shown(o, endpoint.id, ping.id)).toMatchObject({ state: 'failed', attempts: 0, nextAttemptAt: null, lastError: EXPIRED });
    expect(await worker().deliverDue()).toBe(0);
  });

  it('ends an attempt well within its lease, however long the receiver takes to answer', async () => {
    const o = await owner();
    const endpoint = await registerEndpoint(o, receiver, '/slow-answer');
    receiver.answer('/slow-answer', () => ({ status: 200, delayMs: LEASE_MS / 2 + 1000 }));
    const ping = (await o.agent.post(`${base(o)}/${endpoint.id}/test`)).body;
    const started = Date.now();
    expect(await worker().deliverDue()).toBe(1);
    expect(Date.now() - started).toBeLessThan(LEASE_MS / 2);
    expect(await shown(o, endpoint.id, ping.id)).toMatchObject({ state: 'pending', attempts: 1, lastStatusCode: null, lastError: 'No answer within 2 seconds.' });
  });
});
