// Times and months a client makes up: JavaScript's Date takes years PostgreSQL refuses (year 0000
// is 1 BC to one and no year to the other) or never stores, so every date a request carries is
// judged before it reaches SQL. Each answers 400 with a sentence, never a 500.
import { businessApi } from './support/business-api.js';
import { expectError } from './support/expect-error.js';
import { createCompany, createTestApp, registerStaff, registerUser, type TestApp, type TestUser } from './support/test-app.js';

const FACTS = 'Checked against our guidelines.';
const MADE_UP = ['0000-01-01', '0000-12-31T23:59:59Z', '0001-01-01T00:30:00+01:00', '-000001-01-01', '275760-09-13', '10000-01-01'];

describe('made-up times and months', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerStaff(t, 'admin');
  });
  afterAll(() => t.close());

  const { owner } = businessApi(() => t);

  it("refuses them in the audit log's from and to, as a list and as exports", async () => {
    for (const when of MADE_UP) {
      for (const field of ['from', 'to']) {
        for (const format of ['', '&format=csv', '&format=jsonl']) {
          expectError(await admin.agent.get(`/api/admin/audit?${field}=${encodeURIComponent(when)}${format}`), 400, new RegExp(`^${field === 'from' ? 'From' : 'To'} must be a date`));
        }
      }
    }
    // The dates a person means still work.
    expect((await admin.agent.get('/api/admin/audit?from=2026-01-01&to=2026-11-30T12:00:00Z')).status).toBe(200);
  });

  it("refuses them as the end of a signal cluster's dismissal", async () => {
    const company = await createCompany(await registerUser(t, { verified: true }));
    for (const raisedUpTo of MADE_UP) {
      expectError(
        await admin.agent.post(`/api/admin/companies/${company.id}/dismiss-signals`, { signal: 'burst', facts: FACTS, raisedUpTo }),
        400,
        /^raisedUpTo must be a date and time/i,
      );
    }
  });

  it("refuses them as the analytics' months", async () => {
    const o = await owner();
    for (const month of ['0000-01', '0000-12', '9999-12']) {
      for (const field of ['from', 'to']) {
        expectError(await o.agent.get(`/api/business/companies/${o.companyId}/analytics?${field}=${month}`), 400);
      }
    }
  });
});
