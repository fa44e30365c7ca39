// The newsletter by double opt-in: a request mails a single-use link, the same answer for every
// address, limits per network and per address, a way out in every mail (RFC 8058 one-click too),
// and the administrators' export of the confirmed subscribers.
import { jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { SecurityEventLog, type SecurityEvent } from '../src/common/security-events/security-events.js';
import { NEWSLETTER_CONSENT } from '../src/modules/newsletter/newsletter-consent.js';
import { NewsletterRetention } from '../src/modules/newsletter/newsletter-retention.js';
import { expectError } from './support/expect-error.js';
import { createTestApp, registerStaff, registerUser, type TestApp, type TestUser } from './support/test-app.js';

const SUBSCRIBE = '/api/newsletter/subscriptions';
const ANSWER = 'Almost done: unless this address is subscribed already, we have sent it an email with a link to confirm. The link works for 48 hours.';

interface Mail {
  subject: string;
  text_body: string;
  link: string | null;
  list_unsubscribe: string | null;
  kind: string;
}

describe('newsletter', () => {
  let t: TestApp;
  let moderator: TestUser;
  let admin: TestUser;
  const events: SecurityEvent[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    jest.spyOn(t.app.get(SecurityEventLog), 'write').mockImplementation((e: SecurityEvent) => void events.push(e));
    moderator = await registerStaff(t);
    admin = await registerStaff(t, 'admin');
  });
  afterAll(() => t.close());

  const address = (label = 'reader') => `${label}.${randomBytes(4).toString('hex')}@example.net`;

  async function mailsTo(to: string): Promise<Mail[]> {
    await t.mails();
    return t.db.query(`SELECT subject, text_body, link, list_unsubscribe, kind FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC`, [to]);
  }

  async function subscriber(email: string) {
    const [row] = await t.db.query(
      `SELECT status, consent_version, consent_text, requested_at, confirmed_at, unsubscribed_at FROM newsletter_subscribers WHERE email = $1`,
      [email],
    );
    return row;
  }

  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  /** Subscribes and confirms through the mailed link; answers the confirmation mail. */
  async function confirmed(email: string): Promise<Mail> {
    expect((await t.agent().post(SUBSCRIBE, { email })).status).toBe(202);
    const [mail] = await mailsTo(email);
    expect((await t.agent().post('/api/newsletter/confirm', { token: tokenOf(mail.link!) })).status).toBe(200);
    return mail;
  }

  it('subscribes an address only once the link mailed to it is followed, recording what was agreed to and when', async () => {
    const email = address();
    const res = await t.agent().post(SUBSCRIBE, { email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: ANSWER });
    expect(await subscriber(email)).toMatchObject({ status: 'pending', consent_version: NEWSLETTER_CONSENT.version, consent_text: NEWSLETTER_CONSENT.text, confirmed_at: null });

    const [mail] = await mailsTo(email);
    expect(mail.kind).toBe('newsletter-confirmation');
    expect(mail.subject).toBe('Confirm your subscription to the TrustReviews newsletter');
    expect(mail.link).toMatch(new RegExp(`^${t.config.siteUrl}/newsletter/confirm\\?token=[A-Za-z0-9_-]{43}$`));
    expect(mail.text_body).toContain(`"${NEWSLETTER_CONSENT.text}"`);
    expect(mail.text_body).toContain(mail.link);
    // Even the confirmation mail is a way out for an address someone else entered.
    const unsubscribeToken = tokenOf(mail.list_unsubscribe!);
    expect(mail.list_unsubscribe).toBe(`${t.config.siteUrl}/api/newsletter/unsubscribe/one-click?token=${unsubscribeToken}`);
    expect(mail.text_body).toContain(`${t.config.siteUrl}/unsubscribe?list=newsletter&token=${unsubscribeToken}`);

    const done = await t.agent().post('/api/newsletter/confirm', { token: tokenOf(mail.link!) });
    expect(done.status).toBe(200);
    expect(done.body.message).toMatch(/^Your subscription is confirmed/);
    const row = await subscriber(email);
    expect(row.status).toBe('confirmed');
    expect(row.confirmed_at.getTime()).toBeGreaterThanOrEqual(row.requested_at.getTime());

    const [welcome] = await mailsTo(email);
    expect(welcome).toMatchObject({ kind: 'newsletter-welcome', list_unsubscribe: mail.list_unsubscribe });
    expect(welcome.text_body).toContain(`/unsubscribe?list=newsletter&token=${unsubscribeToken}`);
    // The link works once.
    expectError(await t.agent().post('/api/newsletter/confirm', { token: tokenOf(mail.link!) }), 404, /not valid, or it has been used already/);
  });

  it('answers every address alike, and mails nothing more to a subscribed one', async () => {
    const fresh = address('fresh');
    const waiting = address('waiting');
    const subscribed = address('subscribed');
    const left = address('left');
    await t.agent().post(SUBSCRIBE, { email: waiting });
    await confirmed(subscribed);
    const leaving = await confirmed(left);
    expect((await t.agent().post('/api/newsletter/unsubscribe', { token: tokenOf(leaving.list_unsubscribe!) })).status).toBe(200);
    const before = (await mailsTo(subscribed)).length;

    const answers = await Promise.all([fresh, waiting, subscribed, left].map((email) => t.agent().post(SUBSCRIBE, { email })));
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array(4).fill([202, { message: ANSWER }]));
    expect((await mailsTo(subscribed)).length).toBe(before);
    expect((await subscriber(subscribed)).status).toBe('confirmed');
    // Asking again after leaving takes a new confirmation: nobody is put back on the list by someone else.
    expect((await subscriber(left)).status).toBe('pending');
    expect((await mailsTo(left))[0].kind).toBe('newsletter-confirmation');
    // A second request replaces the first link.
    const [second, first] = (await mailsTo(waiting)).filter((m) => m.kind === 'newsletter-confirmation');
    expectError(await t.agent().post('/api/newsletter/confirm', { token: tokenOf(first.link!) }), 404);
    expect((await t.agent().post('/api/newsletter/confirm', { token: tokenOf(second.link!) })).status).toBe(200);
  });

  it('refuses an expired link with 410 and subscribes nobody', async () => {
    const email = address('late');
    await t.agent().post(SUBSCRIBE, { email });
    const [mail] = await mailsTo(email);
    await t.db.query(`UPDATE newsletter_subscribers SET confirm_expires_at = now() - interval '1 second' WHERE email = $1`, [email]);
    expectError(await t.agent().post('/api/newsletter/confirm', { token: tokenOf(mail.link!) }), 410, /expired\. Please subscribe again/);
    expect((await subscriber(email)).status).toBe('pending');
    expectError(await t.agent().post('/api/newsletter/confirm', { token: 'x' }), 400, /not valid/);
  });

  it('unsubscribes from the link in any newsletter mail, from the page or with one click (RFC 8058)', async () => {
    const email = address('optout');
    const mail = await confirmed(email);
    const url = new URL(mail.list_unsubscribe!);
    // A mail client's one-click: a form body, no Origin header, no cookie.
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: '' };
    const res = await t.agent().request('POST', `${url.pathname}${url.search}`, 'List-Unsubscribe=One-Click', form);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Done: this address will receive no more newsletter emails from TrustReviews.');
    const row = await subscriber(email);
    expect(row).toMatchObject({ status: 'unsubscribed' });
    expect(row.unsubscribed_at).toBeInstanceOf(Date);
    // Asked again from the page: the same answer, nothing changes.
    expect((await t.agent().post('/api/newsletter/unsubscribe', { token: url.searchParams.get('token') })).status).toBe(200);
    // A client that opens the URL instead lands on the page, which asks first.
    const opened = await t.agent().get(`${url.pathname}${url.search}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.location).toBe(`${t.config.siteUrl}/unsubscribe?list=newsletter&token=${url.searchParams.get('token')}`);
    expectError(await t.agent().post('/api/newsletter/unsubscribe', { token: 'u'.repeat(43) }), 404, /^This unsubscribe link is not valid\.$/);
  });

  it('refuses an address that is not one with a readable 400, keeping nothing', async () => {
    for (const email of ['not-an-email', '', 'a@b', `${'x'.repeat(250)}@example.net`]) {
      expectError(await t.agent().post(SUBSCRIBE, { email }), 400, /^Please enter a valid email address\.$/);
    }
    expectError(await t.agent().post(SUBSCRIBE, { email: address(), consent: true }), 400, /Unknown field/);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email NOT LIKE '%@example.net'`);
    expect(n).toBe(0);
  });

  it('limits requests per network (10 an hour) and per address (3 a day), whether or not it is subscribed', async () => {
    const agent = t.agent();
    for (let i = 0; i < 10; i++) expect((await agent.post(SUBSCRIBE, { email: address('many') })).status).toBe(202);
    const over = await agent.post(SUBSCRIBE, { email: address('many') });
    expectError(over, 429, /from your network/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);

    const target = address('target');
    for (let i = 0; i < 3; i++) expect((await t.agent().post(SUBSCRIBE, { email: target })).status).toBe(202);
    expectError(await t.agent().post(SUBSCRIBE, { email: target }), 429, /entered several times today/);
    expect((await mailsTo(target)).length).toBe(3);
    // The limit counts the mailbox: tags and Gmail's dots reach the same person.
    const local = `ann${randomBytes(4).toString('hex')}`;
    for (const alias of [`${local}@gmail.com`, `${local}+a@gmail.com`, `${local}+b@googlemail.com`]) {
      expect((await t.agent().post(SUBSCRIBE, { email: alias })).status).toBe(202);
    }
    expectError(await t.agent().post(SUBSCRIBE, { email: `${local.split('').join('.')}@gmail.com` }), 429, /entered several times today/);
    // The same limit for a subscribed address: its 429 tells nothing about the list.
    const member = address('member');
    await confirmed(member);
    for (let i = 0; i < 2; i++) expect((await t.agent().post(SUBSCRIBE, { email: member })).status).toBe(202);
    expectError(await t.agent().post(SUBSCRIBE, { email: member }), 429, /entered several times today/);
  });

  it('lets administrators, not moderators, export the confirmed subscribers as CSV, each with the unsubscribe link its issues must carry, and logs the read', async () => {
    const member = address('member');
    const mail = await confirmed(member);
    const waiting = address('waiting');
    await t.agent().post(SUBSCRIBE, { email: waiting });
    const gone = address('gone');
    await t.agent().post('/api/newsletter/unsubscribe', { token: tokenOf((await confirmed(gone)).list_unsubscribe!) });
    // An address a spreadsheet would read as a formula.
    const formula = `=cmd.${randomBytes(3).toString('hex')}@example.net`;
    await confirmed(formula);

    expectError(await t.agent().get('/api/admin/newsletter/subscribers.csv'), 401);
    expectError(await (await registerUser(t, { verified: true })).agent.get('/api/admin/newsletter/subscribers.csv'), 403);
    // Every subscriber's address is nothing a moderator's work needs.
    expectError(await moderator.agent.get('/api/admin/newsletter/subscribers.csv'), 403, /^Only administrators can do this\.$/);
    expectError(await moderator.agent.get('/api/admin/newsletter'), 403);

    const res = await admin.agent.get('/api/admin/newsletter/subscribers.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="newsletter-subscribers.csv"');
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('email,confirmed_at,consent_version,unsubscribe_url');
    const line = lines.find((l) => l.startsWith(`"${member}"`))!;
    expect(line).toMatch(new RegExp(`^"${member}","\\d{4}-\\d\\d-\\d\\dT[^"]+Z","${NEWSLETTER_CONSENT.version}","${mail.list_unsubscribe!.replace(/[.?]/g, '\\$&')}"$`));
    expect(res.text).toContain(`"'${formula}"`);
    expect(res.text).not.toContain(waiting);
    expect(res.text).not.toContain(gone);
    expect(events).toContainEqual(expect.objectContaining({ event: 'personal_data.read', actorId: admin.user.id, reason: 'newsletter subscribers export' }));

    const counts = await admin.agent.get('/api/admin/newsletter');
    expect(counts.status).toBe(200);
    expect(counts.body).toEqual({ confirmed: expect.any(Number), pending: expect.any(Number), unsubscribed: expect.any(Number) });
    expect(counts.body.confirmed).toBe(lines.length - 1);
  });

  it('forgets unconfirmed requests once their link expires, and unsubscribed addresses after 30 days', async () => {
    const expired = address('expired');
    const waiting = address('waiting');
    const oldLeaver = address('oldleaver');
    const newLeaver = address('newleaver');
    const member = address('member');
    await Promise.all([expired, waiting].map((email) => t.agent().post(SUBSCRIBE, { email })));
    await t.db.query(`UPDATE newsletter_subscribers SET confirm_expires_at = now() - interval '1 minute' WHERE email = $1`, [expired]);
    for (const email of [oldLeaver, newLeaver]) await t.agent().post('/api/newsletter/unsubscribe', { token: tokenOf((await confirmed(email)).list_unsubscribe!) });
    await t.db.query(`UPDATE newsletter_subscribers SET unsubscribed_at = now() - interval '31 days' WHERE email = $1`, [oldLeaver]);
    await confirmed(member);
    await t.db.query(`UPDATE newsletter_subscribers SET confirmed_at = now() - interval '400 days' WHERE email = $1`, [member]);

    expect(await t.app.get(NewsletterRetention).purge()).toBeGreaterThanOrEqual(2);
    const kept = (await t.db.query(`SELECT email FROM newsletter_subscribers WHERE email = ANY($1)`, [[expired, waiting, oldLeaver, newLeaver, member]])).map((r: { email: string }) => r.email);
    expect(kept.sort()).toEqual([waiting, newLeaver, member].sort());
  });
});
