// What a review says about its origin and its checks (origin, checks, kept beside `verified`), and
// when the experience happened: asked on reviews, prefilled from the order's date of an invitation.
import { businessApi, unique } from './support/business-api.js';
import { expectError } from './support/expect-error.js';
import { createCompany, createTestApp, registerUser, type TestApp } from './support/test-app.js';

/** A day `days` from today (UTC), YYYY-MM-DD; negative is in the past. */
function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('review labels and the date of experience', () => {
  let t: TestApp;
  const api = businessApi(() => t);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const review = (companyId: string, extra: Record<string, unknown> = {}) => ({
    companyId,
    rating: 4,
    title: 'Good service',
    content: 'They delivered on time and answered my questions.',
    ...extra,
  });

  it('names an unprompted review organic, with only the email check it passed, and keeps verified as the voting condition', async () => {
    const lister = await registerUser(t, { verified: true });
    const company = await createCompany(lister);
    const confirmed = await registerUser(t, { verified: true });
    const written = await confirmed.agent.post('/api/reviews', review(company.id, { experienceDate: day(-10) }));
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({
      verified: true,
      invited: false,
      origin: 'organic',
      checks: { emailConfirmed: true, experienceEvidenced: false },
      experienceDate: day(-10),
    });

    const unconfirmed = await registerUser(t);
    const other = await unconfirmed.agent.post('/api/reviews', review(company.id));
    expect(other.body).toMatchObject({ verified: false, origin: 'organic', checks: { emailConfirmed: false, experienceEvidenced: false }, experienceDate: null });

    // The company page, the public lists and the Business API carry the same fields.
    const page = await t.agent().get(`/api/companies/${company.id}`);
    const listed = page.body.reviews.find((r: { id: string }) => r.id === written.body.id);
    expect(listed).toMatchObject({ origin: 'organic', checks: { emailConfirmed: true, experienceEvidenced: false }, experienceDate: day(-10) });
    const recent = await t.agent().get(`/api/users/${confirmed.user.id}/reviews`);
    expect(recent.body[0]).toMatchObject({ origin: 'organic', checks: { emailConfirmed: true, experienceEvidenced: false } });
  });

  it("takes the order's date with an invitation, answers it to the invitee, and makes it the invited review's date unless the reviewer gives another", async () => {
    const owner = await api.owner();
    const invitee = await registerUser(t, { verified: true });
    const orderDate = day(-5);
    const sent = await owner.agent.post(`/api/business/companies/${owner.companyId}/invitations`, { email: invitee.user.email, name: 'Sam Invitee', orderDate });
    expect(sent.status).toBe(201);
    const token = new URL(sent.body.results[0].link).searchParams.get('invitation')!;
    const listed = await owner.agent.get(`/api/business/companies/${owner.companyId}/invitations`);
    expect(listed.body.find((i: { email: string }) => i.email === invitee.user.email.toLowerCase())).toMatchObject({ orderDate });

    expect((await invitee.agent.post('/api/invitations/lookup', { token })).body).toMatchObject({ forYou: true, orderDate });
    // Nobody else holding the link learns it; nor does the public preview carry it.
    const stranger = await registerUser(t, { verified: true });
    expect((await stranger.agent.post('/api/invitations/lookup', { token })).body).toMatchObject({ forYou: false, orderDate: null });
    expect((await t.agent().post('/api/invitations/preview', { token })).body.orderDate).toBeUndefined();

    const written = await invitee.agent.post('/api/reviews', review(owner.companyId, { invitationToken: token }));
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ verified: true, invited: true, origin: 'invited', checks: { emailConfirmed: true, experienceEvidenced: true }, experienceDate: orderDate });

    // A second invitation; the reviewer corrects the day.
    const second = await registerUser(t, { verified: true });
    const again = await owner.agent.post(`/api/business/companies/${owner.companyId}/invitations`, { email: second.user.email, name: 'Kim Invitee', orderDate });
    const token2 = new URL(again.body.results[0].link).searchParams.get('invitation')!;
    const corrected = await second.agent.post('/api/reviews', review(owner.companyId, { invitationToken: token2, experienceDate: day(-2) }));
    expect(corrected.body).toMatchObject({ origin: 'invited', experienceDate: day(-2) });
  });

  it('refuses a date of experience in the future, too old or badly written, on writing and on editing, with a 400 that names the field', async () => {
    const lister = await registerUser(t, { verified: true });
    const company = await createCompany(lister);
    const author = await registerUser(t, { verified: true });
    expectError(await author.agent.post('/api/reviews', review(company.id, { experienceDate: day(3) })), 400, /Date of experience cannot be in the future/);
    expectError(await author.agent.post('/api/reviews', review(company.id, { experienceDate: '03/11/2026' })), 400, /Date of experience must be a date written YYYY-MM-DD/);
    expectError(await author.agent.post('/api/reviews', review(company.id, { experienceDate: '2025-02-30' })), 400, /does not exist/);
    expectError(await author.agent.post('/api/reviews', review(company.id, { experienceDate: day(-4 * 366) })), 400, /within the last 3 years/);
    expectError(await author.agent.post('/api/reviews', review(company.id, { experienceDate: null })), 400, /Date of experience/);
    // Nothing was written by the refusals.
    const written = await author.agent.post('/api/reviews', review(company.id));
    expect(written.status).toBe(201);
    expect(written.body.experienceDate).toBeNull();

    const url = `/api/reviews/${written.body.id}`;
    expectError(await author.agent.put(url, { experienceDate: day(2) }), 400, /cannot be in the future/);
    const edited = await author.agent.put(url, { experienceDate: day(-30) });
    expect(edited.status).toBe(200);
    expect(edited.body.experienceDate).toBe(day(-30));
    // An edit that leaves it out keeps it.
    expect((await author.agent.put(url, { title: 'Good service, again' })).body.experienceDate).toBe(day(-30));
  });

  it("refuses an order's date in the future, from the dashboard, a CSV row and the Business API", async () => {
    const owner = await api.owner();
    const url = `/api/business/companies/${owner.companyId}/invitations`;
    expectError(await owner.agent.post(url, { email: `a.${unique()}@example.net`, name: 'Ann Buyer', orderDate: day(4) }), 400, /Order date cannot be in the future/);
    expectError(await owner.agent.post(url, { email: `a.${unique()}@example.net`, name: 'Ann Buyer', orderDate: '2026-1-3' }), 400, /Order date must be a date written YYYY-MM-DD/);

    const good = `good.${unique()}@example.net`;
    const csv = `email,name,order_date\n${good},Good Buyer,${day(-1)}\nbad.${unique()}@example.net,Late Buyer,${day(5)}\n`;
    const batch = await owner.agent.post(url, { csv });
    expect(batch.status).toBe(201);
    expect(batch.body.results.map((r: { status: string }) => r.status)).toEqual(['sent', 'invalid']);
    expect(batch.body.results[1].message).toBe('Order date cannot be in the future');
    const [row] = await t.db.query(`SELECT to_char(order_date, 'YYYY-MM-DD') AS d FROM review_invitations WHERE email = $1`, [good]);
    expect(row.d).toBe(day(-1));

    const { key } = await api.newKey(owner);
    expectError(await api.invite(key, `order-${unique()}`, { email: `c.${unique()}@example.net`, name: 'Cat Buyer', orderDate: day(4) }), 400, /Order date cannot be in the future/);
    const viaApi = await api.invite(key, `order-${unique()}`, { email: `c.${unique()}@example.net`, name: 'Cat Buyer', orderDate: day(-3) });
    expect(viaApi.status).toBe(201);
    expect(viaApi.body.invitation).toMatchObject({ status: 'sent', orderDate: day(-3) });
  });

  it("gives the widget each check and the page that explains them, and the Business API's reviews carry the same fields", async () => {
    const owner = await api.owner();
    const author = await registerUser(t, { verified: true });
    await author.agent.post('/api/reviews', review(owner.companyId, { experienceDate: day(-1) }));
    const widget = await t.agent().get(`/api/widgets/${owner.companyId}`);
    expect(widget.body.verificationUrl).toMatch(/\/how-reviews-are-verified$/);
    expect(widget.body.reviews[0]).toMatchObject({ verified: true, origin: 'organic', checks: { emailConfirmed: true, experienceEvidenced: false }, experienceDate: day(-1) });
    const { key } = await api.newKey(owner);
    const reviews = await api.server(key).get('/api/v1/reviews');
    expect(reviews.body[0]).toMatchObject({ origin: 'organic', checks: { emailConfirmed: true, experienceEvidenced: false }, experienceDate: day(-1) });
  });
});

