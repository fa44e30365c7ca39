import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { logRequests } from './request-log.js';

describe('the request log', () => {
  it('keeps the path and harmless parameters of a request but never the token of a mailed link', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    // As the API runs it: Fastify's own request lines off (app.factory.ts), this hook's on.
    const app = Fastify({ logger: { level: 'debug', stream }, disableRequestLogging: true });
    logRequests(app);
    app.post('/api/newsletter/unsubscribe/one-click', async () => ({ ok: true }));
    app.get('/api/invitations/preview', async () => ({ ok: true }));
    await app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe/one-click?token=s3cretUnsubscribeToken' });
    await app.inject({ method: 'GET', url: '/api/invitations/preview?lang=en&invitation=s3cretInvitation&TOKEN=s3cretUpper' });
    await app.close();

    const urls = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request').map((l) => l.url);
    expect(urls).toEqual(['/api/newsletter/unsubscribe/one-click?token=…', '/api/invitations/preview?lang=en&invitation=…&TOKEN=…']);
    expect(lines.join('')).not.toContain('s3cret');
  });
});
