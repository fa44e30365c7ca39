// What a reviewer discloses (an incentive, a connection to the company) and what follows from it:
// a connected reviewer cannot publish, an incentivised review is labelled and weighs in no
// TrustScore or ranking; an invitation's message is checked for gating and conditioned rewards.
import { randomBytes } from 'node:crypto';
import { expectError } from './support/expect-error.js';
import { businessApi, unique } from './support/business-api.js';
import { createCompany, createTestApp, registerStaff, registerUser, type Agent, type TestApp, type TestUser } from './support/test-app.js';

describe('review disclosures', () => {
  let t: TestApp;
  let maker: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    maker = await registerUser(t, { verified: true });
  });
  afterAll(() => t.close());

  const review = (companyId: string, extra: Record<string, unknown> = {}) => ({
    companyId,
    rating: 4,
    title: 'Solid service',
    content: 'They fixed the boiler on the day I called.',
    ...extra,
  });

  /** A reviewer whose account is a year old: a brand-new account's review raises a signal, and flagged reviews lift no rank. */
  async function seasonedReviewer(): Promise<TestUser> {
    const u = await registerUser(t, { verified: true });
    await t.db.query(`UPDATE users SET created_at = now() - interval '1 year' WHERE id = $1`, [u.user.id]);
    return u;
  }

  async function company(): Promise<string> {
    return (await createCompany(maker)).id;
  }

  const companyRow = async (id: string) =>
    (await t.db.query(`SELECT decay_weight AS w, decay_rating AS wr, trust_rank AS rank, trust_sort AS sort, review_count AS n FROM companies WHERE id = $1`, [id]))[0];

  it('refuses a connected reviewer with a 403 that says why, and stores nothing', async () => {
    const id = await company();
    const author = await seasonedReviewer();
    for (const connection of ['employee', 'owner', 'family', 'competitor']) {
      const res = await author.agent.post('/api/reviews', review(id, { incentive: 'none', connection }));
      expectError(res, 403, /connected to a company .* cannot review it/);
    }
    expect((await companyRow(id)).n).toBe(0);
    // Not connected: published, with both answers on the review.
    const ok = await author.agent.post('/api/reviews', review(id, { incentive: 'none', connection: 'none' }));
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ incentive: 'none', connection: 'none', incentivised: false });
  });

  it('refuses an edit that discloses a connection, and keeps the review as it was', async () => {
    const id = await company();
    const author = await seasonedReviewer();
    const written = (await author.agent.post('/api/reviews', review(id, { incentive: 'none', connection: 'none' }))).body;
    const res = await author.agent.put(`/api/reviews/${written.id}`, { content: 'I have since joined their team, still great.', connection: 'employee' });
    expectError(res, 403, /cannot review it/);
    const [row] = await t.db.query(`SELECT content, connection FROM reviews WHERE id = $1`, [written.id]);
    expect(row).toEqual({ content: written.content, connection: 'none' });
  });

  it('answers a 400 naming the field for an unknown incentive or connection', async () => {
    const id = await company();
    const author = await seasonedReviewer();
    expectError(await author.agent.post('/api/reviews', review(id, { incentive: 'lots' })), 400, /^Incentive must be one of: none, money, discount/);
    expectError(await author.agent.post('/api/reviews', review(id, { connection: 'friend' })), 400, /^Connection must be one of: none, employee/);
  });

  it('still takes a review from a client that sends neither answer, as not incentivised', async () => {
    const id = await company();
    const res = await (await seasonedReviewer()).agent.post('/api/reviews', review(id));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ incentive: null, connection: null, incentivised: false });
  });

  it('labels an incentivised review and leaves the TrustScore, the rank and the directory order as if it were absent', async () => {
    const id = await company();
    for (const rating of [3, 4]) await (await seasonedReviewer()).agent.post('/api/reviews', review(id, { rating, incentive: 'none', connection: 'none' }));
    const before = (await t.agent().get(`/api/companies/${id}`)).body;
    const rowBefore = await companyRow(id);

    const gifted = await (await seasonedReviewer()).agent.post('/api/reviews', review(id, { rating: 5, incentive: 'gift', connection: 'none' }));
    expect(gifted.status).toBe(201);
    expect(gifted.body).toMatchObject({ incentive: 'gift', incentivised: true });

    const after = (await t.agent().get(`/api/companies/${id}`)).body;
    expect(after.trustScore).toEqual(before.trustScore);
    const rowAfter = await companyRow(id);
    expect(rowAfter.w).toBe(rowBefore.w);
    expect(rowAfter.wr).toBe(rowBefore.wr);
    // The rank is the score at the write's now(): the seconds between move it by about 1e-9.
    expect(rowAfter.rank).toBeCloseTo(rowBefore.rank, 6);
    expect(rowAfter.sort).toBeCloseTo(rowBefore.sort, 6);
    // The plain mean and the stars describe every published review, labelled ones included.
    expect(after.totalReviews).toBe(3);
    expect(after.averageRating).toBe('4.0');
    expect(after.ratingDistribution['5']).toBe(1);
    // Every read of the review names the disclosure.
    const listed = after.reviews.find((r: { id: string }) => r.id === gifted.body.id);
    expect(listed).toMatchObject({ incentive: 'gift', incentivised: true });
    const widget = (await t.agent().get(`/api/widgets/${id}`)).body;
    expect(widget.reviews.map((r: { rating: number; incentivised: boolean }) => [r.rating, r.incentivised]).sort()).toEqual([
      [3, false],
      [4, false],
      [5, true],
    ]);
  });

  it('ranks a company whose only reviews are incentivised nowhere: no TrustScore, not featured, last in the TrustScore order', async () => {
    const id = await company();
    for (const incentive of ['money', 'discount', 'free_product']) {
      await (await seasonedReviewer()).agent.post('/api/reviews', review(id, { rating: 5, incentive, connection: 'none' }));
    }
    const row = await companyRow(id);
    expect(row.n).toBe(3);
    expect(row.w).toBe(0);
    expect(row.sort).toBeNull();
    const body = (await t.agent().get(`/api/companies/${id}`)).body;
    expect(body.trustScore).toMatchObject({ effectiveReviews: 0, weightedAverage: null, value: '3.5' });
    const featured = (await t.agent().get('/api/companies/featured?limit=24')).body.map((c: { id: string }) => c.id);
    expect(featured).not.toContain(id);
  });

  it('moves the TrustScore when an edit changes the incentive answer, as the recount from scratch does', async () => {
    const id = await company();
    await (await seasonedReviewer()).agent.post('/api/reviews', review(id, { rating: 2, incentive: 'none', connection: 'none' }));
    const author = await seasonedReviewer();
    const written = (await author.agent.post('/api/reviews', review(id, { rating: 5, incentive: 'none', connection: 'none' }))).body;
    const scored = await companyRow(id);
    const edited = await author.agent.put(`/api/reviews/${written.id}`, { incentive: 'money' });
    expect(edited.status).toBe(200);
    expect(edited.body.incentivised).toBe(true);
    const unscored = await companyRow(id);
    expect(unscored.w).toBeLessThan(scored.w);
    expect(unscored.wr / unscored.w).toBeCloseTo(2, 9);
    // The trigger's sums are what a count from scratch gives.
    const recounted = await t.db.transaction(async (m) => {
      await m.query(`SELECT company_running_totals_recount(ARRAY[$1::uuid])`, [id]);
      return (await m.query(`SELECT decay_weight AS w, decay_rating AS wr FROM companies WHERE id = $1`, [id]))[0];
    });
    expect(recounted.w).toBeCloseTo(unscored.w, 9);
    expect(recounted.wr).toBeCloseTo(unscored.wr, 9);
  });

  describe('an invitation with a personal message', () => {
    let owner: Agent;
    let companyId: string;
    beforeAll(async () => {
      const domain = `shop-${randomBytes(4).toString('hex')}.example`;
      const made = await createCompany(maker, { website: `https://www.${domain}` });
      companyId = made.id;
      await t.db.query(`UPDATE companies SET name_checked_at = now() WHERE id = $1`, [companyId]);
      owner = t.agent();
      const reg = await owner.post('/api/business/register', { contactName: 'Jane Owner', companyName: made.name, email: `owner@${domain}`, password: 'business-password-1', website: `https://www.${domain}` });
      await t.db.query(`UPDATE business_accounts SET email_verified_at = now() WHERE id = $1`, [reg.body.account.id]);
      expect((await owner.post('/api/business/claims', { companyId })).body.status).toBe('verified');
    });

    const invite = (email: string, message: string) => owner.post(`/api/business/companies/${companyId}/invitations`, { email, name: 'Sam Invitee', message });

    it('refuses gating and rewards for a good review with a 400 that names the rule, and sends nothing', async () => {
      expectError(await invite('gated@example.net', 'If you loved your visit, please review us!'), 400, /review gating/);
      expectError(await invite('paid@example.net', 'Get 10% off your next order for a 5-star review.'), 400, /sentiment-conditioned incentive/);
      expectError(await invite('long@example.net', 'x'.repeat(501)), 400, /^Message must be between 1 and 500 characters/);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM review_invitations WHERE company_id = $1`, [companyId]);
      expect(n).toBe(0);
    });

    it('mails a neutral message, and marks the reviews of an invitation that offers a reward for any review as incentivised', async () => {
      const invitee = await registerUser(t, { verified: true });
      await t.db.query(`UPDATE users SET created_at = now() - interval '1 year' WHERE id = $1`, [invitee.user.id]);
      const message = "We'll send a voucher to everyone who reviews, good or bad.";
      const sent = await invite(invitee.user.email, message);
      expect(sent.status).toBe(201);
      expect(sent.body.sent).toBe(1);
      const token = new URL(sent.body.results[0].link).searchParams.get('invitation')!;
      const [mail] = await t.db.query(`SELECT text_body FROM mail_outbox WHERE to_address = $1 AND kind = 'review-invitation'`, [invitee.user.email]);
      expect(mail.text_body).toContain(`> ${message}`);
      expect(mail.text_body).toContain('labelled "Received an incentive"');
      expect((await t.agent().post('/api/invitations/preview', { token })).body.incentiveOffered).toBe(true);
      const listed = (await owner.get(`/api/business/companies/${companyId}/invitations`)).body;
      expect(listed.find((i: { email: string }) => i.email === invitee.user.email.toLowerCase())).toMatchObject({ message, incentiveOffered: true });

      const before = await companyRow(companyId);
      const written = await invitee.agent.post('/api/reviews', review(companyId, { rating: 5, incentive: 'none', connection: 'none', invitationToken: token }));
      expect(written.status).toBe(201);
      // The reviewer's answer is kept as given; the invitation's offer labels the review all the same.
      expect(written.body).toMatchObject({ invited: true, incentive: 'none', incentivised: true });
      expect((await companyRow(companyId)).w).toBe(before.w);
    });
  });

  describe('the Business API and held invitations', () => {
    const { owner, newKey, invite, invitationsTo } = businessApi(() => t);
    const mailTo = async (email: string) => (await t.db.query(`SELECT text_body FROM mail_outbox WHERE to_address = $1 AND kind = 'review-invitation'`, [email]))[0]?.text_body as string | undefined;

    it('checks the message on POST /api/v1/invitations as on the dashboard, and lists what it offers', async () => {
      const o = await owner();
      const { key } = await newKey(o);
      const gated = `gated.${unique()}@example.net`;
      expectError(await invite(key, unique(), { email: gated, name: 'Sam', message: 'Only happy customers, please: leave us a glowing review!' }), 400, /review gating/);
      expectError(await invite(key, unique(), { email: gated, name: 'Sam', message: 'A $20 gift card for every 5-star review!' }), 400, /sentiment-conditioned incentive/);
      expect(await invitationsTo(gated)).toBe(0);

      const to = `neutral.${unique()}@example.net`;
      const message = 'Everyone who reviews, whatever their rating, gets 10% off their next order.';
      expect((await invite(key, unique(), { email: to, name: 'Sam', message })).status).toBe(201);
      expect(await mailTo(to)).toContain(`> ${message}`);
      const listed = (await t.agent().get('/api/v1/invitations', { authorization: `Bearer ${key}`, origin: '' })).body;
      expect(listed.find((i: { email: string }) => i.email === to)).toMatchObject({ message, incentiveOffered: true });
    });

    it('mails a held invitation with its message once a moderator has checked the name', async () => {
      const o = await owner({ nameChecked: false });
      const moderator = await registerStaff(t);
      const to = `held.${unique()}@example.net`;
      const message = 'Thank you for your order. We would value your honest review, good or bad.';
      const sent = await o.agent.post(`/api/business/companies/${o.companyId}/invitations`, { email: to, name: 'Sam', message });
      expect(sent.body.held).toBe(1);
      expect(await mailTo(to)).toBeUndefined();
      expect((await moderator.agent.post(`/api/admin/companies/${o.companyId}/approve-name`, { facts: 'A plain business name.' })).status).toBe(200);
      const mail = await mailTo(to);
      expect(mail).toContain(`> ${message}`);
      expect(mail).not.toContain('Received an incentive');
    });
  });
});
