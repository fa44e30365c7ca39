import { randomBytes } from 'node:crypto';
import { expectError } from './support/expect-error.js';
import { createCompany, createTestApp, registerUser, type Agent, type TestApp, type TestUser } from './support/test-app.js';

interface Business {
  agent: Agent;
  id: string;
  email: string;
}

describe('business realm: claims, replies, invitations, analytics, widgets, plans', () => {
  let t: TestApp;
  let consumer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    consumer = await registerUser(t, { verified: true });
  });
  afterAll(() => t.close());

  /** A business account on `domain`, its email confirmed unless said otherwise. */
  async function business(domain: string, opts: { verified?: boolean; local?: string } = {}): Promise<Business> {
    const agent = t.agent();
    const email = `${opts.local ?? 'owner'}.${randomBytes(3).toString('hex')}@${domain}`;
    const res = await agent.post('/api/business/register', {
      contactName: 'Jane Owner',
      companyName: 'Some Company',
      email,
      password: 'business-password-1',
      website: `https://www.${domain}`,
    });
    expect(res.status).toBe(201);
    if (opts.verified !== false) await t.db.query(`UPDATE business_accounts SET email_verified_at = now() WHERE id = $1`, [res.body.account.id]);
    return { agent, id: res.body.account.id, email };
  }

  async function company(website?: string): Promise<{ id: string; domain: string }> {
    const domain = website ?? `shop-${randomBytes(4).toString('hex')}.example`;
    const c = await createCompany(consumer, { website: `https://www.${domain}` });
    // A moderator has checked its name, so its invitations are mailed at once (held-invitations.int-spec.ts tests the wait).
    await t.db.query(`UPDATE companies SET name_checked_at = now() WHERE id = $1`, [c.id]);
    return { id: c.id, domain };
  }

  /** A verified owner of a fresh company. */
  async function owner(): Promise<{ b: Business; companyId: string; domain: string }> {
    const c = await company();
    const b = await business(c.domain);
    const claim = await b.agent.post('/api/business/claims', { companyId: c.id });
    expect(claim.body.status).toBe('verified');
    return { b, companyId: c.id, domain: c.domain };
  }

  async function review(companyId: string, rating = 4): Promise<string> {
    const author = await registerUser(t, { verified: true });
    const res = await author.agent.post('/api/reviews', { companyId, rating, title: 'Good service', content: 'They answered quickly and fixed it.' });
    expect(res.status).toBe(201);
    return res.body.id;
  }

  describe('realm separation', () => {
    const ID = '00000000-0000-4000-8000-000000000000';
    const businessRoutes: [string, string, unknown?][] = [
      ['GET', '/api/business/account'],
      ['GET', '/api/business/companies'],
      ['POST', '/api/business/claims', { companyId: ID }],
      ['POST', '/api/business/companies', { name: 'X', category: 'Technology', website: 'https://x.example' }],
      ['GET', `/api/business/companies/${ID}/reviews`],
      ['PUT', `/api/business/reviews/${ID}/reply`, { content: 'Thanks' }],
      ['DELETE', `/api/business/reviews/${ID}/reply`],
      ['POST', `/api/business/companies/${ID}/invitations`, { email: 'a@b.example', name: 'A' }],
      ['GET', `/api/business/companies/${ID}/invitations`],
      ['GET', `/api/business/companies/${ID}/analytics`],
      ['GET', '/api/business/plan'],
      ['PUT', '/api/business/plan', { plan: 'plus' }],
    ];

    it('answers 401 on every business route to a consumer session and to no session', async () => {
      for (const [method, url, body] of businessRoutes) {
        expectError(await consumer.agent.request(method, url, body), 401, /business account/);
        expectError(await t.agent().request(method, url, body), 401, /business account/);
      }
    });

    it('answers 401 on consumer routes to a business session', async () => {
      const { b, companyId } = await owner();
      expectError(await b.agent.post('/api/reviews', { companyId, rating: 5, title: 'Our own', content: 'We are the best company.' }), 401);
      expectError(await b.agent.post(`/api/reviews/${ID}/vote`, { voteType: 'helpful' }), 401);
      expectError(await b.agent.put('/api/auth/profile', { firstName: 'X' }), 401);
    });
  });

  describe('claims', () => {
    it('verifies at once on the website domain, lists the claim and marks the company Claimed', async () => {
      const c = await company();
      expect((await t.agent().get(`/api/companies/${c.id}`)).body.claimed).toBe(false);
      // An address at a subdomain (mail.example.com, customer.host.com) proves less than one at the domain itself.
      const sub = await business(`mail.${c.domain}`);
      expect((await sub.agent.post('/api/business/claims', { companyId: c.id })).body.status).toBe('pending');
      const b = await business(c.domain);
      const res = await b.agent.post('/api/business/claims', { companyId: c.id });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'verified', verification: 'email_domain', company: { id: c.id, claimed: true } });
      const list = await b.agent.get('/api/business/companies');
      expect(list.body).toEqual([expect.objectContaining({ id: res.body.id, status: 'verified', company: expect.objectContaining({ id: c.id }) })]);
      expect((await t.agent().get(`/api/companies/${c.id}`)).body.claimed).toBe(true);
      expectError(await b.agent.post('/api/business/claims', { companyId: c.id }), 409, /already own/);
    });

    it('leaves other domains, unconfirmed emails and free mail domains pending', async () => {
      const c = await company();
      const other = await business(`other-${randomBytes(3).toString('hex')}.example`);
      expect((await other.agent.post('/api/business/claims', { companyId: c.id })).body.status).toBe('pending');
      const unconfirmed = await business(c.domain, { verified: false });
      expect((await unconfirmed.agent.post('/api/business/claims', { companyId: c.id })).body.status).toBe('pending');
      // gmail.com is a free mail domain: even "Gmail" itself is never verified by an address there.
      const gmail = await t.db.query(`SELECT id FROM companies WHERE website_domain = 'gmail.com'`);
      const gmailId = gmail[0]?.id ?? (await company('gmail.com')).id;
      const free = await business('gmail.com');
      expect((await free.agent.post('/api/business/claims', { companyId: gmailId })).body.status).toBe('pending');
      expect((await t.agent().get(`/api/companies/${c.id}`)).body.claimed).toBe(false);
      expectError(await other.agent.post('/api/business/claims', { companyId: c.id }), 409, /waiting for a moderator/);
      expectError(await other.agent.post('/api/business/claims', { companyId: 'nope' }), 400, /choose a company/);
      expectError(await other.agent.post('/api/business/claims', { companyId: '00000000-0000-4000-8000-000000000000' }), 404);
    });

    it('verifies a claim made before the email was confirmed once it is, by the link or by claiming again', async () => {
      const c = await company();
      const b = await business(c.domain, { verified: false });
      expect((await b.agent.post('/api/business/claims', { companyId: c.id })).body.status).toBe('pending');
      const mail = (await t.mails()).find((m) => m.to_address === b.email && m.kind === 'email-verification');
      const token = new URL(mail!.link!).searchParams.get('token');
      const confirmed = await t.agent().post('/api/business/verify-email', { token });
      expect(confirmed.body.message).toBe(`Your email address is verified. You are now the verified owner of ${(await t.agent().get(`/api/companies/${c.id}`)).body.name}.`);
      expect((await b.agent.get('/api/business/companies')).body[0]).toMatchObject({ status: 'verified', verification: 'email_domain' });

      const d = await company();
      const late = await business(d.domain, { verified: false });
      await late.agent.post('/api/business/claims', { companyId: d.id });
      await t.db.query(`UPDATE business_accounts SET email_verified_at = now() WHERE id = $1`, [late.id]);
      expect((await late.agent.post('/api/business/claims', { companyId: d.id })).body.status).toBe('verified');
    });

    it('lets only one of two concurrent matching claims become the verified owner', async () => {
      const c = await company();
      const [a, b] = await Promise.all([business(c.domain), business(c.domain)]);
      const results = await Promise.all([a, b].map((x) => x.agent.post('/api/business/claims', { companyId: c.id })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expectError(results.find((r) => r.status === 409)!, 409, /already has a verified owner/);
      const owners = await t.db.query(`SELECT count(*)::int AS n FROM company_claims WHERE company_id = $1 AND status = 'verified'`, [c.id]);
      expect(owners[0].n).toBe(1);
      // The database itself refuses a second verified owner, whatever the application does.
      const loser = results[0].status === 409 ? a : b;
      await expect(
        t.db.query(`INSERT INTO company_claims (account_id, company_id, status, verification) VALUES ($1, $2, 'verified', 'moderator')`, [loser.id, c.id]),
      ).rejects.toThrow(/company_claims_one_verified_owner/);
    });

    it('adds an unlisted company and claims it in one call', async () => {
      const domain = `new-${randomBytes(4).toString('hex')}.example`;
      const b = await business(domain);
      const res = await b.agent.post('/api/business/companies', { name: 'Brand New Ltd', category: 'Technology', website: `https://${domain}` });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'verified', company: { name: 'Brand New Ltd', claimed: true } });
      expectError(await b.agent.post('/api/business/companies', { name: 'Again', category: 'Technology', website: `https://www.${domain}/x` }), 409, /already listed/);
    });
  });

  describe('replies', () => {
    it('lets the verified owner reply, edit and remove, and shows the reply in every review JSON', async () => {
      const { b, companyId } = await owner();
      const reviewId = await review(companyId);
      // Shorter than the minimum, counted after trimming: refused with the rule in its sentence, nothing published.
      expectError(await b.agent.put(`/api/business/reviews/${reviewId}/reply`, { content: 'k' }), 400, /at least 10 characters/);
      expectError(await b.agent.put(`/api/business/reviews/${reviewId}/reply`, { content: '   Thanks!    ' }), 400, /at least 10 characters/);
      expect((await t.agent().get(`/api/companies/${companyId}`)).body.reviews[0].reply).toBeNull();
      const first = await b.agent.put(`/api/business/reviews/${reviewId}/reply`, { content: '  Thank you for the kind words!  ' });
      expect(first.status).toBe(200);
      expect(first.body.reply).toEqual({ content: 'Thank you for the kind words!', createdAt: expect.any(String), updatedAt: expect.any(String) });
      const edited = await b.agent.put(`/api/business/reviews/${reviewId}/reply`, { content: 'Thank you, Sam!' });
      expect(edited.body.reply.createdAt).toBe(first.body.reply.createdAt);
      expect(edited.body.reply.content).toBe('Thank you, Sam!');

      const page = await t.agent().get(`/api/companies/${companyId}`);
      expect(page.body.reviews.find((r: { id: string }) => r.id === reviewId).reply.content).toBe('Thank you, Sam!');
      const recent = await t.agent().get('/api/reviews/recent?limit=50');
      expect(recent.body.find((r: { id: string }) => r.id === reviewId).reply.content).toBe('Thank you, Sam!');
      const authorId = page.body.reviews[0].authorId;
      expect((await t.agent().get(`/api/reviews/user/${authorId}`)).body[0].reply.content).toBe('Thank you, Sam!');

      const awaiting = await b.agent.get(`/api/business/companies/${companyId}/reviews?filter=awaiting`);
      expect(awaiting.body).toEqual([]);
      const replied = await b.agent.get(`/api/business/companies/${companyId}/reviews?filter=replied`);
      expect(replied.body.map((r: { id: string }) => r.id)).toEqual([reviewId]);

      expect((await b.agent.delete(`/api/business/reviews/${reviewId}/reply`)).status).toBe(204);
      expect((await t.agent().get(`/api/companies/${companyId}`)).body.reviews[0].reply).toBeNull();
      expectError(await b.agent.delete(`/api/business/reviews/${reviewId}/reply`), 404, /no reply/);
      expectError(await b.agent.put(`/api/business/reviews/${reviewId}/reply`, { content: '   ' }), 400, /write a reply/);
    });

    it('refuses other businesses (403), pending claimants (403) and consumers (401)', async () => {
      const { companyId, domain } = await owner();
      const reviewId = await review(companyId);
      const stranger = (await owner()).b;
      expectError(await stranger.agent.put(`/api/business/reviews/${reviewId}/reply`, { content: 'Not our review to answer' }), 403, /verified owner/);
      const pending = await business(domain, { verified: false });
      await pending.agent.post('/api/business/claims', { companyId });
      expectError(await pending.agent.put(`/api/business/reviews/${reviewId}/reply`, { content: 'Thanks for your review' }), 403);
      expectError(await pending.agent.get(`/api/business/companies/${companyId}/reviews`), 403);
      expectError(await consumer.agent.put(`/api/business/reviews/${reviewId}/reply`, { content: 'Hi' }), 401);
      expectError(await stranger.agent.put(`/api/business/reviews/00000000-0000-4000-8000-000000000000/reply`, { content: 'Thanks for your review' }), 404);
    });
  });

  describe('invitations', () => {
    function tokenOf(link: string): string {
      return new URL(link).searchParams.get('invitation')!;
    }

    /** Invites a new consumer (their email confirmed unless said otherwise); answers them and the token. */
    async function invite(b: Business, companyId: string, opts: { verified?: boolean } = {}) {
      const person = await registerUser(t, { verified: opts.verified ?? true });
      const res = await b.agent.post(`/api/business/companies/${companyId}/invitations`, { email: person.user.email.toUpperCase(), name: 'Sam', reference: 'Order 1' });
      expect(res.status).toBe(201);
      return { person, res, token: tokenOf(res.body.results[0].link) };
    }
    const write = (agent: Agent, companyId: string, invitationToken: string, title = 'Invited and happy') =>
      agent.post('/api/reviews', { companyId, rating: 5, title, content: 'Great experience from start to end.', invitationToken });

    it('mails a single-use link; the review the invited person writes through it is verified and invited', async () => {
      const { b, companyId } = await owner();
      const { person, res, token } = await invite(b, companyId);
      expect(res.body).toMatchObject({ sent: 1, duplicate: 0, invalid: 0, usage: { invitationsThisMonth: 1, invitationsLeft: 49 } });
      const link: string = res.body.results[0].link;
      expect(link).toMatch(new RegExp(`^http://localhost:8080/write-review/${companyId}\\?invitation=[A-Za-z0-9_-]{43}$`));
      const mail = (await t.mails()).find((m) => m.to_address === person.user.email.toLowerCase());
      // The mailed link carries the invitee's address in its fragment, for the sign-up it leads to.
      expect(mail).toMatchObject({ kind: 'review-invitation', link: `${link}#email=${encodeURIComponent(person.user.email.toLowerCase())}` });

      const again = await b.agent.post(`/api/business/companies/${companyId}/invitations`, { email: person.user.email, name: 'Sam' });
      expect(again.body).toMatchObject({ sent: 0, duplicate: 1, results: [{ status: 'duplicate' }] });

      const lookup = await person.agent.post('/api/invitations/lookup', { token });
      expect(lookup.body).toMatchObject({ status: 'open', companyId, name: 'Sam', forYou: true });
      expect(lookup.headers['cache-control']).toBe('no-store');
      expectError(await t.agent().post('/api/invitations/lookup', { token }), 401);

      const written = await write(person.agent, companyId, token);
      expect(written.status).toBe(201);
      expect(written.body).toMatchObject({ verified: true, invited: true });
      expect((await person.agent.post('/api/invitations/lookup', { token })).body.status).toBe('used');
      const list = await b.agent.get(`/api/business/companies/${companyId}/invitations`);
      expect(list.body[0]).toMatchObject({ email: person.user.email.toLowerCase(), status: 'used', reference: 'Order 1' });
      // Used, the address may be invited again (e.g. after a new order).
      expect((await b.agent.post(`/api/business/companies/${companyId}/invitations`, { email: person.user.email, name: 'Sam' })).body.sent).toBe(1);
    });

    it('verifies nobody but the invited, confirmed address: the business knowing the link gains nothing', async () => {
      const { b, companyId } = await owner();
      const { token } = await invite(b, companyId);
      // Someone else with the link, e.g. the business itself with a consumer account.
      const stranger = await registerUser(t, { verified: true });
      expect((await stranger.agent.post('/api/invitations/lookup', { token })).body.forYou).toBe(false);
      expectError(await write(stranger.agent, companyId, token), 403, /sent to another email address/);
      // The invited address, not yet confirmed.
      const unconfirmed = await invite(b, companyId, { verified: false });
      expectError(await write(unconfirmed.person.agent, companyId, unconfirmed.token), 403, /confirm your email address/);
      // Nothing was used up or written.
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM reviews WHERE company_id = $1`, [companyId]);
      expect(n).toBe(0);
    });

    it('is single-use under concurrent use, and expires after 30 days', async () => {
      const { b, companyId } = await owner();
      const { person, token } = await invite(b, companyId);
      // The same person twice at once (two tabs): one review, one 409.
      const both = await Promise.all([write(person.agent, companyId, token, 'First tab'), write(person.agent, companyId, token, 'Second tab')]);
      expect(both.map((r) => r.status).sort()).toEqual([201, 409]);

      const late = await invite(b, companyId);
      const expiresAt = new Date(late.res.body.results[0].expiresAt).getTime();
      expect(Math.round((expiresAt - Date.now()) / 86_400_000)).toBe(30);
      await t.db.query(`UPDATE review_invitations SET expires_at = now() - interval '1 minute' WHERE company_id = $1 AND used_at IS NULL`, [companyId]);
      expect((await late.person.agent.post('/api/invitations/lookup', { token: late.token })).body.status).toBe('expired');
      expectError(await write(late.person.agent, companyId, late.token), 410, /expired/);
      expect((await b.agent.post(`/api/business/companies/${companyId}/invitations`, { email: late.person.user.email, name: 'Late' })).body.sent).toBe(1);
      expectError(await late.person.agent.post('/api/invitations/lookup', { token: 'not-a-token' }), 404, /not valid/);
      // A token for another company is refused too.
      const other = await owner();
      const foreign = await invite(other.b, other.companyId);
      expectError(await write(foreign.person.agent, companyId, foreign.token), 400, /not valid for this company/);
    });

    it('takes a CSV with a result per row and refuses files over 1,000 rows', async () => {
      const { b, companyId } = await owner();
      const csv = 'email,name,reference\nann@example.net,Ann,A-1\nnot-an-email,Bob,\nann@example.net,Ann again,\n"cy@example.net","Cy, Jr.",\n,NoMail,\n';
      const res = await b.agent.post(`/api/business/companies/${companyId}/invitations`, { csv });
      expect(res.status).toBe(201);
      expect(res.body.results.map((r: { row: number; status: string }) => [r.row, r.status])).toEqual([
        [2, 'sent'],
        [3, 'invalid'],
        [4, 'duplicate'],
        [5, 'sent'],
        [6, 'invalid'],
      ]);
      expect(res.body.results[3].name).toBe('Cy, Jr.');
      expect(res.body).toMatchObject({ sent: 2, duplicate: 1, invalid: 2 });
      const big = 'email,name\n' + Array.from({ length: 1001 }, (_, i) => `p${i}@example.net,P${i}`).join('\n');
      expectError(await b.agent.post(`/api/business/companies/${companyId}/invitations`, { csv: big }), 400, /at most 1,000 rows/);
      expectError(await b.agent.post(`/api/business/companies/${companyId}/invitations`, { csv: 'who,what\nx,y' }), 400, /header row/);
      expectError(await b.agent.post(`/api/business/companies/${companyId}/invitations`, { email: 'bad', name: 'X' }), 400, /email/i);
    });

    it("enforces the plan's monthly quota with a clear message, and a larger plan lifts it", async () => {
      const { b, companyId } = await owner();
      const rows = Array.from({ length: 49 }, (_, i) => `q${i}@example.net,Q${i}`).join('\n');
      expect((await b.agent.post(`/api/business/companies/${companyId}/invitations`, { csv: `email,name\n${rows}` })).body.sent).toBe(49);
      const over = await b.agent.post(`/api/business/companies/${companyId}/invitations`, { csv: 'email,name\nz1@example.net,Z\nz2@example.net,Z' });
      expectError(over, 403, /Free plan includes 50 invitations a month and 1 is left this month; this would send 2/);
      expect((await b.agent.get('/api/business/plan')).body).toMatchObject({ plan: { id: 'free' }, usage: { invitationsThisMonth: 49, invitationsLeft: 1 } });
      const plus = await b.agent.put('/api/business/plan', { plan: 'plus' });
      expect(plus.body).toMatchObject({ plan: { id: 'plus', invitationsPerMonth: 500 }, usage: { invitationsLeft: 451 } });
      expect((await b.agent.post(`/api/business/companies/${companyId}/invitations`, { csv: 'email,name\nz1@example.net,Z\nz2@example.net,Z' })).body.sent).toBe(2);
      expectError(await b.agent.put('/api/business/plan', { plan: 'gold' }), 400, /Plan must be one of/);
      // Concurrent batches count one after another: together they cannot overrun the quota.
      const other = await owner();
      const batch = (tag: string) => `email,name\n${Array.from({ length: 30 }, (_, i) => `${tag}${i}@example.net,N${i}`).join('\n')}`;
      const both = await Promise.all(['a', 'b'].map((tag) => other.b.agent.post(`/api/business/companies/${other.companyId}/invitations`, { csv: batch(tag) })));
      expect(both.map((r) => r.status).sort()).toEqual([201, 403]);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM review_invitations WHERE account_id = $1`, [other.b.id]);
      expect(n).toBe(30);
      expect((await t.agent().get('/api/business/plans')).body.map((p: { id: string }) => p.id)).toEqual(['free', 'plus', 'premium']);
    });
  });

  describe('analytics', () => {
    it('matches hand-computed figures', async () => {
      const { b, companyId } = await owner();
      const now = new Date();
      const monthsAgo = (m: number, day = 10) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - m, day, 12)).toISOString();
      // [months ago, rating, topic, reply delay in hours or null]
      const data: [number, number, string | null, number | null][] = [
        [0, 5, 'Delivery', 2],
        [0, 1, 'Delivery', null],
        [0, 4, null, 10],
        [2, 3, 'Customer Service', 4],
        [2, 2, 'Customer Service', null],
        [11, 5, 'Value for Money', null],
        [14, 1, 'Delivery', 1], // outside the 12-month window: counts in totals and awaiting only
      ];
      for (const [ago, rating, topic, delay] of data) {
        const author = await registerUser(t);
        const at = monthsAgo(ago);
        const [{ id }] = await t.db.query(
          `INSERT INTO reviews (company_id, user_id, rating, title, content, topic, created_at, updated_at)
           VALUES ($1, $2, $3, 'A title', 'Some review content.', $4, $5, $5) RETURNING id`,
          [companyId, author.user.id, rating, topic, at],
        );
        if (delay !== null) {
          await t.db.query(
            `UPDATE reviews SET reply_content = 'Thanks', reply_created_at = created_at + make_interval(hours => $2), reply_updated_at = now() WHERE id = $1`,
            [id, delay],
          );
        }
      }
      const res = await b.agent.get(`/api/business/companies/${companyId}/analytics`);
      expect(res.status).toBe(200);
      const a = res.body;
      expect(a.months).toBe(12);
      expect(a.ratingByMonth).toHaveLength(12);
      expect(a.ratingByMonth[11]).toEqual({ month: now.toISOString().slice(0, 7), averageRating: 3.33, reviewCount: 3, repliedCount: 2 });
      expect(a.ratingByMonth[9]).toMatchObject({ averageRating: 2.5, reviewCount: 2, repliedCount: 1 });
      expect(a.ratingByMonth[0]).toMatchObject({ averageRating: 5, reviewCount: 1, repliedCount: 0 });
      expect(a.ratingByMonth[5]).toMatchObject({ averageRating: null, reviewCount: 0 });
      expect(a.totalReviews).toBe(7);
      expect(a.averageRating).toBe('3.0'); // 21 / 7
      expect(a.ratingDistribution).toEqual({ '1': 2, '2': 1, '3': 1, '4': 1, '5': 2 });
      expect(a.replyRate).toBe(0.5); // 3 of the window's 6
      expect(a.medianReplySeconds).toBe(4 * 3600); // of 2 h, 10 h, 4 h
      expect(a.topics).toEqual(
        expect.arrayContaining([
          { topic: 'Delivery', positive: 1, negative: 1 },
          { topic: 'Customer Service', positive: 0, negative: 2 },
          { topic: 'Value for Money', positive: 1, negative: 0 },
          { topic: 'Product Quality', positive: 0, negative: 0 },
        ]),
      );
      expect(a.awaitingReplyByStar).toEqual({ '1': 1, '2': 1, '3': 0, '4': 0, '5': 1 });

      // Answering a review moves the kept aggregates at once.
      const [{ id: waiting }] = await t.db.query(`SELECT id FROM reviews WHERE company_id = $1 AND rating = 2`, [companyId]);
      await b.agent.put(`/api/business/reviews/${waiting}/reply`, { content: 'Sorry to hear that.' });
      const after = (await b.agent.get(`/api/business/companies/${companyId}/analytics`)).body;
      expect(after.awaitingReplyByStar['2']).toBe(0);
      expect(after.replyRate).toBe(0.667);
      expect((await b.agent.get(`/api/business/companies/${companyId}/analytics?months=3`)).body.ratingByMonth).toHaveLength(3);
      expectError(await b.agent.get(`/api/business/companies/${companyId}/analytics?months=0`), 400);
      expectError(await (await owner()).b.agent.get(`/api/business/companies/${companyId}/analytics`), 403);
    });
  });

  describe('widgets', () => {
    it('answers public, cross-origin, cacheable data without reading or setting cookies', async () => {
      const { companyId } = await owner();
      await review(companyId, 5);
      const res = await consumer.agent.get(`/api/widgets/${companyId}`, { origin: 'https://blog.example.org' });
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toMatch(/public.*max-age=\d+.*stale-while-revalidate=\d+/);
      expect(res.body).toMatchObject({
        averageRating: '5.0',
        totalReviews: 1,
        url: `http://localhost:8080/companies/${companyId}`,
        templates: ['mini'],
        reviews: [{ rating: 5, title: 'Good service', url: expect.stringMatching(/^http:\/\/localhost:8080\/companies\//) }],
      });
      // The same answer with or without a session: no cookie is read.
      const anonymous = await t.agent().get(`/api/widgets/${companyId}`);
      expect(anonymous.text).toBe(res.text);
      const etag = String(res.headers.etag);
      const cached = await t.agent().get(`/api/widgets/${companyId}`, { 'if-none-match': etag });
      expect(cached.status).toBe(304);
      expect(cached.text).toBe('');
      await review(companyId, 3);
      const changed = await t.agent().get(`/api/widgets/${companyId}`, { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      const script = await t.agent().get('/widget.js', { 'accept-encoding': 'gzip' });
      expect(script.status).toBe(200);
      expect(script.headers['content-type']).toMatch(/^text\/javascript/);
      expect(script.headers['content-encoding']).toBe('gzip');
      expect(Number(script.headers['content-length'])).toBeLessThanOrEqual(5 * 1024);
      expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect((await t.agent().get('/widget.js', { 'if-none-match': String(script.headers.etag) })).status).toBe(304);
      const plain = await t.agent().get('/widget.js');
      expect(plain.text).toContain('TrustReviews');
      expect(plain.text).not.toMatch(/innerHTML|eval\(|new Function/);
      const missing = await t.agent().get('/api/widgets/00000000-0000-4000-8000-000000000000');
      expectError(missing, 404);
      expect(missing.headers['access-control-allow-origin']).toBe('*');
    });
  });
});
