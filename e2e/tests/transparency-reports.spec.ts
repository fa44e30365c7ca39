// The yearly transparency reports (DSA Arts. 15, 24) on /trust-safety: each year's downloads are
// reached and taken by keyboard, the download is the CSV of the year's figures, and the page stays
// axe-clean on a phone and a desktop.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';

const year = new Date().getUTCFullYear();

test('the /trust-safety page offers the year’s report by keyboard, and the download is its CSV', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/trust-safety');
  const list = page.getByRole('list', { name: 'Yearly transparency reports' });
  await expect(list.getByRole('link', { name: `${year} report as CSV` })).toBeVisible();

  // From the top of the page, Tab reaches the year's CSV link, with a visible focus.
  await page.locator('body').focus();
  let reached = false;
  for (let i = 0; i < 80 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = (await page.evaluate(() => document.activeElement?.textContent ?? '')) === `${year} report as CSV`;
  }
  expect(reached).toBe(true);
  const focused = page.locator(':focus');
  expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle !== 'none' || getComputedStyle(el).boxShadow !== 'none')).toBe(true);

  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe(`transparency-report-${year}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('field,value');
  expect(csv).toContain(`year,${year}\r\n`);
  expect(csv).toMatch(/\r\nnotices\.received,\d+\r\n/);

  // The same file by its address answers CSV.
  const res = await page.request.get(`/api/transparency/reports/${year}.csv`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/csv/);

  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(list.getByRole('link', { name: `${year} report as JSON` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
