// What the webhooks specs share: a real HTTP receiver on 127.0.0.1 (let through by the tests-only
// WEBHOOK_TEST_ALLOWED_HOSTS), a signature check written from the documented scheme only, a
// verified owner of a fresh company, and a spec's app, receiver and reviewers made once.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebhookDeliveryWorker } from '../../src/modules/webhooks/webhook-delivery-worker.js';
import { setWebhookTestTiming } from '../../src/modules/webhooks/webhook-test-timing.js';
import { type Agent, createCompany, createTestApp, registerUser, type TestApp, type TestUser } from './test-app.js';

// Polling off: each test says when deliveries go (deliverDue), so none leaves before it is expected.
export const WEBHOOK_ENV = { WEBHOOK_TEST_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_POLL_MS: '0' };

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** When its body had arrived (Date.now()). */
  at: number;
}
export type Behaviour = (nth: number) => { status: number; headers?: Record<string, string>; delayMs?: number };

/** An HTTP server that records every request and answers as told per path (200 by default). */
export async function startReceiver() {
  const received: Received[] = [];
  const behaviours = new Map<string, Behaviour>();
  // The paths of the requests being answered right now, and the most there ever were at once of
  // each path and of each path's first segment (a group of endpoints: /slow-a/1, /slow-a/2).
  const open: string[] = [];
  const most = new Map<string, number>();
  const group = (path: string) => `/${path.split('/')[1]}/*`;
  const count = (key: string) => open.filter((p) => p === key || group(p) === key).length;
  let connections = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    const path = req.url ?? '';
    open.push(path);
    for (const key of [path, group(path)]) most.set(key, Math.max(most.get(key) ?? 0, count(key)));
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const nth = received.filter((r) => r.path === path).length;
      const b = behaviours.get(path)?.(nth) ?? { status: 200 };
      setTimeout(() => {
        open.splice(open.indexOf(path), 1);
        res.writeHead(b.status, b.headers).end('thanks');
      }, b.delayMs ?? 0);
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    at: (path: string) => received.filter((r) => r.path === path),
    answer: (path: string, b: Behaviour) => behaviours.set(path, b),
    connections: () => connections,
    /** The most requests of the path (or of a group, `/slow-a/*`) answered at the same time. */
    mostAtOnce: (path: string) => most.get(path) ?? 0,
    /** Requests of the path (or of a group, `/slow-a/*`) being answered right now. */
    openNow: (path: string) => count(path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/**
 * The receiver's side, written here from the documented scheme only: HMAC-SHA256(secret, "<t>.<body>"),
 * 5 minutes' tolerance, accepted if any v1 of the header matches (after a secret is rolled the
 * previous one signs too, for a while). `v1s` says how many the header must carry.
 */
export function expectSigned(r: Received, secret: string, v1s = 1): any {
  const m = /^t=(\d+)((?:,v1=[0-9a-f]{64})+)$/.exec(String(r.headers['webhook-signature']));
  expect(m).not.toBeNull();
  expect(m![1]).toBe(r.headers['webhook-timestamp']);
  expect(Math.abs(Date.now() / 1000 - Number(m![1]))).toBeLessThan(300);
  const signatures = m![2].split(',v1=').slice(1);
  expect(signatures).toHaveLength(v1s);
  const verifies = (key: string) => {
    const expected = createHmac('sha256', key).update(`${m![1]}.${r.body}`).digest();
    return signatures.some((hex) => timingSafeEqual(expected, Buffer.from(hex, 'hex')));
  };
  expect(verifies(secret)).toBe(true);
  // A wrong secret does not verify.
  expect(verifies(`${secret}x`)).toBe(false);
  const body = JSON.parse(r.body);
  expect(r.headers['webhook-id']).toBe(body.id);
  expect(r.headers['content-type']).toBe('application/json');
  expect(r.headers['user-agent']).toMatch(/^TrustReviews-Webhooks\/1\.0/);
  return body;
}

export async function until(check: () => boolean, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface Owner {
  agent: Agent;
  companyId: string;
  accountId: string;
}

/** A verified owner (a business account on the company's domain) of a fresh company, made by `consumer`. */
export async function verifiedOwner(t: TestApp, consumer: TestUser): Promise<Owner> {
  const domain = `shop-${randomBytes(4).toString('hex')}.example`;
  const company = await createCompany(consumer, { website: `https://www.${domain}` });
  const agent = t.agent();
  const res = await agent.post('/api/business/register', {
    contactName: 'Jane Owner',
    companyName: 'Some Company',
    email: `owner.${randomBytes(3).toString('hex')}@${domain}`,
    password: 'business-password-1',
    website: `https://www.${domain}`,
  });
  expect(res.status).toBe(201);
  await t.db.query(`UPDATE business_accounts SET email_verified_at = now() WHERE id = $1`, [res.body.account.id]);
  expect((await agent.post('/api/business/claims', { companyId: company.id })).body.status).toBe('verified');
  return { agent, companyId: company.id, accountId: res.body.account.id };
}

/** Registers an endpoint on the receiver's `path` for the events. */
export async function registerEndpoint(o: Owner, receiver: Receiver, path: string, events = ['review.created', 'review.updated', 'review.hidden']) {
  const res = await o.agent.post(`/api/business/companies/${o.companyId}/webhooks`, { url: receiver.url(path), events });
  expect(res.status).toBe(201);
  return res.body as { id: string; secret: string; url: string; events: string[] };
}

/** The endpoint's deliveries as its dashboard reads them. */
export async function deliveriesOf(o: Owner, endpointId: string): Promise<any[]> {
  const res = await o.agent.get(`/api/business/companies/${o.companyId}/webhooks/${endpointId}/deliveries`);
  expect(res.status).toBe(200);
  return res.body;
}

/**
 * A webhooks spec's app (polling off), receiver and consumer, made before its tests and closed
 * after them; call it first in the spec's describe. `leaseMs`: the app's worker claims under this
 * lease instead of production's (WebhookTestTiming), so a lease runs out in seconds.
 */
export function webhooksSpec(opts: { leaseMs?: number } = {}) {
  let t: TestApp;
  let receiver: Receiver;
  let consumer: TestUser;
  beforeAll(async () => {
    if (opts.leaseMs) setWebhookTestTiming({ leaseMs: opts.leaseMs });
    try {
      t = await createTestApp(WEBHOOK_ENV);
    } finally {
      setWebhookTestTiming(undefined);
    }
    receiver = await startReceiver();
    consumer = await registerUser(t, { verified: true });
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  return {
    /** The app, once made (in and after the spec's beforeAll). */
    get t() {
      return t;
    },
    get receiver() {
      return receiver;
    },
    worker: () => t.app.get(WebhookDeliveryWorker),
    /** A verified owner of a fresh company. */
    owner: (): Promise<Owner> => verifiedOwner(t, consumer),
    /** The company's webhooks, under the dashboard's routes. */
    base: (o: Owner) => `/api/business/companies/${o.companyId}/webhooks`,
    /** A review of the owner's company, by an author of its own. */
    async writeReview(o: Owner, content: string, rating = 2) {
      const author = await registerUser(t, { verified: true });
      const res = await author.agent.post('/api/reviews', { companyId: o.companyId, rating, title: 'Slow refund', content });
      expect(res.status).toBe(201);
      return { author, review: res.body as { id: string } };
    },
  };
}
