// An API instance told to stop (a deploy, a scale-in) answers the requests under way, keeps what
// follows them (an edit's reading), and then ends, without waiting on their idle connections.
import { jest } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { HighlightsReader } from '../src/modules/highlights/highlights-reader.js';
import { createCompany, createTestApp, registerUser, type TestApp } from './support/test-app.js';

describe('an API instance shutting down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ HIGHLIGHTS_BACKFILL: 'off' });
  });
  afterAll(() => t.close());

  it('answers an edit under way, reads its words, and closes its connection rather than idling on it', async () => {
    const author = await registerUser(t, { verified: true });
    const company = await createCompany(author);
    const written = await author.agent.post('/api/reviews', { companyId: company.id, rating: 4, title: 'Worth it', content: 'The delivery was great.', topic: 'Delivery' });
    expect(written.status).toBe(201);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.getHttpServer().address() as AddressInfo;

    // The edit's reading takes a while, so the request is under way when the shutdown starts.
    const reader = t.app.get(HighlightsReader);
    const read = reader.read.bind(reader);
    let reading!: () => void;
    const started = new Promise<void>((resolve) => (reading = resolve));
    jest.spyOn(reader, 'read').mockImplementation(async (review) => {
      reading();
      await new Promise((r) => setTimeout(r, 500));
      return read(review);
    });
    // A client that keeps its connection open between requests, as browsers and proxies do.
    const agent = new http.Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
    const body = JSON.stringify({ content: 'The delivery was awful.' });
    const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: `/api/reviews/${written.body.id}`,
          headers: {
            'content-type': 'application/json',
            origin: 'http://localhost:8080',
            cookie: [...author.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    await started;
    const closing = Date.now();
    const closed = t.app.close();
    expect(await answer).toEqual({ status: 200, connection: 'close' });
    await closed;
    expect(Date.now() - closing).toBeLessThan(20_000);
    agent.destroy();
    // Its pool is closed now: the database is read as another instance would.
    const db = new Client({ connectionString: t.url });
    await db.connect();
    try {
      const { rows } = await db.query(`SELECT aspect, polarity FROM highlight_mentions WHERE review_id = $1`, [written.body.id]);
      expect(rows).toEqual([{ aspect: 'delivery', polarity: -1 }]);
    } finally {
      await db.end();
    }
  }, 120_000);
});
