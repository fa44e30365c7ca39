// What keeps the business realm trustworthy, end to end: a password change that signs out the
// account's other sessions, a claim proved by a DNS TXT record (the e2e API asks real DNS, where a
// .test domain has no records, so the check answers "not found"), and a recipient who stops every
// business's review invitations from the link in one.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { approveCompanyName, createCompany, createUser, mailedLink } from '../support/api';
import { seriousViolations } from '../support/axe';
import { API_URL, E2E_PORTS } from '../support/ports';
import { toast } from '../support/ui';

const SITE = `http://localhost:${E2E_PORTS.shell}`;

/**
 * One API call as a client of its own address (the per-address limits never meet another test's
 * calls); `local` calls as this machine itself, which alone may list the demo outbox.
 */
async function call(method: string, path: string, body?: unknown, cookie?: string, { local = false } = {}) {
  const address = `10.${200 + (process.pid % 50)}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      origin: SITE,
      ...(local ? {} : { 'x-forwarded-for': address }),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
}

interface BusinessAccount {
  email: string;
  password: string;
  cookie: string;
}

/** A business account made through the API; `confirmed` follows its mailed verification link. */
async function createBusiness(email: string, website: string, { confirmed = false } = {}): Promise<BusinessAccount> {
  const password = `trust-password-${randomBytes(3).toString('hex')}`;
  const res = await call('POST', '/api/business/register', { contactName: 'Jo Owner', companyName: 'Juniper Tools', email, password, website });
  if (res.status !== 201) throw new Error(`business register: ${res.status} ${JSON.stringify(res.body)}`);
  if (confirmed) {
    const token = new URL(await mailedLink(email, /\/business\/verify-email\?/)).searchParams.get('token');
    const verified = await call('POST', '/api/business/verify-email', { token });
    if (verified.status !== 200) throw new Error(`business verify: ${verified.status}`);
  }
  return { email, password, cookie: res.cookie };
}

async function claim(business: BusinessAccount, companyId: string): Promise<{ status: string }> {
  const res = await call('POST', '/api/business/claims', { companyId }, business.cookie);
  if (res.status !== 201) throw new Error(`claim: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The unsubscribe token at the foot of the newest invitation mailed to `email` (demo mode's outbox). */
async function unsubscribeToken(email: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const mails = (await call('GET', '/api/dev/mail', undefined, undefined, { local: true })).body as { to: string; text: string }[];
    const found = mails.find((m) => m.to === email && /\/unsubscribe\?token=/.test(m.text))?.text.match(/\/unsubscribe\?token=([^\s]+)/);
    if (found) return decodeURIComponent(found[1]);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no invitation with an unsubscribe link to ${email}`);
}

async function businessSignIn(page: Page, business: BusinessAccount): Promise<void> {
  await page.goto('/business/login');
  const form = page.getByRole('form', { name: 'Business login' });
  await form.getByRole('textbox', { name: 'Work email' }).fill(business.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(business.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(toast(page).getByText('Login successful')).toBeVisible();
}

async function signedInElsewhere(browser: Browser, business: BusinessAccount) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await businessSignIn(page, business);
  return { context, page };
}

/** A company of its own on a .test domain, listed by a consumer. */
async function listCompany() {
  const domain = `trust-${randomBytes(3).toString('hex')}.test`;
  const lister = await createUser({ verified: true, firstName: 'Lister' });
  const company = await createCompany(lister, `Juniper Tools ${domain.slice(6, 12)}`, `https://www.${domain}`);
  await approveCompanyName(company.id);
  return { domain, company };
}

test('a business changes its password on the dashboard, and its other session is signed out', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const business = await createBusiness(`e2e-trust-${randomBytes(4).toString('hex')}@example.com`, 'https://www.juniper-password.test');
  const other = await signedInElsewhere(browser, business);
  await businessSignIn(page, business);
  await page.goto('/business/dashboard');

  // Three sessions: the registration's (through the API), the other browser's and this one.
  const sessions = page.getByRole('region', { name: 'Where you are signed in' }).getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(3);

  const form = page.getByRole('region', { name: 'Password' }).getByRole('form', { name: 'Change password' });
  // A wrong current password: the API's sentence, and nothing changes.
  await form.getByLabel(/^Current password/).fill('not-the-password');
  await form.getByLabel(/^New password/).fill('a-new-trust-password-1');
  await form.getByLabel(/^Confirm new password/).fill('a-new-trust-password-1');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('note')).toHaveText('Current password is incorrect.');
  await expect(sessions.getByRole('listitem')).toHaveCount(3);

  await form.getByLabel(/^Current password/).fill(business.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page).getByText('Password changed')).toBeVisible();
  await expect(form.getByLabel(/^Current password/)).toHaveValue('');
  // The list follows: only this device is left.
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Where you are signed in' }).getByText('You are not signed in anywhere else.')).toBeVisible();

  // The other browser is signed out; this one stays signed in.
  await other.page.goto('/business/dashboard');
  await expect(other.page).toHaveURL(/\/business\/login\?redirect=%2Fbusiness%2Fdashboard$/);
  await other.context.close();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The registration's session ended too, and the new password is the one that signs in now.
  expect((await call('GET', '/api/business/account', undefined, business.cookie)).status).toBe(401);
  expect((await call('POST', '/api/business/login', { email: business.email, password: business.password })).status).toBe(401);
  expect((await call('POST', '/api/business/login', { email: business.email, password: 'a-new-trust-password-1' })).status).toBe(200);
});

test('a pending claim shows its DNS record, and checking it says the record is not there yet', async ({ page }) => {
  const { domain, company } = await listCompany();
  // An address at a mail provider proves nothing about the company: the claim waits.
  const business = await createBusiness(`e2e-trust-${randomBytes(4).toString('hex')}@example.com`, `https://www.${domain}`);
  expect((await claim(business, company.id)).status).toBe('pending');
  await businessSignIn(page, business);

  await page.goto('/claim-profile');
  const claims = page.getByRole('list', { name: 'Your claims' });
  await expect(claims.getByRole('listitem', { name: company.name }).getByText('Waiting for verification')).toBeVisible();
  const record = page.getByRole('region', { name: `DNS record for ${company.name}` });
  await expect(record).toContainText('TXT');
  await expect(record).toContainText(domain);
  await expect(record.getByText(/^trustreviews-verification=/)).toBeVisible();
  await expect(record).toContainText(/free or forwarding email providers/);

  await record.getByRole('button', { name: 'Check DNS record' }).click();
  await expect(record.getByRole('alert')).toContainText(`We did not find the TXT record "trustreviews-verification=`);
  await expect(record.getByRole('alert')).toContainText('DNS changes can take up to an hour to show');
  await expect(claims.getByRole('listitem', { name: company.name }).getByText('Waiting for verification')).toBeVisible();

  // The dashboard, which has nothing else to show yet, opens the same instructions.
  await page.goto('/business/dashboard');
  await expect(page.getByRole('region', { name: `DNS record for ${company.name}` }).getByRole('button', { name: 'Check DNS record' })).toBeVisible();
});

test('a recipient stops review invitations from the link in one, and the business cannot invite them again', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const { domain, company } = await listCompany();
  const owner = await createBusiness(`jo.owner@${domain}`, `https://www.${domain}`, { confirmed: true });
  expect((await claim(owner, company.id)).status).toBe('verified');
  const recipient = `e2e-recipient-${randomBytes(4).toString('hex')}@example.net`;
  const sent = await call('POST', `/api/business/companies/${company.id}/invitations`, { email: recipient, name: 'Quinn' }, owner.cookie);
  expect(sent.body?.sent).toBe(1);
  const token = await unsubscribeToken(recipient);

  // The recipient, signed in nowhere, follows the link.
  const context = await browser.newContext();
  const inbox = await context.newPage();
  await inbox.goto(`/unsubscribe?token=${encodeURIComponent(token)}`);
  await expect(inbox).toHaveTitle('Stop review invitations | TrustReviews');
  await expect(inbox.getByRole('heading', { level: 1, name: 'Stop review invitations' })).toBeVisible();
  await expect(inbox.getByText(/from every business on TrustReviews/)).toBeVisible();
  expect(await seriousViolations(inbox)).toEqual([]);
  await inbox.getByRole('button', { name: 'Stop review invitations' }).click();
  await expect(inbox.getByRole('status').filter({ hasText: 'will not receive review invitations from any business on TrustReviews again' })).toBeVisible();

  // A link cut short says so, and asks nothing of the API.
  await inbox.goto('/unsubscribe');
  await expect(inbox.getByText(/This link is incomplete/)).toBeVisible();
  await expect(inbox.getByRole('button', { name: 'Stop review invitations' })).toHaveCount(0);
  await context.close();

  // The business tries again from its dashboard, with a "+tag" of the address (the open invitation
  // would make the address itself a duplicate): the same mailbox, so the row is withheld, without
  // saying why.
  const again = recipient.replace('@', '+again@');
  await businessSignIn(page, owner);
  await page.goto('/business/dashboard');
  const invite = page.getByRole('form', { name: 'Invite a customer' });
  await invite.getByRole('textbox', { name: 'Customer email' }).fill(again);
  await invite.getByRole('textbox', { name: 'Customer name' }).fill('Quinn');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const section = page.getByRole('region', { name: 'Invite customers to review' });
  await expect(section.getByText(/^0 sent · 0 already invited · 0 invalid · 1 withheld\./)).toBeVisible();
  await expect(section.getByRole('list', { name: 'Rows not sent' })).toContainText(`${again}: We cannot send an invitation to this address at the moment`);
});
