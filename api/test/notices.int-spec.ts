// Notices from anyone (DSA Art. 16), answered by the moderator's decision with a statement of
// reasons that says whether automated means detected or decided the item (Art. 17(3)(c)), and
// trusted flaggers' notices first (Art. 22).
import { createHash } from 'node:crypto';
import { expectError } from './support/expect-error.js';
import { createCompany, createTestApp, registerStaff, registerUser, type TestApp, type TestUser } from './support/test-app.js';

interface Mail {
  subject: string;
  text_body: string;
  link: string;
}

describe('notices', () => {
  let t: TestApp;
  let moderator: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    [moderator, admin] = await Promise.all([registerStaff(t), registerStaff(t, 'admin')]);
  });
  afterAll(() => t.close());

  let n = 0;
  async function reviewed(): Promise<{ companyId: string; reviewId: string; author: TestUser }> {
    const owner = await registerUser(t, { verified: true });
    const company = await createCompany(owner);
    const author = await registerUser(t, { verified: true });
    const res = await author.agent.post('/api/reviews', { companyId: company.id, rating: 1, title: `Review ${++n}`, content: 'They are criminals, here is the manager’s home address.' });
    expect(res.status).toBe(201);
    return { companyId: company.id, reviewId: res.body.id, author };
  }

  const email = () => `sender${++n}.${process.pid}@notices.example`;
  const valid = (targetId: string, over: Record<string, unknown> = {}) => ({
    targetType: 'review',
    targetId,
    reason: 'personal_information',
    ground: 'illegal',
    law: 'GDPR Art. 6 (no lawful basis to publish a home address)',
    explanation: 'The review publishes the private home address of a named employee.',
    name: 'Jane Visitor',
    email: email(),
    goodFaith: true,
    ...over,
  });

  async function mailsTo(to: string, kind: string): Promise<Mail[]> {
    await t.mails();
    return t.db.query(`SELECT subject, text_body, link FROM mail_outbox WHERE kind = $2 AND to_address = $1 ORDER BY created_at DESC`, [to, kind]);
  }

  describe('the required fields (Art. 16(2)), each named in its own 400', () => {
    let reviewId: string;
    beforeAll(async () => ({ reviewId } = await reviewed()));
    const without = (field: string) => {
      const body: Record<string, unknown> = valid('00000000-0000-0000-0000-000000000000');
      delete body[field];
      return body;
    };

    it.each([
      ['targetType', /^Type is required/],
      ['targetId', /^Item is required/],
      ['reason', /^Reason is required/],
      ['ground', /^Ground is required/],
      ['law', /^Law is required when the content is illegal/],
      ['explanation', /^Explanation is required/],
      ['name', /^Name is required/],
      ['email', /^Email is required/],
      ['goodFaith', /^Good faith is required/],
    ])('a notice without %s is a 400 that names it, and stores nothing', async (field, message) => {
      const body = { ...without(field), ...(field === 'targetId' ? {} : { targetId: reviewId }) };
      const res = await t.agent().post('/api/notices', body);
      expectError(res, 400, message);
      const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM review_reports WHERE review_id = $1`, [reviewId]);
      expect(count).toBe(0);
    });

    it('refuses a good-faith statement that is false, an explanation too short and an email that is not one', async () => {
      expectError(await t.agent().post('/api/notices', valid(reviewId, { goodFaith: false })), 400, /^Good faith is required/);
      expectError(await t.agent().post('/api/notices', valid(reviewId, { explanation: 'Bad.' })), 400, /^Explanation is required/);
      expectError(await t.agent().post('/api/notices', valid(reviewId, { email: 'not-an-email' })), 400, /^Email is required/);
    });

    it('needs no law when the ground is the terms', async () => {
      const res = await t.agent().post('/api/notices', valid(reviewId, { ground: 'incompatible', law: undefined }));
      expect(res.status).toBe(201);
    });

    it('answers 404 for an item that does not exist, or a reply a review does not have', async () => {
      expectError(await t.agent().post('/api/notices', valid('8a0d4b47-1c6e-4b8e-9d2f-0a1b2c3d4e5f')), 404, /Review not found/);
      expectError(await t.agent().post('/api/notices', valid('not-a-uuid')), 404);
      expectError(await t.agent().post('/api/notices', valid(reviewId, { targetType: 'reply' })), 404, /no published reply/);
      expectError(await t.agent().post('/api/notices', valid('8a0d4b47-1c6e-4b8e-9d2f-0a1b2c3d4e5f', { targetType: 'company' })), 404, /Company not found/);
    });
  });

  it("takes a visitor's notice about a review and mails its receipt", async () => {
    const { reviewId, companyId } = await reviewed();
    const body = valid(reviewId);
    const res = await t.agent().post('/api/notices', body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), receivedAt: expect.any(String), message: expect.stringMatching(/received your notice/) });
    const [row] = await t.db.query(
      `SELECT target_type, sender_kind, sender_name, sender_email, ground, law, good_faith_at IS NOT NULL AS good_faith, reporter_user_id, company_id, status FROM review_reports WHERE id = $1`,
      [res.body.id],
    );
    expect(row).toEqual({
      target_type: 'review',
      sender_kind: 'visitor',
      sender_name: 'Jane Visitor',
      sender_email: body.email,
      ground: 'illegal',
      law: body.law,
      good_faith: true,
      reporter_user_id: null,
      company_id: companyId,
      status: 'open',
    });
    const [receipt] = await mailsTo(body.email as string, 'notice-receipt');
    expect(receipt.subject).toBe('We received your notice');
    expect(receipt.text_body).toContain(`reference ${res.body.id}`);
    expect(receipt.link).toBe(`${t.config.siteUrl}/companies/${companyId}#review-${reviewId}`);
    // The sender's own words do not ride in a mail to the address they typed.
    expect(receipt.text_body).not.toContain('home address');
  });

  it("takes a notice about a company page and about a business reply", async () => {
    const { reviewId, companyId } = await reviewed();
    const company = await t.agent().post('/api/notices', valid(companyId, { targetType: 'company' }));
    expect(company.status).toBe(201);
    await t.db.query(`UPDATE reviews SET reply_content = 'You are lying.', reply_created_at = now(), reply_updated_at = now() WHERE id = $1`, [reviewId]);
    const reply = await t.agent().post('/api/notices', valid(reviewId, { targetType: 'reply' }));
    expect(reply.status).toBe(201);
    const rows = await t.db.query(`SELECT target_type, review_id FROM review_reports WHERE id = ANY($1::uuid[]) ORDER BY target_type`, [[company.body.id, reply.body.id]]);
    expect(rows).toEqual([
      { target_type: 'company', review_id: null },
      { target_type: 'reply', review_id: reviewId },
    ]);
  });

  describe('a decision answers every open notice about the item', () => {
    it('hides the review and mails each notifier the statement of reasons with a complaint link whose token is stored hashed', async () => {
      const { reviewId } = await reviewed();
      const visitor = valid(reviewId);
      const v = await t.agent().post('/api/notices', visitor);
      // A signed-in report through the existing endpoint is a notice too, and is answered alike.
      const reporter = await registerUser(t, { verified: true });
      expect((await reporter.agent.post(`/api/reviews/${reviewId}/reports`, { reason: 'offensive', details: 'Insults the staff.' })).status).toBe(201);

      const queue = await moderator.agent.get('/api/admin/reports?source=reports&limit=50');
      const item = queue.body.items.find((i: { review: { id: string } }) => i.review.id === reviewId);
      expect(item.notices).toEqual([
        expect.objectContaining({ id: v.body.id, ground: 'illegal', law: visitor.law, explanation: visitor.explanation, senderKind: 'visitor', trustedFlagger: null }),
        expect.objectContaining({ reason: 'offensive', ground: 'incompatible', explanation: 'Insults the staff.', senderKind: 'user', trustedFlagger: null }),
      ]);

      // No signal flagged this one (a new account's 1-star review may raise one): a person's notice alone.
      await t.db.query(`DELETE FROM review_signals WHERE review_id = $1`, [reviewId]);
      const hide = await moderator.agent.post(`/api/admin/reviews/${reviewId}/hide`, { reason: 'personal_information', ground: 'illegal', facts: 'The review publishes a private home address.' });
      expect(hide.status).toBe(200);
      expect(hide.body).toMatchObject({ source_type: 'SOURCE_ARTICLE_16', automated_detection: false, automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED' });

      for (const to of [visitor.email as string, reporter.user.email]) {
        const [mail] = await mailsTo(to, 'notice-outcome');
        expect(mail.subject).toBe('The decision on your notice');
        expect(mail.text_body).toContain('Decision: The review was hidden');
        expect(mail.text_body).toContain('- Reason: Personal information');
        expect(mail.text_body).toContain('- Ground: Illegal content');
        expect(mail.text_body).toContain('- Facts and circumstances: The review publishes a private home address.');
        expect(mail.text_body).toContain('- Detected by automated means: no');
        expect(mail.text_body).toContain('- Decided by automated means: no (a moderator decided)');
        expect(mail.text_body).toMatch(/out-of-court dispute settlement body/);
        const token = new URL(mail.link).searchParams.get('token')!;
        expect(mail.link.startsWith(`${t.config.siteUrl}/notices/complaint?token=`)).toBe(true);
        const hash = createHash('sha256').update(token).digest('hex');
        const [row] = await t.db.query(`SELECT status, decision_id::text AS decision FROM review_reports WHERE outcome_token_hash = $1`, [hash]);
        expect(row).toEqual({ status: 'resolved', decision: hide.body.id });
      }
    });

    it('dismissing the notices mails each notifier that no action was taken', async () => {
      const { reviewId } = await reviewed();
      const visitor = valid(reviewId);
      expect((await t.agent().post('/api/notices', visitor)).status).toBe(201);
      expect((await moderator.agent.post(`/api/admin/reviews/${reviewId}/dismiss-reports`, { facts: 'The address is the business address, public already.' })).status).toBe(200);
      const [mail] = await mailsTo(visitor.email as string, 'notice-outcome');
      expect(mail.text_body).toContain('Decision: We took no action: the content stays published');
      expect(mail.text_body).not.toContain('- Reason:');
    });

    it('hiding a reply answers the notices about the reply, and leaves those about the review open', async () => {
      const { reviewId } = await reviewed();
      await t.db.query(`UPDATE reviews SET reply_content = 'You are lying.', reply_created_at = now(), reply_updated_at = now() WHERE id = $1`, [reviewId]);
      const aboutReply = valid(reviewId, { targetType: 'reply' });
      const aboutReview = valid(reviewId);
      expect((await t.agent().post('/api/notices', aboutReply)).status).toBe(201);
      expect((await t.agent().post('/api/notices', aboutReview)).status).toBe(201);
      const res = await moderator.agent.post(`/api/admin/reviews/${reviewId}/hide-reply`, { reason: 'offensive', facts: 'The reply insults the reviewer.' });
      expect(res.body.source_type).toBe('SOURCE_ARTICLE_16');
      expect(await mailsTo(aboutReply.email as string, 'notice-outcome')).toHaveLength(1);
      expect(await mailsTo(aboutReview.email as string, 'notice-outcome')).toHaveLength(0);
      const rows = await t.db.query(`SELECT target_type, status FROM review_reports WHERE review_id = $1 ORDER BY target_type`, [reviewId]);
      expect(rows).toEqual([
        { target_type: 'reply', status: 'resolved' },
        { target_type: 'review', status: 'open' },
      ]);
    });
  });

  describe('automated means (Art. 17(3)(c))', () => {
    it('a decision on a review a signal flagged says automated means detected it, a person decided it, in the statement, the audit entry and the mails', async () => {
      const { reviewId, author } = await reviewed();
      await t.db.query(`INSERT INTO review_signals (review_id, signal, details) VALUES ($1, 'burst', '{}') ON CONFLICT DO NOTHING`, [reviewId]);
      const visitor = valid(reviewId);
      expect((await t.agent().post('/api/notices', visitor)).status).toBe(201);
      const hide = await moderator.agent.post(`/api/admin/reviews/${reviewId}/hide`, { reason: 'fake', facts: 'Part of a burst of reviews from one network.' });
      expect(hide.body).toMatchObject({ automated_detection: true, automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED' });
      const [entry] = await t.db.query(`SELECT automated_detection, automated_decision FROM audit_log WHERE id = $1`, [hide.body.id]);
      expect(entry).toEqual({ automated_detection: true, automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED' });
      const [outcome] = await mailsTo(visitor.email as string, 'notice-outcome');
      expect(outcome.text_body).toContain('- Detected by automated means: yes');
      expect(outcome.text_body).toContain('- Decided by automated means: no (a moderator decided)');
      const [hidden] = await mailsTo(author.user.email, 'review-hidden');
      expect(hidden.text_body).toContain('- Detected by automated means: yes');
      expect(hidden.text_body).toContain('- Decided by automated means: no (a moderator decided)');
    });
  });

  describe('rate limits', () => {
    it('answers 429 after 20 notices from one network in an hour, without blocking another network', async () => {
      const { reviewId } = await reviewed();
      const agent = t.agent();
      for (let i = 0; i < 20; i++) expect((await agent.post('/api/notices', valid(reviewId))).status).toBe(201);
      const over = await agent.post('/api/notices', valid(reviewId));
      expectError(over, 429, /Too many notices sent from your network/);
      expect(over.headers['retry-after']).toBeDefined();
      expect((await t.agent().post('/api/notices', valid(reviewId))).status).toBe(201);
    });

    it('answers 429 after 10 notices from one email address in a day, from any network', async () => {
      const { reviewId } = await reviewed();
      const same = email();
      for (let i = 0; i < 10; i++) expect((await t.agent().post('/api/notices', valid(reviewId, { email: same }))).status).toBe(201);
      expectError(await t.agent().post('/api/notices', valid(reviewId, { email: same.toUpperCase() })), 429, /with this email address/);
      expect((await t.agent().post('/api/notices', valid(reviewId))).status).toBe(201);
    });
  });

  describe('trusted flaggers (Art. 22)', () => {
    it('only an admin marks one, and the marking is audited', async () => {
      const body = { name: 'Consumer Watch', domains: ['Watch.example'], emails: [] };
      expectError(await moderator.agent.post('/api/admin/trusted-flaggers', body), 403);
      expectError(await admin.agent.post('/api/admin/trusted-flaggers', { name: 'Nobody', domains: [], emails: [] }), 400, /at least one/);
      expectError(await admin.agent.post('/api/admin/trusted-flaggers', { name: 'Bad', domains: ['not a domain'], emails: [] }), 400, /domain/);
      const res = await admin.agent.post('/api/admin/trusted-flaggers', body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: 'Consumer Watch', domains: ['watch.example'], emails: [] });
      expect((await admin.agent.get('/api/admin/trusted-flaggers')).body).toContainEqual(res.body);
      const [entry] = await t.db.query(`SELECT action, actor_id FROM audit_log WHERE target_type = 'trusted_flagger' AND target_id = $1`, [res.body.id]);
      expect(entry).toEqual({ action: 'add_trusted_flagger', actor_id: admin.user.id });
      expect((await admin.agent.delete(`/api/admin/trusted-flaggers/${res.body.id}`)).status).toBe(204);
      expect((await admin.agent.get('/api/admin/trusted-flaggers')).body).not.toContainEqual(res.body);
    });

    it("puts a trusted flagger's notice first in the queue, marked, and its decision's source is the trusted flagger", async () => {
      const flagger = await registerUser(t, { verified: true });
      expect((await admin.agent.post('/api/admin/trusted-flaggers', { name: 'Data Protection Watch', domains: [], emails: [flagger.user.email] })).status).toBe(201);
      const older = await reviewed();
      expect((await t.agent().post('/api/notices', valid(older.reviewId))).status).toBe(201);
      // The same address typed by a visitor proves nothing: no priority.
      const typed = await reviewed();
      expect((await t.agent().post('/api/notices', valid(typed.reviewId, { email: flagger.user.email }))).status).toBe(201);
      const newer = await reviewed();
      expect((await flagger.agent.post('/api/notices', valid(newer.reviewId, { email: flagger.user.email }))).status).toBe(201);

      const queue = await moderator.agent.get('/api/admin/reports?limit=50');
      expect(queue.body.items[0].review.id).toBe(newer.reviewId);
      expect(queue.body.items[0].trustedFlagger).toBe(true);
      expect(queue.body.items[0].notices[0]).toMatchObject({ senderKind: 'user', trustedFlagger: 'Data Protection Watch' });
      const typedItem = queue.body.items.find((i: { review: { id: string } }) => i.review.id === typed.reviewId);
      expect(typedItem.trustedFlagger).toBe(false);

      const hide = await moderator.agent.post(`/api/admin/reviews/${newer.reviewId}/hide`, { reason: 'personal_information', facts: 'The review publishes a private home address.' });
      expect(hide.body.source_type).toBe('SOURCE_TRUSTED_FLAGGER');
    });
  });
});
