// The mails a reader and a business meet end to end: a reader subscribes to the newsletter from
// the footer, confirms from the mailed link and leaves from the link in a newsletter mail; a new
// company's invitations wait for a moderator to approve its name, then go out naming it.
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { apiGet, createStaff, mailedLink } from '../support/api';
import { call, OWNER_PASSWORD, ownedCompany } from '../support/business';
import { sql } from '../support/db';
import { E2E_PORTS } from '../support/ports';
import { toast } from '../support/ui';
import { seriousViolations } from '../support/axe';

const SITE = `http://localhost:${E2E_PORTS.shell}`;
const SUBSCRIBED = 'Almost done: unless this address is subscribed already, we have sent it an email with a link to confirm. The link works for 48 hours.';

/** A mailed link as this run's site serves it (the API writes its configured site into mails). */
const onSite = (link: string) => link.replace(/^http:\/\/localhost:\d+/, SITE);


/** The newest demo-outbox mail to an address whose subject matches, with its text. */
async function mailTo(email: string, subject: RegExp): Promise<{ subject: string; text: string; link: string | null }> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const mails = await apiGet<{ to: string; subject: string; text: string; link: string | null }[]>('/api/dev/mail');
    const mail = mails.find((m) => m.to === email && subject.test(m.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${email} with a subject like ${subject}`);
}

/**
 * A mailed link's page, checked with axe, acted on by its one button: the answer takes the
 * button's place, is announced (a status) and holds the focus the pressed button had.
 */
async function actOnMailLink(page: Page, button: string, answer: string): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: button }).click();
  const status = page.getByRole('status').filter({ hasText: answer });
  await expect(status).toBeVisible();
  await expect(status).toBeFocused();
}

const subscriberStatus = async (email: string) => (await sql<{ status: string }>(`SELECT status FROM newsletter_subscribers WHERE email = $1`, [email]))[0]?.status;

test('a reader subscribes from the footer by keyboard, confirms from the mailed link, and unsubscribes from a newsletter mail', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `e2e-reader-${randomBytes(4).toString('hex')}@example.net`;
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: 'Email address' });
  // The footer arrives after the page (its own chunk); its form works once the app has taken over.
  await expect(field).toBeEditable();
  // The live region is on the page before anything is written into it, so what is written is read out.
  const status = footer.getByRole('status');
  await expect(status).toBeAttached();
  await expect(status).toHaveText('');

  await field.focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(SUBSCRIBED);
  await expect(field).toHaveValue('');
  // Focus stays in the form, never dropped to the page.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('footer') !== null)).toBe(true);
  expect(await subscriberStatus(email)).toBe('pending');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect([scheme, await seriousViolations(page, 'footer')]).toEqual([scheme, []]);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // The confirmation mail: a link that confirms only when its reader presses the button (a mail
  // scanner that opens it confirms nothing), and a way out for an address someone else entered.
  const confirmation = await mailTo(email, /^Confirm your subscription/);
  expect(confirmation.text).toMatch(/\/unsubscribe\?list=newsletter&token=/);
  await page.goto(onSite(confirmation.link!));
  await expect(page).toHaveTitle('Confirm your newsletter subscription | TrustReviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your newsletter subscription' })).toBeVisible();
  expect(await subscriberStatus(email)).toBe('pending');
  await actOnMailLink(page, 'Confirm subscription', 'Your subscription is confirmed.');
  expect(await subscriberStatus(email)).toBe('confirmed');

  // Every newsletter mail carries the way out; the welcome is the first.
  const welcome = await mailTo(email, /^You are subscribed/);
  const leave = /(http:\/\/\S+\/unsubscribe\?list=newsletter&token=\S+)/.exec(welcome.text)![1];
  await page.goto(onSite(leave));
  await expect(page).toHaveTitle('Unsubscribe from the newsletter | TrustReviews');
  await expect(page.getByText(/stops the TrustReviews newsletter/)).toBeVisible();
  expect(await subscriberStatus(email)).toBe('confirmed');
  await page.emulateMedia({ colorScheme: 'dark' });
  await actOnMailLink(page, 'Unsubscribe', 'Done: this address will receive no more newsletter emails from TrustReviews.');
  expect(await subscriberStatus(email)).toBe('unsubscribed');
});

test("a new company's invitation waits for a moderator to approve the name, then is mailed naming the company", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const { company, email: ownerEmail } = await ownedCompany({ nameChecked: false });
  const customer = `e2e-held-${randomBytes(4).toString('hex')}@example.net`;

  await page.goto('/business/login');
  const login = page.getByRole('form', { name: 'Business login' });
  await login.getByRole('textbox', { name: 'Work email' }).fill(ownerEmail);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(OWNER_PASSWORD);
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/business\/dashboard$/);
  const section = page.getByRole('region', { name: 'Invite customers to review' });
  await expect(section.getByText(/^Your company name is waiting for a moderator’s check\./)).toBeVisible();

  const invite = section.getByRole('form', { name: 'Invite a customer' });
  await invite.getByRole('textbox', { name: 'Customer email' }).fill(customer);
  await invite.getByRole('textbox', { name: 'Customer name' }).fill('Quinn');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page).getByText('Invitations held')).toBeVisible();
  await expect(section.getByText(/^0 sent · 1 held until your company name is checked · 0 already invited · 0 invalid\./)).toBeVisible();
  await expect(section.getByRole('row', { name: new RegExp(customer.replace(/\./g, '\\.')) }).getByRole('cell', { name: 'Held: name being checked' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing went to the customer.
  expect((await apiGet<{ to: string }[]>('/api/dev/mail')).filter((m) => m.to === customer)).toEqual([]);

  // A moderator approves the name: the held invitation goes out, naming the company.
  const moderator = await createStaff('moderator');
  const approved = await call('POST', `/api/admin/companies/${company.id}/approve-name`, { facts: 'A plain business name that matches its website.' }, moderator.cookie);
  expect(approved.status).toBe(200);
  const invitation = await mailTo(customer, new RegExp(`^How was your experience with ${company.name}\\?$`));
  expect(invitation.text).toContain(`${company.name} invites you to review your experience`);

  // The dashboard no longer speaks of a check, and the invitation is open.
  await page.reload();
  await expect(section.getByRole('row', { name: new RegExp(customer.replace(/\./g, '\\.')) }).getByRole('cell', { name: 'Open' })).toBeVisible();
  await expect(section.getByText(/waiting for a moderator’s check/)).toHaveCount(0);

  // The customer's link opens the invitation, from the company named.
  const customerPage = await (await browser.newContext()).newPage();
  await customerPage.goto(onSite(await mailedLink(customer, /\/write-review\/.+\?invitation=/)));
  await expect(customerPage.getByRole('region', { name: 'Your invitation' }).getByRole('heading', { name: `${company.name} invited you to review them` })).toBeVisible();
  await customerPage.context().close();
});
