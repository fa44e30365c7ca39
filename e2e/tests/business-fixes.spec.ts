// Issue 17 for businesses, end to end: a new business registers and adds its company with the form
// prefilled from its registration; a 1-star review mails it an alert until it turns the alerts off
// on its dashboard; the site header links to its dashboard while it is signed in (desktop and
// phone); analytics take a date range; "Log out" keeps to one line on a phone. And what an
// anonymous visitor downloads: never the moderators' remote (item 16).
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { apiGet, createReview, createUser, mailedLink } from '../support/api';
import { sql } from '../support/db';
import { remoteOrigin } from '../support/ports';
import { signIn, toast } from '../support/ui';

interface Mail {
  to: string;
  subject: string;
  link: string | null;
  text: string;
}

/** The low-rating alerts to an address in the demo-mode outbox, newest first. */
async function alertsTo(email: string): Promise<Mail[]> {
  return (await apiGet<Mail[]>('/api/dev/mail')).filter((m) => m.to === email && m.subject.startsWith('New '));
}

/** A new business registered through the site, its email confirmed from the mailed link. */
async function registerBusiness(page: Page): Promise<{ email: string; companyName: string; domain: string }> {
  const tag = randomBytes(3).toString('hex');
  const domain = `kestrel-${tag}.test`;
  const companyName = `Kestrel Bikes ${tag}`;
  const email = `ada@${domain}`;
  await page.goto('/business/register');
  const form = page.getByRole('form', { name: 'Create a business account' });
  await form.getByRole('textbox', { name: 'Your name' }).fill('Ada Kestrel');
  await form.getByRole('textbox', { name: 'Company name' }).fill(companyName);
  await form.getByRole('textbox', { name: 'Work email' }).fill(email);
  await form.getByRole('textbox', { name: 'Company website' }).fill(`www.${domain}`);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('kestrel-password-1');
  await form.getByRole('button', { name: 'Create business account' }).click();
  await expect(toast(page).getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/claim-profile$/);
  await page.goto(await mailedLink(email, /\/business\/verify-email\?/));
  await expect(page.getByText(/email address is verified/i).first()).toBeVisible();
  return { email, companyName, domain };
}

/** Registers a business and adds its (unlisted) company from the prefilled form: verified at once. */
async function businessWithCompany(page: Page) {
  const business = await registerBusiness(page);
  await page.goto('/claim-profile');
  const add = page.getByRole('form', { name: 'Add and claim a company' });
  await add.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Outdoor', exact: true }).click();
  await add.getByRole('button', { name: 'Add and claim' }).click();
  await expect(toast(page).getByText('Profile claimed')).toBeVisible();
  const link = page.getByRole('list', { name: 'Your claims' }).getByRole('link', { name: business.companyName });
  const companyId = (await link.getAttribute('href'))!.split('/').pop()!;
  return { ...business, companyId };
}

test('register, then add and claim: the form is prefilled from the registration, the stale "no match" goes, the claim links in the theme\'s style', async ({ page }) => {
  const { companyName, domain } = await registerBusiness(page);
  await page.goto('/claim-profile');
  // The search starts with the registered name; nothing is listed under it yet.
  await expect(page.getByText(`No listed company matches “${companyName}”. Add it below.`)).toBeVisible();
  const add = page.getByRole('form', { name: 'Add and claim a company' });
  await expect(add.getByRole('textbox', { name: 'Company name' })).toHaveValue(companyName);
  await expect(add.getByRole('textbox', { name: 'Website' })).toHaveValue(`https://www.${domain}`);
  await add.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Outdoor', exact: true }).click();
  await add.getByRole('button', { name: 'Add and claim' }).click();
  await expect(toast(page).getByText('Profile claimed')).toBeVisible();

  await expect(page.getByText(/No listed company matches/)).toBeHidden();
  const link = page.getByRole('list', { name: 'Your claims' }).getByRole('link', { name: companyName });
  await expect(link).toBeVisible();
  // The theme's primary colour (#0b6e4f), not the browser's link blue.
  await expect(link).toHaveCSS('color', 'rgb(11, 110, 79)');

  // Adding it again: the 409 links to the company now listed.
  await add.getByRole('textbox', { name: 'Company name' }).fill(`${companyName} again`);
  await add.getByRole('textbox', { name: 'Website' }).fill(`https://${domain}/shop`);
  await add.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Outdoor', exact: true }).click();
  await add.getByRole('button', { name: 'Add and claim' }).click();
  const alert = add.getByRole('alert');
  await expect(alert).toContainText(`"${companyName}" is already listed`);
  await alert.getByRole('link', { name: 'See the listed company' }).click();
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
});

test('a 1-star review mails the owner an alert naming the company and linking to the dashboard; the dashboard toggle stops it', async ({ page }) => {
  test.setTimeout(90_000);
  const { email, companyName, companyId } = await businessWithCompany(page);
  // A moderator has checked the new company's name: only then does outgoing mail carry it.
  await sql(`UPDATE companies SET name_checked_at = now() WHERE id = $1`, [companyId]);
  const reviewer = await createUser({ verified: true, firstName: 'Nell' });
  await createReview(reviewer, companyId, 1, 'Chain snapped on day two');

  await expect.poll(async () => (await alertsTo(email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await alertsTo(email);
  expect(mail.subject).toBe(`New 1-star review of ${companyName}`);
  // The review's own words stay on the site: the mail is no relay for them.
  expect(mail.text).not.toContain('Chain snapped on day two');
  expect(mail.text).not.toContain(reviewer.email);
  expect(new URL(mail.link!).pathname).toBe('/business/dashboard');

  // Off from the dashboard: the next 2-star review mails nothing (a 5-star one never does).
  await page.goto('/business/dashboard');
  const alerts = page.getByRole('region', { name: 'Email alerts' });
  const toggle = alerts.getByRole('switch', { name: 'Email me about new 1–2★ reviews' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toast(page).getByText('Alerts off')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Email alerts' }).getByRole('switch')).not.toBeChecked();

  // The alert is written to the outbox before the review's answer: by now it would be listed.
  await createReview(await createUser({ verified: true, firstName: 'Otto' }), companyId, 2, 'Slow repairs');
  expect(await alertsTo(email)).toHaveLength(1);

  // On again: the next one is mailed.
  await page.getByRole('region', { name: 'Email alerts' }).getByRole('switch').click();
  await expect(toast(page).getByText('Alerts on')).toBeVisible();
  await createReview(await createUser({ verified: true, firstName: 'Pia' }), companyId, 2, 'Wrong size frame');
  await expect.poll(async () => (await alertsTo(email)).map((m) => m.subject), { timeout: 15_000 }).toEqual([`New 2-star review of ${companyName}`, `New 1-star review of ${companyName}`]);
});

test('the site header links to the business dashboard while a business is signed in, on desktop and in the phone menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Business dashboard' })).toHaveCount(0);

  await businessWithCompany(page);
  await page.goto('/companies');
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Business dashboard' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/business\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Both realms signed in at the narrowest desktop width: the header's links still fit on one row.
  const consumer = await createUser();
  await signIn(page, consumer.email, consumer.password);
  await page.goto('/business/dashboard');
  await page.setViewportSize({ width: 900, height: 800 });
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Write Review' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Business dashboard' })).toBeVisible();
  const tops = await main.getByRole('link').evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const mobile = menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Business dashboard' });
  await expect(mobile).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // "Log out" stays on one line at phone width, and the page does not scroll sideways.
  const logOut = page.getByRole('button', { name: 'Log out' });
  const lines = await logOut.evaluate((button) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await logOut.click();
  await expect(toast(page).getByText('Logged out')).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Business dashboard' })).toHaveCount(0);
});

test('analytics take a date range within the plan, kept in the address', async ({ page }) => {
  const { companyId } = await businessWithCompany(page);
  await createReview(await createUser({ verified: true }), companyId, 4);
  const now = new Date();
  const month = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const key = (d: Date) => d.toISOString().slice(0, 7);
  const name = (d: Date) => d.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

  await page.goto('/analytics');
  await expect(page.getByText('Period: 12 months, up to 12 months on your plan')).toBeVisible();
  await page.getByRole('combobox', { name: 'From' }).click();
  await expect(page.getByRole('option')).toHaveCount(12);
  await page.getByRole('option', { name: name(month(2)) }).click();
  await expect(page.getByText('Period: 3 months, up to 12 months on your plan')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/analytics\\?from=${key(month(2))}&to=${key(month(0))}$`));
  const table = page.getByRole('table', { name: 'The same figures as a table' });
  await expect(table.getByRole('row')).toHaveCount(1 + 3);
  await expect(table.getByRole('row').last()).toContainText(key(month(0)));

  // Reloaded, the range stays; one month is "1 month".
  await page.goto(`/analytics?from=${key(month(0))}&to=${key(month(0))}`);
  await expect(page.getByText('Reply rate (1 month)')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Whole plan range' }).click();
  await expect(page.getByText('Period: 12 months, up to 12 months on your plan')).toBeVisible();
});

test("an anonymous visitor never downloads the moderators' remote; the business remote (pages for everyone) loads after the first view", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  const business = page.waitForResponse(`${remoteOrigin('business_app')}/remoteEntry.js`);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await business;
  await page.waitForLoadState('networkidle');
  // Well past the shell's longest wait for the first view (8 s would have loaded it before).
  await page.waitForTimeout(9000);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.startsWith(remoteOrigin('admin_app')))).toEqual([]);

  // A visit to its page loads it (and the page asks to sign in).
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fadmin$/);
  expect(requested.some((url) => url === `${remoteOrigin('admin_app')}/remoteEntry.js`)).toBe(true);
});
