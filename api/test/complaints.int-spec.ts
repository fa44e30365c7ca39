// Complaints against moderation decisions (DSA Art. 20): open to the author and the notifier (by
// the mailed link, or signed in as the reporter) for six months after the decision; decided by a
// moderator other than the one who decided; the complainant is mailed the outcome with the
// statement of reasons and where to go next (Art. 21 bodies, the courts).
import { businessApi } from './support/business-api.js';
import { expectError } from './support/expect-error.js';
import { createCompany, createTestApp, nextIp, registerStaff, registerUser, type TestApp, type TestUser } from './support/test-app.js';

interface Mail {
  subject: string;
  text_body: string;
  link: string;
}

describe('complaints', () => {
  let t: TestApp;
  let moderator: TestUser;
  let second: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    [moderator, second] = await Promise.all([registerStaff(t), registerStaff(t)]);
  });
  afterAll(() => t.close());
  const { owner } = businessApi(() => t);

  let n = 0;
  async function reviewed(): Promise<{ companyId: string; reviewId: string; author: TestUser }> {
    const owner = await registerUser(t, { verified: true });
    const company = await createCompany(owner);
    const author = await registerUser(t, { verified: true });
    const res = await author.agent.post('/api/reviews', { companyId: company.id, rating: 2, title: `Review ${++n}`, content: 'The staff were rude and the manager lives at 12 Elm Road.' });
    expect(res.status).toBe(201);
    // No signal: a person's notice alone brings it to the moderators.
    await t.db.query(`DELETE FROM review_signals WHERE review_id = $1`, [res.body.id]);
    return { companyId: company.id, reviewId: res.body.id, author };
  }

  const email = () => `notifier${++n}.${process.pid}@complaints.example`;
  const notice = (targetId: string, to: string) => ({
    targetType: 'review',
    targetId,
    reason: 'personal_information',
    ground: 'illegal',
    law: 'GDPR Art. 6 (no lawful basis to publish a home address)',
    explanation: 'The review publishes the private home address of a named employee.',
    name: 'Nora Notifier',
    email: to,
    goodFaith: true,
  });

  async function mailsTo(to: string, kind: string): Promise<Mail[]> {
    await t.mails();
    return t.db.query(`SELECT subject, text_body, link FROM mail_outbox WHERE kind = $2 AND to_address = $1 ORDER BY created_at DESC`, [to, kind]);
  }

  /** A visitor's notice about a fresh review, decided by `moderator` (dismissed unless told to hide); the token from the mailed link. */
  async function decidedNotice(decision: 'dismiss' | 'hide' = 'dismiss') {
    const r = await reviewed();
    const to = email();
    const sent = await t.agent().post('/api/notices', notice(r.reviewId, to));
    expect(sent.status).toBe(201);
    const res =
      decision === 'dismiss'
        ? await moderator.agent.post(`/api/admin/reviews/${r.reviewId}/dismiss-reports`, { facts: 'It is the business address, public on its own site.' })
        : await moderator.agent.post(`/api/admin/reviews/${r.reviewId}/hide`, { reason: 'personal_information', ground: 'illegal', facts: 'A private home address.' });
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(to, 'notice-outcome');
    const token = new URL(mail.link).searchParams.get('token')!;
    return { ...r, to, noticeId: sent.body.id as string, decisionId: res.body.id as string, token };
  }

  const complain = (token: string, statement = 'The address is the home of an employee, not the shop.') =>
    t.agent(nextIp()).post('/api/notices/complaint', { token, statement });

  describe('a notifier, through the mailed link and without an account', () => {
    it('sees the decision and until when complaints are open, then files one; a second open one is refused', async () => {
      const d = await decidedNotice();
      const seen = await t.agent().post('/api/notices/complaint/lookup', { token: d.token });
      expect(seen.status).toBe(200);
      expect(seen.body).toMatchObject({ noticeId: d.noticeId, about: 'A review', windowOpen: true, complaint: 'none', decision: { id: d.decisionId, action: 'dismiss_reports' } });
      const closes = new Date(seen.body.windowClosesAt);
      expect(Math.round((closes.getTime() - new Date(seen.body.decision.application_date).getTime()) / 86_400_000)).toBeGreaterThanOrEqual(181);

      const filed = await complain(d.token);
      expect(filed.status).toBe(201);
      expect(filed.body.complaint).toBe('open');
      expectError(await complain(d.token), 409, /already complained/);

      const queue = (await second.agent.get('/api/admin/appeals')).body;
      expect(queue.find((a: { review: { id: string } }) => a.review.id === d.reviewId)).toMatchObject({
        role: 'notifier',
        complainant: 'Nora Notifier',
        statement: 'The address is the home of an employee, not the shop.',
        decision: { id: d.decisionId },
      });
    });

    it('answers 404 for a token that identifies no notice, and names the statement when it is missing', async () => {
      expectError(await complain('x'.repeat(43)), 404, /not valid/);
      const d = await decidedNotice();
      expectError(await t.agent().post('/api/notices/complaint', { token: d.token, statement: 'short' }), 400, /explain why the decision should change/);
    });

    it('is refused six months after the decision, with the day the window closed', async () => {
      const d = await decidedNotice();
      await t.db.transaction(async (m) => {
        await m.query(`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change`);
        await m.query(`UPDATE audit_log SET created_at = now() - interval '6 months 1 day' WHERE id = $1`, [d.decisionId]);
        await m.query(`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change`);
      });
      const [{ closed }] = await t.db.query(`SELECT to_char((created_at + interval '6 months') AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS closed FROM audit_log WHERE id = $1`, [d.decisionId]);
      expectError(await complain(d.token), 409, new RegExp(`closed on ${closed}`));
      expect((await t.agent().post('/api/notices/complaint/lookup', { token: d.token })).body.windowOpen).toBe(false);
    });

    it('overturning a dismissal re-opens the notice for a fresh decision, and mails the notifier the outcome with the next steps', async () => {
      const d = await decidedNotice();
      const filed = await complain(d.token);
      const id = (await second.agent.get('/api/admin/appeals')).body.find((a: { review: { id: string } }) => a.review.id === d.reviewId).id;
      expect(filed.status).toBe(201);
      expectError(await moderator.agent.post(`/api/admin/appeals/${id}/decide`, { outcome: 'overturned', facts: 'Mine to revisit.' }), 403, /different moderator/);
      const decided = await second.agent.post(`/api/admin/appeals/${id}/decide`, { outcome: 'overturned', facts: 'The address is a private home, not the shop.' });
      expect(decided.status).toBe(200);
      expect(decided.body).toMatchObject({ action: 'appeal_overturned', automated_detection: false, automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED' });
      const [{ status }] = await t.db.query(`SELECT status FROM review_reports WHERE id = $1`, [d.noticeId]);
      expect(status).toBe('open');
      const [audited] = await t.db.query(`SELECT actor_id AS "actorId", details FROM audit_log WHERE id = $1`, [decided.body.id]);
      expect(audited).toEqual({ actorId: second.user.id, details: expect.objectContaining({ appealedDecision: d.decisionId, complainantRole: 'notifier' }) });

      const [mail] = await mailsTo(d.to, 'complaint-outcome');
      expect(mail.subject).toBe('Your complaint succeeded');
      expect(mail.text_body).toContain('- Facts and circumstances: The address is a private home, not the shop.');
      expect(mail.text_body).toContain('- Decided by automated means: no (a moderator decided)');
      expect(mail.text_body).toContain('a moderator will decide on the review afresh');
      expect(mail.text_body).toContain('Appeals Centre Europe');
      expect(mail.text_body).toContain('User Rights');
      expect(mail.text_body).toMatch(/go to the courts/);
      expect(mail.link).toBe(`${t.config.siteUrl}/terms#dispute-settlement`);

      // The moderator who now hides it answers the notice again, with a new complaint link.
      expect((await second.agent.post(`/api/admin/reviews/${d.reviewId}/hide`, { reason: 'personal_information', ground: 'illegal', facts: 'A private home address.' })).status).toBe(200);
      expect((await mailsTo(d.to, 'notice-outcome')).length).toBe(2);
    });

    it('an upheld complaint keeps the decision and says so in the mail', async () => {
      const d = await decidedNotice('hide');
      await complain(d.token, 'I want this to be looked at once more, please.');
      const id = (await second.agent.get('/api/admin/appeals')).body.find((a: { review: { id: string } }) => a.review.id === d.reviewId).id;
      expect((await second.agent.post(`/api/admin/appeals/${id}/decide`, { outcome: 'upheld', facts: 'The hide stands: the address is private.' })).body.action).toBe('appeal_upheld');
      const [mail] = await mailsTo(d.to, 'complaint-outcome');
      expect(mail.subject).toBe('The decision on your complaint');
      expect(mail.text_body).toContain('Outcome: the decision stands. The decision stays as it was.');
      expect((await t.agent().post('/api/notices/complaint/lookup', { token: d.token })).body.complaint).toBe('upheld');
    });

    it('answers 429 after 5 complaints with one link in a day, from any network', async () => {
      const d = await decidedNotice();
      for (let i = 0; i < 5; i++) await complain(d.token);
      expectError(await complain(d.token), 429, /this link/);
    });
  });

  it('a signed-in reporter complains from their account about the decision on their report; nobody else can', async () => {
    const r = await reviewed();
    const reporter = await registerUser(t, { verified: true });
    const other = await registerUser(t, { verified: true });
    expect((await reporter.agent.post(`/api/reviews/${r.reviewId}/reports`, { reason: 'offensive', details: 'Insults the staff by name.' })).status).toBe(201);
    const [{ id: noticeId }] = await t.db.query(`SELECT id FROM review_reports WHERE reporter_user_id = $1`, [reporter.user.id]);
    expectError(await reporter.agent.post(`/api/notices/${noticeId}/complaint`, { statement: 'Nobody has looked at it yet.' }), 409, /being looked at/);
    await moderator.agent.post(`/api/admin/reviews/${r.reviewId}/dismiss-reports`, { facts: 'Rude, but about service, not a person.' });
    expectError(await other.agent.post(`/api/notices/${noticeId}/complaint`, { statement: 'Not my report but still.' }), 404);
    const mine = await reporter.agent.get('/api/notices/mine');
    expect(mine.body).toEqual([expect.objectContaining({ noticeId, windowOpen: true, complaint: 'none', decision: expect.objectContaining({ action: 'dismiss_reports' }) })]);
    expect((await other.agent.get('/api/notices/mine')).body).toEqual([]);
    const filed = await reporter.agent.post(`/api/notices/${noticeId}/complaint`, { statement: 'It names the cashier and insults her.' });
    expect(filed.status).toBe(201);
    expect((await reporter.agent.get('/api/notices/mine')).body[0].complaint).toBe('open');
    const id = (await second.agent.get('/api/admin/appeals')).body.find((a: { review: { id: string } }) => a.review.id === r.reviewId).id;
    await second.agent.post(`/api/admin/appeals/${id}/decide`, { outcome: 'upheld', facts: 'No person is named.' });
    const [mail] = await mailsTo(reporter.user.email, 'complaint-outcome');
    expect(mail.text_body).toContain('- Facts and circumstances: No person is named.');
  });

  it("erasing the account whose address a visitor's notice gave forgets the statement of that notice's complaint, and keeps its outcome", async () => {
    const d = await decidedNotice();
    await complain(d.token, 'These are my words and they name me, Nora.');
    const person = await registerUser(t, { verified: true });
    await t.db.query(`UPDATE review_reports SET sender_email = $2 WHERE id = $1`, [d.noticeId, person.user.email]);
    expect((await person.agent.request('DELETE', '/api/auth/account', { password: person.password })).status).toBe(204);
    const [row] = await t.db.query(`SELECT statement, status, complainant_role AS role FROM review_appeals WHERE notice_id = $1`, [d.noticeId]);
    expect(row).toEqual({ statement: null, status: 'open', role: 'notifier' });
  });

  describe('the company, from its business dashboard', () => {
    it('lists the decisions about its reviews and replies, complains about the hide of its reply, and an overturn publishes the reply again', async () => {
      const o = await owner();
      const author = await registerUser(t, { verified: true });
      const review = await author.agent.post('/api/reviews', { companyId: o.companyId, rating: 1, title: `Late sofa ${++n}`, content: 'The sofa came three weeks late and the staff shrugged.' });
      expect(review.status).toBe(201);
      expect((await o.agent.request('PUT', `/api/business/reviews/${review.body.id}/reply`, { content: 'We are sorry; the supplier was late and we refunded the delivery.' })).status).toBe(200);
      const hidden = await moderator.agent.post(`/api/admin/reviews/${review.body.id}/hide-reply`, { reason: 'offensive', facts: 'The reply insults the reviewer.' });
      expect(hidden.status).toBe(200);

      const listed = await o.agent.get(`/api/business/companies/${o.companyId}/moderation-decisions`);
      expect(listed.status).toBe(200);
      expect(listed.body[0]).toMatchObject({ id: hidden.body.id, action: 'hide_reply', reviewId: review.body.id, windowOpen: true, complaint: 'none' });

      const other = await owner();
      expectError(await other.agent.get(`/api/business/companies/${o.companyId}/moderation-decisions`), 403, /verified owner/);
      expectError(await other.agent.post(`/api/business/moderation-decisions/${hidden.body.id}/complaint`, { statement: 'Not our review, but still.' }), 403, /verified owner/);
      expectError(await o.agent.post(`/api/business/moderation-decisions/999999999/complaint`, { statement: 'No such decision at all.' }), 404);

      const filed = await o.agent.post(`/api/business/moderation-decisions/${hidden.body.id}/complaint`, { statement: 'Our reply is polite and factual.' });
      expect(filed.status).toBe(201);
      expectError(await o.agent.post(`/api/business/moderation-decisions/${hidden.body.id}/complaint`, { statement: 'Once more, please.' }), 409, /already complained/);
      const item = (await second.agent.get('/api/admin/appeals')).body.find((a: { id: string }) => a.id === filed.body.id);
      expect(item).toMatchObject({ role: 'company', complainant: 'Jane Owner', decision: { id: hidden.body.id } });
      expectError(await moderator.agent.post(`/api/admin/appeals/${filed.body.id}/decide`, { outcome: 'overturned', facts: 'I decided this one myself.' }), 403, /different moderator/);
      const decided = await second.agent.post(`/api/admin/appeals/${filed.body.id}/decide`, { outcome: 'overturned', facts: 'The reply is polite; it insults nobody.' });
      expect(decided.body).toMatchObject({ action: 'appeal_overturned', automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED' });
      const [{ shown }] = await t.db.query(`SELECT reply_hidden_decision_id IS NULL AS shown FROM reviews WHERE id = $1`, [review.body.id]);
      expect(shown).toBe(true);
      const [{ email }] = await t.db.query(`SELECT email FROM business_accounts WHERE id = $1`, [o.accountId]);
      const [mail] = await mailsTo(email, 'complaint-outcome');
      expect(mail.text_body).toContain('The business reply is published again.');
      expect(mail.text_body).toContain('Appeals Centre Europe');
      expect((await o.agent.get(`/api/business/companies/${o.companyId}/moderation-decisions`)).body.find((d: { id: string }) => d.id === hidden.body.id).complaint).toBe('overturned');
    });
  });

  describe("the author's appeal, through the existing endpoint", () => {
    it('is a complaint by the author: decided by another moderator, an overturn restores the review and mails the author the outcome', async () => {
      const d = await decidedNotice('hide');
      const filed = await d.author.agent.post(`/api/reviews/${d.reviewId}/appeal`, { statement: 'I only described my own visit.' });
      expect(filed.status).toBe(201);
      const item = (await second.agent.get('/api/admin/appeals')).body.find((a: { id: string }) => a.id === filed.body.id);
      expect(item).toMatchObject({ role: 'author', review: { id: d.reviewId } });
      const decided = await second.agent.post(`/api/admin/appeals/${filed.body.id}/decide`, { outcome: 'overturned', facts: 'The address is the shop, not a home.' });
      expect(decided.body.action).toBe('appeal_overturned');
      const company = (await t.agent().get(`/api/companies/${d.companyId}`)).body;
      expect(company.reviews.map((x: { id: string }) => x.id)).toContain(d.reviewId);
      const [mail] = await mailsTo(d.author.user.email, 'complaint-outcome');
      expect(mail.text_body).toContain('The review is published again.');
      expect(mail.text_body).toContain('Appeals Centre Europe');
    });

    it('is refused six months after the hide, with the day the window closed', async () => {
      const d = await decidedNotice('hide');
      await t.db.transaction(async (m) => {
        await m.query(`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change`);
        await m.query(`UPDATE audit_log SET created_at = now() - interval '7 months' WHERE id = $1`, [d.decisionId]);
        await m.query(`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change`);
      });
      expectError(await d.author.agent.post(`/api/reviews/${d.reviewId}/appeal`, { statement: 'I only described my own visit.' }), 409, /closed on \d{4}-\d{2}-\d{2}/);
    });
  });
});
