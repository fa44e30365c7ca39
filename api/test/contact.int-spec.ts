// The contact form: stored and mailed to support together, validated field by field, limited per address.
import { expectError } from './support/expect-error.js';
import { ScheduledJobs } from '../src/common/jobs/scheduled-jobs.js';
import { ContactRetention } from '../src/modules/contact/contact-retention.js';
import { createTestApp, nextIp, type TestApp } from './support/test-app.js';

const VALID = {
  name: 'Jane Doe',
  email: 'Jane.Doe@Example.com',
  topic: 'account',
  message: 'I changed my email address and the verification link never arrived.',
};

describe('contact form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the message and mails it to support, answering 202', async () => {
    const ip = nextIp();
    const res = await t.agent(ip).post('/api/contact', { ...VALID, name: '  Jane Doe  ' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: 'Thanks for your message. We usually answer within two working days.' });

    const rows = await t.db.query(`SELECT id, name, email, topic, message, ip FROM contact_messages WHERE ip = $1`, [ip]);
    expect(rows).toEqual([{ id: expect.any(String), name: 'Jane Doe', email: 'jane.doe@example.com', topic: 'account', message: VALID.message, ip }]);

    await t.mails();
    const [mail] = await t.db.query(
      `SELECT to_address, subject, text_body, link, kind, status FROM mail_outbox WHERE kind = 'contact' AND text_body LIKE $1`,
      [`%${rows[0].id}%`],
    );
    expect(mail).toMatchObject({
      to_address: 'support@trustreviews.example',
      kind: 'contact',
      link: null,
      status: 'logged',
      subject: 'Contact form: Account and sign-in (from Jane Doe)',
    });
    expect(mail.text_body).toContain('Reply to: jane.doe@example.com');
    expect(mail.text_body).toContain(VALID.message);
  });

  it('needs no account and sets no cookie', async () => {
    const res = await t.agent().post('/api/contact', { ...VALID, topic: 'press' });
    expect(res.status).toBe(202);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  describe('validation', () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['a missing name', { name: undefined }, /^Name is required\.$/],
      ['a blank name', { name: '   ' }, /^Name is required\.$/],
      ['a name over 100 characters', { name: 'N'.repeat(101) }, /^Name must be at most 100 characters\.$/],
      ['a name with a line break', { name: 'Jane\nBcc: x@example.com' }, /^Name must not contain line breaks/],
      ['a missing email', { email: undefined }, /^Please enter a valid email address\.$/],
      ['an invalid email', { email: 'jane@' }, /^Please enter a valid email address\.$/],
      ['an unknown topic', { topic: 'billing' }, /^Please choose a topic/],
      ['a missing topic', { topic: undefined }, /^Please choose a topic/],
      ['a message under 10 characters', { message: '   too short   ' }, /^Message must be between 10 and 5000 characters\.$/],
      ['a message over 5000 characters', { message: 'm'.repeat(5001) }, /^Message must be between 10 and 5000 characters\.$/],
      ['a message that is not text', { message: 12345678901 }, /^Message must be between 10 and 5000 characters\.$/],
      ['an unknown field', { phone: '+44 20 7946 0000' }, /^Unknown field "phone"\.$/],
    ];

    it.each(cases)('refuses %s with a readable 400', async (_label, change, message) => {
      const ip = nextIp();
      const res = await t.agent(ip).post('/api/contact', { ...VALID, ...change });
      expectError(res, 400, message);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM contact_messages WHERE ip = $1`, [ip]);
      expect(n).toBe(0);
    });

    it('counts characters as the database does: 5000 emoji fit, 10 emoji are enough', async () => {
      expect((await t.agent().post('/api/contact', { ...VALID, message: '❤️'.repeat(2500) })).status).toBe(202);
      expect((await t.agent().post('/api/contact', { ...VALID, message: '😀'.repeat(10) })).status).toBe(202);
      expectError(await t.agent().post('/api/contact', { ...VALID, message: '❤️'.repeat(2501) }), 400, /^Message must be between/);
    });

    it('names every problem at once', async () => {
      const res = await t.agent().post('/api/contact', { name: '', email: 'nope', topic: 'x', message: 'short' });
      expectError(res, 400);
      expect(res.body.message).toBe(
        'Name is required. Please enter a valid email address. Please choose a topic (one of: general, account, reviews, business, press, privacy). Message must be between 10 and 5000 characters.',
      );
    });
  });

  it('answers 429 with Retry-After after 5 messages from one address in an hour, without blocking others', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await t.agent(ip).post('/api/contact', { ...VALID, message: `Message number ${i} about my account.` })).status).toBe(202);
    }
    const over = await t.agent(ip).post('/api/contact', VALID);
    expectError(over, 429, /Too many messages/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM contact_messages WHERE ip = $1`, [ip]);
    expect(n).toBe(5);
    expect((await t.agent().post('/api/contact', VALID)).status).toBe(202);
  });

  it('refuses a cross-site submission with 403 and stores nothing', async () => {
    const ip = nextIp();
    const res = await t.agent(ip).post('/api/contact', VALID, { origin: 'https://evil.example' });
    expectError(res, 403, /^Cross-site requests are not allowed\.$/);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM contact_messages WHERE ip = $1`, [ip]);
    expect(n).toBe(0);
  });

  it('keeps the table honest even without the API: CHECK constraints refuse bad rows', async () => {
    const insert = (topic: string, message: string, email = 'a@example.com') =>
      t.db.query(`INSERT INTO contact_messages (name, email, topic, message, ip) VALUES ('A', $1, $2, $3, '10.0.0.1')`, [email, topic, message]);
    await expect(insert('billing', 'A long enough message.')).rejects.toThrow(/check constraint/);
    await expect(insert('general', 'short')).rejects.toThrow(/check constraint/);
    await expect(insert('general', 'A long enough message.', 'Upper@Example.com')).rejects.toThrow(/check constraint/);
  });

  it('deletes messages two years after they arrived, once a day on one instance only', async () => {
    const ip = nextIp();
    const insert = (age: string) =>
      t.db.query(
        `INSERT INTO contact_messages (name, email, topic, message, ip, created_at) VALUES ('Old', 'old@example.com', 'general', 'A message kept for a while.', $1, now() - $2::interval) RETURNING id`,
        [ip, age],
      );
    const [old] = await insert('2 years 1 day');
    const [recent] = await insert('1 year 11 months');
    const jobs = t.app.get(ScheduledJobs);
    const retention = t.app.get(ContactRetention);
    // The job ran at start; made due again, one run deletes, a second run at once is not due.
    await t.db.query(`UPDATE scheduled_jobs SET last_run_at = now() - interval '25 hours' WHERE name = 'contact-messages-retention'`);
    const job = { name: 'contact-messages-retention', everyMs: 24 * 3600_000, run: () => retention.purge() };
    const [first, second] = await Promise.all([jobs.runIfDue(job), jobs.runIfDue(job)]);
    expect([first, second].sort()).toEqual([false, true]);
    const left = (await t.db.query(`SELECT id FROM contact_messages WHERE ip = $1`, [ip])).map((r: { id: string }) => r.id);
    expect(left).toEqual([recent.id]);
    expect(left).not.toContain(old.id);
  });
});
