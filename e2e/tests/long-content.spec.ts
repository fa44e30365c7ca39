// What people type is not always made of short words: a report, an order reference or a search
// without a single space must wrap inside its box on a phone and on a desktop, never widen the page.
// And a business with no reviews yet sees analytics that read as such.
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { createCompany, createReview, createStaff, createUser } from '../support/api';
import { call, ownedCompany } from '../support/business';
import { sql } from '../support/db';
import { E2E_PORTS } from '../support/ports';
import { signIn } from '../support/ui';

const SITE = `http://localhost:${E2E_PORTS.shell}`;

/** A run of letters with no place to break, as someone pasting a token or holding a key makes. */
const unbroken = (n: number) => 'W'.repeat(n);

/** Whether the page, or any scrolling box inside `scope`, is wider than what shows of it. */
async function overflow(page: Page, scope = 'main') {
  return page.evaluate((selector) => {
    const page = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    const boxes = Array.from(document.querySelectorAll<HTMLElement>(`${selector} *`))
      // A text box scrolls its own long value, as it should.
      .filter((el) => !['INPUT', 'TEXTAREA'].includes(el.tagName))
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName}.${el.className}`.slice(0, 80));
    return { page, boxes };
  }, scope);
}

async function asBusiness(page: Page, cookie: string) {
  const [name, value] = cookie.split('=');
  await page.context().addCookies([{ name, value, url: SITE }]);
}

test('a report without spaces wraps in the moderation queue instead of widening it', async ({ page }) => {
  const author = await createUser({ verified: true });
  const company = await createCompany(author);
  const review = await createReview(author, company.id, 2, `Long report target ${randomBytes(2).toString('hex')}`);
  const reporter = await createUser({ verified: true });
  const reported = await call('POST', `/api/reviews/${review.id}/reports`, { reason: 'other', details: unbroken(1000) }, reporter.cookie);
  expect(reported.status).toBe(201);
  const moderator = await createStaff('moderator');

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, moderator.email, moderator.password);
  await page.goto(`/admin?tab=reports&companyId=${company.id}`);
  // The notice's words, quoted in the queue's list of notices.
  await expect(page.getByRole('list', { name: 'Notices' }).getByText(unbroken(1000), { exact: false })).toBeVisible();
  expect(await overflow(page)).toEqual({ page: 0, boxes: [] });
});

test('a search without spaces wraps in the companies page\'s heading and empty state on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/companies?search=${unbroken(100)}`);
  await expect(page.getByRole('heading', { name: `No companies match “${unbroken(100)}”.` })).toBeVisible();
  expect(await overflow(page)).toEqual({ page: 0, boxes: [] });
});

test('a long order reference wraps in the latest invitations instead of pushing the columns out of their box', async ({ page }) => {
  const { company, owner } = await ownedCompany();
  const sent = await call('POST', `/api/business/companies/${company.id}/invitations`, { email: `kit-${randomBytes(3).toString('hex')}@example.net`, name: 'Kit', reference: unbroken(100) }, owner);
  expect(sent.status).toBe(201);

  await asBusiness(page, owner);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/business/dashboard');
  const reference = page.getByRole('cell', { name: unbroken(100) });
  await expect(reference).toBeVisible();
  // The table fits its box on a desktop: no sideways scrolling.
  const box = reference.locator('xpath=ancestor::table/..');
  expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  // On a phone the page never widens (the table's own box may scroll sideways: its headings
  // cannot break).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(reference).toBeVisible();
  expect((await overflow(page)).page).toBe(0);
});

test('a 40-letter compound name and a long link in the description wrap in the company header and the business header on a phone', async ({ page }) => {
  const { company, owner } = await ownedCompany();
  const name = `Donaudampfschifffahrtsgesellschaftskapitaen ${company.name.slice(-6)}`;
  const link = `https://www.example.com/${'deals-and-offers/'.repeat(8)}index.html?campaign=${unbroken(40)}`;
  await sql('UPDATE companies SET name = $2, description = $3 WHERE id = $1', [company.id, name, `Our full catalogue lives at ${link} and nowhere else.`]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/companies/${company.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(link, { exact: false })).toBeVisible();
  expect(await overflow(page)).toEqual({ page: 0, boxes: [] });

  await asBusiness(page, owner);
  await page.goto('/business/dashboard');
  const shown = page.getByText(name);
  await expect(shown.first()).toBeVisible();
  // The page never widens, and every place the name shows ends inside the phone's width (the tab
  // bar and the embed code scroll inside their own boxes, as they should).
  expect((await overflow(page, 'body')).page).toBe(0);
  for (const box of await shown.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right))) expect(box).toBeLessThanOrEqual(390);
});

test('analytics of a company without reviews: whole-number axes, the last month in full, no empty tab stops', async ({ page }) => {
  const { owner } = await ownedCompany();
  await page.setViewportSize({ width: 1280, height: 900 });
  await asBusiness(page, owner);
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Rating and reviews by month' })).toBeVisible();
  await expect(page.getByText('Average rating (all time)').locator('xpath=following-sibling::*[1]')).toHaveText('No reviews yet');

  const ticks = await page.locator('.MuiChartsAxis-tickLabel').allTextContents();
  expect(ticks.length).toBeGreaterThan(0);
  // Counts are whole numbers, and no label is cut short with an ellipsis.
  expect(ticks.filter((t) => /\.\d|…/.test(t))).toEqual([]);
  const lastMonth = await page.getByRole('table', { name: 'The same figures as a table' }).locator('tbody tr').last().locator('th').textContent();
  expect(ticks).toContain(lastMonth);

  // Every tab stop on the page has a name: the charts' unnamed focus targets are gone.
  await page.getByRole('button', { name: 'Export CSV' }).focus();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return { inChart: Boolean(el.closest('figure')), name: el.getAttribute('aria-label') ?? el.textContent ?? '' };
    });
    expect(focused.inChart).toBe(false);
  }
});
