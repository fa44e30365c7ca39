// Dark mode's contrast on the home page and in the moderation queue (axe), its own focus colour,
// and the header search's company suggestions used by keyboard, at 1280 px and at 390 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, createCompany, createReview, createStaff, createUser } from '../support/api';
import { API_URL, E2E_PORTS } from '../support/ports';
import { openPage, signIn } from '../support/ui';
import { seriousViolations } from '../support/axe';


/** WCAG relative luminance of sRGB channels (0-255). */
function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/**
 * The lowest contrast of `text`'s colour over every point of `surface`'s background gradient, as the
 * browser computed both (axe leaves text on gradients unchecked).
 */
async function contrastOverGradient(text: Locator, surface: Locator): Promise<number> {
  const colour = await text.evaluate((el) => getComputedStyle(el).color);
  const image = await surface.evaluate((el) => getComputedStyle(el).backgroundImage);
  const channels = (css: string) => css.split(',').slice(0, 3).map(Number);
  const stops = [...image.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => channels(m[1]));
  expect(stops.length, image).toBeGreaterThanOrEqual(2);
  const points = stops.slice(1).flatMap((to, i) => Array.from({ length: 11 }, (_, k) => stops[i].map((c, j) => c + ((to[j] - c) * k) / 10)));
  const fore = luminance(channels(/\(([^)]+)\)/.exec(colour)![1]));
  return Math.min(...points.map((p) => (Math.max(fore, luminance(p)) + 0.05) / (Math.min(fore, luminance(p)) + 0.05)));
}

/** The page in the dark theme (the browser switches to it once it has taken over the server's page). */
async function darkThemeApplied(page: Page) {
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 20, 25)');
}

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the home page passes axe, its banners included, and rings keyboard focus in its own light blue', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await darkThemeApplied(page);
    const claim = page.getByRole('region', { name: 'Share your experience' }).getByRole('link', { name: 'Claim Your Business' });
    await expect(claim).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The banners' text on their gradients, which axe does not measure.
    const hero = page.getByRole('region', { name: 'Find companies you can trust' });
    expect(await contrastOverGradient(hero.getByRole('heading', { level: 1 }), hero)).toBeGreaterThanOrEqual(4.5);
    const share = page.getByRole('heading', { name: 'Share your experience' }).locator('..');
    expect(await contrastOverGradient(share.getByRole('heading'), share)).toBeGreaterThanOrEqual(4.5);
    expect(await contrastOverGradient(claim, share)).toBeGreaterThanOrEqual(4.5);
    // The first tab stop is the skip link: its ring is the dark theme's focus colour, not the brand blue.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveCSS('outline-color', 'rgb(138, 180, 248)');
  });

  test('the moderation queue, with its Hide buttons, passes axe', async ({ page }) => {
    const author = await createUser({ verified: true });
    const company = await createCompany(author);
    const review = await createReview(author, company.id, 1, 'Reported for the dark queue');
    const reporter = await createUser({ verified: true });
    const reported = await fetch(`${API_URL}/api/reviews/${review.id}/reports`, {
      method: 'POST',
      headers: { origin: `http://localhost:${E2E_PORTS.shell}`, 'content-type': 'application/json', cookie: reporter.cookie },
      body: JSON.stringify({ reason: 'fake', details: 'Not a customer.' }),
    });
    expect(reported.status).toBe(201);
    const moderator = await createStaff('moderator');
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, moderator.email, moderator.password);
    await page.goto(`/admin?tab=reports&companyId=${company.id}`);
    await darkThemeApplied(page);
    await expect(page.getByRole('button', { name: 'Hide', exact: true }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('company suggestions in the header search', () => {
  const typed = 'bank';
  let expected: Array<{ id: string; name: string }>;

  test.beforeAll(async () => {
    expected = await apiGet<Array<{ id: string; name: string }>>(`/api/companies?search=${typed}&sort=reviews&limit=6`);
    expect(expected.length).toBeGreaterThanOrEqual(2);
  });

  test('by keyboard at 1280 px: arrows choose, Enter opens the company, Escape closes, Enter alone searches every match', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, '/about');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search companies' });
    await box.click();
    await box.pressSequentially(typed);
    const list = page.getByRole('listbox', { name: 'Suggested companies' });
    await expect(list.getByRole('option')).toHaveCount(expected.length);
    await expect(list.getByRole('option').nth(0)).toContainText(expected[0].name);
    await expect(page.getByRole('banner').getByRole('status').filter({ hasText: /compan(y|ies) suggested/ })).toContainText(`${expected.length} companies suggested`);

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await list.getByRole('option').nth(1).getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/companies/${expected[1].id}$`));
    await expect(page.getByRole('heading', { level: 1, name: expected[1].name })).toBeVisible();

    await box.pressSequentially(typed);
    await expect(list).toBeVisible();
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toBeFocused();
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/companies\\?search=${typed}$`));
  });

  test('at 390 px, in the menu: the suggestions fit the screen and the one chosen opens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const box = menu.getByRole('combobox', { name: 'Search companies' });
    await box.click();
    await box.pressSequentially(typed);
    const list = menu.getByRole('listbox', { name: 'Suggested companies' });
    await expect(list.getByRole('option')).toHaveCount(expected.length);
    const bounds = await list.boundingBox();
    expect(bounds!.x).toBeGreaterThanOrEqual(0);
    expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/companies/${expected[0].id}$`));
    await expect(menu).toBeHidden();
  });
});
