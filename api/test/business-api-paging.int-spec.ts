// GET /api/v1/invitations as a shop pages it while orders keep coming: a cursor (the Link header's
// rel="next") that new invitations never shift and that reaches the oldest invitation, however
// many; one order's invitations by their reference; and /api/v1 acting only as the key, whatever
// session cookie comes with it.
import { Client } from 'pg';
import { decodeInvitationCursor, encodeInvitationCursor, INVALID_CURSOR } from '../src/modules/api-keys/invitation-cursor.js';
import { businessApi, unique } from './support/business-api.js';
import { expectError } from './support/expect-error.js';
import { createTestApp, type Reply, SITE, type TestApp } from './support/test-app.js';

const LIST = '/api/v1/invitations';
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const emailsOf = (res: Reply): string[] => res.body.map((i: { email: string }) => i.email);

describe('the Business API v1: listing invitations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { owner, newKey, server, invite } = businessApi(() => t);

  /** The next page's path and query, from the Link header: absolute, on the site's address. */
  function nextPage(res: Reply): string | undefined {
    expect(res.status).toBe(200);
    const link = res.headers.link as string | undefined;
    if (link === undefined) return undefined;
    const match = /^<([^>]+)>; rel="next"$/.exec(link);
    expect(match).not.toBeNull();
    const url = new URL(match![1]);
    expect(url.origin).toBe(SITE);
    expect(url.pathname).toBe(LIST);
    return `${url.pathname}${url.search}`;
  }

  /** `n` invitations sent through the API, oldest first, created a minute apart (the last one a minute ago). */
  async function sent(key: string, n: number, reference?: (i: number) => string): Promise<string[]> {
    const emails: string[] = [];
    for (let i = 0; i < n; i++) {
      const email = `page${i}.${unique()}@example.net`;
      expect((await invite(key, `order-${unique()}`, { email, name: `Person ${i}`, ...(reference ? { reference: reference(i) } : {}) })).status).toBe(201);
      await t.db.query(`UPDATE review_invitations SET created_at = now() - make_interval(mins => $2::int) WHERE email = $1`, [email, n - i]);
      emails.push(email);
    }
    return emails;
  }

  it('pages with a cursor that invitations sent meanwhile never shift, to the last page and no further', async () => {
    const o = await owner();
    const { key } = await newKey(o, ['invitations:write']);
    const emails = await sent(key, 5);
    // Two of them in the same microsecond, across the first pages' boundary: the id orders them,
    // and the cursor (the time to the microsecond, then the id) keeps them apart.
    await t.db.query(`UPDATE review_invitations SET created_at = (SELECT created_at FROM review_invitations WHERE email = $1) WHERE email = $2`, [emails[2], emails[3]]);
    const newestFirst = (
      await t.db.query(`SELECT email FROM review_invitations WHERE company_id = $1 ORDER BY created_at DESC, id DESC`, [o.companyId])
    ).map((r: { email: string }) => r.email);
    expect(new Set(newestFirst.slice(1, 3))).toEqual(new Set([emails[3], emails[2]]));

    const first = await server(key).get(`${LIST}?limit=2`);
    expect(emailsOf(first)).toEqual(newestFirst.slice(0, 2));
    const second = nextPage(first)!;
    expect(new URLSearchParams(second.split('?')[1]).get('limit')).toBe('2');

    // An order comes in between two pages: an offset would now show the second page's first row again.
    const late = `late.${unique()}@example.net`;
    expect((await invite(key, `order-${unique()}`, { email: late, name: 'Late' })).status).toBe(201);
    expect(emailsOf(await server(key).get(`${LIST}?offset=2&limit=2`))[0]).toBe(newestFirst[1]);

    const walked = [...emailsOf(first)];
    let next: string | undefined = second;
    let pages = 1;
    while (next) {
      const page = await server(key).get(next);
      walked.push(...emailsOf(page));
      next = nextPage(page);
      pages++;
    }
    // Each invitation of the walk once, in order; the late one is on a new first page.
    expect(walked).toEqual(newestFirst);
    expect(pages).toBe(3);
    expect(emailsOf(await server(key).get(`${LIST}?limit=1`))).toEqual([late]);

    // Exactly a page left: its answer has no next page (no empty page to fetch after it).
    const all = await server(key).get(`${LIST}?limit=6`);
    expect(emailsOf(all)).toEqual([late, ...newestFirst]);
    expect(all.headers.link).toBeUndefined();
    // An offset page leads on with a cursor, and never with its offset.
    const fromOffset = nextPage(await server(key).get(`${LIST}?offset=1&limit=1`))!;
    expect(emailsOf(await server(key).get(fromOffset))).toEqual([newestFirst[1]]);
    expect(nextPage(await server(key).get(LIST))).toBeUndefined();
    expect(new URLSearchParams(nextPage(await server(key).get(`${LIST}?limit=1`))!.split('?')[1]).has('offset')).toBe(false);
  });

  it('reaches invitations older than the deepest offset', async () => {
    const o = await owner();
    const { key } = await newKey(o, ['invitations:write']);
    const n = 100_005;
    // Straight to the database (the API sends at most 1,000 a day), on a connection of its own: the
    // app's pool bounds every statement to seconds, which 100,000 rows may outlast on a busy machine.
    const bulk = new Client({ connectionString: t.url });
    await bulk.connect();
    let row: { id: string; at: string };
    try {
      await bulk.query(
        `INSERT INTO review_invitations (company_id, account_id, email, email_canonical, name, token_hash, expires_at, closed_at, created_at)
         SELECT $1, $2, 'bulk' || g || '@example.net', 'bulk' || g || '@example.net', 'Bulk', md5($3::text || g), now() - interval '1 day',
                now() - interval '1 day', now() - make_interval(secs => g) - interval '31 days'
           FROM generate_series(1, $4::int) g`,
        [o.companyId, o.accountId, unique(), n],
      );
      // Where a walk of 1,001 pages of 100 would have got to: the invitation 100,001st from the top.
      [row] = (
        await bulk.query(
          `SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at FROM review_invitations
            WHERE company_id = $1 ORDER BY created_at DESC, id DESC OFFSET 100000 LIMIT 1`,
          [o.companyId],
        )
      ).rows;
    } finally {
      await bulk.end();
    }
    expectError(await server(key).get(`${LIST}?offset=100001`), 400, /Offset must be at most 100000/);
    const oldest = await server(key).get(`${LIST}?limit=10&cursor=${encodeInvitationCursor({ createdAt: row.at, id: row.id })}`);
    expect(emailsOf(oldest)).toEqual(['bulk100002@example.net', 'bulk100003@example.net', 'bulk100004@example.net', 'bulk100005@example.net']);
    expect(oldest.headers.link).toBeUndefined();
  }, 120_000);

  it('refuses a cursor it did not write, and a cursor with an offset, with a 400 that says so', async () => {
    const o = await owner();
    const { key } = await newKey(o, ['invitations:write']);
    await sent(key, 3);
    const cursor = new URLSearchParams(nextPage(await server(key).get(`${LIST}?limit=1`))!.split('?')[1]).get('cursor')!;
    expect((await server(key).get(`${LIST}?cursor=${cursor}`)).status).toBe(200);
    const invalid = new RegExp(`^${escaped(INVALID_CURSOR)}$`);
    const forged = Buffer.from(`2026-02-30T00:00:00.000000Z ${o.companyId}`).toString('base64url');
    for (const bad of ['abc', '', `${cursor}x`, cursor.slice(0, -2), `${cursor}%3D`, forged, 'A'.repeat(200), `${cursor}&cursor=${cursor}`]) {
      expectError(await server(key).get(`${LIST}?cursor=${bad}`), 400, invalid);
    }
    // Well-formed cursors this API never wrote: times JavaScript takes for dates and PostgreSQL
    // refuses or never stored (year 0000 is no year to it), and a real invitation at a time off by
    // a microsecond.
    const real = decodeInvitationCursor(cursor)!;
    const offByOne = `${real.createdAt.slice(0, 20)}${String((Number(real.createdAt.slice(20, 26)) + 1) % 1_000_000).padStart(6, '0')}Z`;
    for (const createdAt of ['0000-01-01T00:00:00.000000Z', '0000-12-31T23:59:59.999999Z', '0001-01-01T00:00:00.000000Z', '9999-12-31T23:59:59.999999Z', offByOne]) {
      expectError(await server(key).get(`${LIST}?cursor=${encodeInvitationCursor({ createdAt, id: real.id })}`), 400, invalid);
    }
    expectError(await server(key).get(`${LIST}?cursor=${cursor}&offset=0`), 400, /either cursor or offset, not both/);
  });

  it("finds an order's invitations by their reference, exactly, and pages them", async () => {
    const o = await owner();
    const other = await owner();
    const { key } = await newKey(o, ['invitations:write']);
    const { key: otherKey } = await newKey(other, ['invitations:write']);
    const refs = ['Order 1042', 'Order 1043', 'order 1042', '  Order 1042 ', 'Order 10420'];
    const emails = await sent(key, refs.length, (i) => refs[i]);
    await sent(otherKey, 1, () => 'Order 1042');
    await sent(key, 1);

    const found = await server(key).get(`${LIST}?reference=${encodeURIComponent('Order 1042')}`);
    expect(emailsOf(found)).toEqual([emails[3], emails[0]]);
    expect(found.body.map((i: { reference: string }) => i.reference)).toEqual(['Order 1042', 'Order 1042']);
    // Spaces around it are dropped, as when the invitation was sent.
    expect(emailsOf(await server(key).get(`${LIST}?reference=${encodeURIComponent(' Order 1042 ')}`))).toEqual([emails[3], emails[0]]);
    expect(emailsOf(await server(key).get(`${LIST}?reference=Order%209999`))).toEqual([]);

    // Paged, the next page keeps the reference.
    const first = await server(key).get(`${LIST}?reference=${encodeURIComponent('Order 1042')}&limit=1`);
    expect(emailsOf(first)).toEqual([emails[3]]);
    const next = nextPage(first)!;
    expect(new URLSearchParams(next.split('?')[1]).get('reference')).toBe('Order 1042');
    const second = await server(key).get(next);
    expect(emailsOf(second)).toEqual([emails[0]]);
    expect(second.headers.link).toBeUndefined();

    expectError(await server(key).get(`${LIST}?reference=`), 400, /Reference must not be empty/);
    expectError(await server(key).get(`${LIST}?reference=${'x'.repeat(101)}`), 400, /Reference must be at most 100 characters/);
  });

  it('documents the cursor, the Link header and the reference in the OpenAPI document', async () => {
    const get = (await t.agent().get('/api/openapi.json')).body.paths[LIST].get;
    const params = Object.fromEntries(get.parameters.map((p: { name: string; in: string }) => [p.name, p]));
    expect(params.cursor).toMatchObject({ in: 'query', required: false, schema: { type: 'string' } });
    expect(params.cursor.description).toContain('rel="next"');
    expect(params.reference).toMatchObject({ in: 'query', required: false, schema: { type: 'string', maxLength: 100 } });
    expect(params.offset).toMatchObject({ in: 'query', required: false });
    expect(get.responses['200'].headers.Link.description).toContain('rel="next"');
    expect(get.responses['400'].description).toContain(INVALID_CURSOR);
    expect(get.description).toContain('Link');
  });
});

describe('the Business API v1 with a session cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { owner, newKey, invite } = businessApi(() => t);

  it("acts only as the key, never as the cookie's account, and the cookie alone opens nothing", async () => {
    const a = await owner();
    const b = await owner();
    const { key } = await newKey(a, ['invitations:write']);
    const ofA = `a.${unique()}@example.net`;
    const ofB = `b.${unique()}@example.net`;
    expect((await invite(key, 'order-a', { email: ofA, name: 'Ann' })).status).toBe(201);
    expect((await b.agent.post(`/api/business/companies/${b.companyId}/invitations`, { email: ofB, name: 'Bo' })).body.sent).toBe(1);
    const bearer = { authorization: `Bearer ${key}` };

    // B's business session cookie and A's key: A's invitations only.
    const listed = await b.agent.get(LIST, bearer);
    expect(listed.status).toBe(200);
    expect(emailsOf(listed)).toEqual([ofA]);
    // Sent with both: A's invitation, counted against A's plan, whatever B's session says.
    const both = `both.${unique()}@example.net`;
    const res = await b.agent.post(LIST, { email: both, name: 'Cy' }, { ...bearer, 'idempotency-key': 'order-both' });
    expect(res.status).toBe(201);
    expect(res.body.usage.invitationsThisMonth).toBe(2);
    const [row] = await t.db.query(`SELECT company_id AS "companyId", account_id AS "accountId" FROM review_invitations WHERE email = $1`, [both]);
    expect(row).toEqual({ companyId: a.companyId, accountId: a.accountId });
    expect(emailsOf(await b.agent.get(`/api/business/companies/${b.companyId}/invitations`))).toEqual([ofB]);

    // The cookie alone, or with a key that is no key: 401, as if nobody were signed in.
    expectError(await b.agent.get(LIST), 401, /needs an API key/);
    expectError(await b.agent.post(LIST, { email: `c.${unique()}@example.net`, name: 'Cookie' }, { 'idempotency-key': 'order-c' }), 401, /needs an API key/);
    expectError(await b.agent.get(LIST, { authorization: 'Bearer rpk_not-a-key' }), 401, /not valid/);
    expectError(await a.agent.get(LIST), 401, /needs an API key/);
  });
});
