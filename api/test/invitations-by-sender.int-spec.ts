// A company's review invitations belong to the business account that sent them: when a moderator
// revokes an ownership and approves another account's claim, the new owner sees, counts and pages
// only what its own account sent, on the dashboard and through the Business API alike.
import { randomUUID } from 'node:crypto';
import { encodeInvitationCursor, INVALID_CURSOR } from '../src/modules/api-keys/invitation-cursor.js';
import { businessApi, unique } from './support/business-api.js';
import { expectError } from './support/expect-error.js';
import { type Agent, createTestApp, registerStaff, type TestApp, type TestUser } from './support/test-app.js';

const FACTS = 'Checked against the company register and our guidelines.';
const emailsOf = (body: { email: string }[]) => body.map((i) => i.email).sort();

describe("a company's new owner and its former owner's invitations", () => {
  let t: TestApp;
  let moderator: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    moderator = await registerStaff(t);
  });
  afterAll(() => t.close());

  const { owner, newKey, server, invite } = businessApi(() => t);

  /** Another business account, at a domain of its own, made the company's verified owner by a moderator. */
  async function successor(companyId: string): Promise<{ agent: Agent; accountId: string }> {
    const agent = t.agent();
    const domain = `successor-${unique()}.example`;
    const reg = await agent.post('/api/business/register', {
      contactName: 'Sam Successor',
      companyName: 'Successor Ltd',
      email: `sam@${domain}`,
      password: 'business-password-2',
      website: `https://www.${domain}`,
    });
    expect(reg.status).toBe(201);
    await t.db.query(`UPDATE business_accounts SET email_verified_at = now() WHERE id = $1`, [reg.body.account.id]);
    const claim = await agent.post('/api/business/claims', { companyId });
    expect(claim.body.status).toBe('pending');
    expect((await moderator.agent.post(`/api/admin/claims/${claim.body.id}/approve`, { facts: FACTS })).status).toBe(200);
    return { agent, accountId: reg.body.account.id };
  }

  it('shows the new owner only the invitations its own account sent, on the dashboard and through the API', async () => {
    const former = await owner();
    const list = `/api/business/companies/${former.companyId}/invitations`;
    const formerKey = (await newKey(former, ['invitations:write'])).key;
    const byDashboard = `dashboard.${unique()}@example.net`;
    const byApi = `api.${unique()}@example.net`;
    expect((await former.agent.post(list, { email: byDashboard, name: 'Dana Former', reference: 'Order 7' })).status).toBe(201);
    expect((await invite(formerKey, `order-${unique()}`, { email: byApi, name: 'Abe Former', reference: 'Order 8' })).status).toBe(201);
    // One more, so the former owner's list pages: its cursor must open nothing for the successor.
    expect((await invite(formerKey, `order-${unique()}`, { email: `more.${unique()}@example.net`, name: 'Mo Former' })).status).toBe(201);
    const formerPage = await server(formerKey).get('/api/v1/invitations?limit=1');
    const formerCursor = new URL(/^<([^>]+)>/.exec(formerPage.headers.link as string)![1]).searchParams.get('cursor')!;

    expect((await moderator.agent.post(`/api/admin/claims/${former.claimId}/revoke`, { facts: FACTS })).status).toBe(200);
    const next = await successor(former.companyId);

    // Nothing of the former owner's: not on the dashboard, not through a key, not by an order's reference.
    expect((await next.agent.get(list)).body).toEqual([]);
    const nextKey = (await newKey({ ...former, agent: next.agent, accountId: next.accountId }, ['invitations:write'])).key;
    expect((await server(nextKey).get('/api/v1/invitations')).body).toEqual([]);
    expect((await server(nextKey).get('/api/v1/invitations?reference=Order%207')).body).toEqual([]);
    expect((await server(nextKey).get('/api/v1/invitations?reference=Order%208')).body).toEqual([]);
    expectError(await server(nextKey).get(`/api/v1/invitations?cursor=${formerCursor}`), 400, new RegExp(`^${INVALID_CURSOR.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

    // Its own invitations, and its own count against its plan.
    const own = `own.${unique()}@example.net`;
    const sent = await next.agent.post(list, { email: own, name: 'Olive Own', reference: 'Order 7' });
    expect(sent.status).toBe(201);
    expect(sent.body.usage.invitationsThisMonth).toBe(1);
    expect(emailsOf((await next.agent.get(list)).body)).toEqual([own]);
    expect(emailsOf((await server(nextKey).get('/api/v1/invitations')).body)).toEqual([own]);
    expect(emailsOf((await server(nextKey).get('/api/v1/invitations?reference=Order%207')).body)).toEqual([own]);
    expect((await next.agent.get('/api/business/plan')).body.usage.invitationsThisMonth).toBe(1);

    // The former owner's invitations are still there, its own, for the record.
    const [kept] = await t.db.query(`SELECT count(*)::int AS n FROM review_invitations WHERE company_id = $1 AND account_id = $2`, [former.companyId, former.accountId]);
    expect(kept.n).toBe(3);
  });

  it('refuses a cursor naming an invitation its key may not list, or none at all', async () => {
    const o = await owner();
    const { key } = await newKey(o, ['invitations:write']);
    expect((await invite(key, `order-${unique()}`, { email: `x.${unique()}@example.net`, name: 'Xena' })).status).toBe(201);
    const other = await owner();
    const otherKey = (await newKey(other, ['invitations:write'])).key;
    expect((await invite(otherKey, `order-${unique()}`, { email: `y.${unique()}@example.net`, name: 'Yuri' })).status).toBe(201);
    const [theirs] = await t.db.query(
      `SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at FROM review_invitations WHERE company_id = $1`,
      [other.companyId],
    );
    // Another company's invitation, exactly as its own cursor would name it.
    expectError(await server(key).get(`/api/v1/invitations?cursor=${encodeInvitationCursor({ createdAt: theirs.at, id: theirs.id })}`), 400);
    // A well-formed position that no invitation has.
    expectError(await server(key).get(`/api/v1/invitations?cursor=${encodeInvitationCursor({ createdAt: '2026-01-02T03:04:05.000006Z', id: randomUUID() })}`), 400);
  });
});
