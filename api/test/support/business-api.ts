// What the Business API's tests share: a verified owner of a fresh company, its keys, and a server
// calling /api/v1 with a key (no cookie, no Origin). Bound to a test file's app once it exists.
import { randomBytes } from 'node:crypto';
import { type Agent, createCompany, registerUser, type TestApp } from './test-app.js';

export const ALL_PERMISSIONS = ['invitations:write', 'reviews:read'];

export interface Owner {
  agent: Agent;
  accountId: string;
  companyId: string;
  companyName: string;
  claimId: string;
}

export const unique = () => randomBytes(4).toString('hex');

export const keysUrl = (o: Owner) => `/api/business/companies/${o.companyId}/api-keys`;

/** The helpers, for the app that `app()` answers once beforeAll has made it. */
export function businessApi(app: () => TestApp) {
  /** A business account that is the verified owner of a fresh company, its name checked by a moderator unless said. */
  async function owner(opts: { nameChecked?: boolean } = {}): Promise<Owner> {
    const t = app();
    const lister = await registerUser(t, { verified: true });
    const domain = `shop-${unique()}.example`;
    const company = await createCompany(lister, { website: `https://www.${domain}` });
    // A moderator has checked its name, so its invitations are mailed at once.
    if (opts.nameChecked !== false) await t.db.query(`UPDATE companies SET name_checked_at = now() WHERE id = $1`, [company.id]);
    const agent = t.agent();
    const reg = await agent.post('/api/business/register', {
      contactName: 'Jane Owner',
      companyName: company.name,
      email: `owner@${domain}`,
      password: 'business-password-1',
      website: `https://www.${domain}`,
    });
    expect(reg.status).toBe(201);
    await t.db.query(`UPDATE business_accounts SET email_verified_at = now() WHERE id = $1`, [reg.body.account.id]);
    const claim = await agent.post('/api/business/claims', { companyId: company.id });
    expect(claim.body.status).toBe('verified');
    return { agent, accountId: reg.body.account.id, companyId: company.id, companyName: company.name, claimId: claim.body.id };
  }

  async function newKey(o: Owner, permissions: string[] = ALL_PERMISSIONS, name = 'Shop orders'): Promise<{ key: string; id: string }> {
    const res = await o.agent.post(keysUrl(o), { name, permissions });
    expect(res.status).toBe(201);
    return { key: res.body.key, id: res.body.id };
  }

  /** A server calling the API with a key: no cookie, no Origin; from `ip`, or an address of its own. */
  function server(key?: string, extra: Record<string, string> = {}, ip?: string) {
    const agent = app().agent(ip);
    const headers = { ...(key ? { authorization: `Bearer ${key}` } : {}), origin: '', ...extra };
    return {
      get: (url: string, more: Record<string, string> = {}) => agent.get(url, { ...headers, ...more }),
      post: (url: string, body: unknown, more: Record<string, string> = {}) => agent.post(url, body, { ...headers, ...more }),
    };
  }

  const invite = (key: string, idempotencyKey: string | undefined, body: Record<string, unknown>) =>
    server(key).post('/api/v1/invitations', body, idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey });

  async function mailsTo(email: string): Promise<number> {
    const [row] = await app().db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1 AND kind = 'review-invitation'`, [email]);
    return row.n;
  }

  async function invitationsTo(email: string): Promise<number> {
    const [row] = await app().db.query(`SELECT count(*)::int AS n FROM review_invitations WHERE email = $1`, [email]);
    return row.n;
  }

  return { owner, newKey, server, invite, mailsTo, invitationsTo };
}
