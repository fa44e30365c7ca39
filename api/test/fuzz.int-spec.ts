// Property-based: every operation of the published OpenAPI document, sent arbitrary JSON bodies,
// query values and path ids, signed in as a consumer, answers 2xx or 4xx, never 5xx. The run is
// deterministic (a fixed seed per operation) and bounded (RUNS requests per operation).
import fc from 'fast-check';
import fs from 'node:fs';
import { OPENAPI_FILE } from '../src/write-openapi.js';
import { createCompany, createTestApp, nextIp, registerUser, type TestApp, type TestUser } from './support/test-app.js';

const RUNS = 40;
const SEED = 20261123;

interface Operation {
  method: string;
  path: string;
  params: { name: string; in: 'path' | 'query' }[];
  bodyFields: string[] | null;
}

type OpenApiDocument = {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
};

function operations(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const ref = op.requestBody?.content['application/json']?.schema.$ref;
      const schema = ref ? doc.components.schemas[ref.split('/').pop()!] : undefined;
      return {
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []).filter((p): p is Operation['params'][number] => p.in === 'path' || p.in === 'query'),
        bodyFields: op.requestBody ? Object.keys(schema?.properties ?? {}) : null,
      };
    }),
  );
}

// Values a hostile or careless client sends: the classics often (null, text with a lone UTF-16
// surrogate, control characters, very long text, numbers as text, wrong types), and any JSON.
const CLASSICS = [
  null, true, 0, -1, 1.5, 1e308, '', ' ', '0', '-1', 'NaN', '1e309', 'a\ud800@example.com', '\udfff', 'line\nbreak\u0000',
  'x'.repeat(100_000), '../../etc/passwd', "'; DROP TABLE users; --", {}, [], [null], { nested: { deeper: [1, 'two'] } },
];
// Any UTF-16 code units, so lone surrogates come up (fast-check's string units are whole code points).
const codeUnits = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 24 }).map((units) => String.fromCharCode(...units));
const hostileText = fc.oneof(
  codeUnits,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(...CLASSICS.filter((v): v is string => typeof v === 'string')),
);
const hostileValue = fc.oneof(
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 3, arbitrary: fc.constantFrom(...CLASSICS) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: hostileText },
);

/**
 * A path segment as a client would send it; text that is not well-formed UTF-16 (a lone
 * surrogate) has no UTF-8 form, so it goes as the bytes of one anyway (%ED%A0%80): invalid UTF-8.
 */
function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `%ED%A0%80${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}`;
  }
}

function bodyArbitrary(fields: string[]) {
  const shaped = fields.length
    ? fc.record(Object.fromEntries(fields.map((f) => [f, hostileValue])), { requiredKeys: [] })
    : fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 3 });
  // Mostly bodies with the operation's own field names (they reach the deepest validation), and
  // some of anything at all, including bodies that are not objects or not JSON.
  return fc.oneof(
    { weight: 4, arbitrary: shaped.map((b) => JSON.stringify(b)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  );
}

describe('every operation refuses bad input with a 4xx, never a 5xx', () => {
  let t: TestApp;
  let consumer: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    consumer = await registerUser(t, { verified: true });
    const author = await registerUser(t, { verified: true });
    const company = await createCompany(author);
    const review = await author.agent.post('/api/reviews', { companyId: company.id, rating: 4, title: 'A fair shop', content: 'They did what they said they would do.' });
    ids.id = review.body.id;
    ids.userId = author.user.id;
    ids.companyId = company.id;
  });
  afterAll(() => t.close());

  const doc = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;

  it.each(operations(doc).map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_name, op) => {
    const pathValue = fc.oneof(fc.constant(ids.id), fc.uuid(), hostileText.filter((s) => s.length < 2000));
    const queryValue = fc.option(hostileText.filter((s) => s.length < 2000), { nil: undefined });
    const request = fc.record({
      path: fc.record(Object.fromEntries(op.params.filter((p) => p.in === 'path').map((p) => [p.name, pathValue]))),
      query: fc.record(Object.fromEntries(op.params.filter((p) => p.in === 'query').map((p) => [p.name, queryValue]))),
      body: op.bodyFields ? bodyArbitrary(op.bodyFields) : fc.constant(undefined),
    });

    await fc.assert(
      fc.asyncProperty(request, async ({ path, query, body }) => {
        let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodePathSegment((path as Record<string, string>)[name] ?? ids[name]));
        const search = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined) as [string, string][]).toString();
        if (search) url += `?${search}`;
        // Logging out would end the session the other requests use: that one goes unsigned.
        const agent = op.path === '/api/auth/logout' ? t.agent() : consumer.agent;
        const res = await agent.request(op.method, url, body, {
          // A new client address each time, so per-address limits answer 429 (a 4xx) rarely.
          'x-forwarded-for': nextIp(),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        });
        if (res.status >= 500) throw new Error(`${op.method} ${url} with ${String(body).slice(0, 300)} answered ${res.status}: ${res.text.slice(0, 300)}`);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });

  it('the two inputs found by hand answer 400 with a sentence', async () => {
    const profile = await consumer.agent.put('/api/auth/profile', { lastName: null });
    expect(profile.status).toBe(400);
    expect(profile.body.message).toMatch(/Last name/);

    const contact = await t.agent().post('/api/contact', { name: 'Jane', email: 'a\ud800@example.com', topic: 'other', message: 'A message long enough to pass.' });
    expect(contact.status).toBe(400);
    expect(contact.body.message).toMatch(/valid email/);
  });
});
