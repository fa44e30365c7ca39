// Issue 16: the findings of a security review of the business realm and moderation, each with a
// test that fails on the code before its fix.
import { jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { SecurityEventLog, type SecurityEvent } from '../src/common/security-events/security-events.js';
import { expectError } from './support/expect-error.js';
import { startTestDns, type TestDns } from './support/test-dns.js';
import { type Agent, createCompany, createTestApp, nextIp, registerStaff, registerUser, type TestApp, type TestUser } from './support/test-app.js';

const FACTS = 'Checked against the company register and our guidelines.';
const PASSWORD = 'business-password-1';

interface Business {
  agent: Agent;
  id: string;
  email: string;
}

describe('trust under abuse (issue 16)', () => {
  let t: TestApp;
  let dns: TestDns;
  let consumer: TestUser;
  let moderator: TestUser;
  let admin: TestUser;
  const events: SecurityEvent[] = [];

  beforeAll(async () => {
    dns = await startTestDns();
    t = await createTestApp({ DNS_SERVERS: `127.0.0.1:${dns.port}` });
    const log = t.app.get(SecurityEventLog);
    jest.spyOn(log, 'write').mockImplementation((e: SecurityEvent) => void events.push(e));
    consumer = await registerUser(t, { verified: true });
    moderator = await registerStaff(t);
    admin = await registerStaff(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await dns.close();
  });

  const unique = () => randomBytes(4).toString('hex');

  /** A business account with an address at `domain`, confirmed unless said otherwise. */
  async function business(domain: string, opts: { verified?: boolean; local?: string } = {}): Promise<Business> {
    const agent = t.agent();
    const email = `${opts.local ?? `owner.${unique()}`}@${domain}`;
    const res = await agent.post('/api/business/register', {
      contactName: 'Jane Owner',
      companyName: 'Some Company',
      email,
      password: PASSWORD,
      website: `https://www.${domain}`,
    });
    expect(res.status).toBe(201);
    if (opts.verified !== false) await t.db.query(`UPDATE business_accounts SET email_verified_at = now() WHERE id = $1`, [res.body.account.id]);
    return { agent, id: res.body.account.id, email };
  }

  /** A company listed straight in the database (claims tests need many, faster than the API's daily limits allow). */
  async function listed(domain = `shop-${unique()}.example`, name = `Shop ${unique()}`): Promise<{ id: string; domain: string }> {
    const [row] = await t.db.query(
      `INSERT INTO companies (name, category, description, website, website_domain, name_checked_at) VALUES ($1, 'Technology', '', $2, $3, now()) RETURNING id`,
      [name, `https://www.${domain}`, domain],
    );
    return { id: row.id, domain };
  }

  /** A verified owner of a fresh company. */
  async function owner(): Promise<{ b: Business; companyId: string; domain: string }> {
    const c = await listed();
    const b = await business(c.domain);
    const claim = await b.agent.post('/api/business/claims', { companyId: c.id });
    expect(claim.body.status).toBe('verified');
    return { b, companyId: c.id, domain: c.domain };
  }

  async function review(companyId: string, rating = 4, author?: TestUser): Promise<string> {
    const by = author ?? (await registerUser(t, { verified: true }));
    const res = await by.agent.post('/api/reviews', { companyId, rating, title: 'Good service', content: 'They answered quickly and fixed it.' });
    expect(res.status).toBe(201);
    return res.body.id;
  }

  async function auditOf(action: string): Promise<any[]> {
    const res = await admin.agent.get(`/api/admin/audit?action=${action}&limit=200`);
    expect(res.status).toBe(200);
    return res.body.entries;
  }

  async function latestMail(to: string): Promise<{ subject: string; text_body: string; link: string | null; list_unsubscribe: string | null } | undefined> {
    await t.mails();
    const [row] = await t.db.query(`SELECT subject, text_body, link, list_unsubscribe FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1`, [to]);
    return row;
  }

  async function signalsOf(reviewId: string): Promise<string[]> {
    const rows = await t.db.query(`SELECT signal FROM review_signals WHERE review_id = $1 ORDER BY signal`, [reviewId]);
    return rows.map((r: { signal: string }) => r.signal);
  }

  describe('1. one URL parser decides whose site it is', () => {
    it('refuses a website that two parsers read as two hosts, and the real business can still be listed', async () => {
      const evil = await business('evil-bank.example');
      const attack = await evil.agent.post('/api/business/companies', { name: 'Victim Bank', category: 'Banking', website: 'https://victim-bank.example\\@evil-bank.example' });
      expectError(attack, 400, /backslashes or "@"/);
      for (const website of ['https://victim-bank.example@evil-bank.example', 'https://victim-bank.example:443@evil-bank.example', 'victim-bank.example\\evil-bank.example']) {
        expectError(await evil.agent.post('/api/business/companies', { name: 'Victim Bank', category: 'Banking', website }), 400);
      }
      expect(await t.db.query(`SELECT 1 FROM companies WHERE website_domain IN ('victim-bank.example', 'evil-bank.example')`)).toEqual([]);
      const real = await createCompany(consumer, { name: 'Victim Bank', category: 'Banking', website: 'https://www.victim-bank.example' });
      expect(real.website).toBe('https://www.victim-bank.example');
    });

    it('stores the address as the parser re-serialises it and verifies claims against that stored domain', async () => {
      const domain = `northwind-${unique()}.example`;
      const created = await createCompany(consumer, { website: `HTTPS://WWW.${domain.toUpperCase()}.:443/` });
      expect(created.website).toBe(`https://www.${domain}`);
      const [row] = await t.db.query(`SELECT website_domain FROM companies WHERE id = $1`, [created.id]);
      expect(row.website_domain).toBe(domain);
      const b = await business(domain);
      expect((await b.agent.post('/api/business/claims', { companyId: created.id })).body).toMatchObject({ status: 'verified', verification: 'email_domain' });
      // An international name is stored as the punycode a browser resolves, and compared as such.
      const idn = await createCompany(consumer, { website: `https://bücher-${unique()}.example/laden` });
      expect(idn.website).toMatch(/^https:\/\/xn--bcher-.+\.example\/laden$/);
    });
  });

  describe('2. moderators can undo a business, and every automatic verification is audited', () => {
    it('writes an automatic email-domain verification to the audit log, as a fully automated decision', async () => {
      const { companyId } = await owner();
      const [claim] = await t.db.query(`SELECT id FROM company_claims WHERE company_id = $1`, [companyId]);
      const entry = (await auditOf('claim_verified_automatically')).find((e) => e.targetId === claim.id);
      expect(entry).toMatchObject({ actorId: null, targetType: 'claim', automated_decision: 'AUTOMATED_DECISION_FULLY', details: { companyId, method: 'email_domain' } });
    });

    it('revokes a verified ownership: the owner loses the company at once, cannot claim it again, and it is audited', async () => {
      const { b, companyId, domain } = await owner();
      const invited = await b.agent.post(`/api/business/companies/${companyId}/invitations`, { email: `open.${unique()}@example.net`, name: 'Open' });
      const openToken = new URL(invited.body.results[0].link).searchParams.get('invitation')!;
      const reviewId = await review(companyId);
      expect((await b.agent.put(`/api/business/reviews/${reviewId}/reply`, { content: 'Thank you!' })).status).toBe(200);
      const [claim] = await t.db.query(`SELECT id FROM company_claims WHERE company_id = $1`, [companyId]);
      expectError(await consumer.agent.post(`/api/admin/claims/${claim.id}/revoke`, { facts: FACTS }), 403);
      const revoked = await moderator.agent.post(`/api/admin/claims/${claim.id}/revoke`, { facts: 'The domain was registered by someone else.' });
      expect(revoked.status).toBe(200);
      expect(revoked.body).toMatchObject({ action: 'revoke_claim' });
      expectError(await b.agent.put(`/api/business/reviews/${reviewId}/reply`, { content: 'Edited reply text' }), 403);
      expect((await b.agent.get('/api/business/companies')).body[0]).toMatchObject({ status: 'revoked', verification: null });
      expectError(await b.agent.post('/api/business/claims', { companyId }), 403, /removed your ownership/);
      expect((await t.agent().get(`/api/companies/${companyId}`)).body.claimed).toBe(false);
      expectError(await moderator.agent.post(`/api/admin/claims/${claim.id}/revoke`, { facts: FACTS }), 409);
      // Its open invitations for the company stop making verified, invited reviews.
      const [inv] = await t.db.query(`SELECT closed_at FROM review_invitations WHERE token_hash = encode(sha256(convert_to($1, 'utf8')), 'hex')`, [openToken]);
      expect(inv.closed_at).not.toBeNull();
      // Another address at the same domain (a catch-all mailbox) does not undo the decision at once.
      const other = await business(domain);
      expect((await other.agent.post('/api/business/claims', { companyId })).body.status).toBe('pending');
    });

    it('lets no suspended account become an owner through an old confirmation link', async () => {
      const c = await listed();
      const agent = t.agent();
      const email = `late.${unique()}@${c.domain}`;
      const reg = await agent.post('/api/business/register', { contactName: 'Lee', companyName: 'Late Co', email, password: PASSWORD, website: `https://${c.domain}` });
      expect((await agent.post('/api/business/claims', { companyId: c.id })).body.status).toBe('pending');
      await moderator.agent.post(`/api/admin/business-accounts/${reg.body.account.id}/suspend`, { facts: 'Impersonating the company.' });
      await t.mails();
      const [mail] = await t.db.query(`SELECT link FROM mail_outbox WHERE to_address = $1 AND kind = 'email-verification'`, [email]);
      const token = new URL(mail.link).searchParams.get('token');
      expect((await t.agent().post('/api/business/verify-email', { token })).body.message).not.toMatch(/owner/);
      const [claim] = await t.db.query(`SELECT status FROM company_claims WHERE company_id = $1`, [c.id]);
      expect(claim.status).toBe('pending');
      const [pending] = await t.db.query(`SELECT id FROM company_claims WHERE company_id = $1`, [c.id]);
      expectError(await moderator.agent.post(`/api/admin/claims/${pending.id}/approve`, { facts: FACTS }), 409, /suspended/);
    });

    it('suspends a business account: its sessions end, sign-in is refused, and a restore lets it back', async () => {
      const b = await business(`suspended-${unique()}.example`);
      const found = await moderator.agent.get(`/api/admin/business-accounts?search=${encodeURIComponent(b.email)}`);
      expect(found.body).toEqual([expect.objectContaining({ id: b.id, email: b.email, suspendedAt: null, claims: [] })]);
      expect((await moderator.agent.post(`/api/admin/business-accounts/${b.id}/suspend`, { facts: 'Sent phishing invitations.' })).body).toMatchObject({ action: 'suspend_business' });
      expectError(await b.agent.get('/api/business/account'), 401);
      expectError(await t.agent().post('/api/business/login', { email: b.email, password: PASSWORD }), 403, /suspended/);
      expectError(await moderator.agent.post(`/api/admin/business-accounts/${b.id}/suspend`, { facts: FACTS }), 409);
      expect((await moderator.agent.post(`/api/admin/business-accounts/${b.id}/restore`, { facts: 'Appeal accepted after a call.' })).status).toBe(200);
      expect((await t.agent().post('/api/business/login', { email: b.email, password: PASSWORD })).status).toBe(200);
      const entries = (await auditOf('suspend_business')).filter((e) => e.targetId === b.id);
      expect(entries).toEqual([expect.objectContaining({ targetType: 'business_account', actorId: moderator.user.id })]);
    });

    it("hides an abusive owner reply without hiding the review, and shows it again on restore", async () => {
      const { b, companyId } = await owner();
      const reviewId = await review(companyId, 1);
      await b.agent.put(`/api/business/reviews/${reviewId}/reply`, { content: 'You are an idiot and we know where you live.' });
      const hidden = await moderator.agent.post(`/api/admin/reviews/${reviewId}/hide-reply`, { reason: 'offensive', facts: 'Threatening the reviewer.' });
      expect(hidden.body).toMatchObject({ action: 'hide_reply', category: 'STATEMENT_CATEGORY_ILLEGAL_OR_HARMFUL_SPEECH' });
      const page = await t.agent().get(`/api/companies/${companyId}`);
      expect(page.body.reviews.find((r: any) => r.id === reviewId)).toMatchObject({ id: reviewId, reply: null });
      expect(page.body.totalReviews).toBe(1);
      const own = await b.agent.get(`/api/business/companies/${companyId}/reviews?filter=all`);
      expect(own.body[0].reply).toMatchObject({ content: expect.stringMatching(/idiot/), hidden: true });
      expectError(await b.agent.put(`/api/business/reviews/${reviewId}/reply`, { content: 'Sorry about that' }), 409, /hid your reply/);
      // Deleting and writing it again would undo the decision.
      expectError(await b.agent.delete(`/api/business/reviews/${reviewId}/reply`), 409, /hid your reply/);
      expect((await moderator.agent.post(`/api/admin/reviews/${reviewId}/restore-reply`, { facts: 'Restored after the owner apologised.' })).status).toBe(200);
      expect((await t.agent().get(`/api/companies/${companyId}`)).body.reviews[0].reply).toMatchObject({ content: expect.stringMatching(/idiot/) });
      expectError(await moderator.agent.post(`/api/admin/reviews/${reviewId}/restore-reply`, { facts: FACTS }), 409);
    });

    it('keeps every new admin call to moderators', async () => {
      const ID = '00000000-0000-4000-8000-000000000000';
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/admin/business-accounts?search=x'],
        ['POST', `/api/admin/business-accounts/${ID}/suspend`, { facts: FACTS }],
        ['POST', `/api/admin/business-accounts/${ID}/restore`, { facts: FACTS }],
        ['POST', `/api/admin/claims/${ID}/revoke`, { facts: FACTS }],
        ['POST', `/api/admin/reviews/${ID}/hide-reply`, { reason: 'offensive', facts: FACTS }],
        ['POST', `/api/admin/reviews/${ID}/restore-reply`, { facts: FACTS }],
        ['GET', '/api/admin/plan-requests'],
        ['POST', `/api/admin/plan-requests/${ID}/approve`, { facts: FACTS }],
        ['GET', '/api/admin/companies/unchecked-names'],
        ['POST', `/api/admin/companies/${ID}/approve-name`, { facts: FACTS }],
      ];
      for (const [method, url, body] of calls) {
        expectError(await t.agent().request(method, url, body), 401);
        expectError(await consumer.agent.request(method, url, body), 403);
        expect([200, 404]).toContain((await moderator.agent.request(method, url, body)).status);
      }
    });
  });

  describe('3. invitations are no spam or phishing relay', () => {
    it('sends a subdomain of an owned domain to a moderator instead of verifying it at once', async () => {
      const root = `brand-${unique()}.example`;
      const b = await business(root);
      const sub = await b.agent.post('/api/business/companies', { name: 'Parcel Help', category: 'Logistics', website: `https://parcel-help.${root}` });
      expect(sub.status).toBe(201);
      expect(sub.body).toMatchObject({ status: 'pending', dnsRecord: { type: 'TXT', name: `parcel-help.${root}` } });
    });

    it('refuses company and invitee names that carry web or email addresses or several lines', async () => {
      const b = await business(`names-${unique()}.example`);
      for (const name of ['Your parcel is held - pay customs fee at parcel-help.com', 'Refunds https://refund.example', 'Visit www.refund-now.net', 'Write to claims@refund.com', 'Two\nlines']) {
        expectError(await b.agent.post('/api/business/companies', { name, category: 'Logistics', website: `https://n-${unique()}.example` }), 400, /Company name/);
      }
      // A business known by its own domain may be named so.
      const booking = await b.agent.post('/api/business/companies', { name: `Booking-${unique()}.com`, category: 'Travel', website: 'https://www.placeholder.example' });
      expectError(booking, 400, /looks like one/);
      const own = `booking-${unique()}.com`;
      expect((await b.agent.post('/api/business/companies', { name: own.replace(/^b/, 'B'), category: 'Travel', website: `https://www.${own}` })).status).toBe(201);
      const { b: ownerB, companyId } = await owner();
      expectError(await ownerB.agent.post(`/api/business/companies/${companyId}/invitations`, { email: 'sam@example.net', name: 'Sam, claim your refund at refund-now.com' }), 400, /web address/);
      const csv = await ownerB.agent.post(`/api/business/companies/${companyId}/invitations`, { csv: 'email,name\nsam2@example.net,Pay at parcel-help.com\nsam3@example.net,Pay at ｐａｙ．ｃｏｍ\nsam4@example.net,pay-customs\u2060.com\n' });
      expect(csv.body.results).toEqual([
        expect.objectContaining({ status: 'invalid', message: expect.stringMatching(/web address/) }),
        expect.objectContaining({ status: 'invalid', message: expect.stringMatching(/web address/) }),
        expect.objectContaining({ status: 'invalid', message: expect.stringMatching(/invisible/) }),
      ]);
    });

    it("holds a new company's invitations until a moderator has seen its name, then mails them naming it", async () => {
      const root = `fresh-${unique()}.example`;
      const b = await business(root);
      const added = await b.agent.post('/api/business/companies', { name: 'Fresh Parcel Service', category: 'Logistics', website: `https://www.${root}` });
      expect(added.body).toMatchObject({ status: 'verified' });
      const companyId = added.body.company.id;
      const to = `first.${unique()}@example.net`;
      const sent = await b.agent.post(`/api/business/companies/${companyId}/invitations`, { email: to, name: 'Sam' });
      expect(sent.body).toMatchObject({ sent: 0, held: 1, results: [{ status: 'held' }] });
      expect(sent.body.results[0].link).toBeUndefined();
      expect(await latestMail(to)).toBeUndefined();
      const names = await moderator.agent.get('/api/admin/companies/unchecked-names?limit=100');
      expect(names.body.items.map((n: { id: string }) => n.id)).toContain(companyId);
      expect((await moderator.agent.post(`/api/admin/companies/${companyId}/approve-name`, { facts: 'A plain business name, matches the website.' })).status).toBe(200);
      expect((await latestMail(to))!.subject).toBe('How was your experience with Fresh Parcel Service?');
      const to2 = `second.${unique()}@example.net`;
      expect((await b.agent.post(`/api/business/companies/${companyId}/invitations`, { email: to2, name: 'Kim' })).body.sent).toBe(1);
      expect((await latestMail(to2))!.subject).toBe('How was your experience with Fresh Parcel Service?');
      expect((await auditOf('approve_company_name')).some((e) => e.targetId === companyId)).toBe(true);
    });

    it('puts an unsubscribe link in every invitation; an address that opts out is never invited again, by any business', async () => {
      const first = await owner();
      const second = await owner();
      const to = `optout.${unique()}@example.net`;
      await first.b.agent.post(`/api/business/companies/${first.companyId}/invitations`, { email: to, name: 'Ola' });
      const mail = (await latestMail(to))!;
      const token = /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1];
      expect(mail.list_unsubscribe).toBe(`${t.config.siteUrl}/api/invitations/unsubscribe/one-click?token=${token}`);
      expectError(await t.agent().post('/api/invitations/unsubscribe', { token: 'not-a-token' }), 404);
      const done = await t.agent().post('/api/invitations/unsubscribe', { token });
      expect(done.status).toBe(200);
      expect(done.body.message).toMatch(/any business/);
      // The same mailbox under another spelling (case, a +tag) is the same person.
      const again = await second.b.agent.post(`/api/business/companies/${second.companyId}/invitations`, { email: to.toUpperCase(), name: 'Ola' });
      expect(again.body).toMatchObject({ sent: 0, withheld: 1, results: [{ status: 'withheld', message: 'We cannot send an invitation to this address at the moment' }] });
      const tagged = to.replace('@', '+shop@');
      expect((await second.b.agent.post(`/api/business/companies/${second.companyId}/invitations`, { email: tagged, name: 'Ola' })).body).toMatchObject({ sent: 0, withheld: 1 });
      const [kept] = await t.db.query(`SELECT count(*)::int AS n FROM mail_suppressions`);
      expect(kept.n).toBeGreaterThan(0);
      expect(JSON.stringify(await t.db.query(`SELECT * FROM mail_suppressions`))).not.toContain('optout');
    });

    it("accepts a mail client's one-click unsubscribe (RFC 8058), and a form body nowhere else", async () => {
      const o = await owner();
      const to = `oneclick.${unique()}@example.net`;
      await o.b.agent.post(`/api/business/companies/${o.companyId}/invitations`, { email: to, name: 'Ola' });
      const url = new URL((await latestMail(to))!.list_unsubscribe!);
      const form = { 'content-type': 'application/x-www-form-urlencoded', origin: '' };
      const res = await t.agent().request('POST', `${url.pathname}${url.search}`, 'List-Unsubscribe=One-Click', form);
      expect(res.status).toBe(200);
      const other = await owner();
      expect((await other.b.agent.post(`/api/business/companies/${other.companyId}/invitations`, { email: to, name: 'Ola' })).body.withheld).toBe(1);
      // A client that opens the URL instead of posting to it lands on the page, which asks first.
      const opened = await t.agent().get(`${url.pathname}${url.search}`);
      expect(opened.status).toBe(302);
      expect(opened.headers.location).toBe(`${t.config.siteUrl}/unsubscribe${url.search}`);
      expect((await t.agent().request('POST', '/api/business/login', `email=${encodeURIComponent(o.b.email)}&password=x`, form)).status).toBe(415);
    });

    it('throttles invitations per recipient across businesses and per account per day', async () => {
      const to = `popular.${unique()}@example.net`;
      const owners = await Promise.all(Array.from({ length: 4 }, () => owner()));
      // Three spellings of one mailbox: three invitations to one person this week.
      const spellings = [to, to.replace('@', '+a@'), to.toUpperCase().replace('@', '+b@')];
      for (const [i, o] of owners.slice(0, 3).entries()) {
        expect((await o.b.agent.post(`/api/business/companies/${o.companyId}/invitations`, { email: spellings[i], name: 'Pat' })).body.sent).toBe(1);
      }
      const fourth = await owners[3].b.agent.post(`/api/business/companies/${owners[3].companyId}/invitations`, { email: to.replace('@', '+c@'), name: 'Pat' });
      expect(fourth.body).toMatchObject({ sent: 0, withheld: 1, results: [{ status: 'withheld' }] });
      // Within one file, the same mailbox twice is a duplicate row.
      const csv = await owners[3].b.agent.post(`/api/business/companies/${owners[3].companyId}/invitations`, { csv: `email,name\nkim.${unique()}@example.net,Kim\nsam@example.net,Sam\nsam+2@example.net,Sam\n` });
      expect(csv.body.results.map((r: { status: string }) => r.status)).toEqual(['sent', 'sent', 'duplicate']);

      const busy = await owner();
      await t.db.query(`UPDATE business_accounts SET plan = 'premium' WHERE id = $1`, [busy.b.id]);
      await t.db.query(
        `INSERT INTO review_invitations (company_id, account_id, email, name, token_hash, expires_at, closed_at)
         SELECT $1, $2, 'bulk' || g || '@example.org', 'Bulk', md5(random()::text || g), now() + interval '30 days', now() FROM generate_series(1, 999) g`,
        [busy.companyId, busy.b.id],
      );
      expect((await busy.b.agent.post(`/api/business/companies/${busy.companyId}/invitations`, { email: `one.${unique()}@example.net`, name: 'One' })).status).toBe(201);
      const over = await busy.b.agent.post(`/api/business/companies/${busy.companyId}/invitations`, { email: `two.${unique()}@example.net`, name: 'Two' });
      expectError(over, 429, /at most 1,000 invitations in 24 hours/);
      expect(over.headers['retry-after']).toBe('3600');
    });
  });

  describe('4. invited reviews meet the new-account signals, and invitees the business owns are flagged', () => {
    /** Invites `email`, makes its account (confirmed) and writes the invited review; answers the review's id. */
    async function invitedReview(o: { b: Business; companyId: string }, email: string, rating = 5): Promise<string> {
      const sent = await o.b.agent.post(`/api/business/companies/${o.companyId}/invitations`, { email, name: 'Invitee' });
      expect(sent.body.sent).toBe(1);
      const token = new URL(sent.body.results[0].link).searchParams.get('invitation')!;
      const agent = t.agent();
      const reg = await agent.post('/api/auth/register', { firstName: 'In', lastName: 'Vitee', email, password: `invitee-${unique()}-pass` });
      expect(reg.status).toBe(201);
      await t.db.query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [reg.body.user.id]);
      const res = await agent.post('/api/reviews', { companyId: o.companyId, rating, title: 'Invited', content: 'Came through the invitation link they sent.', invitationToken: token });
      expect(res.status).toBe(201);
      expect(res.body.invited).toBe(true);
      return res.body.id;
    }

    it('flags an invited five-star review from an account a minute old', async () => {
      const o = await owner();
      expect(await signalsOf(await invitedReview(o, `fresh.${unique()}@example.net`))).toEqual(['new_account_extreme']);
    });

    it("flags an invitee on the owner's own domain, and a plus-alias of an earlier invitee", async () => {
      const o = await owner();
      const own = await invitedReview(o, `colleague.${unique()}@${o.domain}`, 4);
      expect(await signalsOf(own)).toEqual(['invitee_owner_domain']);
      const base = `mailbox${unique()}`;
      await o.b.agent.post(`/api/business/companies/${o.companyId}/invitations`, { email: `${base}@example.org`, name: 'First' });
      const alias = await invitedReview(o, `${base}+2@example.org`, 4);
      expect(await signalsOf(alias)).toEqual(['invitee_alias']);
      const queue = await moderator.agent.get('/api/admin/reports?limit=100');
      const item = queue.body.items.find((i: any) => i.review.id === alias);
      expect(item.signals[0]).toMatchObject({ signal: 'invitee_alias', label: 'Invitee is an alias of an earlier invitee', description: expect.stringMatching(/another spelling/) });
    });
  });

  describe('5. flagged reviews lift no company in a ranked list until a moderator decides', () => {
    it('keeps a burst of five-star reviews from fresh accounts from making a new company #1, and lets them count once dismissed', async () => {
      // An established company: ten four-star reviews from accounts a year old, over past months.
      const steady = await listed(`steady-${unique()}.example`, 'Steady Plumbing');
      const veterans = await Promise.all(Array.from({ length: 10 }, () => registerUser(t, { verified: true })));
      await t.db.query(`UPDATE users SET created_at = now() - interval '1 year' WHERE id = ANY($1::uuid[])`, [veterans.map((v) => v.user.id)]);
      await t.db.query(`UPDATE companies SET created_at = now() - interval '2 years' WHERE id = $1`, [steady.id]);
      for (const [i, v] of veterans.entries()) {
        const id = await review(steady.id, 4, v);
        await t.db.query(`UPDATE reviews SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [id, 20 + i * 9]);
      }
      expect(await t.db.query(`SELECT 1 FROM review_signals s JOIN reviews r ON r.id = s.review_id WHERE r.company_id = $1`, [steady.id])).toEqual([]);

      // A new company gets twelve five-star reviews from accounts made minutes before, all at once.
      const farm = await listed(`farm-${unique()}.example`, 'Overnight Stars');
      const fresh = await Promise.all(Array.from({ length: 12 }, () => registerUser(t, { verified: true })));
      const farmed: string[] = [];
      for (const f of fresh) farmed.push(await review(farm.id, 5, f));
      for (const id of farmed) expect(await signalsOf(id)).toEqual(expect.arrayContaining(['burst', 'new_account_cluster']));

      const rankOf = async (id: string) => {
        const list = await t.agent().get('/api/companies/featured?limit=24');
        const at = list.body.map((c: { id: string }) => c.id).indexOf(id);
        return at < 0 ? Infinity : at;
      };
      expect(await rankOf(steady.id)).toBeLessThan(await rankOf(farm.id));
      // The company page still shows them, and its own TrustScore counts them.
      const page = await t.agent().get(`/api/companies/${farm.id}`);
      expect(page.body).toMatchObject({ totalReviews: 12, averageRating: '5.0' });

      // A moderator looks at them and finds nothing wrong: they count in the rank again.
      for (const id of farmed) expect((await moderator.agent.post(`/api/admin/reviews/${id}/dismiss-reports`, { facts: 'A launch event; checked the orders.' })).status).toBe(200);
      expect(await rankOf(farm.id)).toBeLessThan(await rankOf(steady.id));
    });

    it('leaves a company with a public notice out of ranked lists while the notice lasts', async () => {
      const c = await listed(`noticed-${unique()}.example`, 'Noticed Ltd');
      const author = await registerUser(t, { verified: true });
      await t.db.query(`UPDATE users SET created_at = now() - interval '1 year' WHERE id = $1`, [author.user.id]);
      await review(c.id, 5, author);
      const ids = async () => (await t.agent().get('/api/companies/featured?limit=24')).body.map((x: { id: string }) => x.id);
      expect(await ids()).toContain(c.id);
      expect((await moderator.agent.post(`/api/admin/companies/${c.id}/notice`, { days: 7, facts: 'Reviews bought on a forum.' })).status).toBe(200);
      expect(await ids()).not.toContain(c.id);
      expect((await t.agent().get(`/api/companies/${c.id}`)).body.notice).toMatchObject({ message: expect.any(String) });
    });
  });

  describe('6. the claims queue cannot be flooded', () => {
    it('caps claims waiting per account, and pages the queue with its total', async () => {
      const b = await business(`claimer-${unique()}.example`);
      const companies = await Promise.all(Array.from({ length: 6 }, () => listed()));
      for (const c of companies.slice(0, 5)) expect((await b.agent.post('/api/business/claims', { companyId: c.id })).body.status).toBe('pending');
      expectError(await b.agent.post('/api/business/claims', { companyId: companies[5].id }), 409, /5 claims waiting/);
      expectError(await b.agent.post('/api/business/companies', { name: 'One More', category: 'Technology', website: `https://one-more-${unique()}.example` }), 409, /5 claims waiting/);

      const first = await moderator.agent.get('/api/admin/claims?limit=2');
      expect(first.body.items).toHaveLength(2);
      expect(first.body.total).toBeGreaterThanOrEqual(5);
      const second = await moderator.agent.get('/api/admin/claims?offset=2&limit=2');
      expect(second.body.items.map((c: any) => c.id)).not.toEqual(expect.arrayContaining(first.body.items.map((c: any) => c.id)));
    });

    it('lets a rejected claim be filed again only after the cooldown', async () => {
      const b = await business(`rejected-${unique()}.example`);
      const c = await listed();
      const claim = (await b.agent.post('/api/business/claims', { companyId: c.id })).body;
      expect((await moderator.agent.post(`/api/admin/claims/${claim.id}/reject`, { facts: 'Could not confirm the caller.' })).status).toBe(200);
      expectError(await b.agent.post('/api/business/claims', { companyId: c.id }), 409, /claim it again from \d{4}-\d{2}-\d{2}/);
      await t.db.query(`UPDATE company_claims SET decided_at = now() - interval '31 days' WHERE id = $1`, [claim.id]);
      expect((await b.agent.post('/api/business/claims', { companyId: c.id })).body.status).toBe('pending');
    });

    it('rate-limits claims per account', async () => {
      const b = await business(`limited-${unique()}.example`);
      const companies = await Promise.all(Array.from({ length: 21 }, () => listed()));
      for (const c of companies.slice(0, 20)) {
        expect((await b.agent.post('/api/business/claims', { companyId: c.id })).status).toBe(201);
        await t.db.query(`UPDATE company_claims SET status = 'rejected', decided_at = now() WHERE account_id = $1 AND status = 'pending'`, [b.id]);
      }
      expectError(await b.agent.post('/api/business/claims', { companyId: companies[20].id }), 429, /claimed many companies today/);
    });
  });

  describe('7. free-mail domains own no pages by email; a DNS record is the strong proof', () => {
    it('does not verify a claim of a free-mail or alias provider’s own page by an address there', async () => {
      for (const provider of ['duck.com', 'mozmail.com', 'fastmail.com']) {
        const page = (await t.db.query(`SELECT id FROM companies WHERE website_domain = $1`, [provider]))[0] ?? (await listed(provider, `Provider ${provider}`));
        const b = await business(provider);
        expect((await b.agent.post('/api/business/claims', { companyId: page.id })).body.status).toBe('pending');
      }
    });

    it("verifies a pending claim by the TXT record it was given, on the company's domain, and only that claim's", async () => {
      const c = await listed(`dns-${unique()}.example`);
      const b = await business('gmail.com'); // an address that proves nothing by itself
      const claim = (await b.agent.post('/api/business/claims', { companyId: c.id })).body;
      expect(claim).toMatchObject({ status: 'pending', dnsRecord: { type: 'TXT', name: c.domain, value: expect.stringMatching(/^trustreviews-verification=[0-9a-f]{32}$/) } });
      expectError(await b.agent.post(`/api/business/claims/${claim.id}/verify-dns`), 409, /did not find the TXT record/);

      // Another account's record on the domain proves nothing for this claim.
      const rival = await business('outlook.com');
      const rivalClaim = (await rival.agent.post('/api/business/claims', { companyId: c.id })).body;
      dns.setTxt(c.domain, ['v=spf1 -all', rivalClaim.dnsRecord.value]);
      expectError(await b.agent.post(`/api/business/claims/${claim.id}/verify-dns`), 409);

      dns.failing(true);
      expectError(await b.agent.post(`/api/business/claims/${claim.id}/verify-dns`), 503, /DNS/);
      dns.failing(false);

      dns.setTxt(c.domain, ['v=spf1 -all', claim.dnsRecord.value]);
      const verified = await b.agent.post(`/api/business/claims/${claim.id}/verify-dns`);
      expect(verified.body).toMatchObject({ status: 'verified', verification: 'dns_txt', dnsRecord: null });
      expect((await auditOf('claim_verified_automatically')).find((e) => e.targetId === claim.id)).toMatchObject({ details: { method: 'dns_txt', domain: c.domain } });
      expectError(await rival.agent.post(`/api/business/claims/${rivalClaim.id}/verify-dns`), 409);
      expectError(await b.agent.post(`/api/business/claims/${rivalClaim.id}/verify-dns`), 404);
    });
  });

  describe('8. security events are logged, with no secrets', () => {
    it('records sign-ins, resets, password changes, ended sessions, plan changes, automatic verifications and personal-data reads', async () => {
      events.length = 0;
      const u = await registerUser(t, { verified: true });
      const ip = nextIp();
      const agent = t.agent(ip);
      expect((await agent.post('/api/auth/login', { email: u.user.email, password: 'wrong-password-1' })).status).toBe(401);
      expect((await agent.post('/api/auth/login', { email: `nobody.${unique()}@example.com`, password: 'wrong-password-1' })).status).toBe(401);
      expect((await agent.post('/api/auth/login', { email: u.user.email, password: u.password })).status).toBe(200);
      const newPassword = `changed-${unique()}-password`;
      expect((await agent.post('/api/auth/change-password', { currentPassword: u.password, newPassword })).status).toBe(200);
      await agent.post('/api/auth/forgot-password', { email: u.user.email });
      await agent.post('/api/auth/logout');
      const o = await owner();
      await o.b.agent.put('/api/business/plan', { plan: 'plus' });
      await moderator.agent.get('/api/admin/users?search=user');
      await moderator.agent.get('/api/admin/contact-messages');

      const seen = (name: string) => events.filter((e) => e.event === name);
      expect(seen('sign_in.failed')).toEqual([
        expect.objectContaining({ realm: 'consumer', accountId: u.user.id, ip, reason: 'wrong password' }),
        expect.objectContaining({ realm: 'consumer', accountId: null, ip, reason: 'unknown account' }),
      ]);
      expect(seen('sign_in.succeeded')).toEqual(expect.arrayContaining([expect.objectContaining({ realm: 'consumer', accountId: u.user.id, ip })]));
      expect(seen('password.changed')).toEqual([expect.objectContaining({ accountId: u.user.id, outcome: 'changed' })]);
      expect(seen('password.reset_requested')).toEqual([expect.objectContaining({ accountId: u.user.id })]);
      expect(seen('session.ended')).toEqual(expect.arrayContaining([expect.objectContaining({ accountId: u.user.id, reason: 'signed out' })]));
      expect(seen('plan.changed')).toEqual([expect.objectContaining({ realm: 'business', accountId: o.b.id, from: 'free', to: 'plus' })]);
      expect(seen('claim.verified_automatically')).toEqual([expect.objectContaining({ accountId: o.b.id, method: 'email_domain' })]);
      expect(seen('personal_data.read').map((e) => e.reason)).toEqual(['user search', 'contact messages']);
      const text = JSON.stringify(events);
      for (const secret of [u.password, newPassword, PASSWORD, ...agent.cookies.values()]) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/argon2|token_hash|rp_session/);
    });

    it('writes one JSON line per event, marked as a security log', () => {
      const log = t.app.get(SecurityEventLog);
      const lines: string[] = [];
      const write = jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => lines.push(String(chunk)) > 0) as never);
      try {
        const real = new SecurityEventLog({ ...t.config, logLevel: 'info' });
        real.record({ event: 'sign_in.failed', realm: 'business', accountId: null, ip: '192.0.2.1', password: 'never-this', token: 'nor-this' } as SecurityEvent);
      } finally {
        write.mockRestore();
      }
      expect(log).toBeDefined();
      const line = lines.join('');
      expect(JSON.parse(line)).toMatchObject({ log: 'security', event: 'sign_in.failed', realm: 'business', ip: '192.0.2.1' });
      expect(line).not.toMatch(/never-this|nor-this/);
    });
  });

  describe('9. a business account changes its password', () => {
    it('checks the current password, ends the other sessions and keeps this one', async () => {
      const b = await business(`password-${unique()}.example`);
      const other = t.agent();
      expect((await other.post('/api/business/login', { email: b.email, password: PASSWORD })).status).toBe(200);
      expectError(await b.agent.post('/api/business/change-password', { currentPassword: 'not-the-password', newPassword: 'a-brand-new-secret-9' }), 400, /Current password is incorrect/);
      expectError(await b.agent.post('/api/business/change-password', { currentPassword: PASSWORD, newPassword: 'short' }), 400);
      const changed = await b.agent.post('/api/business/change-password', { currentPassword: PASSWORD, newPassword: 'a-brand-new-secret-9' });
      expect(changed.status).toBe(200);
      expect((await b.agent.get('/api/business/account')).status).toBe(200);
      expectError(await other.get('/api/business/account'), 401);
      expectError(await t.agent().post('/api/business/login', { email: b.email, password: PASSWORD }), 401);
      expect((await t.agent().post('/api/business/login', { email: b.email, password: 'a-brand-new-secret-9' })).status).toBe(200);
      expectError(await consumer.agent.post('/api/business/change-password', { currentPassword: PASSWORD, newPassword: 'a-brand-new-secret-9' }), 401);
    });
  });
  describe('kept ranking sums', () => {
    it('equal a recomputation from the reviews after everything this file did (flags, dismissals, hides, deletes)', async () => {
      // One flagged review deleted and one hidden, on top of what the tests above wrote and decided.
      const c = await listed();
      const author = await registerUser(t, { verified: true });
      const gone = await review(c.id, 1, author);
      expect(await signalsOf(gone)).toEqual(['new_account_extreme']);
      expect((await author.agent.delete(`/api/reviews/${gone}`)).status).toBe(204);
      const hidden = await review(c.id, 5);
      await moderator.agent.post(`/api/admin/reviews/${hidden}/hide`, { reason: 'fake', facts: 'Bought review, confirmed by the seller.' });
      const drift = await t.db.query(`
        WITH s AS (
          SELECT c.id, c.decay_weight, c.decay_rating, c.flagged_decay_weight, c.flagged_decay_rating, c.trust_rank,
                 coalesce(sum(review_decay_weight(r.created_at)) FILTER (WHERE r.hidden_at IS NULL), 0) AS w,
                 coalesce(sum(review_decay_weight(r.created_at) * r.rating) FILTER (WHERE r.hidden_at IS NULL), 0) AS wr,
                 coalesce(sum(review_decay_weight(r.created_at)) FILTER (WHERE r.hidden_at IS NULL AND r.flagged), 0) AS fw,
                 coalesce(sum(review_decay_weight(r.created_at) * r.rating) FILTER (WHERE r.hidden_at IS NULL AND r.flagged), 0) AS fwr
            FROM companies c LEFT JOIN reviews r ON r.company_id = c.id GROUP BY c.id)
        SELECT id FROM s
         WHERE abs(decay_weight - w) > 1e-9 * greatest(1, abs(w)) OR abs(decay_rating - wr) > 1e-9 * greatest(1, abs(wr))
            OR abs(flagged_decay_weight - fw) > 1e-9 * greatest(1, abs(fw)) OR abs(flagged_decay_rating - fwr) > 1e-9 * greatest(1, abs(fwr))
            OR abs(trust_rank - company_rank_at(w, wr, fw, fwr, now())) > 1e-6`);
      expect(drift).toEqual([]);
      const wrongFlag = await t.db.query(
        `SELECT id FROM reviews r WHERE flagged IS DISTINCT FROM EXISTS (SELECT 1 FROM review_signals s WHERE s.review_id = r.id AND s.status = 'open')`,
      );
      expect(wrongFlag).toEqual([]);
    });
  });
});
