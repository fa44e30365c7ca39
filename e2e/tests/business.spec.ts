// The business realm end to end, as a company uses it: register, confirm the email, claim the
// company, reply, invite a customer who writes a verified review from the mailed link, read the
// analytics, generate a widget and see it on another site under a strict CSP, sign out.
import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { approveCompanyName, createCompany, createReview, createUser, mailedLink } from '../support/api';
import { seriousViolations } from '../support/axe';
import { E2E_PORTS } from '../support/ports';
import { answerDisclosures, fillExperienceDate, signIn, toast } from '../support/ui';

const SITE = `http://localhost:${E2E_PORTS.shell}`;

/** A plain third-party page on another origin, with a strict Content-Security-Policy. */
async function thirdPartySite(snippet: string): Promise<{ server: Server; url: string }> {
  const csp = `default-src 'none'; script-src ${SITE}; connect-src ${SITE}; img-src 'none'; style-src 'none'; base-uri 'none'; form-action 'none'`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ivy's Garden Shop</title></head>
<body><main><h1>Ivy's Garden Shop</h1><p>Hand-picked tools for small gardens.</p>${snippet}</main></body></html>`;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

test('a business registers, claims its company, replies, invites, reads analytics, embeds a widget and signs out', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const owner = await createUser({ verified: true, firstName: 'Lister' });
  // A domain of its own: example.com is a mail provider's domain, which never verifies a claim.
  const domain = `juniper-${randomBytes(3).toString('hex')}.test`;
  const company = await createCompany(owner, `Juniper Tools ${domain.slice(8, 14)}`, `https://www.${domain}`);
  // A moderator has approved the name: invitations are mailed at once, naming the company.
  await approveCompanyName(company.id);
  const reviewer = await createUser({ verified: true, firstName: 'Petra' });
  await createReview(reviewer, company.id, 2, 'Late delivery, rude courier');

  // Register with a work address on the company's domain, and confirm it from the mailed link.
  const email = `jo.owner@${domain}`;
  await page.goto('/business/register');
  const form = page.getByRole('form', { name: 'Create a business account' });
  await form.getByRole('textbox', { name: 'Your name' }).fill('Jo Owner');
  await form.getByRole('textbox', { name: 'Company name' }).fill(company.name);
  await form.getByRole('textbox', { name: 'Work email' }).fill(email);
  await form.getByRole('textbox', { name: 'Company website' }).fill(domain);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('juniper-password-1');
  await form.getByRole('button', { name: 'Create business account' }).click();
  await expect(toast(page).getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/claim-profile$/);
  await page.goto(await mailedLink(email, /\/business\/verify-email\?/));
  await expect(page.getByText(/email address is verified|confirmed/i).first()).toBeVisible();

  // Claim: verified at once, and the public page says Claimed.
  await page.goto('/claim-profile');
  await page.getByRole('textbox', { name: 'Company name' }).first().fill(company.name);
  await page.getByRole('button', { name: `Claim ${company.name}` }).click();
  await expect(toast(page).getByText('Profile claimed')).toBeVisible();
  await expect(page.getByText('Verified owner').first()).toBeVisible();

  // Reply from the dashboard, and see it under the review on the public page.
  await page.goto('/business/dashboard');
  await expect(page.getByRole('heading', { name: 'Reviews awaiting a reply' })).toBeVisible();
  await page.getByLabel('Your public reply').fill('Sorry, Petra. We have changed couriers since; please write to us for a refund.');
  await page.getByRole('button', { name: 'Publish reply' }).click();
  await expect(toast(page).getByText('Reply published')).toBeVisible();
  // The answered review leaves the list of those awaiting a reply: focus goes to the list's heading, not the page.
  await expect(page.getByRole('heading', { name: 'Reviews awaiting a reply' })).toBeFocused();
  await page.goto(`/companies/${company.id}`);
  await expect(page.getByText('Claimed', { exact: true })).toBeVisible();
  const reply = page.getByRole('group', { name: `Reply from ${company.name}` });
  await expect(reply).toContainText('We have changed couriers since');

  // Invite a customer; the mailed link leads to the review form (via sign-in) and the review is verified.
  await page.goto('/business/dashboard');
  const customer = await createUser({ firstName: 'Quentin', verified: true });
  const invite = page.getByRole('form', { name: 'Invite a customer' });
  await invite.getByRole('textbox', { name: 'Customer email' }).fill(customer.email);
  await invite.getByRole('textbox', { name: 'Customer name' }).fill('Quentin');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('region', { name: 'Invite customers to review' }).getByText(/^1 sent/)).toBeVisible();
  const link = await mailedLink(customer.email, /\/write-review\/.+\?invitation=/);

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signIn(customerPage, customer.email, customer.password);
  await customerPage.goto(link.replace(/^http:\/\/localhost:\d+/, SITE));
  await expect(customerPage.getByText(`${company.name} invited you to review them`)).toBeVisible();
  await customerPage.getByRole('radio', { name: /^5 stars/ }).focus();
  await customerPage.keyboard.press('Space');
  await customerPage.getByRole('textbox', { name: 'Title', exact: true }).fill('Quick and friendly');
  await customerPage.getByRole('textbox', { name: 'Your review', exact: true }).fill('The new courier was on time and the tools are excellent.');
  await answerDisclosures(customerPage);
  await fillExperienceDate(customerPage);
  await customerPage.getByRole('button', { name: 'Publish review' }).click();
  await expect(customerPage).toHaveURL(new RegExp(`/companies/${company.id}$`));
  const invitedCard = customerPage.getByRole('article').filter({ hasText: 'Quick and friendly' });
  await expect(invitedCard.getByText('Verified')).toBeVisible();
  await expect(invitedCard.getByText('Invited')).toBeVisible();
  // The link is single-use: opening it again says so, and the form is still there.
  await customerPage.goto(link.replace(/^http:\/\/localhost:\d+/, SITE));
  await expect(customerPage.getByText(/already been used/)).toBeVisible();
  await customerContext.close();

  // Analytics: charts, the numbers as a table, and the CSV export.
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Rating and reviews by month' })).toBeVisible();
  await expect(page.getByRole('table').first()).toContainText(new Date().toISOString().slice(0, 7));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/analytics\.csv$/);

  // Widget: the generator's snippet renders on another origin under a strict CSP.
  await page.goto('/widget-generator');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.getByTestId('widget-preview').getByText(/reviews on/)).toBeVisible();
  const snippet = await page.getByLabel('HTML to paste into your page').inputValue();
  expect(snippet).toContain(`data-company-id="${company.id}"`);
  const site = await thirdPartySite(snippet);
  try {
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    const cspViolations: string[] = [];
    visitor.on('console', (m) => {
      if (/Content Security Policy|Refused/i.test(m.text())) cspViolations.push(m.text());
    });
    await visitor.goto(site.url);
    const widget = visitor.locator('[data-review-widget]');
    await expect(widget.getByRole('region', { name: `${company.name} reviews on TrustReviews` })).toBeVisible();
    await expect(widget.getByText(/2 reviews on/)).toBeVisible();
    await expect(widget.getByRole('link', { name: 'TrustReviews' })).toHaveAttribute('href', `${SITE}/companies/${company.id}`);
    // The fallback link stays in the div (for readers without script), hidden behind the shadow root.
    expect(await visitor.locator('[data-review-widget] > a').count()).toBe(1);
    expect(cspViolations).toEqual([]);
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitorContext.close();
  } finally {
    site.server.close();
  }

  // Sign out.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(toast(page).getByText('Logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/business\/login$/);
  await page.goto('/business/dashboard');
  await expect(page).toHaveURL(/\/business\/login\?redirect=%2Fbusiness%2Fdashboard$/);
});
