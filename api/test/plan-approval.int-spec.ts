// Outside demo mode a plan beyond Free waits for a moderator (no payment is
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

  it('says in the public terms which plans wait for a moderator, as a change then does', async () => {
    const terms = await live.agent().get('/api/business/plans');
    expect(terms.body.map((p: { id: string; needsApproval: boolean }) => [p.id, p.needsApproval])).toEqual([
      ['free', false],
      ['plus', true],
      ['premium', true],
    ]);
    const agent = live.agent();
    await agent.post('/api/business/register', { contactName: 'Pat', companyName: 'Terms Co', email: `terms.${unique()}@terms.example`, password: PASSWORD, website: 'https://terms.example' });
    expect((await agent.put('/api/business/plan', { plan: 'plus' })).body).toMatchObject({ plan: { id: 'free', needsApproval: false }, requestedPlan: { id: 'plus', needsApproval: true } });
  });
});

describe('plans in demo mode', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ DEMO_MODE: '1' });
  });
  afterAll(() => demo.close());

  it('says no plan waits for a moderator, and a larger plan applies at once', async () => {
    const terms = await demo.agent().get('/api/business/plans');
    expect(terms.body.every((p: { needsApproval: boolean }) => p.needsApproval === false)).toBe(true);
    const agent = demo.agent();
    await agent.post('/api/business/register', { contactName: 'Dee', companyName: 'Demo Co', email: `demo.${unique()}@demo-plans.example`, password: PASSWORD, website: 'https://demo-plans.example' });
    expect((await agent.put('/api/business/plan', { plan: 'premium' })).body).toMatchObject({ plan: { id: 'premium' }, requestedPlan: null });
  });
});
