// Webhooks when one company floods the queue: edits of a review waiting to be sent become one
// delivery, an endpoint's waiting deliveries are bounded (what goes over is counted where its owner
// sees it), and the senders serve companies in turn, a few at once per company, so neither a
// backlog nor slow receivers of one company delay another's deliveries.
import { jest } from '@jest/globals';
import { EntityManager } from 'typeorm';
import { WebhookQueueBounds1767340000000 } from '../src/database/migrations/1767340000000-webhook-queue-bounds.js';
import { ReviewsService } from '../src/modules/reviews/index.js';
import {
  MAX_WAITING_PER_ENDPOINT,
  SENDS_PER_COMPANY,
  SENDS_PER_ENDPOINT,
  WebhookDeliveriesRepository,
} from '../src/modules/webhooks/webhook-deliveries.repository.js';
import { WebhookEnqueuer } from '../src/modules/webhooks/webhook-enqueuer.js';
import { registerStaff } from './support/test-app.js';
import { deliveriesOf, expectSigned, type Owner, registerEndpoint, until, webhooksSpec } from './support/webhooks.js';

const FACTS = 'The review promotes another shop with a discount code.';

describe('webhooks: one company cannot flood or starve the queue', () => {
  const spec = webhooksSpec();
  const { worker, owner, base } = spec;
  const waiting = async (endpointId: string) =>
    (await spec.t.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1 AND state = 'pending'`, [endpointId]))[0].n as number;
  const writeReview = (o: Owner, content = 'The parcel came on time and well packed.') => spec.writeReview(o, content, 4);

  /**
   * `n` edits of each review, announced as the reviews module announces them (ReviewChanges), each
   * review's in transactions of a hundred, the reviews' side by side as their authors would.
   */
  async function announceEdits(reviewIds: string[], n: number): Promise<void> {
    const enqueuer = spec.t.app.get(WebhookEnqueuer);
    const reviews = spec.t.app.get(ReviewsService);
    await Promise.all(
      reviewIds.map(async (id) => {
        const review = (await reviews.findById(id))!;
        for (let done = 0; done < n; ) {
          await spec.t.db.transaction(async (manager: EntityManager) => {
            for (let i = 0; i < 100 && done < n; i++, done++) {
              await enqueuer.reviewChanged(manager, { kind: 'updated', review: { ...review, rating: 1 + (done % 5) }, textChanged: false });
            }
          });
        }
      }),
    );
  }

  it('sends the edits of a review that wait unsent as one delivery, with the latest data under the first edit’s id', async () => {
    const o = await owner();
    const endpoint = await registerEndpoint(o, spec.receiver, '/merged');
    const { author, review } = await writeReview(o);
    expect(await worker().deliverDue()).toBe(1);

    for (const content of ['First change of mind.', 'Second change of mind.', 'The last word on it.']) {
      expect((await author.agent.put(`/api/reviews/${review.id}`, { rating: 3, content })).status).toBe(200);
    }
    const [waitingEdit] = await deliveriesOf(o, endpoint.id);
    expect(await waiting(endpoint.id)).toBe(1);
    expect(await worker().deliverDue()).toBe(1);
    const sent = spec.receiver.at('/merged');
    expect(sent).toHaveLength(2);
    const body = expectSigned(sent[1], endpoint.secret);
    expect(body).toMatchObject({ id: waitingEdit.id, type: 'review.updated', data: { review: { id: review.id, content: 'The last word on it.' } } });
    // The body's createdAt is the latest edit's: receivers that order by it see the latest state last.
    expect(Date.parse(body.createdAt)).toBeGreaterThanOrEqual(Date.parse(waitingEdit.createdAt));

    // Once a delivery has been tried, a later edit is a delivery of its own: the receiver may have
    // handled the first id, so its data no longer changes.
    spec.receiver.answer('/merged', () => ({ status: 503 }));
    expect((await author.agent.put(`/api/reviews/${review.id}`, { rating: 2, content: 'Tried once, then edited.' })).status).toBe(200);
    expect(await worker().deliverDue()).toBe(1);
    expect((await author.agent.put(`/api/reviews/${review.id}`, { rating: 1, content: 'Edited after a failed try.' })).status).toBe(200);
    const [later, tried] = await deliveriesOf(o, endpoint.id);
    expect(tried).toMatchObject({ event: 'review.updated', state: 'pending', attempts: 1 });
    expect(later).toMatchObject({ event: 'review.updated', state: 'pending', attempts: 0 });
    const payloads = await spec.t.db.query(`SELECT id, payload -> 'review' ->> 'content' AS content FROM webhook_deliveries WHERE id = ANY ($1)`, [[tried.id, later.id]]);
    expect(Object.fromEntries(payloads.map((p: { id: string; content: string }) => [p.id, p.content]))).toEqual({
      [tried.id]: 'Tried once, then edited.',
      [later.id]: 'Edited after a failed try.',
    });

    // Nor does a delivery's whose send is under way (its lease taken, no attempt recorded yet).
    await spec.t.db.query(`UPDATE webhook_deliveries SET state = 'delivered' WHERE endpoint_id = $1 AND state = 'pending'`, [endpoint.id]);
    expect((await author.agent.put(`/api/reviews/${review.id}`, { rating: 2, content: 'Queued, then taken by a sender.' })).status).toBe(200);
    const { deliveries: taken } = await spec.t.app.get(WebhookDeliveriesRepository).claimDue(1, 60_000, '00000000-0000-4000-8000-00000000feed');
    expect(taken).toHaveLength(1);
    expect((await author.agent.put(`/api/reviews/${review.id}`, { rating: 3, content: 'Edited while it was being sent.' })).status).toBe(200);
    expect(await waiting(endpoint.id)).toBe(2);
    await spec.t.db.query(`DELETE FROM webhook_deliveries WHERE endpoint_id = $1 AND state = 'pending'`, [endpoint.id]);
  });

  it('makes an edit that races a claim of its waiting delivery a delivery of its own: the data a sender took is never changed under its id', async () => {
    const o = await owner();
    const endpoint = await registerEndpoint(o, spec.receiver, '/raced');
    const { review } = await writeReview(o);
    expect(await worker().deliverDue()).toBe(1);
    const enqueuer = spec.t.app.get(WebhookEnqueuer);
    const row = (await spec.t.app.get(ReviewsService).findById(review.id))!;
    const announce = (content: string) =>
      spec.t.db.transaction((manager: EntityManager) => enqueuer.reviewChanged(manager, { kind: 'updated', review: { ...row, content }, textChanged: true }));
    await announce('Waiting when a sender took it.');
    const [{ id }] = await spec.t.db.query(`SELECT id FROM webhook_deliveries WHERE review_id = $1 AND event_type = 'review.updated'`, [review.id]);

    // A claim leases it (claimDue's lease, in a transaction not committed yet) while the next edit is announced.
    const claim = spec.t.db.createQueryRunner();
    await claim.connect();
    try {
      await claim.startTransaction();
      await claim.query(`UPDATE webhook_deliveries SET locked_until = now() + interval '1 minute', lease_id = gen_random_uuid() WHERE id = $1`, [id]);
      const edit = announce('Edited while a sender took the first.');
      // The edit waits for the claim's row: the unique index names that row as the one it would join.
      for (let waited = 0; ; waited += 50) {
        const [{ n }] = await spec.t.db.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%INSERT INTO webhook_deliveries%'`,
        );
        if (n > 0) break;
        if (waited > 10_000) throw new Error('The edit did not wait for the claim');
        await new Promise((r) => setTimeout(r, 50));
      }
      await claim.commitTransaction();
      await edit;
    } finally {
      await claim.release();
    }
    const rows = await spec.t.db.query(
      `SELECT id, payload -> 'review' ->> 'content' AS content, lease_id IS NOT NULL AS leased FROM webhook_deliveries
        WHERE endpoint_id = $1 AND event_type = 'review.updated' ORDER BY created_at, id`,
      [endpoint.id],
    );
    expect(rows).toEqual([
      { id, content: 'Waiting when a sender took it.', leased: true },
      { id: expect.not.stringMatching(id), content: 'Edited while a sender took the first.', leased: false },
    ]);
    await spec.t.db.query(`DELETE FROM webhook_deliveries WHERE endpoint_id = $1 AND state = 'pending'`, [endpoint.id]);
  });

  it('still sends another company’s delivery promptly while one company floods thousands of review.updated events', async () => {
    const flooding = await owner();
    const floodingEndpoints = [await registerEndpoint(flooding, spec.receiver, '/flood/1'), await registerEndpoint(flooding, spec.receiver, '/flood/2')];
    spec.receiver.answer('/flood/1', () => ({ status: 200, delayMs: 250 }));
    spec.receiver.answer('/flood/2', () => ({ status: 200, delayMs: 250 }));
    const reviewIds: string[] = [];
    for (let i = 0; i < 10; i++) reviewIds.push((await writeReview(flooding, `Review number ${i + 1} of the flooding company.`)).review.id);
    expect(await worker().deliverDue()).toBe(20);

    // 3,000 edits: 300 of each review.
    await announceEdits(reviewIds, 300);
    // One waiting delivery per endpoint and review, whatever the number of edits, with the last edit's data.
    for (const e of floodingEndpoints) {
      const rows = await spec.t.db.query(`SELECT review_id AS "reviewId", payload -> 'review' ->> 'rating' AS rating FROM webhook_deliveries WHERE endpoint_id = $1 AND state = 'pending'`, [e.id]);
      expect(rows.map((r: { reviewId: string }) => r.reviewId).sort()).toEqual([...reviewIds].sort());
      // Each review's 300th edit: rating 1 + 299 mod 5.
      expect(rows.map((r: { rating: string }) => r.rating)).toEqual(reviewIds.map(() => '5'));
    }

    const other = await owner();
    const otherEndpoint = await registerEndpoint(other, spec.receiver, '/other');
    await writeReview(other, 'A single review of a quiet company.');
    const started = Date.now();
    const run = worker().deliverDue();
    await until(() => spec.receiver.at('/other').length === 1, 5000);
    // Sent at once, not behind the flood.
    expect(spec.receiver.at('/other')[0].at - started).toBeLessThan(1000);
    expect(await run).toBe(2 * reviewIds.length + 1);
    expect(await waiting(otherEndpoint.id)).toBe(0);
  }, 90_000);

  it('bounds the deliveries waiting for an endpoint: events past the bound are not queued, and its deliveries panel counts them', async () => {
    const o = await owner();
    const endpoint = await registerEndpoint(o, spec.receiver, '/bounded');
    const { author, review: waitingReview } = await writeReview(o, 'Queued before the endpoint filled up.');
    expect((await author.agent.put(`/api/reviews/${waitingReview.id}`, { rating: 2, content: 'Edited while it waits.' })).status).toBe(200);
    // The rest of the bound, filled as a dead receiver's backlog would be.
    await spec.t.db.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_type, review_id, payload, next_attempt_at)
       SELECT $1, 'review.created', gen_random_uuid(), '{}', now() + interval '1 hour' FROM generate_series(1, $2::int)`,
      [endpoint.id, MAX_WAITING_PER_ENDPOINT - 3],
    );
    const before = Date.now();
    await writeReview(o, 'The last review there is room for.');
    expect(await waiting(endpoint.id)).toBe(MAX_WAITING_PER_ENDPOINT);
    const listed = async () => (await o.agent.get(base(o))).body.find((e: { id: string }) => e.id === endpoint.id);
    expect(await listed()).toMatchObject({ droppedEvents: 0, droppedSince: null, lastDroppedAt: null });

    // Full: two new reviews are not queued.
    await writeReview(o, 'One review too many.');
    await writeReview(o, 'Two reviews too many.');
    expect(await waiting(endpoint.id)).toBe(MAX_WAITING_PER_ENDPOINT);
    const full = await listed();
    expect(full).toMatchObject({ droppedEvents: 2, droppedSince: expect.any(String), lastDroppedAt: expect.any(String) });
    expect(Date.parse(full.droppedSince)).toBeGreaterThanOrEqual(before - 1000);

    // An edit of a review whose edit waits already changes that delivery: nothing is lost.
    expect((await author.agent.put(`/api/reviews/${waitingReview.id}`, { rating: 1, content: 'Edited again while full.' })).status).toBe(200);
    expect((await listed()).droppedEvents).toBe(2);
    const [content] = await spec.t.db.query(`SELECT payload -> 'review' ->> 'content' AS c FROM webhook_deliveries WHERE review_id = $1 AND event_type = 'review.updated'`, [
      waitingReview.id,
    ]);
    expect(content.c).toBe('Edited again while full.');

    // Another endpoint of the company, with room, is not affected.
    const roomy = await registerEndpoint(o, spec.receiver, '/roomy');
    await writeReview(o, 'Queued for the roomy endpoint only.');
    expect(await waiting(roomy.id)).toBe(1);
    expect((await listed()).droppedEvents).toBe(3);
    expect((await o.agent.get(base(o))).body.find((e: { id: string }) => e.id === roomy.id).droppedEvents).toBe(0);

    // A review a moderator hides is always announced, bound or not: the receiver must take it down.
    const moderator = await registerStaff(spec.t);
    expect((await moderator.agent.post(`/api/admin/reviews/${waitingReview.id}/hide`, { reason: 'advertising', facts: FACTS })).status).toBe(200);
    const hidden = await spec.t.db.query(`SELECT state FROM webhook_deliveries WHERE endpoint_id = $1 AND review_id = $2 AND event_type = 'review.hidden'`, [
      endpoint.id,
      waitingReview.id,
    ]);
    expect(hidden).toEqual([{ state: 'pending' }]);
    expect((await listed()).droppedEvents).toBe(3);

    // A month with none: the count starts again.
    await spec.t.db.query(`UPDATE webhook_deliveries SET next_attempt_at = now() + interval '1 hour' WHERE endpoint_id = $1 AND state = 'pending'`, [endpoint.id]);
    await spec.t.db.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_type, review_id, payload, next_attempt_at)
       SELECT $1, 'review.created', gen_random_uuid(), '{}', now() + interval '1 hour' FROM generate_series(1, $2::int)`,
      [endpoint.id, MAX_WAITING_PER_ENDPOINT - (await waiting(endpoint.id))],
    );
    await spec.t.db.query(`UPDATE webhook_dropped_events SET first_dropped_at = first_dropped_at - interval '40 days', last_dropped_at = last_dropped_at - interval '31 days' WHERE endpoint_id = $1`, [
      endpoint.id,
    ]);
    await writeReview(o, 'Dropped a month later.');
    const again = await listed();
    expect(again.droppedEvents).toBe(1);
    expect(Date.parse(again.droppedSince)).toBeGreaterThanOrEqual(before - 1000);
    await spec.t.db.query(`DELETE FROM webhook_deliveries WHERE endpoint_id = ANY ($1) AND state = 'pending'`, [[endpoint.id, roomy.id]]);
  });

  it('caps the sends under way per company, across instances, so slow receivers of one company do not hold the senders another needs', async () => {
    const slow = await owner();
    const slowEndpoints = [];
    for (let i = 1; i <= 5; i++) {
      slowEndpoints.push(await registerEndpoint(slow, spec.receiver, `/slow-company/${i}`));
      // Each answers just within an attempt's time, as a receiver that holds senders on purpose would.
      spec.receiver.answer(`/slow-company/${i}`, () => ({ status: 200, delayMs: 2500 }));
    }
    // Enough due for every sender of an instance: five endpoints, two at once each.
    await spec.t.db.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_type, review_id, payload, next_attempt_at)
       SELECT e, 'review.created', gen_random_uuid(), '{}', now() - interval '1 minute' FROM unnest($1::uuid[]) e, generate_series(1, 3)`,
      [slowEndpoints.map((e) => e.id)],
    );
    const quiet = await owner();
    await registerEndpoint(quiet, spec.receiver, '/quiet');
    await writeReview(quiet, 'Written while the slow company holds its senders.');

    const started = Date.now();
    const run = worker().deliverDue();
    await until(() => spec.receiver.at('/quiet').length === 1, 2000);
    expect(spec.receiver.at('/quiet')[0].at - started).toBeLessThan(1000);
    expect(spec.receiver.openNow('/slow-company/*')).toBeLessThanOrEqual(SENDS_PER_COMPANY);

    // Another instance's claim meanwhile finds the slow company at its share, counted across instances.
    const { deliveries } = await spec.t.app.get(WebhookDeliveriesRepository).claimDue(10, 60_000, '00000000-0000-4000-8000-0000000000b2');
    expect(deliveries).toEqual([]);

    expect(await run).toBe(5 * 3 + 1);
    expect(spec.receiver.mostAtOnce('/slow-company/*')).toBe(SENDS_PER_COMPANY);
    for (let i = 1; i <= 5; i++) expect(spec.receiver.mostAtOnce(`/slow-company/${i}`)).toBeLessThanOrEqual(SENDS_PER_ENDPOINT);
  }, 60_000);

  it('looks, to claim, only at the endpoints with a delivery due or under way, not at the many whose deliveries wait for a later retry', async () => {
    const o = await owner();
    // 300 endpoints of failing receivers, each with retries an hour away, as a day of outages leaves them.
    const waitingLater: { id: string }[] = await spec.t.db.query(
      `INSERT INTO webhook_endpoints (company_id, account_id, url, events, secret)
       SELECT $1, $2, 'https://hooks.example/retrying/' || n, ARRAY['review.created'], 'whsec_not_used' FROM generate_series(1, 300) n RETURNING id`,
      [o.companyId, o.accountId],
    );
    await spec.t.db.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_type, review_id, payload, attempts, next_attempt_at)
       SELECT e, 'review.created', gen_random_uuid(), '{}', 1, now() + interval '1 hour' FROM unnest($1::uuid[]) e, generate_series(1, 3)`,
      [waitingLater.map((e) => e.id)],
    );
    const due = await owner();
    await registerEndpoint(due, spec.receiver, '/due-among-retries');
    await writeReview(due);
    const [{ n: dueEndpoints }] = await spec.t.db.query(
      `SELECT count(DISTINCT endpoint_id)::int AS n FROM webhook_deliveries WHERE state = 'pending' AND next_attempt_at <= now()`,
    );

    // The claim's statement, as the worker runs it, explained on the same rows (and rolled back).
    const queries = jest.spyOn(EntityManager.prototype, 'query');
    const repository = spec.t.app.get(WebhookDeliveriesRepository);
    let plan: any;
    try {
      await repository.claimDue(1, 60_000, '00000000-0000-4000-8000-0000000000e1');
      const [sql, params] = queries.mock.calls.map((c) => c as unknown as [string, unknown[]]).find(([q]) => q.includes('WITH RECURSIVE waiting'))!;
      const runner = spec.t.db.createQueryRunner();
      try {
        await runner.startTransaction();
        [{ 'QUERY PLAN': [plan] }] = await runner.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
        await runner.rollbackTransaction();
      } finally {
        await runner.release();
      }
    } finally {
      queries.mockRestore();
    }
    const nodes = (n: any): any[] => [n, ...(n.Plans ?? []).flatMap(nodes)];
    const walk = nodes(plan.Plan).find((n) => n['Node Type'] === 'Recursive Union');
    // One row per endpoint looked at, and one that ends the walk.
    expect(walk['Actual Rows']).toBe(dueEndpoints + 1);
    expect(dueEndpoints).toBeLessThan(10);
    await spec.t.db.query(`DELETE FROM webhook_deliveries d USING webhook_endpoints e WHERE e.id = d.endpoint_id AND e.company_id = ANY ($1) AND d.state = 'pending'`, [
      [o.companyId, due.companyId],
    ]);
  });

  it('keeps, once, the latest of the edits that waited twice or more for an endpoint before they were merged', async () => {
    const o = await owner();
    const endpoint = await registerEndpoint(o, spec.receiver, '/upgraded');
    const { review } = await writeReview(o, 'Edited twice before the upgrade.');
    const runner = spec.t.db.createQueryRunner();
    try {
      await new WebhookQueueBounds1767340000000().down(runner);
      // As the queue held them before: one delivery per edit; one already tried stays as it is.
      const edits = await spec.t.db.query(
        `INSERT INTO webhook_deliveries (endpoint_id, event_type, review_id, payload, attempts, created_at)
         SELECT $1, 'review.updated', $2, jsonb_build_object('edit', n), CASE WHEN n = 1 THEN 1 ELSE 0 END, now() - make_interval(mins => 10 - n)
           FROM generate_series(1, 4) n RETURNING id, attempts`,
        [endpoint.id, review.id],
      );
      await new WebhookQueueBounds1767340000000().up(runner);
      const rows = await spec.t.db.query(
        `SELECT payload ->> 'edit' AS edit, state, last_error AS "lastError" FROM webhook_deliveries WHERE review_id = $1 AND event_type = 'review.updated' ORDER BY created_at`,
        [review.id],
      );
      expect(edits).toHaveLength(4);
      const replaced = 'A later edit of this review replaced this delivery before it was sent, so it was not sent.';
      expect(rows).toEqual([
        { edit: '1', state: 'pending', lastError: null },
        { edit: '2', state: 'superseded', lastError: replaced },
        { edit: '3', state: 'superseded', lastError: replaced },
        { edit: '4', state: 'pending', lastError: null },
      ]);
    } finally {
      await runner.release();
    }
  });
});
