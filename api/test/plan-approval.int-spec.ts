// Issue 16, finding 3: outside demo mode a plan beyond Free waits for a moderator (no payment is
// taken, so nothing else stands between a new account and thousands of invitations a month).
import { randomBytes } from 'node:crypto';
import { expectError } from './support/expect-error.js';
import { createTestApp, registerUser, type TestApp } from './support/test-app.js';

const FACTS = 'Checked against the company register and our guidelines.';
const PASSWORD = 'business-password-1';
const unique = () => randomBytes(4).toString('hex');

describe('plans beyond Free, outside demo mode', () => {
  let live: TestApp;
  beforeAll(async () => {
    live = await createTestApp({ DEMO_MODE: '0' });
  });
  afterAll(() => live.close());

  it('needs a moderator to approve a larger plan, audits the decision, and takes a smaller one at once', async () => {
    const agent = live.agent();
    const email = `plans.${unique()}@plans.example`;
    expect((await agent.post('/api/business/register', { contactName: 'Pam', companyName: 'Plans Co', email, password: PASSWORD, website: 'https://plans.example' })).status).toBe(201);
    const asked = await agent.put('/api/business/plan', { plan: 'premium' });
    expect(asked.body).toMatchObject({ plan: { id: 'free', invitationsPerMonth: 50 }, requestedPlan: { id: 'premium' }, requestedAt: expect.any(String) });
    expect((await agent.get('/api/business/account')).body).toMatchObject({ plan: 'free', requestedPlan: 'premium' });
    const mod = await registerUser(live, { verified: true });
    await live.db.query(`UPDATE users SET role = 'moderator' WHERE id = $1`, [mod.user.id]);
    const queue = await mod.agent.get('/api/admin/plan-requests');
    expect(queue.body).toMatchObject({ total: 1, items: [{ email, plan: 'free', requestedPlan: 'premium' }] });
    const accountId = queue.body.items[0].accountId;
    expect((await mod.agent.get('/api/admin/summary')).body.planRequests).toBe(1);
    expect((await mod.agent.post(`/api/admin/plan-requests/${accountId}/approve`, { facts: 'Established retailer, checked the register.' })).body).toMatchObject({ action: 'approve_plan' });
    expect((await agent.get('/api/business/plan')).body).toMatchObject({ plan: { id: 'premium', invitationsPerMonth: 5000 }, requestedPlan: null });
    expectError(await mod.agent.post(`/api/admin/plan-requests/${accountId}/approve`, { facts: FACTS }), 409);
    // A smaller plan needs nobody.
    expect((await agent.put('/api/business/plan', { plan: 'plus' })).body).toMatchObject({ plan: { id: 'plus' }, requestedPlan: null });
    // A refused request leaves the plan as it was.
    await agent.put('/api/business/plan', { plan: 'premium' });
    expect((await mod.agent.post(`/api/admin/plan-requests/${accountId}/reject`, { facts: 'No sign of a real customer base yet.' })).status).toBe(200);
    expect((await agent.get('/api/business/plan')).body).toMatchObject({ plan: { id: 'plus' }, requestedPlan: null });
  });
});
