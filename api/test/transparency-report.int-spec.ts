import { randomBytes } from 'node:crypto';
import { DsaStatementsService, parseStatementDay } from '../src/modules/moderation/index.js';
import { expectError } from './support/expect-error.js';
import { createCompany, createTestApp, registerUser, type TestApp, type TestUser } from './support/test-app.js';

/** Every leaf of a JSON value as `path → value`, the way the CSV names its fields. */
function flatten(value: unknown, path = '', out: Record<string, string> = {}): Record<string, string> {
  if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, path ? `${path}.${k}` : k, out);
  else out[path] = value == null ? '' : String(value);
  return out;
}

function parseCsv(text: string): Record<string, string> {
  const [header, ...rows] = text.trimEnd().split('\r\n');
  expect(header).toBe('field,value');
  return Object.fromEntries(rows.map((r) => r.split(',') as [string, string]));
}

describe('yearly transparency report and the statements of reasons export', () => {
  let t: TestApp;
  let moderator: TestUser;
  let secondModerator: TestUser;
  let admin: TestUser;
  let user: TestUser;
  const year = new Date().getUTCFullYear();

  async function withRole(role: 'moderator' | 'admin'): Promise<TestUser> {
    const u = await registerUser(t, { verified: true });
    await t.db.query(`UPDATE users SET role = $2 WHERE id = $1`, [u.user.id, role]);
    return u;
  }

  beforeAll(async () => {
    t = await createTestApp();
    [moderator, secondModerator, admin, user] = await Promise.all([withRole('moderator'), withRole('moderator'), withRole('admin'), registerUser(t, { verified: true })]);
  });
  afterAll(() => t.close());

  async function reviewed(): Promise<{ reviewId: string; author: TestUser }> {
    const owner = await registerUser(t, { verified: true });
    const company = await createCompany(owner);
    const author = await registerUser(t, { verified: true, firstName: `Author${randomBytes(3).toString('hex')}` });
    // A year-old account: the new-account signals stay out of these cases.
    await t.db.query(`UPDATE users SET created_at = now() - interval '1 year' WHERE id = $1`, [author.user.id]);
    const res = await author.agent.post('/api/reviews', { companyId: company.id, rating: 2, title: 'Not what I ordered', content: 'The parcel came late and the item was wrong.', topic: 'Delivery' });
    expect(res.status).toBe(201);
    return { reviewId: res.body.id, author };
  }

  async function businessAccount(): Promise<{ id: string; email: string }> {
    const email = `biz-${randomBytes(3).toString('hex')}@biz.example`;
    const res = await t.agent().post('/api/business/register', { contactName: 'Bea Business', companyName: 'Biz', email, password: 'business-password-1', website: 'https://biz.example' });
    expect(res.status).toBeLessThan(300);
    const [row] = await t.db.query(`SELECT id FROM business_accounts WHERE email = $1`, [email]);
    return { id: row.id, email };
  }

  const report = async (y: number | string = year) => {
    const res = await t.agent().get(`/api/transparency/reports/${y}.json`);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('counts exactly the notices, decisions, complaints and suspensions made in the year, and agrees with the live figures', async () => {
    const before = await report();
    const hidden = await reviewed();
    const dismissed = await reviewed();
    const open = await reviewed();
    expect((await user.agent.post(`/api/reviews/${hidden.reviewId}/reports`, { reason: 'offensive' })).status).toBe(201);
    expect((await user.agent.post(`/api/reviews/${dismissed.reviewId}/reports`, { reason: 'fake' })).status).toBe(201);
    const visitor = await t.agent().post('/api/notices', {
      targetType: 'review',
      targetId: open.reviewId,
      reason: 'personal_information',
      ground: 'illegal',
      law: 'GDPR Art. 6',
      explanation: 'The review names a private person.',
      name: 'Vera Visitor',
      email: `vera.${randomBytes(3).toString('hex')}@visitor.example`,
      goodFaith: true,
    });
    expect(visitor.status).toBeLessThan(300);
    expect((await moderator.agent.post(`/api/admin/reviews/${hidden.reviewId}/hide`, { reason: 'offensive', facts: 'Insults a named employee.' })).status).toBeLessThan(300);
    expect((await moderator.agent.post(`/api/admin/reviews/${dismissed.reviewId}/dismiss-reports`, { facts: 'The review describes a real order.' })).status).toBeLessThan(300);
    const appeal = await hidden.author.agent.post(`/api/reviews/${hidden.reviewId}/appeal`, { statement: 'I only described what happened to me.' });
    expect(appeal.status).toBe(201);
    expect((await secondModerator.agent.post(`/api/admin/appeals/${appeal.body.id}/decide`, { outcome: 'overturned', facts: 'The words describe the service, not a person.' })).status).toBeLessThan(300);
    const suspended = await registerUser(t, { verified: true });
    expect((await moderator.agent.post(`/api/admin/users/${suspended.user.id}/suspend`, { facts: 'Posts the same review under many accounts.' })).status).toBeLessThan(300);
    const biz = await businessAccount();
    expect((await moderator.agent.post(`/api/admin/business-accounts/${biz.id}/suspend`, { facts: 'Buys reviews for its shop.' })).status).toBeLessThan(300);

    const [after, live] = [await report(), (await t.agent().get('/api/transparency')).body];
    const delta = (path: string) => Number(flatten(after)[path]) - Number(flatten(before)[path]);
    expect({
      received: delta('notices.received'),
      user: delta('notices.bySender.user'),
      visitor: delta('notices.bySender.visitor'),
      business: delta('notices.bySender.business'),
      speech: delta('notices.byCategory.STATEMENT_CATEGORY_ILLEGAL_OR_HARMFUL_SPEECH'),
      scams: delta('notices.byCategory.STATEMENT_CATEGORY_SCAMS_AND_FRAUD'),
      privacy: delta('notices.byCategory.STATEMENT_CATEGORY_DATA_PROTECTION_AND_PRIVACY_VIOLATIONS'),
      illegal: delta('notices.byGround.illegal'),
      hidden: delta('notices.actions.hidden'),
      dismissedNotices: delta('notices.actions.dismissed'),
      stillOpen: delta('notices.actions.open'),
      reviewsHidden: delta('decisions.reviewsHidden'),
      reviewsRestored: delta('decisions.reviewsRestored'),
      onNotice: delta('decisions.bySource.notice'),
      onComplaint: delta('decisions.bySource.complaint'),
      complaints: delta('complaints.received'),
      complaintsDecided: delta('complaints.decided'),
      reversed: delta('complaints.reversed'),
      users: delta('suspensions.users'),
      businessAccounts: delta('suspensions.businessAccounts'),
      suspendedScope: delta('suspensions.byCategory.STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE'),
    }).toEqual({
      received: 3, user: 2, visitor: 1, business: 0, speech: 1, scams: 1, privacy: 1, illegal: 1,
      hidden: 1, dismissedNotices: 1, stillOpen: 1, reviewsHidden: 1, reviewsRestored: 1, onNotice: 2, onComplaint: 1,
      complaints: 1, complaintsDecided: 1, reversed: 1, users: 1, businessAccounts: 1, suspendedScope: 2,
    });
    expect(after.notices.medianHoursToAction).toEqual(expect.any(Number));
    expect(after.complaints.medianHoursToDecide).toEqual(expect.any(Number));
    expect(after).toMatchObject({ year, complete: false, periodStart: `${year}-01-01T00:00:00.000Z` });

    // Everything in this database was written this year and within the last 12 months: over data
    // both windows cover, the report and the live page give the same figures.
    expect({
      reportsReceived: after.notices.received,
      reportsByReason: after.notices.byReason,
      reviewsHidden: after.decisions.reviewsHidden,
      hiddenByReason: after.decisions.hiddenByReason,
      reviewsRestored: after.decisions.reviewsRestored,
      decisions: after.decisions.total,
      automatedDetectionShare: after.decisions.automatedDetectionShareOfHides,
      medianHoursReportToDecision: after.notices.medianHoursToAction,
      appeals: { received: after.complaints.received, decided: after.complaints.decided, overturned: after.complaints.reversed },
      reviewsFlagged: after.ownInitiative.reviewsFlagged,
      signalsRaised: after.ownInitiative.signalsRaised,
    }).toEqual({
      reportsReceived: live.reportsReceived,
      reportsByReason: live.reportsByReason,
      reviewsHidden: live.reviewsHidden,
      hiddenByReason: live.hiddenByReason,
      reviewsRestored: live.reviewsRestored,
      decisions: live.decisions,
      automatedDetectionShare: live.automatedDetectionShare,
      medianHoursReportToDecision: live.medianHoursReportToDecision,
      appeals: live.appeals,
      reviewsFlagged: live.reviewsFlagged,
      signalsRaised: live.signalsRaised,
    });
    // A notice older than a year falls out of the live window and out of this year's report alike.
    await t.db.query(`UPDATE review_reports SET created_at = now() - interval '13 months', closed_at = NULL, status = 'open' WHERE review_id = $1`, [open.reviewId]);
    const [moved, liveMoved] = [await report(), (await t.agent().get('/api/transparency')).body];
    expect(moved.notices.received).toBe(liveMoved.reportsReceived);
    expect(moved.notices.received).toBe(after.notices.received - 1);
    await t.db.query(`UPDATE review_reports SET created_at = now() WHERE review_id = $1`, [open.reviewId]);
  });

  it('answers the same figures as CSV and as JSON, with ?format= or a file name', async () => {
    const json = await report();
    const csv = await t.agent().get(`/api/transparency/reports/${year}.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="transparency-report-${year}.csv"`);
    const volatile = (o: Record<string, string>) => ({ ...o, generatedAt: '', periodEnd: '' });
    expect(volatile(parseCsv(csv.text))).toEqual(volatile(flatten(json)));
    const byQuery = await t.agent().get(`/api/transparency/reports/${year}?format=csv`);
    expect(byQuery.headers['content-type']).toMatch(/^text\/csv/);
    expect(volatile(parseCsv(byQuery.text))).toEqual(volatile(flatten(json)));
  });

  it('answers zeros for a past year without data, and lists only the years with data and the current one', async () => {
    const past = await report(2019);
    expect(past).toMatchObject({ year: 2019, complete: true, periodStart: '2019-01-01T00:00:00.000Z', periodEnd: '2020-01-01T00:00:00.000Z' });
    const leaves = flatten({ ...past, year: 0, complete: 0, periodStart: 0, periodEnd: 0, generatedAt: 0 });
    for (const [field, value] of Object.entries(leaves)) expect([field, value]).toEqual([field, field.startsWith('notices.medianHours') || field.startsWith('complaints.medianHours') ? '' : '0']);
    const csv = await t.agent().get('/api/transparency/reports/2019.csv');
    expect(csv.status).toBe(200);
    expect(parseCsv(csv.text)['notices.received']).toBe('0');
    expect((await t.agent().get('/api/transparency/reports')).body).toEqual({ years: [year] });
    // A record from two years back brings its year, and the one between, into the list.
    await t.db.query(`UPDATE review_reports SET created_at = make_timestamptz($1, 6, 1, 0, 0, 0, 'UTC') WHERE id = (SELECT id FROM review_reports ORDER BY created_at LIMIT 1)`, [year - 2]);
    expect((await t.agent().get('/api/transparency/reports')).body).toEqual({ years: [year, year - 1, year - 2] });
    expect((await report(year - 2)).notices.received).toBe(1);
  });

  it('refuses a year that has not begun with a 404, and what is no year or no format with a 400 naming it', async () => {
    expectError(await t.agent().get(`/api/transparency/reports/${year + 1}.json`), 404, new RegExp(`no report for ${year + 1}: the year has not begun`));
    expectError(await t.agent().get('/api/transparency/reports/20x5.json'), 400, /^year: /);
    expectError(await t.agent().get('/api/transparency/reports/1999.csv'), 400, /^year: reports start with 2000/);
    expectError(await t.agent().get(`/api/transparency/reports/${year}.xml`), 400, /^format: /);
    expectError(await t.agent().get(`/api/transparency/reports/${year}.json?format=csv`), 400, /^format: /);
  });

  describe('statements of reasons for the DSA Transparency Database', () => {
    const today = new Date().toISOString().slice(0, 10);

    it('are for admins only', async () => {
      expectError(await t.agent().get(`/api/admin/dsa-statements/${today}`), 401);
      expectError(await user.agent.get(`/api/admin/dsa-statements/${today}`), 403);
      expectError(await moderator.agent.get(`/api/admin/dsa-statements/${today}`), 403);
      expectError(await admin.agent.get('/api/admin/dsa-statements/2026-02-30'), 400, /^date: /);
      expectError(await admin.agent.get('/api/admin/dsa-statements/2999-01-01'), 404, /has not begun/);
    });

    it('hold each restricting decision of the day in the database’s field set, with no email or name of anyone involved', async () => {
      const { reviewId, author } = await reviewed();
      const visitorEmail = `wendy.${randomBytes(3).toString('hex')}@visitor.example`;
      const notice = await t.agent().post('/api/notices', {
        targetType: 'review',
        targetId: reviewId,
        reason: 'personal_information',
        ground: 'illegal',
        law: `GDPR Art. 6, see https://law.example/gdpr or write to ${visitorEmail}`,
        explanation: `The review names ${author.user.firstName} ${author.user.lastName}.`,
        name: 'Wendy Whistle',
        email: visitorEmail,
        goodFaith: true,
      });
      expect(notice.status).toBeLessThan(300);
      const facts = `${author.user.firstName} ${author.user.lastName} (${author.user.email}) posted the home address of ${moderator.user.firstName}.`;
      const hide = await moderator.agent.post(`/api/admin/reviews/${reviewId}/hide`, { reason: 'personal_information', ground: 'illegal', facts });
      expect(hide.status).toBeLessThan(300);
      const suspend = await moderator.agent.post(`/api/admin/users/${author.user.id}/suspend`, { facts: `Suspended ${author.user.firstName}, ${author.user.email}.` });
      expect(suspend.status).toBeLessThan(300);

      const res = await admin.agent.get(`/api/admin/dsa-statements/${today}`);
      expect(res.status).toBe(200);
      const hidden = res.body.statements.find((s: { puid: string }) => s.puid === `trustreviews-decision-${hide.body.id}`);
      expect(hidden).toEqual({
        puid: `trustreviews-decision-${hide.body.id}`,
        decision_visibility: ['DECISION_VISIBILITY_CONTENT_DISABLED'],
        account_type: 'ACCOUNT_TYPE_PRIVATE',
        decision_ground: 'DECISION_GROUND_ILLEGAL_CONTENT',
        illegal_content_legal_ground: 'GDPR Art. 6, see [link removed] or write to [email removed]',
        illegal_content_explanation: expect.any(String),
        category: 'STATEMENT_CATEGORY_DATA_PROTECTION_AND_PRIVACY_VIOLATIONS',
        content_type: ['CONTENT_TYPE_TEXT'],
        content_date: today,
        application_date: today,
        territorial_scope: expect.arrayContaining(['DE', 'FR', 'NO']),
        decision_facts: expect.stringContaining('A review was hidden'),
        source_type: 'SOURCE_ARTICLE_16',
        automated_detection: 'No',
        automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
      });
      const account = res.body.statements.find((s: { puid: string }) => s.puid === `trustreviews-decision-${suspend.body.id}`);
      expect(account).toMatchObject({ decision_account: 'DECISION_ACCOUNT_SUSPENDED', account_type: 'ACCOUNT_TYPE_PRIVATE', content_type: ['CONTENT_TYPE_OTHER'], content_type_other: 'User account', source_type: 'SOURCE_VOLUNTARY' });
      expect(account.decision_visibility).toBeUndefined();

      const text = JSON.stringify(res.body).toLowerCase();
      const people = [author, moderator, admin, user].flatMap((p) => [p.user.email, p.user.firstName, p.user.lastName]);
      for (const personal of [...people, visitorEmail, 'Wendy', 'Whistle', 'home address']) expect([personal, text.includes(personal.toLowerCase())]).toEqual([personal, false]);
      expect(text).not.toMatch(/[a-z0-9._-]+@[a-z0-9.-]+\.[a-z]+/);
      // The command line (npm run dsa:statements) writes the same batch, through the same service.
      expect(await DsaStatementsService.standalone(t.db).statementsOn(parseStatementDay(today))).toEqual(res.body);
    });
  });
});
