// Reading a company's reviews in a browser: long reviews collapse behind Read more, Show More
// Reviews hands focus to the first new review and says how many came, the topic filter and the
// count of every view, votes that keep focus and say why they cannot be cast, and stars that keep
// their contrast in light and dark mode.
import { expect, test, type Page } from '@playwright/test';
import { createCompany, createReview, createUser } from '../support/api';
import { openPage, signIn } from '../support/ui';
import { companyWithBulkReviews } from '../support/bulk-reviews';

const HOUR = 3_600_000;
const TOPICS = ['Delivery', 'Customer Service', 'Value for Money'];
const LONG_TEXT = `${'Every part of this order went wrong, from the first call to the last. '.repeat(70)}The end of a long story.`;

/**
 * A company with `n` published reviews written straight to the run's database (n people writing
 * through the API would trip its rate limits); the newest is 5,000 characters long, every third
 * is unverified, and the topics go round three. The trigger keeps the month rows; the company's
 * star counts are then set from its rows, as every write path keeps them.
 */
async function companyWithReviews(n: number): Promise<{ id: string; name: string }> {
  const now = Date.now();
  const reviews = Array.from({ length: n }, (_, i) => ({
    rating: 1 + (i % 5),
    verified: i % 3 !== 0,
    createdAt: new Date(now - (i + 1) * HOUR).toISOString(),
    title: `Order number ${i}`,
    content: i === 0 ? LONG_TEXT : `The parcel came on time (order ${i}).`,
    topic: TOPICS[i % 3],
  }));
  return companyWithBulkReviews(reviews);
}

/** The WCAG contrast of the first review's stars against the colour behind them. */
async function starContrast(page: Page): Promise<number> {
  return page
    .getByRole('article')
    .first()
    .getByRole('img', { name: /^Rated \d out of 5$/ })
    .evaluate((stars) => {
      const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
      const luminance = ([r, g, b]: number[]) => {
        const [R, G, B] = [r, g, b].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * R + 0.7152 * G + 0.0722 * B;
      };
      let behind: Element | null = stars;
      while (behind && (rgb(getComputedStyle(behind).backgroundColor)[3] === 0 || getComputedStyle(behind).backgroundColor === 'transparent')) behind = behind.parentElement;
      const [a, b] = [luminance(rgb(getComputedStyle(stars).color)), luminance(rgb(getComputedStyle(behind ?? document.body).backgroundColor))];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
}

test.describe('reading a company’s reviews', () => {
  let company: { id: string; name: string };
  test.beforeAll(async () => {
    company = await companyWithReviews(75);
  });

  test('a long review is collapsed to a few lines on a phone, opens with Read more, and is whole in the server’s HTML', async ({ page, request }) => {
    const html = await (await request.get(`/companies/${company.id}`)).text();
    expect(html).toContain('The end of a long story.');

    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, `/companies/${company.id}`);
    const card = page.getByRole('article').filter({ hasText: 'Order number 0' });
    const more = card.getByRole('button', { name: 'Read more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const collapsed = (await card.boundingBox())!.height;
    expect(collapsed).toBeLessThan(600);

    await more.focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByRole('button', { name: 'Show less' })).toBeFocused();
    expect((await card.boundingBox())!.height).toBeGreaterThan(collapsed * 2);
  });

  test('Show More Reviews by keyboard hands focus to the first new review and says how many came', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, `/companies/${company.id}`);
    await expect(page.getByRole('article')).toHaveCount(20);
    const summary = page.getByRole('status').filter({ hasText: /^Showing 20 of 75 reviews$/ });
    await expect(summary).toBeVisible();

    await page.getByRole('button', { name: 'Show More Reviews' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('article')).toHaveCount(70);
    await expect(page.locator(':focus')).toContainText('Order number 20');
    await expect(page.getByRole('status').filter({ hasText: '50 more reviews loaded. Showing 70 of 75 reviews' })).toHaveCount(1);
    // The next Tab goes into the new review (its first label, a link to what it means), not past the fifty of them.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', /^\/how-reviews-are-verified#/);
    expect(await page.locator(':focus').evaluate((el) => el.closest('article')?.textContent ?? '')).toContain('Order number 20');
  });

  test('the topic filter asks the API, and the line above the list counts the view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, `/companies/${company.id}`);
    await page.getByRole('combobox', { name: 'Topic' }).click();
    await page.getByRole('option', { name: 'Delivery' }).click();
    await expect(page).toHaveURL(/[?&]topic=Delivery(&|$)/);
    await expect(page.getByText('Showing 20 of 25 reviews about Delivery, newest first')).toBeVisible();

    await page.getByRole('switch', { name: 'Verified or email confirmed' }).click();
    // Reviews 3, 6, … are Delivery (i % 3 === 0) and all unverified; none is left.
    await expect(page.getByText('No reviews match these filters.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Topic' }).click();
    await page.getByRole('option', { name: 'Customer Service' }).click();
    await expect(page.getByText('Showing 20 of 25 verified or email-confirmed reviews about Customer Service, newest first')).toBeVisible();
  });

  test('an unverified review’s vote buttons are reached by keyboard and say why they do nothing', async ({ page }) => {
    await openPage(page, `/companies/${company.id}`);
    const card = page.getByRole('article').filter({ hasText: 'Order number 0' });
    await expect(card.getByText('Only verified users can vote')).toBeVisible();
    const helpful = card.getByRole('button', { name: /^Helpful/ });
    await helpful.focus();
    await expect(helpful).toBeFocused();
    await expect(helpful).toHaveAttribute('aria-disabled', 'true');
    await expect(helpful).toHaveAccessibleDescription('Only verified users can vote');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/companies/${company.id}$`));
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the stars are at least 3:1 against their card in ${colorScheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await openPage(page, `/companies/${company.id}`);
      expect(await starContrast(page)).toBeGreaterThanOrEqual(3);
    });
  }
});

test('a Helpful vote keeps focus on its button and is announced', async ({ page }) => {
  const author = await createUser({ verified: true });
  const company = await createCompany(author);
  await createReview(author, company.id, 5, 'Great gear, great people');
  const voter = await createUser();
  await signIn(page, voter.email, voter.password);
  await openPage(page, `/companies/${company.id}`);
  const card = page.getByRole('article').filter({ hasText: 'Great gear, great people' });
  const helpful = card.getByRole('button', { name: /^Helpful/ });
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');
  await helpful.focus();
  await page.keyboard.press('Enter');
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(helpful).toBeFocused();
  await expect(card.getByRole('status')).toHaveText('You marked this review helpful. 1 person finds it helpful.');
});
