// Webhooks end to end: a real HTTP receiver on 127.0.0.1 (let through by the tests-only
// WEBHOOK_TEST_ALLOWED_HOSTS), deliveries from the PostgreSQL queue, signatures checked here with
// nothing of the API's code, several app instances on one database, one of them an API process
// killed mid-send.
import { jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import passport from 'passport';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/config.js';
import { ConsumerSessionStrategy } from '../src/modules/auth/index.js';
import { BusinessSessionStrategy } from '../src/modules/business/index.js';
import { REFUSALS, WebhookAddressGuard } from '../src/modules/webhooks/webhook-address-guard.js';
import { WebhookDeliveriesRepository } from '../src/modules/webhooks/webhook-deliveries.repository.js';
import { WebhookDeliveryWorker } from '../src/modules/webhooks/webhook-delivery-worker.js';
import { setWebhookTestTiming } from '../src/modules/webhooks/webhook-test-timing.js';
import { expectError } from './support/expect-error.js';
import { Agent, createTestApp, registerStaff, registerUser, SITE, type TestApp, type TestUser } from './support/test-app.js';
import { deliveriesOf, expectSigned, type Owner, type Receiver, registerEndpoint, startReceiver, until, verifiedOwner, WEBHOOK_ENV as ENV } from './support/webhooks.js';

const FACTS = 'The review promotes another shop with a discount code.';

/** Tests' waits (WebhookTestTiming) instead of production's minute before a retry and minute of a lease. */
const RETRY_AFTER_MS = 2000;
const LEASE_MS = 6000;

const API_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The API as production runs it (src/main.ts: migrations, then the app listening), in a process
 * of its own that a test can kill, on the test's database. Node runs the TypeScript sources
 * through a loader that compiles them with SWC as Jest does; a module imported before main sets
 * the lease it claims deliveries under (WebhookTestTiming), and its worker polls every 100 ms.
 */
async function startApiProcess(databaseUrl: string, leaseMs: number): Promise<{ process: ChildProcess; exited: Promise<void>; output: () => string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'webhooks-api-'));
  const file = (name: string, text: string) => {
    writeFileSync(path.join(dir, name), text);
    return pathToFileURL(path.join(dir, name)).href;
  };
  const hooks = file(
    'hooks.mjs',
    `import { existsSync, readFileSync } from 'node:fs';
     import { createRequire } from 'node:module';
     import { fileURLToPath } from 'node:url';
     const swc = createRequire(${JSON.stringify(path.join(API_ROOT, 'package.json'))})('@swc/core');
     export async function resolve(specifier, context, next) {
       if ((specifier.startsWith('./') || specifier.startsWith('../')) && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
         const ts = new URL(specifier.slice(0, -3) + '.ts', context.parentURL);
         if (existsSync(fileURLToPath(ts))) return { url: ts.href, shortCircuit: true };
       }
       return next(specifier, context);
     }
     export async function load(url, context, next) {
       if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
       const filename = fileURLToPath(url);
       const { code } = swc.transformSync(readFileSync(filename, 'utf8'), {
         filename,
         jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022', keepClassNames: true },
         module: { type: 'es6' },
       });
       return { format: 'module', source: code, shortCircuit: true };
     }`,
  );
  const register = file('register.mjs', `import { register } from 'node:module';\nregister(${JSON.stringify(hooks)});\n`);
  const timingModule = pathToFileURL(path.join(API_ROOT, 'src/modules/webhooks/webhook-test-timing.ts')).href;
  const timing = file('timing.mjs', `import { setWebhookTestTiming } from ${JSON.stringify(timingModule)};\nsetWebhookTestTiming({ leaseMs: ${leaseMs} });\n`);
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, API_PORT: '0', API_HOST: '127.0.0.1', SITE_URL: SITE, HIGHLIGHTS_BACKFILL: 'off', ...ENV, WEBHOOK_POLL_MS: '100' };
  for (const name of ['NODE_OPTIONS', 'DATABASE_OWNER_URL', 'DEMO_MODE', 'REDIS_URL', 'LOG_LEVEL', 'NODE_ENV']) delete env[name];
  const child = spawn(process.execPath, ['--import', register, '--import', timing, path.join(API_ROOT, 'src/main.ts')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve())).finally(() => rmSync(dir, { recursive: true, force: true }));
  return { process: child, exited, output: () => output };
}

describe('webhooks', () => {
  let t: TestApp;
  let receiver: Receiver;
  let consumer: TestUser;
  const worker = () => t.app.get(WebhookDeliveryWorker);

  beforeAll(async () => {
    t = await createTestApp(ENV);
    receiver = await startReceiver();
    consumer = await registerUser(t, { verified: true });
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const owner = (): Promise<Owner> => verifiedOwner(t, consumer);
  const register = (o: Owner, path: string, events?: string[]) => registerEndpoint(o, receiver, path, events);
  const deliveries = deliveriesOf;

  it('registers https endpoints of public hosts for the verified owner only, and answers the secret once', async () => {
    const o = await owner();
    const base = `/api/business/companies/${o.companyId}/webhooks`;
    const refused: [unknown, RegExp][] = [
      [{ url: 'http://example.com/hook', events: ['review.created'] }, /^Webhook URLs must start with https:\/\/\.$/],
      [{ url: 'example.com/hook', events: ['review.created'] }, /^Webhook URLs must start with https:\/\/\.$/],
      [{ url: 'https://10.0.0.1/hook', events: ['review.created'] }, /^This address points to a private network, which webhooks cannot reach\.$/],
      [{ url: 'https://169.254.169.254/latest', events: ['review.created'] }, /private network/],
      [{ url: 'https://[::1]:8443/hook', events: ['review.created'] }, /private network/],
      [{ url: 'https://localhost/hook', events: ['review.created'] }, /private network/],
      [{ url: 'https://user:secret@example.com/hook', events: ['review.created'] }, /^Webhook URLs cannot contain a user name or password\.$/],
      [{ url: 'https://example.com/hook', events: [] }, /^Please choose at least one event\.$/],
      [{ url: 'https://example.com/hook', events: ['review.deleted'] }, /^Events must be review\.created, review\.updated or review\.hidden\.$/],
      [{ url: 'https://example.com/hook', events: ['review.created', 'review.created'] }, /^Please choose each event at most once\.$/],
      [{ url: '', events: ['review.created'] }, /^Please enter the URL of your endpoint\.$/],
      [{ url: `https://example.com/${'a'.repeat(2000)}`, events: ['review.created'] }, /^Webhook URLs must be at most 2,000 characters\.$/],
      // Under 2,000 as typed, but about 9,000 once percent-encoded as it is kept: a 400, not the column's check (a 500).
      [{ url: receiver.url(`/${'é'.repeat(1500)}`), events: ['review.created'] }, /^Webhook URLs must be at most 2,000 characters once written out/],
      [{ url: 'https://example.com/hook', events: ['review.created'], secret: 'mine' }, /Unknown field "secret"/],
    ];
    for (const [body, message] of refused) expectError(await o.agent.post(base, body), 400, message);

    // Another business (its claim waiting), a consumer, nobody, an unknown company.
    const other = await owner();
    expectError(await other.agent.post(base, { url: receiver.url('/x'), events: ['review.created'] }), 403, /verified owner/);
    expectError(await other.agent.get(base), 403);
    expectError(await consumer.agent.get(base), 401);
    expectError(await t.agent().post(base, { url: receiver.url('/x'), events: ['review.created'] }), 401);
    expectError(await o.agent.get(`/api/business/companies/00000000-0000-4000-8000-000000000000/webhooks`), 404);
    expectError(await o.agent.get(`/api/business/companies/not-an-id/webhooks`), 404);

    const created = await o.agent.post(base, { url: receiver.url('/first'), events: ['review.hidden', 'review.created'] });
    expect(created.status).toBe(201);
    // The answer holds the secret: no cache may keep it.
    expect(created.headers['cache-control']).toBe('no-store');
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: receiver.url('/first'),
      events: ['review.created', 'review.hidden'],
      createdAt: expect.any(String),
      lastAttemptAt: null,
      lastStatusCode: null,
      lastError: null,
      disabledAt: null,
      previousSecretExpiresAt: null,
      droppedEvents: 0,
      droppedSince: null,
      lastDroppedAt: null,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
    });
    const list = await o.agent.get(base);
    const shown: Record<string, unknown> = { ...created.body };
    delete shown.secret;
    expect(list.body).toEqual([shown]);
    expect(list.text).not.toContain(created.body.secret);
    expect(list.text).not.toContain('secret');
    expectError(await o.agent.post(base, { url: receiver.url('/first'), events: ['review.created'] }), 409, /^This URL is already registered for this company\.$/);
    // The other business neither sees nor deletes it.
    expectError(await other.agent.delete(`${base}/${created.body.id}`), 403);
    expectError(await other.agent.get(`${base}/${created.body.id}/deliveries`), 403);

    for (let i = 2; i <= 5; i++) expect((await o.agent.post(base, { url: receiver.url(`/n${i}`), events: ['review.created'] })).status).toBe(201);
    expectError(
      await o.agent.post(base, { url: receiver.url('/n6'), events: ['review.created'] }),
      409,
      /^A company can have at most 5 webhook endpoints\. Please delete one before adding another\.$/,
    );
    expect((await o.agent.delete(`${base}/${created.body.id}`)).status).toBe(204);
    expectError(await o.agent.delete(`${base}/${created.body.id}`), 404, /^Webhook endpoint not found\.$/);
    expect((await o.agent.get(base)).body).toHaveLength(4);
    expect((await o.agent.post(base, { url: receiver.url('/n6'), events: ['review.created'] })).status).toBe(201);
  });

  it('delivers created, updated, hidden and restored reviews, signed, to the endpoints subscribed, with only what the public page shows', async () => {
    const o = await owner();
    const all = await register(o, '/all');
    const hiddenOnly = await register(o, '/hidden-only', ['review.hidden']);
    const moderator = await registerStaff(t);
    const author = await registerUser(t, { verified: true, firstName: 'Rowan' });
    await t.db.query(`UPDATE users SET last_name = 'Quillfeather' WHERE id = $1`, [author.user.id]);

    const written = await author.agent.post('/api/reviews', { companyId: o.companyId, rating: 5, title: 'Quick refund', content: 'They refunded me within a day.' });
    expect(written.status).toBe(201);
    // A review of another company reaches none of these endpoints.
    await (await registerUser(t, { verified: true })).agent.post('/api/reviews', { companyId: (await owner()).companyId, rating: 3, title: 'Fine', content: 'It was fine overall.' });
    expect(await worker().deliverDue()).toBe(1);
    expect(receiver.at('/all')).toHaveLength(1);
    const created = expectSigned(receiver.at('/all')[0], all.secret);
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'review.created',
      createdAt: expect.any(String),
      data: {
        review: {
          id: written.body.id,
          companyId: o.companyId,
          rating: 5,
          title: 'Quick refund',
          content: 'They refunded me within a day.',
          authorName: 'Rowan Q.',
          verified: true,
          incentivised: false,
          origin: 'organic',
          checks: { emailConfirmed: true, experienceEvidenced: false },
          experienceDate: null,
          createdAt: written.body.createdAt,
          updatedAt: written.body.updatedAt,
          editedAt: null,
          status: 'published',
          url: `${SITE}/companies/${o.companyId}#review-${written.body.id}`,
        },
      },
    });
    expect(receiver.at('/all')[0].body).not.toMatch(new RegExp(`Quillfeather|${author.user.email}|${author.user.id}`));

    expect((await author.agent.put(`/api/reviews/${written.body.id}`, { rating: 4, content: 'They refunded me within two days.' })).status).toBe(200);
    await worker().deliverDue();
    const updated = expectSigned(receiver.at('/all')[1], all.secret);
    expect(updated).toMatchObject({ type: 'review.updated', data: { review: { id: written.body.id, rating: 4, content: 'They refunded me within two days.', status: 'published' } } });
    expect(updated.id).not.toBe(created.id);

    expect((await moderator.agent.post(`/api/admin/reviews/${written.body.id}/hide`, { reason: 'advertising', facts: FACTS })).status).toBe(200);
    expect(await worker().deliverDue()).toBe(2);
    const hidden = expectSigned(receiver.at('/all')[2], all.secret);
    expect(hidden).toEqual({ id: expect.any(String), type: 'review.hidden', createdAt: expect.any(String), data: { review: { id: written.body.id, companyId: o.companyId, status: 'hidden' } } });
    expect(expectSigned(receiver.at('/hidden-only')[0], hiddenOnly.secret)).toMatchObject({ type: 'review.hidden', data: hidden.data });
    expect(receiver.at('/hidden-only')).toHaveLength(1);

    // Restored: published again, whole, as an update.
    expect((await moderator.agent.post(`/api/admin/reviews/${written.body.id}/restore`, { facts: 'The discount code is the shop’s own.' })).status).toBe(200);
    await worker().deliverDue();
    expect(expectSigned(receiver.at('/all')[3], all.secret)).toMatchObject({ type: 'review.updated', data: { review: { id: written.body.id, title: 'Quick refund', status: 'published' } } });

    // Deleted by its author: nothing.
    expect((await author.agent.delete(`/api/reviews/${written.body.id}`)).status).toBe(204);
    expect(await worker().deliverDue()).toBe(0);
    expect(receiver.at('/all')).toHaveLength(4);
    expect(receiver.at('/hidden-only')).toHaveLength(1);

    const list = (await o.agent.get(`/api/business/companies/${o.companyId}/webhooks`)).body;
    expect(list.find((e: any) => e.id === all.id)).toMatchObject({ lastStatusCode: 200, lastError: null, lastAttemptAt: expect.any(String) });
    const shown = await deliveries(o, all.id);
    expect(shown.map((d) => d.event)).toEqual(['review.updated', 'review.hidden', 'review.updated', 'review.created']);
    expect(shown[3]).toEqual({ id: created.id, event: 'review.created', state: 'delivered', attempts: 1, nextAttemptAt: null, lastStatusCode: 200, lastError: null, createdAt: created.createdAt, deliveredAt: expect.any(String) });
  });

  it('announces as review.updated the reviews that became verified when their author confirmed their address', async () => {
    const o = await owner();
    const all = await register(o, '/verified');
    const author = await registerUser(t);
    const written = await author.agent.post('/api/reviews', { companyId: o.companyId, rating: 4, title: 'Good service', content: 'They answered quickly and fixed it.' });
    expect(written.body.verified).toBe(false);
    await worker().deliverDue();
    expect(expectSigned(receiver.at('/verified')[0], all.secret)).toMatchObject({ type: 'review.created', data: { review: { id: written.body.id, verified: false, checks: { emailConfirmed: false, experienceEvidenced: false } } } });

    const mail = (await t.mails()).find((m) => m.to_address === author.user.email && m.kind === 'email-verification')!;
    expect((await t.agent().post('/api/auth/verify-email', { token: new URL(mail.link!).searchParams.get('token')! })).status).toBe(200);
    expect(await worker().deliverDue()).toBe(1);
    expect(receiver.at('/verified')).toHaveLength(2);
    expect(expectSigned(receiver.at('/verified')[1], all.secret)).toMatchObject({
      type: 'review.updated',
      data: { review: { id: written.body.id, verified: true, checks: { emailConfirmed: true, experienceEvidenced: false }, title: 'Good service', status: 'published' } },
    });
  });

  it('rolls an endpoint’s secret: answered once, the previous one signing beside it for the hours asked, or not at all', async () => {
    const o = await owner();
    const endpoint = await register(o, '/rolled');
    const url = `/api/business/companies/${o.companyId}/webhooks/${endpoint.id}/secret`;
    const ping = async () => {
      expect((await o.agent.post(`/api/business/companies/${o.companyId}/webhooks/${endpoint.id}/test`)).status).toBe(202);
      expect(await worker().deliverDue()).toBe(1);
      return receiver.at('/rolled').at(-1)!;
    };

    const rolled = await o.agent.post(url, {});
    expect(rolled.status).toBe(200);
    expect(rolled.headers['cache-control']).toBe('no-store');
    expect(rolled.body).toMatchObject({ id: endpoint.id, url: endpoint.url, secret: expect.stringMatching(/^whsec_[\w-]{43}$/) });
    expect(rolled.body.secret).not.toBe(endpoint.secret);
    const expires = Date.parse(rolled.body.previousSecretExpiresAt);
    expect(Math.abs(expires - (Date.now() + 24 * 3600_000))).toBeLessThan(60_000);
    // Listed with its end, never with either secret.
    const listed = (await o.agent.get(`/api/business/companies/${o.companyId}/webhooks`)).body.find((e: { id: string }) => e.id === endpoint.id);
    expect(listed.previousSecretExpiresAt).toBe(rolled.body.previousSecretExpiresAt);
    expect(JSON.stringify(listed)).not.toMatch(/whsec_/);
    // Both sign: a receiver with either secret accepts the delivery.
    const during = await ping();
    expectSigned(during, rolled.body.secret, 2);
    expectSigned(during, endpoint.secret, 2);

    // Its end passed: the new secret alone.
    await t.db.query(`UPDATE webhook_endpoints SET previous_secret_until = now() - interval '1 second' WHERE id = $1`, [endpoint.id]);
    expect((await o.agent.get(`/api/business/companies/${o.companyId}/webhooks`)).body.find((e: { id: string }) => e.id === endpoint.id).previousSecretExpiresAt).toBeNull();
    expectSigned(await ping(), rolled.body.secret, 1);

    // A secret that leaked: rolled with 0 hours, the one it replaces stops at once.
    const again = await o.agent.post(url, { previousSecretHours: 0 });
    expect(again.status).toBe(200);
    expect(again.body.previousSecretExpiresAt).toBeNull();
    const after = await ping();
    expectSigned(after, again.body.secret, 1);
    expect(() => expectSigned(after, rolled.body.secret, 1)).toThrow();

    expectError(await o.agent.post(url, { previousSecretHours: 25 }), 400, /^Hours must be a whole number from 0 to 24\.$/);
    expectError(await o.agent.post(url, { previousSecretHours: 1, secret: 'mine' }), 400, /Unknown field "secret"/);
    // Only the company's owner, only its own endpoints.
    const stranger = await owner();
    expect((await stranger.agent.post(url, {})).status).toBe(403);
    expectError(await stranger.agent.post(`/api/business/companies/${stranger.companyId}/webhooks/${endpoint.id}/secret`, {}), 404, /^Webhook endpoint not found\.$/);
  });

  it('tells receivers in the OpenAPI document that a rolled secret adds a second v1, any of which may match', async () => {
    const { description } = (await t.agent().get('/api/openapi.json')).body.info;
    expect(description).toMatch(/a second `v1`, made with the previous secret, follows the first: accept the delivery when any `v1` matches/);
    expect(description).toMatch(/port 443 or a port from 1024/);
  });

  it('retries after a 500 with backoff, the same event signed again, until it is delivered', async () => {
    const o = await owner();
    const endpoint = await register(o, '/flaky');
    receiver.answer('/flaky', (nth) => ({ status: nth === 1 ? 500 : 204 }));
    const ping = await o.agent.post(`/api/business/companies/${o.companyId}/webhooks/${endpoint.id}/test`);
    expect(ping.status).toBe(202);
    expect(ping.body).toMatchObject({ event: 'ping', state: 'pending', attempts: 0 });
    expectError(await o.agent.post(`/api/business/companies/${o.companyId}/webhooks/${endpoint.id}/test`), 409, /still waiting to be delivered/);

    const before = Date.now();
    expect(await worker().deliverDue()).toBe(1);
    let [d] = await deliveries(o, endpoint.id);
    expect(d).toMatchObject({ id: ping.body.id, state: 'pending', attempts: 1, lastStatusCode: 500, lastError: 'The endpoint answered HTTP 500. Its answer began: "thanks"' });
    // The first retry waits a minute.
    expect(new Date(d.nextAttemptAt).getTime() - before).toBeGreaterThanOrEqual(59_000);
    expect(new Date(d.nextAttemptAt).getTime() - Date.now()).toBeLessThanOrEqual(61_000);
    expect((await o.agent.get(`/api/business/companies/${o.companyId}/webhooks`)).body[0]).toMatchObject({ lastStatusCode: 500, lastError: expect.stringMatching(/HTTP 500/) });
    expect(await worker().deliverDue()).toBe(0);

    await t.db.query(`UPDATE webhook_deliveries SET next_attempt_at = now() WHERE id = $1`, [ping.body.id]);
    expect(await worker().deliverDue()).toBe(1);
    [d] = await deliveries(o, endpoint.id);
    expect(d).toMatchObject({ state: 'delivered', attempts: 2, lastStatusCode: 204, lastError: null, nextAttemptAt: null });
    const [first, second] = receiver.at('/flaky');
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.body).toBe(first.body);
    expect(expectSigned(second, endpoint.secret)).toMatchObject({ id: ping.body.id, type: 'ping', data: { ping: { companyId: o.companyId, endpointId: endpoint.id } } });
  });

  it('gives a delivery up once its next attempt would fall more than a day after its event', async () => {
    const o = await owner();
    const endpoint = await register(o, '/down');
    receiver.answer('/down', () => ({ status: 503 }));
    const ping = (await o.agent.post(`/api/business/companies/${o.companyId}/webhooks/${endpoint.id}/test`)).body;
    await t.db.query(`UPDATE webhook_deliveries SET attempts = 6, created_at = now() - interval '23 hours' WHERE id = $1`, [ping.id]);
    await worker().deliverDue();
    const [d] = await deliveries(o, endpoint.id);
    expect(d).toMatchObject({ state: 'failed', attempts: 7, lastStatusCode: 503, nextAttemptAt: null });
  });

  it('does not follow redirects', async () => {
    const o = await owner();
    const endpoint = await register(o, '/moved');
    receiver.answer('/moved', () => ({ status: 302, headers: { location: receiver.url('/target') } }));
    await o.agent.post(`/api/business/companies/${o.companyId}/webhooks/${endpoint.id}/test`);
    await worker().deliverDue();
    expect(receiver.at('/moved')).toHaveLength(1);
    expect(receiver.at('/target')).toHaveLength(0);
    const [d] = await deliveries(o, endpoint.id);
    expect(d).toMatchObject({ state: 'pending', attempts: 1, lastStatusCode: 302, lastError: expect.stringMatching(/^The endpoint answered HTTP 302, a redirect, which webhooks do not follow\./) });
  });

  it('refuses at delivery a host that now resolves to a private address, without connecting', async () => {
    const o = await owner();
    const guard = t.app.get(WebhookAddressGuard);
    const answers: Record<string, string> = { 'hooks.rebind.test': '93.184.216.34' };
    const resolve = jest.spyOn(guard, 'resolve').mockImplementation(async (host) => [{ address: answers[host], family: 4 }]);
    try {
      // The receiver's own port: had the connection been made, the receiver would count it.
      const url = `https://hooks.rebind.test:${receiver.port}/hook`;
      const res = await o.agent.post(`/api/business/companies/${o.companyId}/webhooks`, { url, events: ['review.created'] });
      expect(res.status).toBe(201);
      answers['hooks.rebind.test'] = '127.0.0.1';
      expect((await o.agent.post(`/api/business/companies/${o.companyId}/webhooks/${res.body.id}/test`)).status).toBe(202);
      const connections = receiver.connections();
      expect(await worker().deliverDue()).toBe(1);
      expect(receiver.connections()).toBe(connections);
      const [d] = await deliveries(o, res.body.id);
      expect(d).toMatchObject({ state: 'pending', attempts: 1, lastStatusCode: null, lastError: REFUSALS.private });
      expect(resolve).toHaveBeenCalledWith('hooks.rebind.test');
    } finally {
      resolve.mockRestore();
    }
  });

  describe('several instances on one database', () => {
    const open: NestFastifyApplication[] = [];
    const instance = async (env: Record<string, string> = ENV) => {
      const app = await createApp(loadConfig({ LOG_LEVEL: 'silent', SITE_URL: SITE, DEMO_MODE: '1', ...env }, []), t.url);
      open.push(app);
      return app;
    };
    // Deliveries earlier tests left waiting (their retries a minute away) stay out of these instances' way.
    beforeEach(() => t.db.query(`UPDATE webhook_deliveries SET next_attempt_at = now() + interval '1 day' WHERE state = 'pending'`));
    // Passport keeps one strategy per name in the process: the last app started took them over,
    // bound to its own connection, closed with it. Separate processes in production; here, give
    // them back to the test's app.
    const strategiesBack = () => {
      passport.use('consumer-session', t.app.get(ConsumerSessionStrategy));
      passport.use('business-session', t.app.get(BusinessSessionStrategy));
    };
    afterEach(async () => {
      setWebhookTestTiming(undefined);
      await Promise.all(open.splice(0).map((app) => app.close().catch(() => undefined)));
      strategiesBack();
    });

    it('delivers each delivery exactly once when two instances drain the queue together', async () => {
      // Ten endpoints of five owners: more than one instance sends at once (10 at a time, 2 per endpoint, 4 per company).
      const endpoints = [];
      for (let owners = 0; owners < 5; owners++) {
        const o = await owner();
        for (let i = 0; i < 2; i++) endpoints.push(await register(o, `/shared-${endpoints.length}`));
      }
      const ids = endpoints.map((e) => e.id);
      for (let i = 0; i < 10; i++) receiver.answer(`/shared-${i}`, () => ({ status: 200, delayMs: 20 }));
      await t.db.query(`INSERT INTO webhook_deliveries (endpoint_id, event_type, review_id, payload) SELECT e, 'review.created', gen_random_uuid(), '{}'::jsonb FROM unnest($1::uuid[]) e, generate_series(1, 4)`, [ids]);
      const other = await instance();
      const counts = await Promise.all([worker().deliverDue(), other.get(WebhookDeliveryWorker).deliverDue()]);
      expect(counts[0] + counts[1]).toBe(40);
      // Both took part: one instance sends 10 at once, and 20 could go.
      expect(counts[0]).toBeGreaterThan(0);
      expect(counts[1]).toBeGreaterThan(0);
      const sent = endpoints.flatMap((_, i) => receiver.at(`/shared-${i}`)).map((r) => r.headers['webhook-id']);
      expect(sent).toHaveLength(40);
      expect(new Set(sent).size).toBe(40);
      // Never more than two at once to one endpoint, whichever instance sent them.
      for (let i = 0; i < 10; i++) expect(receiver.mostAtOnce(`/shared-${i}`)).toBeLessThanOrEqual(2);
      const [row] = await t.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = ANY ($1) AND state = 'delivered' AND attempts = 1`, [ids]);
      expect(row.n).toBe(40);
    });

    it('keeps a delivery through a restart: attempted by an instance that failed and closed, sent on its retry by the next, once', async () => {
      const o = await owner();
      const endpoint = await register(o, '/restart');
      // The first attempt fails; the receiver is back for the next.
      receiver.answer('/restart', (nth) => ({ status: nth === 1 ? 500 : 204 }));
      setWebhookTestTiming({ retryAfterMs: RETRY_AFTER_MS });
      const first = await instance();
      const author = new Agent(first, '10.250.0.1');
      consumer.agent.cookies.forEach((v, k) => author.cookies.set(k, v));
      const written = await author.post('/api/reviews', { companyId: o.companyId, rating: 4, title: 'Kept', content: 'Queued before the restart.' });
      expect(written.status).toBe(201);
      // The first instance claims and attempts it (what its timer does each second): a 500, a retry in the database.
      expect(await first.get(WebhookDeliveryWorker).deliverDue()).toBe(1);
      await first.close();
      strategiesBack();
      expect(receiver.at('/restart')).toHaveLength(1);
      const [failed] = await deliveries(o, endpoint.id);
      expect(failed).toMatchObject({ state: 'pending', attempts: 1, lastStatusCode: 500 });
      const [row] = await t.db.query(`SELECT next_attempt_at AS "nextAttemptAt", lease_id AS "leaseId" FROM webhook_deliveries WHERE id = $1`, [failed.id]);
      expect(row.leaseId).toBeNull();
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      // A fresh instance on the same database, polling as in production, sends it once it is due.
      await instance({ ...ENV, WEBHOOK_POLL_MS: '200' });
      await until(() => receiver.at('/restart').length > 1, 20_000);
      await sleep(1500);
      const [failedAttempt, retried] = receiver.at('/restart');
      expect(receiver.at('/restart')).toHaveLength(2);
      // The same event, the same Webhook-Id, signed again: delivered once.
      expect(retried.headers['webhook-id']).toBe(failedAttempt.headers['webhook-id']);
      expect(retried.body).toBe(failedAttempt.body);
      expect(expectSigned(retried, endpoint.secret)).toMatchObject({ id: failed.id, type: 'review.created', data: { review: { id: written.body.id } } });
      const [d] = await deliveries(o, endpoint.id);
      expect(d).toMatchObject({ id: failed.id, state: 'delivered', attempts: 2, lastStatusCode: 204 });
      // On its retry, not before.
      expect(new Date(d.deliveredAt).getTime()).toBeGreaterThanOrEqual(row.nextAttemptAt.getTime());
    });

    it('sends again, once its lease has run out, what an API process killed mid-send had claimed', async () => {
      const o = await owner();
      const endpoint = await register(o, '/killed');
      // The receiver holds the first request open: the API is killed while it waits for the answer.
      receiver.answer('/killed', (nth) => ({ status: 200, delayMs: nth === 1 ? 8000 : 0 }));
      const ping = (await o.agent.post(`/api/business/companies/${o.companyId}/webhooks/${endpoint.id}/test`)).body;
      const api = await startApiProcess(t.url, LEASE_MS);
      try {
        // Started, it claims the delivery and sends it; the receiver has it and keeps the API waiting.
        await until(() => receiver.at('/killed').length > 0 || api.process.exitCode !== null, 90_000);
        expect({ exitCode: api.process.exitCode, received: receiver.at('/killed').length }).toEqual({ exitCode: null, received: 1 });
      } catch (e) {
        throw new Error(`${(e as Error).message}\nThe API process wrote:\n${api.output()}`, { cause: e });
      } finally {
        api.process.kill('SIGKILL');
        await api.exited;
      }
      expect(api.process.signalCode).toBe('SIGKILL');
      // Its lease is still on the delivery, no attempt recorded: nobody sends it meanwhile.
      const [leased] = await t.db.query(
        `SELECT lease_id AS "leaseId", locked_until AS "lockedUntil", locked_until > now() + interval '1 second' AS "stillLeased", attempts FROM webhook_deliveries WHERE id = $1`,
        [ping.id],
      );
      expect(leased).toMatchObject({ leaseId: expect.any(String), stillLeased: true, attempts: 0 });
      expect(await worker().deliverDue()).toBe(0);

      setWebhookTestTiming({ leaseMs: LEASE_MS });
      await instance({ ...ENV, WEBHOOK_POLL_MS: '200' });
      await until(() => receiver.at('/killed').length > 1, 20_000);
      await sleep(1500);
      const [killedAttempt, sent] = receiver.at('/killed');
      expect(receiver.at('/killed')).toHaveLength(2);
      expect(sent.headers['webhook-id']).toBe(killedAttempt.headers['webhook-id']);
      expect(expectSigned(sent, endpoint.secret)).toMatchObject({ id: ping.id, type: 'ping' });
      const [d] = await deliveries(o, endpoint.id);
      // The killed attempt was never recorded: one attempt, delivered after the lease ran out.
      expect(d).toMatchObject({ id: ping.id, state: 'delivered', attempts: 1, lastStatusCode: 200 });
      expect(new Date(d.deliveredAt).getTime()).toBeGreaterThanOrEqual(leased.lockedUntil.getTime());
    }, 150_000);

    it('ignores the late outcome of an instance whose lease ran out, once another has sent the delivery', async () => {
      const o = await owner();
      const endpoint = await register(o, '/lease');
      const ping = (await o.agent.post(`/api/business/companies/${o.companyId}/webhooks/${endpoint.id}/test`)).body;
      const dead = await instance();
      const {
        deliveries: [claimed],
      } = await dead.get(WebhookDeliveriesRepository).claimDue(10, 60_000, '00000000-0000-4000-8000-0000000000de');
      expect(claimed.id).toBe(ping.id);
      // Leased: nobody else sends it.
      expect(await worker().deliverDue()).toBe(0);
      await t.db.query(`UPDATE webhook_deliveries SET locked_until = now() - interval '1 second' WHERE id = $1`, [ping.id]);
      expect(await worker().deliverDue()).toBe(1);
      expect(receiver.at('/lease')).toHaveLength(1);
      await dead.get(WebhookDeliveriesRepository).recordAttempt(ping.id, '00000000-0000-4000-8000-0000000000de', { state: 'failed', statusCode: 500, error: 'late', nextAttemptAt: null });
      const [d] = await deliveries(o, endpoint.id);
      expect(d).toMatchObject({ state: 'delivered', attempts: 1, lastStatusCode: 200 });
    });
  });
});
