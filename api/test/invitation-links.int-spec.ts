// A mailed invitation link, read by the pages it leads to: publicly (who invited, until when, open
// or not) for a visitor without an account, and for the signed-in reviewer.
import { randomBytes } from 'node:crypto';
import { expectError } from './support/expect-error.js';
import { createCompany, createTestApp, registerUser, type Agent, type TestApp, type TestUser } from './support/test-app.js';

describe('invitation links: the public preview and the signed-in lookup', () => {
  let t: TestApp;
  let lister: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    lister = await registerUser(t, { verified: true });
  });
  afterAll(() => t.close());

  /** A verified owner of a fresh company, and one invitation from it to `email`. */
  async function invitation(email: string): Promise<{ companyId: string; companyName: string; token: string; expiresAt: string; owner: Agent; link: string }> {
    const domain = `shop-${randomBytes(4).toString('hex')}.example`;
    const company = await createCompany(lister, { website: `https://www.${domain}` });
    // A moderator has checked its name, so its invitations are mailed at once.
    await t.db.query(`UPDATE companies SET name_checked_at = now() WHERE id = $1`, [company.id]);
    const owner = t.agent();
    const reg = await owner.post('/api/business/register', { contactName: 'Jane Owner', companyName: company.name, email: `owner@${domain}`, password: 'business-password-1', website: `https://www.${domain}` });
    expect(reg.status).toBe(201);
    await t.db.query(`UPDATE business_accounts SET email_verified_at = now() WHERE id = $1`, [reg.body.account.id]);
    expect((await owner.post('/api/business/claims', { companyId: company.id })).body.status).toBe('verified');
    const sent = await owner.post(`/api/business/companies/${company.id}/invitations`, { email, name: 'Sam Invitee' });
    expect(sent.body.sent).toBe(1);
    const result = sent.body.results[0];
    return { companyId: company.id, companyName: company.name, token: new URL(result.link).searchParams.get('invitation')!, expiresAt: result.expiresAt, owner, link: result.link };
  }

  it('tells a visitor without an account who invited them and until when, and nothing about the invitee', async () => {
    const invitee = `new.person.${randomBytes(3).toString('hex')}@example.net`;
    const { companyId, companyName, token, expiresAt } = await invitation(invitee);
    const visitor = t.agent();

    const res = await visitor.post('/api/invitations/preview', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'open', companyId, companyName, expiresAt, incentiveOffered: false });
    expect(res.headers['cache-control']).toBe('no-store');
    // Neither the address nor the name the business gave: the link may have been forwarded.
    expect(res.text).not.toContain(invitee);
    expect(res.text).not.toContain('Sam Invitee');

    // The company as listed on the site, even while no moderator has checked its name for mails.
    await t.db.query(`UPDATE companies SET name_checked_at = NULL WHERE id = $1`, [companyId]);
    expect((await visitor.post('/api/invitations/preview', { token })).body.companyName).toBe(companyName);

    expectError(await visitor.post('/api/invitations/preview', { token: 'not-a-token' }), 404, /not valid/);
    expectError(await visitor.post('/api/invitations/preview', {}), 400, /not valid/);
    expectError(await visitor.post('/api/invitations/preview', { token: 'x'.repeat(101) }), 400, /not valid/);
  });

  it("mails the link with the invitee's address in its fragment, and confirms an address only as a yes or no", async () => {
    const invitee = `Fill.In.${randomBytes(3).toString('hex')}@example.net`;
    const { token, companyId, link: businessLink } = await invitation(invitee);
    const lower = invitee.toLowerCase();
    // The business's copy of the link carries no address.
    expect(new URL(businessLink).hash).toBe('');
    const mailed = (await t.mails()).find((m) => m.to_address === lower && m.kind === 'review-invitation');
    const link = new URL(mailed!.link!);
    expect(link.pathname).toBe(`/write-review/${companyId}`);
    expect(link.searchParams.get('invitation')).toBe(token);
    expect(link.hash).toBe(`#email=${encodeURIComponent(lower)}`);

    const visitor = t.agent();
    expect((await visitor.post('/api/invitations/preview', { token, email: ` ${invitee} ` })).body).toMatchObject({ status: 'open', sentToEmail: true });
    const other = await visitor.post('/api/invitations/preview', { token, email: 'someone.else@example.net' });
    expect(other.body).toMatchObject({ status: 'open', sentToEmail: false });
    // Asked without an address, the preview still says nothing of the invitee.
    const plain = await visitor.post('/api/invitations/preview', { token });
    expect(plain.body.sentToEmail).toBeUndefined();
    expect(plain.text).not.toContain(lower);
    expectError(await visitor.post('/api/invitations/preview', { token, email: `${'x'.repeat(250)}@example.net` }), 400, /at most 254/);
  });

  it('follows the link through sign-up and confirmation: the brand-new invitee writes a verified, invited review', async () => {
    const email = `brand.new.${randomBytes(3).toString('hex')}@example.net`;
    const { companyId, token } = await invitation(email);
    const person = t.agent();
    const signUp = await person.post('/api/auth/register', { firstName: 'Brand', lastName: 'New', email, password: 'brand-new-password-1' });
    expect(signUp.status).toBe(201);
    // Signed in, for them, not yet confirmed: the lookup says so, and writing through it waits for the confirmation.
    expect((await person.post('/api/invitations/lookup', { token })).body).toMatchObject({ status: 'open', forYou: true, name: 'Sam Invitee' });
    // Someone else signed in with the link (forwarded, or found in a shared inbox) learns no name.
    const other = await registerUser(t, { verified: true });
    expect((await other.agent.post('/api/invitations/lookup', { token })).body).toMatchObject({ status: 'open', forYou: false, name: null });
    const review = { companyId, rating: 5, title: 'Invited and happy', content: 'Great experience from start to end.', invitationToken: token };
    expectError(await person.post('/api/reviews', review), 403, /confirm your email address/);

    const mail = (await t.mails()).find((m) => m.to_address === email && m.kind === 'email-verification');
    const verify = await person.post('/api/auth/verify-email', { token: new URL(mail!.link!).searchParams.get('token') });
    expect(verify.status).toBe(200);
    const written = await person.post('/api/reviews', review);
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ verified: true, invited: true });
    expect((await t.agent().post('/api/invitations/preview', { token })).body.status).toBe('used');
  });

  it('says when a link has expired', async () => {
    const { companyId, token } = await invitation(`late.${randomBytes(3).toString('hex')}@example.net`);
    await t.db.query(`UPDATE review_invitations SET expires_at = now() - interval '1 minute' WHERE company_id = $1`, [companyId]);
    expect((await t.agent().post('/api/invitations/preview', { token })).body.status).toBe('expired');
  });

  it('limits how many links one address reads in an hour', async () => {
    const { token } = await invitation(`limit.${randomBytes(3).toString('hex')}@example.net`);
    const script = t.agent();
    for (let i = 0; i < 120; i++) expect((await script.post('/api/invitations/preview', { token })).status).toBe(200);
    const refused = await script.post('/api/invitations/preview', { token });
    expectError(refused, 429, /Too many invitation links/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await t.agent().post('/api/invitations/preview', { token })).status).toBe(200);
  });
});
