// A reader's own data, end to end: they download it from their settings, then delete their
// account with their password; the company they reviewed shows its figures and page without
// them at once. The settings and the dialog are checked with axe on a phone and a laptop, light and dark.
import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { apiGet, createCompany, createReview, createUser } from '../support/api';
import { seriousViolations } from '../support/axe';
import { sql } from '../support/db';
import { signIn, toast } from '../support/ui';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/** axe at a phone's and a laptop's width, in light and dark mode; ends at the laptop's, in light mode. */
async function axeAtBothWidths(page: Page, include?: string): Promise<void> {
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      expect([scheme, size.width, await seriousViolations(page, include)]).toEqual([scheme, size.width, []]);
    }
  }
}

test('a reader downloads their data, deletes their account, and the company’s figures and page move at once', async ({ page }) => {
  test.setTimeout(90_000);
  const owner = await createUser({ verified: true });
  const company = await createCompany(owner);
  const other = await createUser({ verified: true });
  const reader = await createUser({ verified: true });
  const title = `Nothing arrived ${randomBytes(3).toString('hex')}`;
  await createReview(other, company.id, 5, 'Quick and friendly');
  await createReview(reader, company.id, 1, title);
  const before = await apiGet<{ totalReviews: number; averageRating: string; trustScore: { value: string } }>(`/api/companies/${company.id}`);
  expect(before).toMatchObject({ totalReviews: 2, averageRating: '3.0' });
  // The anonymous company page (server-rendered, kept in the page cache) shows the review.
  expect(await (await page.request.get(`/companies/${company.id}`)).text()).toContain(title);

  await page.setViewportSize(WIDTHS[1]);
  await signIn(page, reader.email, reader.password);
  await page.goto('/account/settings');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  await axeAtBothWidths(page);

  // Download: a dated JSON file holding the reader's own review and address.
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^trustreviews-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(file.account.email).toBe(reader.email);
  expect(file.reviews.map((r: { title: string }) => r.title)).toEqual([title]);
  await expect(toast(page).getByText('Your data is downloaded')).toBeVisible();

  // Delete, by keyboard: the dialog asks for the password with the focus in its field.
  await section.getByRole('button', { name: 'Delete my account' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const password = dialog.getByLabel(/^Password/);
  await expect(password).toBeFocused();
  await axeAtBothWidths(page, '[role="dialog"]');
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('The password is incorrect. Your account was not deleted.')).toBeVisible();
  await password.fill(reader.password);
  await password.press('Enter');

  await expect(toast(page).getByText('Your account is deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();
  expect(await sql(`SELECT id FROM users WHERE id = $1`, [reader.id])).toEqual([]);

  // The company's figures and its cached page moved at once.
  const after = await apiGet<{ totalReviews: number; averageRating: string; trustScore: { value: string } }>(`/api/companies/${company.id}`);
  expect(after).toMatchObject({ totalReviews: 1, averageRating: '5.0' });
  expect(after.trustScore.value).not.toBe(before.trustScore.value);
  const html = await (await page.request.get(`/companies/${company.id}`)).text();
  expect(html).not.toContain(title);
  expect(html).toContain('Quick and friendly');
});
