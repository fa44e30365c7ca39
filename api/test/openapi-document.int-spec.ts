// The published OpenAPI document, which shops generate clients from: clean under Redocly's
// recommended rules, and true to the API: an operation that names a credential refuses a call
// without one, and one that names none (`security: []`) is open to anyone.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/config.js';
import { OPENAPI_FILE } from '../src/write-openapi.js';
import { createCompany, createTestApp, registerUser, type TestApp } from './support/test-app.js';

type Operation = { security?: Record<string, string[]>[]; responses: Record<string, unknown> };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: { servers?: { url: string }[]; paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.agent().get('/api/openapi.json')).body;
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([p, item]) => METHODS.filter((m) => item[m]).map((m) => ({ method: m.toUpperCase(), path: p, op: item[m]! })));

  it("passes Redocly's recommended rules, as `npm run lint` checks them", () => {
    const cli = path.join(REPO_ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
    const run = spawnSync(process.execPath, [cli, 'lint', OPENAPI_FILE, '--format', 'json'], {
      cwd: path.join(REPO_ROOT, 'api'),
      env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
      encoding: 'utf8',
    });
    const report = JSON.parse(run.stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(run.status).toBe(0);
  });

  it('declares where it is served, and on every operation which credential opens it and the shape of its refusals', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    for (const { method, path: p, op } of operations()) {
      expect({ operation: `${method} ${p}`, security: Array.isArray(op.security) }).toEqual({ operation: `${method} ${p}`, security: true });
      expect(Object.keys(op.responses).some((code) => code.startsWith('4'))).toBe(true);
    }
  });

  it('is true to the API: a call without the credential an operation names is a 401 never kept by a cache; one naming none opens without', async () => {
    const checked: string[] = [];
    for (const { method, path: p, op } of operations()) {
      const url = p.replace(/\{[^}]+\}/g, () => randomUUID());
      const body = ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined;
      const res = await t.agent().request(method, url, body);
      if (op.security!.length > 0) {
        expect({ call: `${method} ${p}`, status: res.status, cacheControl: res.headers['cache-control'] }).toEqual({
          call: `${method} ${p}`,
          status: 401,
          cacheControl: 'no-store',
        });
      } else {
        expect({ call: `${method} ${p}`, unauthorised: res.status === 401 }).toEqual({ call: `${method} ${p}`, unauthorised: false });
      }
      checked.push(`${method} ${p}`);
    }
    expect(checked).toEqual(expect.arrayContaining(['GET /api/auth/user', 'GET /api/business/account', 'GET /api/admin/summary', 'GET /api/v1/reviews', 'GET /api/companies']));
  });

  it("publishes a user's reviews at /api/users/{userId}/reviews, and the spec's /api/reviews/user/{userId} answers the same", async () => {
    const author = await registerUser(t, { verified: true });
    const company = await createCompany(await registerUser(t, { verified: true }));
    const written = await author.agent.post('/api/reviews', { companyId: company.id, rating: 4, title: 'Good service', content: 'Helpful people and a fair price.' });
    expect(written.status).toBe(201);
    const published = await t.agent().get(`/api/users/${author.user.id}/reviews?limit=10`);
    expect(published.status).toBe(200);
    expect(published.body.map((r: { id: string }) => r.id)).toEqual([written.body.id]);
    expect((await t.agent().get(`/api/reviews/user/${author.user.id}?limit=10`)).body).toEqual(published.body);
    expect(Object.keys(doc.paths)).not.toContain('/api/reviews/user/{userId}');
    expect(doc.paths['/api/users/{userId}/reviews'].get).toMatchObject({ operationId: 'ReviewsController_byUser', security: [] });
  });
});
