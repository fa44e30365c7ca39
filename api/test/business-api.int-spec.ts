// The Business API v1 (issue 21) as a shop's server uses it: invitations sent once per
// Idempotency-Key (kept per company) by the dashboard's own rules, the company's invitations and
// published reviews read, and the kept answers purged after 24 hours.
import { RateLimitService } from '../src/common/rate-limit/rate-limit.service.js';
import { IdempotencyPurge } from '../src/modules/api-keys/idempotency-purge.js';
import { businessApi, keysUrl, unique } from './support/business-api.js';
import { expectError } from './support/expect-error.js';
import { type Agent, createTestApp, registerStaff, registerUser, type Reply, type TestApp } from './support/test-app.js';

const DIFFERENT = 'This Idempotency-Key was already used with a different request. Please send a new key for a new invitation.';

describe('the Business API v1', () => {
  let t: TestApp;
  let moderator: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    moderator = (await registerStaff(t)).agent;
  });
  afterAll(() => t.close());

  const { owner, newKey, server, invite, mailsTo, invitationsTo } = businessApi(() => t);

  describe('POST /api/v1/invitations', () => {
    it('sends once per Idempotency-Key: a retry replays the answer and sends nothing', async () => {
      const o = await owner();
      const { key } = await newKey(o, ['invitations:write']);
      const email = `sam.${unique()}@example.net`;
      const body = { email: ` ${email.toUpperCase()} `, name: 'Sam Taylor', reference: 'Order 1042' };
      const first = await invite(key, 'order-1042', body);
      expect(first.status).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(first.body).toEqual({
        invitation: { status: 'sent', id: expect.stringMatching(/^[0-9a-f-]{36}$/), email, name: 'Sam Taylor', reference: 'Order 1042', expiresAt: expect.any(String) },
        usage: { invitationsThisMonth: 1, invitationsLeft: 49, resetsAt: expect.any(String) },
      });
      // The link is for the invitee's mailbox only: not in the answer, nor in what is kept for replays.
      expect(first.text).not.toMatch(/invitation=|write-review|link/);
      const [kept] = await t.db.query(`SELECT response_body::text AS body FROM api_idempotency_keys WHERE idempotency_key = 'order-1042'`);
      expect(kept.body).not.toMatch(/invitation=|write-review|link/);

      const again = await invite(key, 'order-1042', body);
      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await invitationsTo(email)).toBe(1);
      await t.mails();
      expect(await mailsTo(email)).toBe(1);
      // The same body normalised alike (case, spaces) is the same request.
      expect((await invite(key, 'order-1042', { ...body, email })).headers['idempotent-replayed']).toBe('true');
    });

    it("keeps Idempotency-Keys per company: a retry with the company's new key, after the old one was revoked, is replayed", async () => {
      const o = await owner();
      const old = await newKey(o, ['invitations:write']);
      const email = `ada.${unique()}@example.net`;
      const body = { email, name: 'Ada Lane', reference: 'Order 5150' };
      const first = await invite(old.key, 'order-5150', body);
      expect(first.body.invitation.status).toBe('sent');
      expect((await o.agent.delete(`${keysUrl(o)}/${old.id}`)).status).toBe(204);
      const { key: rotated } = await newKey(o, ['invitations:write'], 'Rotated');

      const again = await invite(rotated, 'order-5150', body);
      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await invitationsTo(email)).toBe(1);
      await t.mails();
      expect(await mailsTo(email)).toBe(1);
      // The request must still be the same one.
      const other = `bo.${unique()}@example.net`;
      expect(await invite(rotated, 'order-5150', { email: other, name: 'Bo Lane' })).toMatchObject({ status: 422, body: { message: DIFFERENT } });

      // Another company's order with the same number is its own.
      const elsewhere = await owner();
      const theirs = await invite((await newKey(elsewhere, ['invitations:write'])).key, 'order-5150', { email: other, name: 'Bo Lane' });
      expect(theirs.status).toBe(201);
      expect(theirs.headers['idempotent-replayed']).toBeUndefined();
      expect(theirs.body.invitation.status).toBe('sent');
    });

    it("never replays the previous owner's answers after the company changes hands", async () => {
      const before = await owner();
      const body = { email: `cy.${unique()}@example.net`, name: 'Cy Hart', reference: 'Order 77' };
      expect((await invite((await newKey(before, ['invitations:write'])).key, 'order-77', body)).body.invitation.status).toBe('sent');
      // Another business account becomes the verified owner (a moderator's decision, in short).
      const next = await owner();
      await t.db.query(`UPDATE company_claims SET account_id = $2 WHERE company_id = $1 AND status = 'verified'`, [before.companyId, next.accountId]);
      const theirs = { ...next, companyId: before.companyId };
      const answer = await invite((await newKey(theirs, ['invitations:write'])).key, 'order-77', body);
      // Judged afresh: not a replay of what the previous owner got (their invitee, their plan's usage).
      expect(answer.status).toBe(201);
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
      expect(answer.body).toMatchObject({ invitation: { status: 'duplicate' }, usage: { invitationsThisMonth: 0 } });
    });

    it('replays an answer kept by the previous release, which recorded no owner, during a rolling deploy', async () => {
      const o = await owner();
      const { key } = await newKey(o, ['invitations:write']);
      const body = { email: `dee.${unique()}@example.net`, name: 'Dee Holt' };
      const first = await invite(key, 'order-88', body);
      expect(first.status).toBe(201);
      await t.db.query(`UPDATE api_idempotency_keys SET account_id = NULL WHERE company_id = $1 AND idempotency_key = 'order-88'`, [o.companyId]);
      const again = await invite(key, 'order-88', body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await invitationsTo(body.email)).toBe(1);
    });

    it('sends once when the same request arrives several times at once', async () => {
      const o = await owner();
      const { key } = await newKey(o, ['invitations:write']);
      const email = `rush.${unique()}@example.net`;
      const answers = await Promise.all(Array.from({ length: 6 }, () => invite(key, 'order-7', { email, name: 'Rush' })));
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
      for (const a of answers) expect(a.body).toEqual(answers[0].body);
      expect(answers[0].body.invitation.status).toBe('sent');
      expect(await invitationsTo(email)).toBe(1);
      await t.mails();
      expect(await mailsTo(email)).toBe(1);
    });

    it('refuses the same key with another body (422), and a missing or malformed key (400), sending nothing', async () => {
      const o = await owner();
      const { key } = await newKey(o, ['invitations:write']);
      const email = `kim.${unique()}@example.net`;
      expect((await invite(key, 'order-9', { email, name: 'Kim' })).status).toBe(201);
      const other = `lee.${unique()}@example.net`;
      const changed = await invite(key, 'order-9', { email: other, name: 'Lee' });
      expect(changed.status).toBe(422);
      expect(changed.body).toEqual({ statusCode: 422, error: 'Unprocessable Entity', message: DIFFERENT });
      expect((await invite(key, 'order-9', { email, name: 'Kim', reference: 'Another' })).status).toBe(422);
      expectError(await invite(key, undefined, { email: other, name: 'Lee' }), 400, /^Please send an Idempotency-Key header with a value unique to this invitation, such as your order number/);
      expectError(await invite(key, 'order 10', { email: other, name: 'Lee' }), 400, /1 to 255 visible ASCII characters/);
      expectError(await invite(key, 'x'.repeat(256), { email: other, name: 'Lee' }), 400, /1 to 255 visible ASCII characters/);
      expect(await invitationsTo(other)).toBe(0);
    });

    it('keeps nothing for a refused request: its retry is judged again', async () => {
      const o = await owner();
      const { key } = await newKey(o, ['invitations:write']);
      const email = `retry.${unique()}@example.net`;
      // Invalid fields: 400, nothing kept, the key is still free.
      expectError(await invite(key, 'order-11', { email: 'not-an-email', name: 'Ray' }), 400, /valid email/);
      expectError(await invite(key, 'order-11', { email, name: 'Visit https://evil.example' }), 400);
      expectError(await invite(key, 'order-11', { email, name: 'Ray', csv: 'email,name' }), 400);
      // The plan's monthly quota, used up from the dashboard: 403, nothing kept.
      const csv = ['email,name', ...Array.from({ length: 50 }, (_, i) => `filler${i}.${unique()}@example.net,Filler ${i}`)].join('\n');
      const batch = await o.agent.post(`/api/business/companies/${o.companyId}/invitations`, { csv });
      expect(batch.body.sent).toBe(50);
      expectError(await invite(key, 'order-11', { email, name: 'Ray' }), 403, /Your Free plan includes 50 invitations a month and 0 are left this month/);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM api_idempotency_keys WHERE idempotency_key = 'order-11'`);
      expect(n).toBe(0);
      // A larger plan, then the same retry: sent.
      expect((await o.agent.put('/api/business/plan', { plan: 'plus' })).status).toBe(200);
      const sent = await invite(key, 'order-11', { email, name: 'Ray' });
      expect(sent.status).toBe(201);
      expect(sent.headers['idempotent-replayed']).toBeUndefined();
      expect(sent.body).toMatchObject({ invitation: { status: 'sent' }, usage: { invitationsThisMonth: 51, invitationsLeft: 449 } });
      // The dashboard counts what the API sent.
      expect((await o.agent.get('/api/business/plan')).body.usage).toMatchObject({ invitationsThisMonth: 51 });
    });

    it('takes at most 10,000 new Idempotency-Keys per company in a day, keeping nothing beyond; replays and other companies go on', async () => {
      const o = await owner();
      const { key } = await newKey(o, ['invitations:write']);
      const first = { email: `bound.${unique()}@example.net`, name: 'Bo Lee' };
      expect((await invite(key, 'order-1', first)).status).toBe(201);
      // The rest of the day's bound, as 9,999 more requests under new keys (sent or not) use it.
      const limits = t.app.get(RateLimitService);
      for (let i = 1; i < 10_000; i++) await limits.consume('apiInvitationKeysPerCompany', o.companyId);
      const email = `beyond.${unique()}@example.net`;
      const refused = await invite(key, 'order-2', { email, name: 'Al Moss' });
      expectError(refused, 429, /^This company has made 10,000 invitation requests with new Idempotency-Keys in 24 hours/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM api_idempotency_keys WHERE company_id = $1 AND idempotency_key = 'order-2'`, [o.companyId]);
      expect(n).toBe(0);
      expect(await invitationsTo(email)).toBe(0);
      // A retry of an answered request is a replay, not a new key.
      expect((await invite(key, 'order-1', first)).headers['idempotent-replayed']).toBe('true');
      const other = await owner();
      expect((await invite((await newKey(other, ['invitations:write'])).key, 'order-2', { email, name: 'Al Moss' })).status).toBe(201);
    });

    it("applies the dashboard's open invitations and suppression list", async () => {
      const a = await owner();
      const b = await owner();
      const { key } = await newKey(b, ['invitations:write']);
      const email = `optout.${unique()}@example.net`;
      // Invited by another business from its dashboard, then opted out from that mail.
      expect((await a.agent.post(`/api/business/companies/${a.companyId}/invitations`, { email, name: 'Ola' })).body.sent).toBe(1);
      await t.mails();
      const [mail] = await t.db.query(`SELECT text_body FROM mail_outbox WHERE to_address = $1 AND kind = 'review-invitation'`, [email]);
      const token = /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1];
      expect((await t.agent().post('/api/invitations/unsubscribe', { token })).status).toBe(200);
      const withheld = await invite(key, 'order-20', { email, name: 'Ola' });
      expect(withheld.status).toBe(201);
      expect(withheld.body.invitation).toEqual({ status: 'withheld', message: 'We cannot send an invitation to this address at the moment.', email, name: 'Ola', reference: null });
      expect(withheld.body.usage.invitationsThisMonth).toBe(0);
      // Sent by the API, then from the dashboard: the same open invitation.
      const fresh = `fresh.${unique()}@example.net`;
      expect((await invite(key, 'order-21', { email: fresh, name: 'Fay' })).body.invitation.status).toBe('sent');
      const dashboard = await b.agent.post(`/api/business/companies/${b.companyId}/invitations`, { email: fresh, name: 'Fay' });
      expect(dashboard.body).toMatchObject({ sent: 0, duplicate: 1 });
    });
  });

  describe('GET lists', () => {
    it('lists the invitations of the key\'s company, newest first, with their state, paged', async () => {
      const o = await owner();
      const other = await owner();
      const { key } = await newKey(o, ['invitations:write']);
      const emails = [0, 1, 2].map((i) => `list${i}.${unique()}@example.net`);
      for (const [i, email] of emails.entries()) expect((await invite(key, `order-${i}`, { email, name: `Person ${i}`, reference: `Ref ${i}` })).status).toBe(201);
      await other.agent.post(`/api/business/companies/${other.companyId}/invitations`, { email: `other.${unique()}@example.net`, name: 'Other' });
      // Sent a minute apart, the second one expired.
      for (const [i, email] of emails.entries()) await t.db.query(`UPDATE review_invitations SET created_at = now() - make_interval(mins => 10 - $2::int) WHERE email = $1`, [email, i]);
      await t.db.query(`UPDATE review_invitations SET expires_at = now() - interval '1 minute' WHERE email = $1`, [emails[1]]);

      const list = await server(key).get('/api/v1/invitations');
      expect(list.status).toBe(200);
      expect(list.body.map((i: { email: string }) => i.email)).toEqual([emails[2], emails[1], emails[0]]);
      expect(list.body[1]).toMatchObject({ email: emails[1], name: 'Person 1', reference: 'Ref 1', status: 'expired', usedAt: null });
      expect(list.body[0].status).toBe('open');
      expect(list.text).not.toMatch(/token|invitation=/);
      const page = await server(key).get('/api/v1/invitations?offset=1&limit=1');
      expect(page.body.map((i: { email: string }) => i.email)).toEqual([emails[1]]);
      expectError(await server(key).get('/api/v1/invitations?limit=101'), 400, /Limit must be between 1 and 100/);
    });

    it("lists the key's company's published reviews, newest first, never a hidden one", async () => {
      const o = await owner();
      const elsewhere = await owner();
      const { key } = await newKey(o, ['reviews:read']);
      const ids: string[] = [];
      for (const [i, title] of ['First visit', 'Second visit', 'Third visit'].entries()) {
        const author = await registerUser(t, { verified: true });
        const res = await author.agent.post('/api/reviews', { companyId: o.companyId, rating: 3 + i, title, content: `A review written by a test, number ${i}.` });
        expect(res.status).toBe(201);
        ids.push(res.body.id);
        await t.db.query(`UPDATE reviews SET created_at = now() - make_interval(hours => 10 - $2::int) WHERE id = $1`, [res.body.id, i]);
      }
      const stranger = await registerUser(t, { verified: true });
      await stranger.agent.post('/api/reviews', { companyId: elsewhere.companyId, rating: 1, title: 'Other company', content: 'Not a review of this company.' });
      expect((await moderator.post(`/api/admin/reviews/${ids[1]}/hide`, { reason: 'fake', facts: 'Hidden by a moderator in a test.' })).status).toBe(200);

      const list: Reply = await server(key).get('/api/v1/reviews');
      expect(list.status).toBe(200);
      expect(list.body.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[0]]);
      expect(list.body[0]).toMatchObject({ title: 'Third visit', rating: 5, companyId: o.companyId, company: { id: o.companyId }, reply: null });
      expect((await server(key).get('/api/v1/reviews?offset=1&limit=1')).body.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    });
  });

  it('purges kept answers after 24 hours, and an older key is free again', async () => {
    const o = await owner();
    const { key } = await newKey(o, ['invitations:write']);
    const email = `late.${unique()}@example.net`;
    expect((await invite(key, 'order-old', { email, name: 'Old' })).status).toBe(201);
    await t.db.query(`UPDATE api_idempotency_keys SET created_at = now() - interval '25 hours' WHERE idempotency_key = 'order-old'`);
    // Not purged yet: the claim reads it as expired, and judges the request again.
    const again = await invite(key, 'order-old', { email, name: 'Old' });
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.body.invitation.status).toBe('duplicate');
    await t.db.query(`UPDATE api_idempotency_keys SET created_at = now() - interval '25 hours' WHERE idempotency_key = 'order-old'`);
    expect(await t.app.get(IdempotencyPurge).purge()).toBeGreaterThanOrEqual(1);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM api_idempotency_keys WHERE created_at <= now() - interval '24 hours'`);
    expect(n).toBe(0);
  });
});
