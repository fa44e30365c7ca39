// Invitations of a company whose name no moderator has checked are held, never mailed without the
// name (which read like phishing): the dashboard and the Business API say so, and the check mails
// them, naming the company as approved or corrected, with fresh links that work 30 days from then.
import { randomBytes } from 'node:crypto';
import { businessApi } from './support/business-api.js';
import { expectError } from './support/expect-error.js';
import { lockAwaited, waitFor } from './support/wait-for.js';
import { createTestApp, registerStaff, type TestApp, type TestUser } from './support/test-app.js';

const HELD = "Held until a moderator has checked your company's name; it is emailed then, and works for 30 days from that day";

describe('invitations of a company whose name waits for a moderator', () => {
  let t: TestApp;
  let moderator: TestUser;
  const api = businessApi(() => t);
  beforeAll(async () => {
    t = await createTestApp();
    moderator = await registerStaff(t);
  });
  afterAll(() => t.close());

  const unique = () => randomBytes(4).toString('hex');

  /** A verified owner of a fresh company no moderator has checked the name of. */
  const owner = () => api.owner({ nameChecked: false });

  async function invitationMails(to: string): Promise<{ subject: string; text_body: string; link: string }[]> {
    await t.mails();
    return t.db.query(`SELECT subject, text_body, link FROM mail_outbox WHERE kind = 'review-invitation' AND to_address = $1 ORDER BY created_at DESC`, [to]);
  }

  it('holds them, mails nothing, and tells the business why, in the answer and the list', async () => {
    const o = await owner();
    const to = `held.${unique()}@example.net`;
    const res = await o.agent.post(`/api/business/companies/${o.companyId}/invitations`, { email: to, name: 'Sam' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ sent: 0, held: 1, duplicate: 0, invalid: 0, withheld: 0, usage: { invitationsThisMonth: 1 } });
    expect(res.body.results).toEqual([{ row: 1, email: to, name: 'Sam', status: 'held', message: HELD }]);
    expect(await invitationMails(to)).toHaveLength(0);

    const list = await o.agent.get(`/api/business/companies/${o.companyId}/invitations`);
    expect(list.body).toEqual([expect.objectContaining({ email: to, status: 'held' })]);
    // A second request for the same person while one is held is a duplicate, as for an open one.
    expect((await o.agent.post(`/api/business/companies/${o.companyId}/invitations`, { email: to, name: 'Sam' })).body.results[0].status).toBe('duplicate');
  });

  it('mails them once a moderator approves the name, naming the company, with links that work 30 days from then', async () => {
    const o = await owner();
    const to = `approved.${unique()}@example.net`;
    await o.agent.post(`/api/business/companies/${o.companyId}/invitations`, { email: to, name: 'Sam' });
    await t.db.query(`UPDATE review_invitations SET created_at = now() - interval '5 days', expires_at = now() + interval '25 days' WHERE company_id = $1`, [o.companyId]);

    expect((await moderator.agent.post(`/api/admin/companies/${o.companyId}/approve-name`, { facts: 'A plain business name, matches the website.' })).status).toBe(200);
    const [mail] = await invitationMails(to);
    expect(mail.subject).toBe(`How was your experience with ${o.companyName}?`);
    expect(mail.text_body).toContain(`${o.companyName} invites you to review your experience`);
    const token = new URL(mail.link).searchParams.get('invitation')!;
    const preview = await t.agent().post('/api/invitations/preview', { token });
    expect(preview.body).toMatchObject({ status: 'open', companyId: o.companyId });
    const days = (new Date(preview.body.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect((await o.agent.get(`/api/business/companies/${o.companyId}/invitations`)).body[0].status).toBe('open');
    // Approved once: nothing more goes out, and a new invitation is mailed at once.
    expect(await invitationMails(to)).toHaveLength(1);
    const next = `next.${unique()}@example.net`;
    expect((await o.agent.post(`/api/business/companies/${o.companyId}/invitations`, { email: next, name: 'Kim' })).body).toMatchObject({ sent: 1, held: 0 });
  });

  it('holds no invitation sent while a moderator is approving the name: the batch waits for the decision, then mails', async () => {
    const o = await owner();
    const to = `meanwhile.${unique()}@example.net`;
    // A moderator's approval between locking the company and committing (its held invitations
    // released already, none yet of this batch): the batch must see the approved name.
    const approval = t.db.createQueryRunner();
    await approval.connect();
    try {
      await approval.startTransaction();
      await approval.query(`SELECT 1 FROM companies WHERE id = $1 FOR UPDATE`, [o.companyId]);
      await approval.query(`UPDATE companies SET name_checked_at = now() WHERE id = $1`, [o.companyId]);
      const sending = o.agent.post(`/api/business/companies/${o.companyId}/invitations`, { email: to, name: 'Sam' });
      await waitFor(() => lockAwaited(t.db));
      await approval.commitTransaction();
      expect((await sending).body).toMatchObject({ sent: 1, held: 0 });
    } finally {
      await approval.release();
    }
    expect(await invitationMails(to)).toHaveLength(1);
  });

  it('mails them with the name a moderator corrected', async () => {
    const o = await owner();
    const to = `corrected.${unique()}@example.net`;
    await o.agent.post(`/api/business/companies/${o.companyId}/invitations`, { email: to, name: 'Sam' });
    const name = `Corrected Name ${unique()}`;
    expect((await moderator.agent.request('PATCH', `/api/admin/companies/${o.companyId}`, { name, facts: 'The name was shouting in capitals.' })).status).toBe(200);
    const [mail] = await invitationMails(to);
    expect(mail.subject).toBe(`How was your experience with ${name}?`);
  });

  it('mails none to an address that opted out meanwhile, and none of an account suspended meanwhile', async () => {
    const o = await owner();
    const quitter = `quitter.${unique()}@example.net`;
    await o.agent.post(`/api/business/companies/${o.companyId}/invitations`, { email: quitter, name: 'Ola' });
    // The person opts out from another business's invitation.
    const other = await api.owner();
    await other.agent.post(`/api/business/companies/${other.companyId}/invitations`, { email: quitter, name: 'Ola' });
    const [theirs] = await invitationMails(quitter);
    const unsubscribe = /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(theirs.text_body)![1];
    expect((await t.agent().post('/api/invitations/unsubscribe', { token: unsubscribe })).status).toBe(200);

    await moderator.agent.post(`/api/admin/companies/${o.companyId}/approve-name`, { facts: 'A plain business name, matches the website.' });
    expect(await invitationMails(quitter)).toHaveLength(1);
    expect((await o.agent.get(`/api/business/companies/${o.companyId}/invitations`)).body[0].status).toBe('expired');

    const s = await owner();
    const to = `suspended.${unique()}@example.net`;
    await s.agent.post(`/api/business/companies/${s.companyId}/invitations`, { email: to, name: 'Sam' });
    expect((await moderator.agent.post(`/api/admin/business-accounts/${s.accountId}/suspend`, { facts: 'Sent phishing invitations.' })).status).toBe(200);
    await moderator.agent.post(`/api/admin/companies/${s.companyId}/approve-name`, { facts: 'A plain business name, matches the website.' });
    expect(await invitationMails(to)).toHaveLength(0);
  });

  it('answers held through the Business API too, with the invitation’s id and no link', async () => {
    const o = await owner();
    const created = await o.agent.post(`/api/business/companies/${o.companyId}/api-keys`, { name: 'Shop', permissions: ['invitations:write'] });
    expect(created.status).toBe(201);
    const res = await t.agent().post('/api/v1/invitations', { email: `api.${unique()}@example.net`, name: 'Sam' }, { authorization: `Bearer ${created.body.key}`, 'idempotency-key': `order-${unique()}` });
    expect(res.status).toBe(201);
    expect(res.body.invitation).toEqual({ status: 'held', message: `${HELD}.`, id: expect.any(String), email: expect.any(String), name: 'Sam', reference: null });
    expectError(await t.agent().post('/api/invitations/preview', { token: 'not-a-token' }), 404);
  });
});
