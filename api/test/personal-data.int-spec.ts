// A person's own data: the export holds theirs and nothing else's, an erasure takes the account
// and everything it counted in at once while the moderation record stays without them, and the
// retention job purges addresses and mail logs past their published days.
import { randomBytes } from 'node:crypto';
import { ClientKeyRetention } from '../src/modules/reviews/client-key-retention.js';
import { PersonalDataRetention } from '../src/modules/personal-data/index.js';
import { expectError } from './support/expect-error.js';
import { createCompany, createTestApp, registerStaff, registerUser, type TestApp, type TestUser } from './support/test-app.js';
import { verifiedOwner } from './support/webhooks.js';

const FACTS = 'The review names a private person in its text.';

describe('personal data', () => {
  let t: TestApp;
  let owner: TestUser;
  let moderator: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    [owner, moderator] = await Promise.all([registerUser(t, { verified: true }), registerStaff(t, 'admin')]);
  });
  afterAll(() => t.close());

  async function review(author: TestUser, companyId: string, rating: number, content = 'A plain account of what happened with my order.') {
    const res = await author.agent.post('/api/reviews', { companyId, rating, title: `Rated ${rating}`, content });
    expect(res.status).toBe(201);
    return res.body as { id: string };
  }

  const company = async (id: string) => (await t.agent().get(`/api/companies/${id}`)).body;

  describe('export', () => {
    it("answers a download of the user's own data, with no secret and nothing of another user", async () => {
      const me = await registerUser(t, { verified: true });
      const other = await registerUser(t, { verified: true });
      const biz = await verifiedOwner(t, owner);
      const mine = await review(me, biz.companyId, 4, 'The delivery came a day early and the box was intact.');
      const theirs = await review(other, biz.companyId, 2, 'The parcel was lost and support never answered me.');
      expect((await me.agent.post(`/api/reviews/${theirs.id}/vote`, { voteType: 'helpful' })).status).toBe(200);
      expect((await me.agent.post(`/api/reviews/${theirs.id}/reports`, { reason: 'other', details: 'My own words about a report' })).status).toBe(201);
      expect((await biz.agent.post(`/api/business/companies/${biz.companyId}/invitations`, { email: me.user.email, name: 'Me Myself' })).status).toBe(201);
      expect((await t.agent().post('/api/newsletter/subscriptions', { email: me.user.email })).status).toBe(202);
      await t.mails();

      const res = await me.agent.get('/api/auth/account/export');
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="trustreviews-data-${new Date().toISOString().slice(0, 10)}.json"`);
      expect(res.headers['cache-control']).toMatch(/no-store/);
      const file = res.body;
      expect(file).toMatchObject({ realm: 'consumer', account: { id: me.user.id, email: me.user.email, firstName: me.user.firstName } });
      expect(file.reviews).toEqual([expect.objectContaining({ id: mine.id, rating: 4, content: 'The delivery came a day early and the box was intact.' })]);
      expect(file.votes).toEqual([expect.objectContaining({ reviewId: theirs.id, voteType: 'helpful' })]);
      expect(file.reports).toEqual([expect.objectContaining({ reviewId: theirs.id, reason: 'other', details: 'My own words about a report' })]);
      expect(file.sessions).toEqual([expect.objectContaining({ ipAddress: me.agent.ip })]);
      expect(file.sessions[0]).not.toHaveProperty('id');
      expect(file.newsletter).toMatchObject({ email: me.user.email, status: 'pending' });
      expect(file.invitationsReceived).toEqual([expect.objectContaining({ companyId: biz.companyId, email: me.user.email, name: 'Me Myself' })]);
      expect(file.mails.map((m: { subject: string }) => m.subject)).toEqual(expect.arrayContaining(['Confirm your email address']));
      for (const m of file.mails) expect(m.to.toLowerCase()).toBe(me.user.email.toLowerCase());

      // No secret: not the password hash, a session's token hash, a mailed link's token; nothing of the other user.
      const [{ password_hash }] = await t.db.query(`SELECT password_hash FROM users WHERE id = $1`, [me.user.id]);
      const sessions = await t.db.query(`SELECT id, token_hash FROM sessions WHERE user_id = $1`, [me.user.id]);
      expect(res.text).not.toContain(password_hash);
      for (const s of sessions) {
        expect(res.text).not.toContain(s.id);
        expect(res.text).not.toContain(s.token_hash);
      }
      expect(res.text).not.toMatch(/token=(?!\[removed\])/);
      expect(res.text).not.toMatch(/passwordHash|tokenHash|token_hash|unsubscribe_token/);
      expect(res.text).not.toContain(other.user.email);
      expect(res.text).not.toContain('The parcel was lost');
    });

    it('is refused without a session and answers a business account its own data without its keys or secrets', async () => {
      expectError(await t.agent().get('/api/auth/account/export'), 401);
      expectError(await t.agent().get('/api/business/account/export'), 401);
      const biz = await verifiedOwner(t, owner);
      const key = await biz.agent.post(`/api/business/companies/${biz.companyId}/api-keys`, { name: 'Shop orders', permissions: ['invitations:write'] });
      expect(key.status).toBe(201);
      const author = await registerUser(t, { verified: true });
      const r = await review(author, biz.companyId, 3);
      expect((await biz.agent.put(`/api/business/reviews/${r.id}/reply`, { content: 'Thank you for the kind words.' })).status).toBe(200);

      const res = await biz.agent.get('/api/business/account/export');
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="trustreviews-business-data-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(res.body).toMatchObject({
        realm: 'business',
        account: { id: biz.accountId },
        claims: [expect.objectContaining({ companyId: biz.companyId, status: 'verified' })],
        replies: [expect.objectContaining({ reviewId: r.id, content: 'Thank you for the kind words.' })],
        apiKeys: [expect.objectContaining({ name: 'Shop orders', prefix: key.body.prefix })],
      });
      expect(res.text).not.toContain(key.body.key);
      const [{ key_hash, password_hash }] = await t.db.query(
        `SELECT k.key_hash, a.password_hash FROM business_api_keys k JOIN business_accounts a ON a.id = k.account_id WHERE k.id = $1`,
        [key.body.id],
      );
      expect(res.text).not.toContain(key_hash);
      expect(res.text).not.toContain(password_hash);
      expect(res.text).not.toContain(author.user.email);
    });

    it('is rate limited per account: the eleventh download in an hour is refused with a sentence', async () => {
      const me = await registerUser(t);
      for (let i = 0; i < 10; i++) expect((await me.agent.get('/api/auth/account/export')).status).toBe(200);
      const refused = await me.agent.get('/api/auth/account/export');
      expectError(refused, 429, /downloaded your data several times/);
      expect(refused.headers['retry-after']).toBeDefined();
    });
  });

  describe('erasure', () => {
    it('refuses a wrong or missing password and changes nothing', async () => {
      const me = await registerUser(t, { verified: true });
      expectError(await me.agent.request('DELETE', '/api/auth/account', { password: 'not-the-password' }), 400, /password is incorrect/);
      expectError(await me.agent.request('DELETE', '/api/auth/account', {}), 400, /password is required/);
      expect((await me.agent.get('/api/auth/user')).status).toBe(200);
      expectError(await t.agent().request('DELETE', '/api/auth/account', { password: me.password }), 401);
    });

    it('deletes the account, its sessions, reviews and votes at once; figures, TrustScore and the cached page move; the moderation record stays without the person', async () => {
      const me = await registerUser(t, { verified: true, firstName: `Erasable${randomBytes(2).toString('hex')}` });
      const elsewhere = t.agent();
      expect((await elsewhere.post('/api/auth/login', { email: me.user.email, password: me.password })).status).toBe(200);
      const other = await registerUser(t, { verified: true });
      const [a, b] = [await createCompany(owner), await createCompany(owner)];
      const kept = await review(other, a.id, 5);
      const gone = await review(me, a.id, 1, 'Everything went wrong from the first day, Jane at the desk included.');
      const hidden = await review(me, b.id, 2);
      const onB = await review(other, b.id, 4);
      expect((await me.agent.post(`/api/reviews/${kept.id}/vote`, { voteType: 'helpful' })).body.helpfulCount).toBe(1);
      expect((await me.agent.post(`/api/reviews/${onB.id}/reports`, { reason: 'fake', details: 'I know the author, I am their neighbour' })).status).toBe(201);
      expect((await moderator.agent.post(`/api/admin/reviews/${hidden.id}/hide`, { reason: 'personal_information', facts: FACTS })).status).toBe(200);
      expect((await me.agent.post(`/api/reviews/${hidden.id}/appeal`, { statement: 'I am Sam from Leeds and this is my review.' })).status).toBe(201);

      const before = await company(a.id); // also kept in the hot-read cache now
      expect(before.totalReviews).toBe(2);
      expect(before.reviews.map((r: { id: string }) => r.id)).toContain(gone.id);

      const res = await me.agent.request('DELETE', '/api/auth/account', { password: me.password });
      expect(res.status).toBe(204);
      expect(String(res.headers['set-cookie'])).toMatch(/max-age=0|expires=thu, 01 jan 1970/i);

      // Every session ended: this one and the other device.
      expectError(await me.agent.get('/api/auth/user'), 401);
      expectError(await elsewhere.get('/api/auth/user'), 401);
      expectError(await t.agent().post('/api/auth/login', { email: me.user.email, password: me.password }), 401);
      const counts = await t.db.query(
        `SELECT (SELECT count(*)::int FROM users WHERE id = $1) AS users, (SELECT count(*)::int FROM sessions WHERE user_id = $1) AS sessions,
                (SELECT count(*)::int FROM reviews WHERE user_id = $1) AS reviews, (SELECT count(*)::int FROM review_votes WHERE user_id = $1) AS votes`,
        [me.user.id],
      );
      expect(counts).toEqual([{ users: 0, sessions: 0, reviews: 0, votes: 0 }]);

      // The company's figures, TrustScore and cached page moved with the review; the vote left the counter.
      const after = await company(a.id);
      expect(after.totalReviews).toBe(1);
      expect(after.averageRating).toBe('5.0');
      expect(after.ratingDistribution['1']).toBe(0);
      expect(after.trustScore.value).not.toBe(before.trustScore.value);
      expect(after.reviews.map((r: { id: string }) => r.id)).toEqual([kept.id]);
      expect(after.reviews[0].helpfulCount).toBe(0);
      const [{ drift }] = await t.db.query(
        `SELECT abs(c.decay_weight - coalesce(sum(review_decay_weight(r.created_at)), 0)) AS drift
           FROM companies c LEFT JOIN reviews r ON r.company_id = c.id AND r.hidden_at IS NULL WHERE c.id = $1 GROUP BY c.id`,
        [a.id],
      );
      expect(drift).toBeLessThan(1e-9);
      const [{ n }] = await t.db.query(`SELECT coalesce(sum(review_count), 0)::int AS n FROM company_review_months WHERE company_id = $1`, [a.id]);
      expect(n).toBe(1);

      // The moderation record stays, without the person's name, email or words.
      const [decision] = await t.db.query(`SELECT * FROM audit_log WHERE target_id = $1 AND action = 'hide_review'`, [hidden.id]);
      expect(decision).toBeDefined();
      const [appeal] = await t.db.query(`SELECT user_id, statement, status FROM review_appeals WHERE decision_id = $1`, [decision.id]);
      expect(appeal).toEqual({ user_id: null, statement: null, status: 'withdrawn' });
      const [report] = await t.db.query(`SELECT reporter_user_id, details, reason, status FROM review_reports WHERE review_id = $1`, [onB.id]);
      expect(report).toEqual({ reporter_user_id: null, details: null, reason: 'fake', status: 'open' });
      const audit = await moderator.agent.get('/api/admin/audit?limit=200');
      expect(audit.status).toBe(200);
      expect(audit.text).toContain(hidden.id);
      for (const personal of [me.user.email, me.user.firstName, 'Sam from Leeds', 'their neighbour']) expect(audit.text).not.toContain(personal);

      // The address's earlier mails are gone; only the confirmation of the erasure waits to be sent or purged.
      const mails = (await t.mails()).filter((m) => m.to_address.toLowerCase() === me.user.email.toLowerCase());
      expect(mails.map((m) => m.kind)).toEqual(['account-erased']);
    });

    it('erases a business account: its claim ends with the company kept, keys stop, sessions end, replies stay as the company’s', async () => {
      const biz = await verifiedOwner(t, owner);
      const key = await biz.agent.post(`/api/business/companies/${biz.companyId}/api-keys`, { name: 'Orders', permissions: ['reviews:read'] });
      expect(key.status).toBe(201);
      const author = await registerUser(t, { verified: true });
      const r = await review(author, biz.companyId, 4);
      expect((await biz.agent.put(`/api/business/reviews/${r.id}/reply`, { content: 'Thanks for shopping with us.' })).status).toBe(200);
      expect((await company(biz.companyId)).claimed).toBe(true);
      const [{ email }] = await t.db.query(`SELECT email FROM business_accounts WHERE id = $1`, [biz.accountId]);
      // A report about a review of its company while signed in, and a notice sent signed out under the same address.
      const elsewhere = r;
      expect((await biz.agent.post(`/api/reviews/${elsewhere.id}/reports`, { reason: 'fake', details: 'Our rival wrote this one' })).status).toBe(201);
      const notice = {
        targetType: 'review', targetId: elsewhere.id, reason: 'other', ground: 'incompatible', goodFaith: true,
        explanation: 'This review copies a competitor advert word for word.', name: 'Jo Owner', email,
      };
      expect((await t.agent().post('/api/notices', notice)).status).toBe(201);

      expectError(await biz.agent.request('DELETE', '/api/business/account', { password: 'wrong-password-1' }), 400, /password is incorrect/);
      expect((await biz.agent.request('DELETE', '/api/business/account', { password: 'business-password-1' })).status).toBe(204);

      expectError(await biz.agent.get('/api/business/account'), 401);
      expectError(await t.agent().get('/api/v1/reviews', { authorization: `Bearer ${key.body.key}` }), 401);
      const page = await company(biz.companyId);
      expect(page).toMatchObject({ id: biz.companyId, claimed: false, totalReviews: 1 });
      expect(page.reviews[0].reply).toMatchObject({ content: 'Thanks for shopping with us.' });
      const [{ accounts, claims }] = await t.db.query(
        `SELECT (SELECT count(*)::int FROM business_accounts WHERE id = $1) AS accounts, (SELECT count(*)::int FROM company_claims WHERE account_id = $1) AS claims`,
        [biz.accountId],
      );
      expect({ accounts, claims }).toEqual({ accounts: 0, claims: 0 });
      // Both notices stay for the decision and the figures, without who sent them or their words.
      const notices = await t.db.query(
        `SELECT sender_kind, reporter_account_id, sender_name, sender_email, details FROM review_reports WHERE review_id = $1 ORDER BY sender_kind`,
        [elsewhere.id],
      );
      expect(notices).toEqual([
        { sender_kind: 'business', reporter_account_id: null, sender_name: null, sender_email: null, details: null },
        { sender_kind: 'visitor', reporter_account_id: null, sender_name: null, sender_email: null, details: null },
      ]);
      const mails = (await t.mails()).filter((m) => m.to_address === email);
      expect(mails.map((m) => m.kind)).toEqual(['account-erased']);
    });
  });

  describe('retention', () => {
    it('purges addresses, user agents and mail logs past their days and keeps the recent ones and the signals’ conclusions', async () => {
      const old = await registerUser(t, { verified: true });
      const recent = await registerUser(t, { verified: true });
      const days = t.config.retention.ipDays;
      await t.db.query(`UPDATE sessions SET created_at = now() - make_interval(days => $2 + 1) WHERE user_id = $1`, [old.user.id, days]);
      expect((await t.agent().post('/api/contact', { name: 'Old Sender', email: 'old.sender@example.com', topic: 'account', message: 'An old question about my account.' })).status).toBe(202);
      expect((await t.agent().post('/api/contact', { name: 'New Sender', email: 'new.sender@example.com', topic: 'account', message: 'A new question about my account.' })).status).toBe(202);
      await t.db.query(`UPDATE contact_messages SET created_at = now() - make_interval(days => $1 + 1) WHERE email = 'old.sender@example.com'`, [days]);
      await t.mails();
      await t.db.query(`UPDATE mail_outbox SET sent_at = now() - make_interval(days => $2 + 1) WHERE to_address = $1`, [old.user.email, t.config.retention.mailLogDays]);
      await t.db.query(`INSERT INTO mail_outbox (to_address, subject, text_body, link, kind, status, attempts, created_at) VALUES ($1, 'Waiting', 'Not sent yet', NULL, 'test', 'pending', 1, now() - interval '400 days')`, [old.user.email]);

      // A signal raised from a client address: its conclusion outlives the address's key.
      const c = await createCompany(owner);
      const r = await review(old, c.id, 5);
      await t.db.query(`UPDATE reviews SET client_key = $2, created_at = now() - interval '30 days' WHERE id = $1`, [r.id, randomBytes(16)]);
      await t.db.query(`INSERT INTO review_signals (review_id, signal, details, status) VALUES ($1, 'same_address', '{"accounts": 3, "reviews": 3, "windowHours": 72}', 'open')`, [r.id]);

      const purged = await t.app.get(PersonalDataRetention).purge();
      expect(purged.sessionAddresses).toBeGreaterThanOrEqual(1);
      expect(purged.contactAddresses).toBeGreaterThanOrEqual(1);
      expect(purged.mails).toBeGreaterThanOrEqual(1);
      expect(await t.app.get(ClientKeyRetention).forgetOld()).toBeGreaterThanOrEqual(1);

      const sessions = async (u: TestUser) => t.db.query(`SELECT ip, user_agent FROM sessions WHERE user_id = $1`, [u.user.id]);
      expect(await sessions(old)).toEqual([{ ip: null, user_agent: null }]);
      expect(await sessions(recent)).toEqual([{ ip: recent.agent.ip, user_agent: expect.anything() }]);
      expect((await old.agent.get('/api/auth/user')).status).toBe(200); // the session itself lasts on
      const contact = await t.db.query(`SELECT email, ip FROM contact_messages WHERE email IN ('old.sender@example.com', 'new.sender@example.com') ORDER BY email`);
      expect(contact).toEqual([
        { email: 'new.sender@example.com', ip: expect.any(String) },
        { email: 'old.sender@example.com', ip: null },
      ]);
      const oldMails = await t.db.query(`SELECT status FROM mail_outbox WHERE to_address = $1`, [old.user.email]);
      expect(oldMails).toEqual([{ status: 'pending' }]);
      expect((await t.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1`, [recent.user.email]))[0].n).toBeGreaterThan(0);
      const [{ client_key }] = await t.db.query(`SELECT client_key FROM reviews WHERE id = $1`, [r.id]);
      expect(client_key).toBeNull();
      const [signal] = await t.db.query(`SELECT signal, status, details FROM review_signals WHERE review_id = $1 AND signal = 'same_address'`, [r.id]);
      expect(signal).toEqual({ signal: 'same_address', status: 'open', details: { accounts: 3, reviews: 3, windowHours: 72 } });
    });
  });
});

describe('published retention', () => {
  it('answers the configured periods, which the privacy page shows', async () => {
    const t = await createTestApp({ IP_RETENTION_DAYS: '14', MAIL_LOG_RETENTION_DAYS: '60' });
    try {
      const res = await t.agent().get('/api/privacy/retention');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ signInAddressDays: 14, contactAddressDays: 14, contactMessageYears: 2, mailLogDays: 60, reviewAddressKeyDays: 7, sessionMaxDays: 30 });
    } finally {
      await t.close();
    }
  });
});
