// API keys and webhook endpoints are ways for data to leave an account, or for someone to act for
// it: each one made is logged and mailed to the owner (with no key or secret in the mail), a
// change to an endpoint is logged too, and a password reset can revoke them all at once, so what
// someone made during an account takeover does not outlive it.
import { jest } from '@jest/globals';
import { SecurityEventLog, type SecurityEvent } from '../src/common/security-events/security-events.js';
import { WebhookDeliveryWorker } from '../src/modules/webhooks/webhook-delivery-worker.js';
import { businessApi, keysUrl, type Owner, unique } from './support/business-api.js';
import { expectError } from './support/expect-error.js';
import { createCompany, createTestApp, registerUser, type TestApp } from './support/test-app.js';
import { type Receiver, registerEndpoint, startReceiver, WEBHOOK_ENV } from './support/webhooks.js';

describe('API keys and webhook endpoints as security matters', () => {
  let t: TestApp;
  let receiver: Receiver;
  const events: SecurityEvent[] = [];
  const seen = (name: string) => events.filter((e) => e.event === name);
  const { owner, newKey, server } = businessApi(() => t);
  const hooks = (o: Owner) => `/api/business/companies/${o.companyId}/webhooks`;

  beforeAll(async () => {
    t = await createTestApp(WEBHOOK_ENV);
    jest.spyOn(t.app.get(SecurityEventLog), 'write').mockImplementation((e: SecurityEvent) => void events.push(e));
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  beforeEach(() => {
    events.length = 0;
  });

  const emailOf = async (o: Owner): Promise<string> => (await t.db.query(`SELECT email FROM business_accounts WHERE id = $1`, [o.accountId]))[0].email;
  const mailsOf = (to: string, kind: string): Promise<{ subject: string; text: string; link: string | null }[]> =>
    t.db.query(`SELECT subject, text_body AS text, link FROM mail_outbox WHERE to_address = $1 AND kind = $2 ORDER BY created_at`, [to, kind]);

  it('logs an endpoint registered, given a new secret, turned back on and deleted, naming its host only', async () => {
    const o = await owner();
    // A receiver's path may hold a token of its own: it stays out of the log.
    const endpoint = await registerEndpoint(o, receiver, '/hooks/path-token-4f1c', ['review.created', 'review.hidden']);
    const host = new URL(endpoint.url).host;
    const rolled = await o.agent.post(`${hooks(o)}/${endpoint.id}/secret`, { previousSecretHours: 2 });
    expect(rolled.status).toBe(200);
    await t.db.query(`UPDATE webhook_endpoints SET disabled_at = now() WHERE id = $1`, [endpoint.id]);
    expect((await o.agent.post(`${hooks(o)}/${endpoint.id}/enable`)).status).toBe(200);
    expect((await o.agent.delete(`${hooks(o)}/${endpoint.id}`)).status).toBe(204);

    const about = { realm: 'business', accountId: o.accountId, companyId: o.companyId, webhookId: endpoint.id };
    expect(seen('webhook.created')).toEqual([expect.objectContaining({ ...about, host, events: ['review.created', 'review.hidden'] })]);
    expect(seen('webhook.secret_rolled')).toEqual([expect.objectContaining({ ...about, previousSigningHours: 2 })]);
    expect(seen('webhook.enabled')).toEqual([expect.objectContaining(about)]);
    expect(seen('webhook.deleted')).toEqual([expect.objectContaining({ ...about, reason: 'deleted by the owner' })]);
    const text = JSON.stringify(events);
    for (const secret of [endpoint.secret, rolled.body.secret, 'path-token-4f1c']) expect(text).not.toContain(secret);

    // Refused changes are no events.
    expectError(await o.agent.delete(`${hooks(o)}/${endpoint.id}`), 404);
    expect(seen('webhook.deleted')).toHaveLength(1);
  });

  it('mails the owner when an API key or a webhook endpoint is made, with neither key nor secret nor the words typed for it', async () => {
    // A company whose name no moderator has checked yet: the mail names none.
    const o = await owner({ nameChecked: false });
    const to = await emailOf(o);
    const created = await o.agent.post(keysUrl(o), { name: 'Visit evil.example to confirm', permissions: ['reviews:read'] });
    expect(created.status).toBe(201);
    const endpoint = await registerEndpoint(o, receiver, '/hooks/path-token-9a2b', ['review.created']);

    const mails = await mailsOf(to, 'integration-added');
    expect(mails.map((m) => m.subject)).toEqual(['A new API key was created for your company', 'A new webhook endpoint was added for your company']);
    const [keyMail, hookMail] = mails;
    expect(keyMail.text).toMatch(/^Hi Jane Owner,\n/);
    expect(keyMail.text).toContain('It may: reviews:read.');
    expect(hookMail.text).toContain(`It sends review.created to a server at ${new URL(endpoint.url).host}.`);
    for (const m of mails) {
      expect(m.link).toBe('http://localhost:8080/business/dashboard');
      // What to do when it was not the owner: a reset that revokes them all.
      expect(m.text).toContain('http://localhost:8080/business/forgot-password');
      expect(m.text).toContain('revoke all API keys and webhook endpoints');
      for (const secret of [created.body.key, created.body.prefix, endpoint.secret, 'path-token-9a2b', 'evil.example']) expect(m.text).not.toContain(secret);
    }
    expect(seen('api_key.created')).toHaveLength(1);

    // A refused creation mails nothing.
    expectError(await o.agent.post(keysUrl(o), { name: '', permissions: ['reviews:read'] }), 400);
    expect(await mailsOf(to, 'integration-added')).toHaveLength(2);

    // Once a moderator has checked its name, the mail names the company.
    const checked = await owner();
    await registerEndpoint(checked, receiver, '/hooks/checked', ['review.created']);
    expect((await mailsOf(await emailOf(checked), 'integration-added')).map((m) => m.subject)).toEqual([`A new webhook endpoint was added for ${checked.companyName}`]);
  });

  /** A reset link mailed to the owner, as the business realm's forgot-password sends it. */
  async function resetToken(o: Owner): Promise<string> {
    const to = await emailOf(o);
    expect((await t.agent().post('/api/business/forgot-password', { email: to })).status).toBe(202);
    const mail = (await t.mails()).find((m) => m.to_address === to && m.kind === 'password-reset')!;
    return new URL(mail.link!).searchParams.get('token')!;
  }

  it('revokes every API key and webhook endpoint of the account when a password reset asks, at once, and logs who did', async () => {
    const o = await owner();
    // A second company of the same account, its claim approved by a moderator.
    const second = await createCompany(await registerUser(t, { verified: true }), { website: `https://www.second-${unique()}.example` });
    const claim = await o.agent.post('/api/business/claims', { companyId: second.id });
    await t.db.query(`UPDATE company_claims SET status = 'verified', verification = 'moderator' WHERE id = $1`, [claim.body.id]);
    const o2: Owner = { ...o, companyId: second.id };
    const keys = [await newKey(o), await newKey(o2)];
    const endpoints = [await registerEndpoint(o, receiver, '/takeover/1'), await registerEndpoint(o2, receiver, '/takeover/2')];
    // Another account's key and endpoint stay.
    const bystander = await owner();
    const kept = await newKey(bystander);
    const keptEndpoint = await registerEndpoint(bystander, receiver, '/bystander');
    // A delivery waits for the first endpoint.
    expect((await o.agent.post(`${hooks(o)}/${endpoints[0].id}/test`)).status).toBe(202);
    for (const k of [...keys, kept]) expect((await server(k.key).get('/api/v1/invitations')).status).toBe(200);

    const token = await resetToken(o);
    expectError(await t.agent().post('/api/business/reset-password', { token, newPassword: `reset-${unique()}-password`, revokeApiKeysAndWebhooks: 'yes' }), 400, /^Revoking API keys and webhook endpoints must be true or false\.$/);
    const ip = '198.51.100.23';
    const reset = await t.agent(ip).post('/api/business/reset-password', { token, newPassword: `reset-${unique()}-password`, revokeApiKeysAndWebhooks: true });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Your password has been reset, and every API key and webhook endpoint of the account was revoked. You can now sign in.');

    // At once: the keys are refused at their next call, the endpoints are gone with what waited for them.
    for (const k of keys) expectError(await server(k.key).get('/api/v1/invitations'), 401, /has been revoked/);
    expect(await t.db.query(`SELECT id FROM webhook_endpoints WHERE account_id = $1`, [o.accountId])).toEqual([]);
    expect(await t.db.query(`SELECT id FROM webhook_deliveries WHERE endpoint_id = ANY ($1)`, [endpoints.map((e) => e.id)])).toEqual([]);
    expect(await t.app.get(WebhookDeliveryWorker).deliverDue()).toBe(0);
    expect(receiver.at('/takeover/1')).toHaveLength(0);
    expect((await server(kept.key).get('/api/v1/invitations')).status).toBe(200);
    expect(await t.db.query(`SELECT id FROM webhook_endpoints WHERE id = $1`, [keptEndpoint.id])).toHaveLength(1);

    // Logged as the reset's doing, from the address it came from.
    const why = { realm: 'business', accountId: o.accountId, ip, reason: 'password reset' };
    expect(seen('api_key.revoked')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...why, companyId: o.companyId, keyId: keys[0].id }),
        expect.objectContaining({ ...why, companyId: second.id, keyId: keys[1].id }),
      ]),
    );
    expect(seen('api_key.revoked')).toHaveLength(2);
    expect(seen('webhook.deleted')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...why, companyId: o.companyId, webhookId: endpoints[0].id }),
        expect.objectContaining({ ...why, companyId: second.id, webhookId: endpoints[1].id }),
      ]),
    );
    expect(seen('webhook.deleted')).toHaveLength(2);
    expect(seen('password.reset')).toEqual([expect.objectContaining({ accountId: o.accountId, ip })]);
  });

  it('keeps the keys and endpoints when the reset does not ask, and revokes nothing when the link is refused', async () => {
    const o = await owner();
    const { key } = await newKey(o);
    const endpoint = await registerEndpoint(o, receiver, '/kept-after-reset');

    // A refused link revokes nothing, whatever it asks.
    expectError(await t.agent().post('/api/business/reset-password', { token: 'x'.repeat(43), newPassword: `reset-${unique()}-password`, revokeApiKeysAndWebhooks: true }), 400);
    expect(seen('api_key.revoked')).toEqual([]);

    const reset = await t.agent().post('/api/business/reset-password', { token: await resetToken(o), newPassword: `reset-${unique()}-password` });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Your password has been reset. You can now sign in.');
    expect((await server(key).get('/api/v1/invitations')).status).toBe(200);
    expect(await t.db.query(`SELECT id FROM webhook_endpoints WHERE id = $1`, [endpoint.id])).toHaveLength(1);
    expect(seen('api_key.revoked')).toEqual([]);
    expect(seen('webhook.deleted')).toEqual([]);
    expect(seen('password.reset')).toEqual([expect.objectContaining({ accountId: o.accountId })]);
  });
});
