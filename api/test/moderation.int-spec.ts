import { randomBytes } from 'node:crypto';
import { expectError } from './support/expect-error.js';
import { createCompany, createTestApp, registerUser, type TestApp, type TestUser } from './support/test-app.js';

const FACTS = 'The text promotes a competitor with a discount code.';

describe('moderation', () => {
  let t: TestApp;
  let moderator: TestUser;
  let secondModerator: TestUser;
  let admin: TestUser;
  let user: TestUser;

  async function withRole(role: 'moderator' | 'admin'): Promise<TestUser> {
    const u = await registerUser(t, { verified: true });
    await t.db.query(`UPDATE users SET role = $2 WHERE id = $1`, [u.user.id, role]);
    return u;
  }

  beforeAll(async () => {
    t = await createTestApp();
    [moderator, secondModerator, admin, user] = await Promise.all([withRole('moderator'), withRole('moderator'), withRole('admin'), registerUser(t, { verified: true })]);
  });
  afterAll(() => t.close());

  async function reviewed(rating = 2): Promise<{ companyId: string; reviewId: string; author: TestUser }> {
    const owner = await registerUser(t, { verified: true });
    const company = await createCompany(owner);
    const author = await registerUser(t, { verified: true });
    // A year-old account: the new-account signals (signals.int-spec.ts) stay out of these cases.
    await t.db.query(`UPDATE users SET created_at = now() - interval '1 year' WHERE id = $1`, [author.user.id]);
    const res = await author.agent.post('/api/reviews', { companyId: company.id, rating, title: 'Use code SAVE20', content: 'Buy from the other shop with code SAVE20.', topic: 'Value for Money' });
    expect(res.status).toBe(201);
    return { companyId: company.id, reviewId: res.body.id, author };
  }

  async function company(id: string) {
    return (await t.agent().get(`/api/companies/${id}`)).body;
  }

  it('answers every admin call by role: 401 anonymous, 403 user and business, moderator yes, admin-only calls 403 to moderators', async () => {
    const ID = '00000000-0000-4000-8000-000000000000';
    const moderatorCalls: [string, string, unknown?][] = [
      ['GET', '/api/admin/summary'],
      ['GET', '/api/admin/reports'],
      ['POST', `/api/admin/reviews/${ID}/hide`, { reason: 'fake', facts: FACTS }],
      ['POST', `/api/admin/reviews/${ID}/restore`, { facts: FACTS }],
      ['POST', `/api/admin/reviews/${ID}/dismiss-reports`, { facts: FACTS }],
      ['GET', '/api/admin/appeals'],
      ['POST', `/api/admin/appeals/${ID}/decide`, { outcome: 'upheld', facts: FACTS }],
      ['GET', '/api/admin/claims'],
      ['POST', `/api/admin/claims/${ID}/approve`, { facts: FACTS }],
      ['POST', `/api/admin/claims/${ID}/reject`, { facts: FACTS }],
      ['GET', '/api/admin/users?search=x'],
      ['POST', `/api/admin/users/${ID}/suspend`, { facts: FACTS }],
      ['POST', `/api/admin/users/${ID}/restore`, { facts: FACTS }],
      ['GET', '/api/admin/contact-messages'],
      ['PATCH', `/api/admin/companies/${ID}`, { name: 'New name', facts: FACTS }],
      ['POST', `/api/admin/companies/${ID}/notice`, { days: 7, facts: FACTS }],
      ['POST', `/api/admin/companies/${ID}/notice/remove`, { facts: FACTS }],
    ];
    const adminCalls: [string, string, unknown?][] = [
      ['PUT', `/api/admin/users/${ID}/role`, { role: 'moderator', facts: FACTS }],
      ['GET', '/api/admin/audit'],
    ];
    const business = t.agent();
    await business.post('/api/business/register', {
      contactName: 'Biz',
      companyName: 'Biz',
      email: `biz-${randomBytes(3).toString('hex')}@biz.example`,
      password: 'business-password-1',
      website: 'https://biz.example',
    });
    for (const [method, url, body] of [...moderatorCalls, ...adminCalls]) {
      expectError(await t.agent().request(method, url, body), 401);
      expectError(await user.agent.request(method, url, body), 403);
      expectError(await business.request(method, url, body), 403);
    }
    for (const [method, url, body] of moderatorCalls) {
      const res = await moderator.agent.request(method, url, body);
      expect([200, 404]).toContain(res.status);
    }
    for (const [method, url, body] of adminCalls) {
      expectError(await moderator.agent.request(method, url, body), 403, /administrators/);
      expect([200, 404]).toContain((await admin.agent.request(method, url, body)).status);
    }
  });

  it('takes a report once per reporter; several reports are one queue item with reasons counted', async () => {
    const { reviewId, author } = await reviewed();
    const first = await user.agent.post(`/api/reviews/${reviewId}/reports`, { reason: 'advertising', details: 'A discount code for a competitor' });
    expect(first.status).toBe(201);
    expectError(await user.agent.post(`/api/reviews/${reviewId}/reports`, { reason: 'fake' }), 409, /already reported/);
    const other = await registerUser(t);
    await other.agent.post(`/api/reviews/${reviewId}/reports`, { reason: 'advertising' });
    const third = await registerUser(t);
    await third.agent.post(`/api/reviews/${reviewId}/reports`, { reason: 'fake', details: 'The account reviewed ten shops today' });
    expectError(await author.agent.post(`/api/reviews/${reviewId}/reports`, { reason: 'fake' }), 403, /your own review/);
    expectError(await t.agent().post(`/api/reviews/${reviewId}/reports`, { reason: 'fake' }), 401);
    expectError(await user.agent.post(`/api/reviews/${reviewId}/reports`, { reason: 'boring' }), 400, /Reason must be one of/);
    const queue = (await moderator.agent.get('/api/admin/reports?limit=100')).body;
    const item = queue.items.find((i: { review: { id: string } }) => i.review.id === reviewId);
    expect(item).toMatchObject({ reportCount: 3, reasons: { advertising: 2, fake: 1 }, details: ['The account reviewed ten shops today', 'A discount code for a competitor'] });
  });

  it('lets a business report reviews of its own company only', async () => {
    const { reviewId, companyId } = await reviewed();
    const domain = `owned-${randomBytes(3).toString('hex')}.example`;
    await t.db.query(`UPDATE companies SET website = $2 WHERE id = $1`, [companyId, `https://www.${domain}`]);
    const business = t.agent();
    const reg = await business.post('/api/business/register', { contactName: 'Owner', companyName: 'Owned', email: `o@${domain}`, password: 'business-password-1', website: `https://${domain}` });
    const other = t.agent();
    await other.post('/api/business/register', { contactName: 'Other', companyName: 'Other', email: `x@other-${domain}`, password: 'business-password-1', website: 'https://other.example' });
    expectError(await business.post(`/api/reviews/${reviewId}/reports`, { reason: 'fake' }), 403, /own company/);
    await t.db.query(`INSERT INTO company_claims (company_id, account_id, status, verification, decided_at) VALUES ($1, $2, 'verified', 'moderator', now())`, [companyId, reg.body.account.id]);
    expect((await business.post(`/api/reviews/${reviewId}/reports`, { reason: 'fake' })).status).toBe(201);
    expectError(await other.post(`/api/reviews/${reviewId}/reports`, { reason: 'fake' }), 403);
  });

  it('hides a review out of every list, aggregate, the stats and the widget at once, and restores it whole', async () => {
    const { reviewId, companyId, author } = await reviewed(1);
    const helper = await registerUser(t, { verified: true });
    await helper.agent.post(`/api/reviews/${reviewId}/vote`, { voteType: 'helpful' });
    await user.agent.post(`/api/reviews/${reviewId}/reports`, { reason: 'advertising' });
    const before = await company(companyId);
    const statsBefore = (await t.agent().get('/api/stats')).body;

    const hidden = await moderator.agent.post(`/api/admin/reviews/${reviewId}/hide`, { reason: 'advertising', facts: FACTS });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      action: 'hide_review',
      decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
      category: 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE',
      decision_facts: FACTS,
      source_type: 'SOURCE_ARTICLE_16',
      automated_detection: false,
      automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
    });
    const after = await company(companyId);
    expect(after.totalReviews).toBe(before.totalReviews - 1);
    // The only review hidden: the TrustScore falls back to the prior at once.
    expect(before.trustScore.value).not.toBe('3.5');
    expect(after.trustScore).toMatchObject({ value: '3.5', weightedAverage: null });
    expect(after.ratingDistribution['1']).toBe(before.ratingDistribution['1'] - 1);
    expect(after.reviews.map((r: { id: string }) => r.id)).not.toContain(reviewId);
    expect((await t.agent().get('/api/stats')).body.totalReviews).toBe(statsBefore.totalReviews - 1);
    expect((await t.agent().get('/api/reviews/recent?limit=50')).body.map((r: { id: string }) => r.id)).not.toContain(reviewId);
    expect((await t.agent().get(`/api/reviews/user/${author.user.id}`)).body).toEqual([]);
    expect((await t.agent().get(`/api/widgets/${companyId}`)).body.totalReviews).toBe(after.totalReviews);
    expectError(await helper.agent.post(`/api/reviews/${reviewId}/vote`, { voteType: 'not_helpful' }), 404);
    const [{ n }] = await t.db.query(`SELECT coalesce(sum(review_count), 0)::int AS n FROM company_review_months WHERE company_id = $1`, [companyId]);
    expect(n).toBe(after.totalReviews);
    expect((await moderator.agent.get('/api/admin/reports?limit=100')).body.items.map((i: { review: { id: string } }) => i.review.id)).not.toContain(reviewId);
    expectError(await moderator.agent.post(`/api/admin/reviews/${reviewId}/hide`, { reason: 'fake', facts: FACTS }), 409);
    expectError(await author.agent.put(`/api/reviews/${reviewId}`, { title: 'Edited away' }), 409, /hid this review/);

    // The author sees it, with the statement of reasons.
    const mine = (await author.agent.get('/api/reviews/hidden')).body;
    expect(mine).toEqual([expect.objectContaining({ reasonLabel: 'Advertising or promotion', appeal: 'none', statement: expect.objectContaining({ decision_facts: FACTS }) })]);

    const restored = await secondModerator.agent.post(`/api/admin/reviews/${reviewId}/restore`, { facts: 'On a second look the code is the shop’s own loyalty scheme.' });
    expect(restored.status).toBe(200);
    const back = await company(companyId);
    expect(back).toMatchObject({ totalReviews: before.totalReviews, averageRating: before.averageRating, ratingDistribution: before.ratingDistribution });
    expect(back.trustScore.value).toBe(before.trustScore.value);
    expect(back.trustScore.effectiveReviews).toBeCloseTo(before.trustScore.effectiveReviews, 6);
    const [{ drift }] = await t.db.query(
      `SELECT abs(c.decay_weight - coalesce(sum(review_decay_weight(r.created_at)), 0)) AS drift
         FROM companies c LEFT JOIN reviews r ON r.company_id = c.id AND r.hidden_at IS NULL WHERE c.id = $1 GROUP BY c.id`,
      [companyId],
    );
    expect(drift).toBeLessThan(1e-9);
    const card = back.reviews.find((r: { id: string }) => r.id === reviewId);
    expect(card).toMatchObject({ helpfulCount: 1, topic: 'Value for Money' });
    expect((await t.agent().get('/api/stats')).body.totalReviews).toBe(statsBefore.totalReviews);
  });

  it('lets the author appeal once, decided by a different moderator; overturned restores the review', async () => {
    const { reviewId, companyId, author } = await reviewed(3);
    await moderator.agent.post(`/api/admin/reviews/${reviewId}/hide`, { reason: 'fake', facts: 'No sign the author was ever a customer.' });
    const appeal = await author.agent.post(`/api/reviews/${reviewId}/appeal`, { statement: 'I bought a sofa there in May; here is what happened.' });
    expect(appeal.status).toBe(201);
    expectError(await author.agent.post(`/api/reviews/${reviewId}/appeal`, { statement: 'Appealing a second time please.' }), 409, /already appealed/);
    expectError(await user.agent.post(`/api/reviews/${reviewId}/appeal`, { statement: 'Not my review but still.' }), 403);
    expect((await author.agent.get('/api/reviews/hidden')).body[0].appeal).toBe('open');
    const queue = (await moderator.agent.get('/api/admin/appeals')).body;
    expect(queue.find((a: { id: string }) => a.id === appeal.body.id)).toMatchObject({ review: { id: reviewId } });
    expectError(
      await moderator.agent.post(`/api/admin/appeals/${appeal.body.id}/decide`, { outcome: 'overturned', facts: 'I was wrong about this one.' }),
      403,
      /different moderator/,
    );
    const decided = await secondModerator.agent.post(`/api/admin/appeals/${appeal.body.id}/decide`, { outcome: 'overturned', facts: 'The order confirmation matches.' });
    expect(decided.body.action).toBe('appeal_overturned');
    expect((await company(companyId)).reviews.map((r: { id: string }) => r.id)).toContain(reviewId);
    expect((await author.agent.get('/api/reviews/hidden')).body).toEqual([]);
  });

  it('suspends a user: sessions end at once and sign-in is refused; restoring lets them back', async () => {
    const target = await registerUser(t, { verified: true });
    expect((await target.agent.get('/api/auth/user')).status).toBe(200);
    expectError(await moderator.agent.post(`/api/admin/users/${target.user.id}/suspend`, { facts: 'short' }), 400, /facts and circumstances/);
    expect((await moderator.agent.post(`/api/admin/users/${target.user.id}/suspend`, { facts: 'Posted the same review under 12 accounts.' })).status).toBe(200);
    expectError(await target.agent.get('/api/auth/user'), 401);
    expectError(await t.agent().post('/api/auth/login', { email: target.user.email, password: target.password }), 403, /suspended/);
    expectError(await moderator.agent.post(`/api/admin/users/${admin.user.id}/suspend`, { facts: 'Trying to suspend the admin.' }), 403, /Only administrators/);
    expectError(await moderator.agent.post(`/api/admin/users/${moderator.user.id}/suspend`, { facts: 'Suspending myself somehow.' }), 403, /your own/);
    await moderator.agent.post(`/api/admin/users/${target.user.id}/restore`, { facts: 'The accounts belong to one family.' });
    expect((await t.agent().post('/api/auth/login', { email: target.user.email, password: target.password })).status).toBe(200);
  });

  it('approves and rejects pending claims', async () => {
    const make = async () => {
      const owner = await registerUser(t, { verified: true });
      const c = await createCompany(owner);
      const b = t.agent();
      await b.post('/api/business/register', { contactName: 'Claimer', companyName: c.name, email: `c-${randomBytes(3).toString('hex')}@gmail.com`, password: 'business-password-1', website: c.website });
      const claim = await b.post('/api/business/claims', { companyId: c.id });
      expect(claim.body.status).toBe('pending');
      return { b, claim: claim.body, company: c };
    };
    const one = await make();
    const two = await make();
    const pending = (await moderator.agent.get('/api/admin/claims')).body.items.map((c: { id: string }) => c.id);
    expect(pending).toEqual(expect.arrayContaining([one.claim.id, two.claim.id]));
    await moderator.agent.post(`/api/admin/claims/${one.claim.id}/approve`, { facts: 'Called the company’s published phone number.' });
    expect((await one.b.get('/api/business/companies')).body[0]).toMatchObject({ status: 'verified', verification: 'moderator' });
    expect((await company(one.company.id)).claimed).toBe(true);
    await moderator.agent.post(`/api/admin/claims/${two.claim.id}/reject`, { facts: 'The caller could not confirm the address.' });
    expect((await two.b.get('/api/business/companies')).body[0]).toMatchObject({ status: 'rejected', decisionReason: 'The caller could not confirm the address.' });
    expectError(await moderator.agent.post(`/api/admin/claims/${two.claim.id}/approve`, { facts: 'Changed my mind about it.' }), 409);
  });

  it('lets moderators read contact messages, newest first, without the sender’s address', async () => {
    const sent = await t.agent().post('/api/contact', { name: 'Casey', email: 'casey@example.net', topic: 'reviews', message: 'A review on Acme names my neighbour.' });
    expect(sent.status).toBe(202);
    const list = (await moderator.agent.get('/api/admin/contact-messages')).body;
    expect(list[0]).toEqual({ id: expect.any(String), name: 'Casey', email: 'casey@example.net', topic: 'reviews', message: 'A review on Acme names my neighbour.', createdAt: expect.any(String) });
  });

  it('publishes live transparency figures from the reports and the audit log', async () => {
    const before = (await t.agent().get('/api/transparency')).body;
    const { reviewId, author } = await reviewed();
    await user.agent.post(`/api/reviews/${reviewId}/reports`, { reason: 'offensive' });
    await moderator.agent.post(`/api/admin/reviews/${reviewId}/hide`, { reason: 'offensive', facts: 'Insults a named employee.' });
    const appeal = await author.agent.post(`/api/reviews/${reviewId}/appeal`, { statement: 'I only described what happened to me.' });
    await secondModerator.agent.post(`/api/admin/appeals/${appeal.body.id}/decide`, { outcome: 'upheld', facts: 'The insult is in the second sentence.' });
    const after = await t.agent().get('/api/transparency');
    expect(after.headers['cache-control']).toBe('no-cache');
    expect(after.body.reportsReceived).toBe(before.reportsReceived + 1);
    expect(after.body.reportsByReason.offensive).toBe(before.reportsByReason.offensive + 1);
    expect(after.body.hiddenByReason.offensive).toBe(before.hiddenByReason.offensive + 1);
    expect(after.body.appeals).toEqual({ received: before.appeals.received + 1, decided: before.appeals.decided + 1, overturned: before.appeals.overturned });
    expect(after.body.medianHoursReportToDecision).toEqual(expect.any(Number));
    expect(after.body.automatedDetectionShare).toBe(0);

    // The author deletes the review: the report, the hide and the appeal still count.
    expect((await author.agent.delete(`/api/reviews/${reviewId}`)).status).toBe(204);
    const kept = (await t.agent().get('/api/transparency')).body;
    expect({ ...kept, generatedAt: 0, periodEnd: 0, periodStart: 0 }).toEqual({ ...after.body, generatedAt: 0, periodEnd: 0, periodStart: 0 });
    // Hiding one review twice counts it once.
    const again = await reviewed();
    await moderator.agent.post(`/api/admin/reviews/${again.reviewId}/hide`, { reason: 'offensive', facts: 'Insults a named employee.' });
    await secondModerator.agent.post(`/api/admin/reviews/${again.reviewId}/restore`, { facts: 'The name was the shop’s own brand.' });
    await moderator.agent.post(`/api/admin/reviews/${again.reviewId}/hide`, { reason: 'offensive', facts: 'Insults a named employee after all.' });
    expect((await t.agent().get('/api/transparency')).body.hiddenByReason.offensive).toBe(after.body.hiddenByReason.offensive + 1);
  });

  it('lets nobody moderate their own review, and withdraws open reports and appeals when the author deletes it', async () => {
    const company = await createCompany(await registerUser(t, { verified: true }));
    const own = await moderator.agent.post('/api/reviews', { companyId: company.id, rating: 5, title: 'My own shop visit', content: 'I liked it a lot, honestly.' });
    expect(own.status).toBe(201);
    await user.agent.post(`/api/reviews/${own.body.id}/reports`, { reason: 'fake' });
    expectError(await moderator.agent.post(`/api/admin/reviews/${own.body.id}/dismiss-reports`, { facts: FACTS }), 403, /your own review/);
    expectError(await moderator.agent.post(`/api/admin/reviews/${own.body.id}/hide`, { reason: 'fake', facts: FACTS }), 403, /your own review/);
    expect((await secondModerator.agent.post(`/api/admin/reviews/${own.body.id}/hide`, { reason: 'fake', facts: FACTS })).status).toBe(200);
    expectError(await moderator.agent.post(`/api/admin/reviews/${own.body.id}/restore`, { facts: FACTS }), 403, /your own review/);
    const appeal = await moderator.agent.post(`/api/reviews/${own.body.id}/appeal`, { statement: 'It is a real visit, I paid for it.' });
    expect(appeal.status).toBe(201);
    expectError(await moderator.agent.post(`/api/admin/appeals/${appeal.body.id}/decide`, { outcome: 'overturned', facts: FACTS }), 403, /your own review/);
    expectError(await secondModerator.agent.post(`/api/admin/appeals/${appeal.body.id}/decide`, { outcome: 'overturned', facts: FACTS }), 403, /different moderator/);

    // Its author deletes it: the appeal and any open report are withdrawn, nothing is lost.
    const other = await reviewed();
    await user.agent.post(`/api/reviews/${other.reviewId}/reports`, { reason: 'other', details: 'Reads like an advert.' });
    expect((await moderator.agent.get('/api/admin/reports?limit=100')).body.items.map((i: { review: { id: string } }) => i.review.id)).toContain(other.reviewId);
    expect((await other.author.agent.delete(`/api/reviews/${other.reviewId}`)).status).toBe(204);
    expect((await moderator.agent.delete(`/api/reviews/${own.body.id}`)).status).toBe(204);
    expect((await moderator.agent.get('/api/admin/reports?limit=100')).body.items.map((i: { review: { id: string } }) => i.review.id)).not.toContain(other.reviewId);
    expect((await admin.agent.get('/api/admin/appeals')).body.map((a: { id: string }) => a.id)).not.toContain(appeal.body.id);
    expect(await t.db.query(`SELECT status, review_id FROM review_appeals WHERE id = $1`, [appeal.body.id])).toEqual([{ status: 'withdrawn', review_id: null }]);
    expect(await t.db.query(`SELECT status FROM review_reports WHERE details = 'Reads like an advert.'`)).toEqual([{ status: 'withdrawn' }]);
    expectError(await admin.agent.post(`/api/admin/appeals/${appeal.body.id}/decide`, { outcome: 'upheld', facts: FACTS }), 409, /withdrawn/);
  });

  it('writes an audit entry for every kind of decision, with its actor named even after they are gone', async () => {
    const { reviewId, author } = await reviewed();
    await user.agent.post(`/api/reviews/${reviewId}/reports`, { reason: 'other' });
    const dismissed = await moderator.agent.post(`/api/admin/reviews/${reviewId}/dismiss-reports`, { facts: FACTS });
    expect(dismissed.body).toMatchObject({ action: 'dismiss_reports', decision_facts: FACTS, source_type: 'SOURCE_ARTICLE_16' });
    await moderator.agent.post(`/api/admin/reviews/${reviewId}/hide`, { reason: 'other', facts: FACTS });
    const appeal = await author.agent.post(`/api/reviews/${reviewId}/appeal`, { statement: 'Please look again at it.' });
    const upheld = await secondModerator.agent.post(`/api/admin/appeals/${appeal.body.id}/decide`, { outcome: 'upheld', facts: FACTS });
    expect(upheld.body).toMatchObject({ action: 'appeal_upheld', source_type: 'SOURCE_TYPE_OTHER_NOTIFICATION' });
    const entries = (await admin.agent.get('/api/admin/audit?limit=20')).body.entries as { action: string; targetId: string; actorName: string }[];
    expect(entries.find((e) => e.action === 'dismiss_reports' && e.targetId === reviewId)?.actorName).toBe(`${moderator.user.firstName} Tester`);
    expect(entries.find((e) => e.action === 'appeal_upheld' && e.targetId === appeal.body.id)).toBeDefined();
    const jsonl = (await admin.agent.get('/api/admin/audit?format=jsonl&action=appeal_upheld')).text.trim().split('\n').map((l) => JSON.parse(l));
    expect(jsonl[0]).toMatchObject({ decision_visibility: ['DECISION_VISIBILITY_CONTENT_DISABLED'], content_type: ['CONTENT_TYPE_TEXT'], content_date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
    // A moderator whose account goes stays named in the log (the log refuses changes, and needs none).
    const leaving = await registerUser(t, { verified: true, firstName: 'Leaving' });
    await t.db.query(`UPDATE users SET role = 'moderator' WHERE id = $1`, [leaving.user.id]);
    const r = await reviewed();
    await leaving.agent.post(`/api/admin/reviews/${r.reviewId}/hide`, { reason: 'other', facts: FACTS });
    await t.db.query(`DELETE FROM users WHERE id = $1`, [leaving.user.id]);
    const log = (await admin.agent.get(`/api/admin/audit?action=hide_review&limit=5`)).body.entries as { targetId: string; actorName: string }[];
    expect(log.find((e) => e.targetId === r.reviewId)?.actorName).toBe('Leaving Tester');
  });

  it('grants roles (admins only) and keeps an append-only audit log the database itself protects', async () => {
    const target = await registerUser(t, { verified: true });
    expect((await admin.agent.put(`/api/admin/users/${target.user.id}/role`, { role: 'moderator', facts: 'Joins the trust and safety team.' })).status).toBe(200);
    expect((await target.agent.get('/api/auth/user')).body.user.role).toBe('moderator');
    expectError(await admin.agent.put(`/api/admin/users/${admin.user.id}/role`, { role: 'user', facts: 'Stepping down myself now.' }), 403);

    const json = (await admin.agent.get('/api/admin/audit?limit=500')).body.entries as { action: string; targetId: string }[];
    for (const action of ['hide_review', 'restore_review', 'appeal_overturned', 'suspend_user', 'restore_user', 'approve_claim', 'reject_claim', 'set_role']) {
      expect(json.map((e) => e.action)).toContain(action);
    }
    const csv = await admin.agent.get('/api/admin/audit?format=csv&action=set_role');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text.split('\r\n')[0]).toBe(
      'platform_uid,application_date,decision_visibility,decision_account,decision_ground,incompatible_content_ground,incompatible_content_explanation,' +
        'illegal_content_legal_ground,illegal_content_explanation,category,content_type,content_date,territorial_scope,decision_facts,source_type,' +
        'automated_detection,automated_decision,action,actor,target_type,target_id',
    );
    expect(csv.text).toContain('"Joins the trust and safety team."');
    const jsonl = await admin.agent.get('/api/admin/audit?format=jsonl&targetType=review');
    const lines = jsonl.text.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l: { target_type: string }) => l.target_type === 'review')).toBe(true);

    await expect(t.db.query(`UPDATE audit_log SET decision_facts = 'rewritten'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`TRUNCATE audit_log CASCADE`)).rejects.toThrow(/append-only/);
  });

  it('pages through the audit log by keyset, filters by date, and exports every matching entry', async () => {
    // 1,205 role changes written the way the command line writes them (more than one export page).
    const target = await registerUser(t);
    await t.db.query(
      `INSERT INTO audit_log (actor_id, action, target_type, target_id, decision_facts, source_type, created_at)
       SELECT NULL, 'set_role', 'user', $1, 'Bulk entry number ' || i, 'SOURCE_VOLUNTARY', '2020-03-01T00:00:00Z'::timestamptz + make_interval(mins => i)
         FROM generate_series(1, 1205) AS i`,
      [target.user.id],
    );
    const seen: string[] = [];
    let before: string | null = '';
    for (let pages = 0; before !== null; pages++) {
      expect(pages).toBeLessThan(30);
      const res: { status: number; body: { entries: { decision_facts: string }[]; nextBefore: string | null } } = await admin.agent.get(`/api/admin/audit?from=2020-03-01&to=2020-03-01&limit=100${before ? `&before=${before}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.entries.map((e: { decision_facts: string }) => e.decision_facts));
      before = res.body.nextBefore;
    }
    // 2020-03-01 as a bare date is that whole day: minutes 1 to 1439 of it, newest first, no gaps.
    expect(seen).toHaveLength(1205);
    expect(seen[0]).toBe('Bulk entry number 1205');
    expect(seen.at(-1)).toBe('Bulk entry number 1');

    const timed = (await admin.agent.get('/api/admin/audit?from=2020-03-01T10:00:00Z&to=2020-03-01T10:09:59Z')).body.entries;
    expect(timed.map((e: { decision_facts: string }) => e.decision_facts)).toEqual(Array.from({ length: 10 }, (_, k) => `Bulk entry number ${609 - k}`));

    const csv = await admin.agent.get('/api/admin/audit?format=csv&from=2020-03-01&to=2020-03-02');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    expect(csv.text.trimEnd().split('\r\n')).toHaveLength(1 + 1205);
    const jsonl = await admin.agent.get('/api/admin/audit?format=jsonl&from=2020-03-01&to=2020-03-02&limit=7');
    expect(jsonl.text.trimEnd().split('\n').map((l) => JSON.parse(l).decision_facts)).toEqual(Array.from({ length: 7 }, (_, k) => `Bulk entry number ${1205 - k}`));

    expectError(await admin.agent.get('/api/admin/audit?from=yesterday'), 400, /^From must be a date/);
    expectError(await admin.agent.get('/api/admin/audit?action=delete_everything'), 400, /Action must be one of/);
  });

  it('lets moderators correct company details and put a public notice on the page for a set time, each audited', async () => {
    const owner = await registerUser(t, { verified: true });
    const c = await createCompany(owner, { category: 'Technology' });
    const before = (await t.agent().get('/api/categories')).body;

    const edited = await moderator.agent.request('PATCH', `/api/admin/companies/${c.id}`, {
      name: 'Corrected Name Ltd',
      category: 'Banking',
      website: 'https://corrected-name.example.org/about',
      facts: 'The owner proved the trading name and website.',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Corrected Name Ltd', category: 'Banking', website: 'https://corrected-name.example.org/about', notice: null });
    const after = (await t.agent().get('/api/categories')).body;
    const count = (list: { name: string; companyCount: number }[], name: string) => list.find((x) => x.name === name)!.companyCount;
    expect(count(after, 'Banking') - count(before, 'Banking')).toBe(1);
    expect(count(after, 'Technology') - count(before, 'Technology')).toBe(-1);
    expectError(await moderator.agent.request('PATCH', `/api/admin/companies/${c.id}`, { name: 'Corrected Name Ltd', facts: FACTS }), 400, /Nothing to change/);
    expectError(await moderator.agent.request('PATCH', `/api/admin/companies/${c.id}`, { website: 'not a site', facts: FACTS }), 400, /valid website/);
    const other = await createCompany(owner);
    expectError(await moderator.agent.request('PATCH', `/api/admin/companies/${other.id}`, { website: 'https://www.corrected-name.example.org', facts: FACTS }), 409);

    expectError(await moderator.agent.post(`/api/admin/companies/${c.id}/notice`, { days: 0, facts: FACTS }), 400, /1 to 90/);
    const noticed = await moderator.agent.post(`/api/admin/companies/${c.id}/notice`, { days: 14, facts: 'Eleven reviews from one address in a day.' });
    expect(noticed.status).toBe(200);
    const page = (await t.agent().get(`/api/companies/${c.id}`)).body;
    expect(page.notice.message).toBe('We found unusual review activity on this profile');
    const days = (Date.parse(page.notice.until) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    // It ends by itself when its time is up, and can be taken off before.
    await t.db.query(`UPDATE companies SET notice_until = now() - interval '1 second' WHERE id = $1`, [c.id]);
    expect((await t.agent().get(`/api/companies/${c.id}`)).body.notice).toBeNull();
    expectError(await moderator.agent.post(`/api/admin/companies/${c.id}/notice/remove`, { facts: FACTS }), 409);
    await moderator.agent.post(`/api/admin/companies/${c.id}/notice`, { days: 3, facts: FACTS });
    expect((await moderator.agent.post(`/api/admin/companies/${c.id}/notice/remove`, { facts: FACTS })).body.notice).toBeNull();

    const audit = (await admin.agent.get(`/api/admin/audit?targetType=company&limit=10`)).body.entries.filter((e: { targetId: string }) => e.targetId === c.id);
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['company_notice_removed', 'company_notice', 'company_notice', 'edit_company']);
    expect(audit[3].details.changes.name).toEqual({ from: c.name, to: 'Corrected Name Ltd' });
  });
});
