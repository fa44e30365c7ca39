// Issue 17: a company's reviews filtered, sorted and searched over every review (not the 20
// loaded), the company directory's sort and country kept in the URL, a page past the last one,
// and category names that fit their cards at any width.
import { expect, test, type Page } from '@playwright/test';
import { apiGet } from '../support/api';
import { seriousViolations } from '../support/axe';
import { openPage } from '../support/ui';
import { companyWithBulkReviews } from '../support/bulk-reviews';

const HOUR = 3_600_000;
// Newest first by index: the six 1-star reviews all sit past the first 20 the page loads.
const ONE_STAR = new Set([23, 31, 38, 44, 52, 59]);
const ratingOf = (i: number) => (ONE_STAR.has(i) ? 1 : 2 + (i % 4));
const verifiedAt = (i: number) => i % 3 !== 0;
// A word in six reviews, two of them on the first page, and none of them 1-star.
const PLATYPUS = new Set([2, 9, 17, 26, 41, 55]);

/**
 * A company with 60 published reviews, written straight to the run's database: sixty people
 * writing through the API would be slow and trip its rate limits. The company's kept aggregates
 * are then set from its rows, as every write path keeps them.
 */
async function companyWithSixtyReviews(): Promise<{ id: string; name: string }> {
  const now = Date.now();
  const reviews = Array.from({ length: 60 }, (_, i) => ({
    rating: ratingOf(i),
    verified: verifiedAt(i),
    createdAt: new Date(now - (i + 1) * HOUR).toISOString(),
    title: ONE_STAR.has(i) ? `Disappointing order number ${i}` : `Order number ${i} went fine`,
    content: PLATYPUS.has(i) ? `The parcel came in a box with a platypus on it (order ${i}).` : `The parcel came on time (order ${i}).`,
  }));
  return companyWithBulkReviews(reviews);
}

const reviewList = (page: Page) => page.getByRole('list', { name: /^Reviews of/ });
const articles = (page: Page) => reviewList(page).getByRole('article');
const ratingsShown = (page: Page) =>
  articles(page).evaluateAll((cards) =>
    cards.map((card) => Number(/Rated (\d)/.exec(card.querySelector('[aria-label^="Rated"]')?.getAttribute('aria-label') ?? '')?.[1])),
  );

test.describe('a company with more than 50 reviews', () => {
  let company: { id: string; name: string };
  test.beforeAll(async () => {
    company = await companyWithSixtyReviews();
  });

  test('the 1-star bar finds all six 1-star reviews, none of them among the 20 loaded, and a reload keeps the filter', async ({ page }) => {
    await openPage(page, `/companies/${company.id}`);
    await expect(articles(page)).toHaveCount(20);
    expect(await ratingsShown(page)).not.toContain(1);

    // The bar, by keyboard: it is a button with its count.
    const bar = page.getByRole('button', { name: /^1 star .*show only 1-star reviews/ });
    await bar.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]rating=1(&|$)/);
    await expect(articles(page)).toHaveCount(6);
    expect(await ratingsShown(page)).toEqual([1, 1, 1, 1, 1, 1]);
    await expect(page.getByText('Showing all 6 1-star reviews, newest first')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show More Reviews' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^1 star .*showing only these reviews/ })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(articles(page)).toHaveCount(6);
    await expect(page.getByRole('combobox', { name: 'Filter by rating' })).toHaveText('1 star');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('lowest rated first puts the six 1-star reviews first, and Load more reaches all sixty', async ({ page }) => {
    await openPage(page, `/companies/${company.id}`);
    await expect(articles(page)).toHaveCount(20);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Lowest rated' }).click();
    await expect(page).toHaveURL(/[?&]sort=lowest(&|$)/);
    await expect(page.getByText('Showing 20 of 60 reviews, lowest rated first')).toBeVisible();
    const sorted = Array.from({ length: 60 }, (_, i) => ratingOf(i)).sort((a, b) => a - b);
    expect(await ratingsShown(page)).toEqual(sorted.slice(0, 20));

    await page.getByRole('button', { name: 'Load more reviews' }).click();
    await expect(articles(page)).toHaveCount(60);
    expect(await ratingsShown(page)).toEqual(sorted);
    await expect(page.getByRole('button', { name: 'Load more reviews' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a keyword search finds its reviews among all sixty, and verified only narrows them', async ({ page }) => {
    await openPage(page, `/companies/${company.id}`);
    const search = page.getByRole('search', { name: 'Search this company’s reviews' });
    await search.getByRole('searchbox', { name: 'Search reviews' }).fill('platypus');
    await search.getByRole('searchbox', { name: 'Search reviews' }).press('Enter');
    await expect(page).toHaveURL(/[?&]search=platypus(&|$)/);
    await expect(articles(page)).toHaveCount(PLATYPUS.size);
    for (const text of await articles(page).allTextContents()) expect(text).toContain('platypus');
    await expect(page.getByText(`Showing all ${PLATYPUS.size} reviews mentioning “platypus”, newest first`)).toBeVisible();

    const verifiedOnly = page.getByRole('switch', { name: 'Verified or email confirmed' });
    await verifiedOnly.focus();
    await page.keyboard.press('Space');
    await expect(verifiedOnly).toBeChecked();
    const verified = [...PLATYPUS].filter(verifiedAt).length;
    await expect(articles(page)).toHaveCount(verified);
    // Each kept review passed a check: by these authors' confirmed addresses, named Email confirmed (Verified is an invitation's).
    for (const card of await articles(page).all()) await expect(card.getByText('Email confirmed', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // With the 1-star filter nothing matches: said plainly, with a way back.
    await page.getByRole('button', { name: /^1 star .*show only 1-star reviews/ }).click();
    await expect(page.getByText('No reviews match “platypus” with these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(articles(page)).toHaveCount(20);
    await expect(page).toHaveURL(new RegExp(`/companies/${company.id}$`));
  });
});

test.describe('the company directory', () => {
  test('sort and country live in the URL: reload, back and forward keep them', async ({ page }) => {
    const countries = await apiGet<{ code: string; companyCount: number }[]>('/api/countries');
    const country = [...countries].sort((a, b) => b.companyCount - a.companyCount)[0];
    const byReviews = await apiGet<{ name: string }[]>(`/api/companies?country=${country.code}&sort=reviews&limit=3`);
    const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(country.code)!;

    await openPage(page, '/companies');
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: `${name} (${country.companyCount})` }).click();
    await expect(page).toHaveURL(new RegExp(`/companies\\?country=${country.code}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Companies in ${name}` })).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Number of reviews' }).click();
    await expect(page).toHaveURL(new RegExp(`/companies\\?country=${country.code}&sort=reviews$`));
    const cards = page.getByRole('list', { name: `Companies in ${name}` }).getByRole('listitem');
    await expect(cards.first()).toContainText(byReviews[0].name);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Country' })).toContainText(name);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Number of reviews');
    await expect(cards.first()).toContainText(byReviews[0].name);
    await expect(page.getByText(new RegExp(`^${country.companyCount.toLocaleString('en-US')} compan`))).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/companies\\?country=${country.code}$`));
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Name (A to Z)');
    await page.goForward();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Number of reviews');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a page past the last one says so and links to the last page', async ({ page }) => {
    await openPage(page, '/companies?page=99');
    await expect(page.getByText(/There is no page 99: these results end on page \d+\./)).toBeVisible();
    await expect(page.getByText(/page 99 of/i)).toHaveCount(0);
    const last = page.getByRole('link', { name: /^Go to page \d+$/ });
    const lastPage = Number((await last.textContent())!.replace(/\D/g, ''));
    await last.click();
    await expect(page).toHaveURL(new RegExp(`/companies\\?page=${lastPage}$`));
    await expect(page.getByText(new RegExp(`page ${lastPage} of ${lastPage}`))).toBeVisible();
  });
});

test('every category name fits its card on the home page, from 320 px up', async ({ page }) => {
  for (const width of [320, 375, 600, 900, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, '/');
    const more = page.getByRole('button', { name: 'Show More Categories' });
    await more.click();
    const section = page.getByRole('region', { name: 'Browse by category' });
    await expect(section.getByRole('link', { name: /Telecommunications/ })).toBeVisible();
    const spills = await section.getByRole('link').evaluateAll((links) =>
      links.flatMap((link) => {
        const card = link.getBoundingClientRect();
        // The card's name and count (flex items of the card's link).
        return Array.from(link.children)
          .filter((span) => span.tagName === 'SPAN' && getComputedStyle(span).position !== 'absolute')
          .filter((span) => {
            const r = span.getBoundingClientRect();
            return r.width > 0 && (r.left < card.left - 0.5 || r.right > card.right + 0.5 || span.scrollWidth > span.clientWidth + 1);
          })
          .map((span) => span.textContent);
      }),
    );
    expect({ width, spills }).toEqual({ width, spills: [] });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});
