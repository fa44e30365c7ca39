// The company page's "Company activity" box, from a company with a reply, an invited review and a
// review a moderator removed: the right sentences in the server's HTML and the page, readable by
// keyboard, and axe-clean on a phone and a wide screen, light and dark.
import { expect, test, type Page } from '@playwright/test';
import { createReview, createStaff, createUser } from '../support/api';
import { seriousViolations } from '../support/axe';
import { call, ownedCompany } from '../support/business';
import { sql } from '../support/db';

const monthYear = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });

let company: { id: string; name: string };

test.beforeAll(async () => {
  const owned = await ownedCompany();
  company = owned.company;
  const review = async (rating: number) => createReview(await createUser({ verified: true }), company.id, rating, `A ${rating}-star order`);
  const answered = await review(1);
  await review(2);
  const invited = await review(5);
  await review(4);
  const removed = await review(1);
  // Written through an invitation, as the demo data marks its invited reviews.
  await sql(`UPDATE reviews SET invited = true, verified = true WHERE id = $1`, [invited.id]);
  expect((await call('PUT', `/api/business/reviews/${answered.id}/reply`, { content: 'We are sorry: a refund is on its way.' }, owned.owner)).status).toBe(200);
  const moderator = await createStaff('moderator');
  const hid = await call('POST', `/api/admin/reviews/${removed.id}/hide`, { reason: 'fake', facts: 'The reviewer never ordered from this company.' }, moderator.cookie);
  expect(hid.status).toBe(200);
});

async function expectSentences(page: Page) {
  const box = page.getByRole('region', { name: 'Company activity' });
  await expect(box).toBeVisible();
  const items = box.getByRole('listitem');
  await expect(items.nth(0)).toHaveText(`Claimed profile since ${monthYear(new Date())}`);
  await expect(items.nth(1)).toHaveText('Asks customers for reviews: 25% of reviews in the last 12 months were invited (1 of 4)');
  await expect(items.nth(2)).toHaveText('Replied to 50% of negative reviews (1 of 2 negative reviews) in the last 12 months, typically within an hour');
  await expect(items.nth(3)).toContainText('1 review removed by our moderators in the last 12 months:');
  await expect(items.nth(4)).toHaveText('1 as fake or not based on a real experience (1★)(1-star: 1)');
  return box;
}

test('the box says how the company behaves, from its first HTML, and takes the keyboard to how reviews are moderated', async ({ page, request }) => {
  const html = await (await request.get(`/companies/${company.id}`)).text();
  expect(html).toContain('Asks customers for reviews: 25% of reviews in the last 12 months were invited');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/companies/${company.id}`);
  const box = await expectSentences(page);
  const link = box.getByRole('link', { name: 'How we verify and moderate reviews' });
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/trust-safety$/);
});

for (const width of [390, 1280]) {
  test(`the page with the box passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/companies/${company.id}`);
    const box = await expectSentences(page);
    // Nothing of the box runs past the screen's edge on a phone.
    const { x, width: boxWidth } = (await box.boundingBox())!;
    expect(x + boxWidth).toBeLessThanOrEqual(width);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });
  for (const width of [390, 1280]) {
    test(`the page with the box passes axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/companies/${company.id}`);
      await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 20, 25)');
      await expectSentences(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
