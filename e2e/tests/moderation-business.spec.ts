// Moderating businesses end to end, each as a moderator the test makes: suspend a business account
// from the Businesses tab and see its sign-in refused; hide a company's reply from the reports queue
// and see it leave the public page while the review stays; approve a larger plan in the Plans tab.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { createCompany, createReview, createUser, makeModerator, mailedLink } from '../support/api';
import { seriousViolations } from '../support/axe';
import { sql } from '../support/db';
import { API_URL, E2E_PORTS } from '../support/ports';
import { signIn, toast } from '../support/ui';

const SITE = `http://localhost:${E2E_PORTS.shell}`;
const SUSPENDED = 'This business account is suspended.';
let counter = 0;

/** A client address of its own per sign-up, so the per-address limits never meet another test's. */
function address(): string {
  counter++;
  return `172.20.${(process.pid + (counter >> 8)) & 255}.${counter & 255}`;
}

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: { origin: SITE, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

interface Business {
  email: string;
  password: string;
  companyName: string;
  /** The business session cookie, for set-up calls as the account. */
  cookie: string;
}

/** A business account registered through the API, with a work address on `domain`. */
async function registerBusiness(domain = `acme-${randomBytes(3).toString('hex')}.test`): Promise<Business> {
  const tag = randomBytes(3).toString('hex');
  const account = { contactName: 'Jo Owner', companyName: `Acme Tools ${tag}`, email: `jo.${tag}@${domain}`, website: `https://www.${domain}`, password: `acme-password-${tag}` };
  const res = await call('POST', '/api/business/register', account, { 'x-forwarded-for': address() });
  if (res.status !== 201) throw new Error(`business register: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...account, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
}

/** A new moderator, signed in on a page of its own. */
async function moderatorPage(browser: Browser): Promise<Page> {
  const moderator = await createUser({ verified: true, firstName: 'Mo' });
  await makeModerator(moderator);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, moderator.email, moderator.password);
  return page;
}

async function businessSignIn(page: Page, email: string, password: string) {
  await page.goto('/business/login');
  const form = page.getByRole('form', { name: 'Business login' });
  await form.getByRole('textbox', { name: 'Work email' }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test('a moderator suspends a business account from the Businesses tab; its session ends and sign-in is refused', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const business = await registerBusiness();
  await businessSignIn(page, business.email, business.password);
  await expect(page).toHaveURL(/\/business\/dashboard$/);

  const moderator = await moderatorPage(browser);
  await moderator.goto('/admin?tab=businesses');
  await moderator.getByRole('textbox', { name: 'Find business accounts by email, contact or company name' }).fill(business.email);
  const row = moderator.getByRole('row', { name: new RegExp(business.email.replace(/\./g, '\\.')) });
  await expect(row.getByRole('cell').nth(2)).toHaveText('Active');
  await row.getByRole('button', { name: `Suspend ${business.email}` }).click();
  const dialog = moderator.getByRole('dialog', { name: `Suspend the business account of ${business.companyName}` });
  await expect(dialog).toContainText('ends at once, and signing in is refused');
  expect(await seriousViolations(moderator)).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Facts and circumstances' }).fill('Sent review invitations to a bought list of addresses.');
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(toast(moderator).getByText('Business account suspended')).toBeVisible();
  // The list is read again: the account shows suspended, to be lifted.
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^Suspended/);
  await expect(row.getByRole('button', { name: `Lift suspension of ${business.email}` })).toBeVisible();

  // The open session is gone: the dashboard asks for a sign-in, and the sign-in is refused.
  await page.goto('/business/dashboard');
  await expect(page).toHaveURL(/\/business\/login/);
  await businessSignIn(page, business.email, business.password);
  await expect(toast(page).getByText(SUSPENDED)).toBeVisible();
  await expect(page).toHaveURL(/\/business\/login/);
});

test("a moderator hides a company's reply from the queue: it leaves the company page, the review stays", async ({ browser, page }) => {
  test.setTimeout(120_000);
  // A company whose verified owner replied to a review that someone reported.
  const domain = `juniper-${randomBytes(3).toString('hex')}.test`;
  const company = await createCompany(await createUser({ verified: true }), `Juniper Garden ${domain.slice(8, 14)}`, `https://www.${domain}`);
  const reviewer = await createUser({ verified: true, firstName: 'Petra' });
  const title = `Plants arrived wilted ${domain.slice(8, 14)}`;
  const review = await createReview(reviewer, company.id, 2, title);
  const owner = await registerBusiness(domain);
  const token = new URL(await mailedLink(owner.email, /\/business\/verify-email\?/)).searchParams.get('token');
  expect((await call('POST', '/api/business/verify-email', { token })).status).toBe(200);
  expect((await call('POST', '/api/business/claims', { companyId: company.id }, { cookie: owner.cookie, 'x-forwarded-for': address() })).status).toBe(201);
  const replyText = 'Petra, we know who you are and we will find you.';
  expect((await call('PUT', `/api/business/reviews/${review.id}/reply`, { content: replyText }, { cookie: owner.cookie })).status).toBe(200);
  const reporter = await createUser({ verified: true });
  const report = { reason: 'offensive', details: 'The reply threatens the reviewer.' };
  expect((await call('POST', `/api/reviews/${review.id}/reports`, report, { cookie: reporter.cookie, 'x-forwarded-for': address() })).status).toBe(201);

  await page.goto(`/companies/${company.id}`);
  await expect(page.getByRole('group', { name: `Reply from ${company.name}` })).toContainText(replyText);

  const moderator = await moderatorPage(browser);
  await moderator.goto('/admin');
  const item = moderator.getByRole('region', { name: `Reports and signals about “${title}”` });
  await expect(item.getByRole('group', { name: `Reply from ${company.name}` })).toContainText(replyText);
  await item.getByRole('button', { name: 'Hide reply', exact: true }).click();
  const dialog = moderator.getByRole('dialog', { name: `Hide the reply to “${title}”` });
  await expect(dialog).toContainText('the review stays published');
  expect(await seriousViolations(moderator)).toEqual([]);
  await dialog.getByRole('combobox', { name: 'What it breaks' }).click();
  await moderator.getByRole('option', { name: 'Offensive or harmful language' }).click();
  await dialog.getByRole('textbox', { name: 'Facts and circumstances' }).fill('The reply threatens the reviewer.');
  await dialog.getByRole('button', { name: 'Hide reply' }).click();
  await expect(toast(moderator).getByText('Reply hidden')).toBeVisible();
  // Still on the queue (its report is open), the reply marked hidden, to be restored.
  await expect(item.getByText('Hidden by a moderator: the public does not see this reply.')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Restore reply' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('group', { name: `Reply from ${company.name}` })).toHaveCount(0);
  await expect(page.getByText(replyText)).toHaveCount(0);
});

test('a moderator approves a request for a larger plan in the Plans tab', async ({ browser }) => {
  test.setTimeout(90_000);
  const business = await registerBusiness();
  // The end-to-end product runs in demo mode, where a larger plan is granted at once (PUT
  // /api/business/plan never leaves a request): the request is made in the database, as
  // PlansService.change makes it outside demo mode.
  await sql(`UPDATE business_accounts SET requested_plan = 'premium', plan_requested_at = now() WHERE email = $1`, [business.email]);

  const moderator = await moderatorPage(browser);
  await moderator.goto('/admin?tab=plans');
  await expect(moderator.getByRole('tab', { name: /^Plans \(\d+ waiting\)$/, selected: true })).toBeVisible();
  await expect(moderator.getByText(/No payment is taken for a plan/)).toBeVisible();
  const row = moderator.getByRole('row', { name: new RegExp(business.companyName) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Free → Premium');
  expect(await seriousViolations(moderator)).toEqual([]);
  await row.getByRole('button', { name: `Approve Premium for ${business.email}` }).click();
  const dialog = moderator.getByRole('dialog', { name: `Approve Premium for ${business.companyName}` });
  await dialog.getByRole('textbox', { name: 'Facts and circumstances' }).fill('A garden shop with a confirmed work address.');
  await dialog.getByRole('button', { name: 'Approve plan' }).click();
  await expect(toast(moderator).getByText('Plan approved')).toBeVisible();
  await expect(row).toHaveCount(0);

  const plan = await call('GET', '/api/business/plan', undefined, { cookie: business.cookie });
  expect(plan.body).toMatchObject({ plan: { id: 'premium' }, requestedPlan: null });
});
