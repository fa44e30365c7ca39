// Where focus and the scroll position go: a change of a page's filters, sort, search or tab keeps
// the reader where they were, and only a new page starts at its top; a focused control is never
// hidden under the sticky header or a toast; and with reduced motion nothing in the frame moves.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { createCompany, createReview, createStaff, createUser, type TestUser } from '../support/api';
import { E2E_PORTS } from '../support/ports';
import { openPage, toast } from '../support/ui';
import { companyWithBulkReviews } from '../support/bulk-reviews';

const SITE = `http://localhost:${E2E_PORTS.shell}`;
const PHONE = { width: 390, height: 844 };
const HOUR = 3_600_000;

/**
 * A company with `count` published reviews (one in three unverified, every fifth a 1-star),
 * written straight to the run's database as company-reviews.spec does, its kept aggregates set
 * from its rows.
 */
async function companyWithReviews(count: number): Promise<{ id: string; name: string }> {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => ({
    rating: i % 5 === 4 ? 1 : 2 + (i % 4),
    verified: i % 3 !== 0,
    createdAt: new Date(now - (i + 1) * HOUR).toISOString(),
    title: `Order number ${i} went as expected`,
    content: `The parcel came on time and the box was fine (order ${i}).`,
  }));
  return companyWithBulkReviews(rows);
}

/** A page signed in as `user` (its session cookie, set by the API at registration). */
async function signedInPage(browser: Browser, user: TestUser, viewport = PHONE, deviceScaleFactor = 1): Promise<Page> {
  const context = await browser.newContext({ viewport, deviceScaleFactor });
  const [name, ...value] = user.cookie.split('=');
  await context.addCookies([{ name, value: value.join('='), url: SITE }]);
  return context.newPage();
}

const articles = (page: Page) => page.getByRole('list', { name: /^Reviews of/ }).getByRole('article');

/** Where focus is and what the page frame did with it: on `control`, on screen, and not on <main>. */
async function expectPlaceKept(page: Page, control: Locator) {
  await expect(control).toBeFocused();
  await expect(control).toBeInViewport();
  expect(await page.evaluate(() => document.activeElement?.id === 'main')).toBe(false);
}

test.describe('a change of view keeps focus and the scroll position', () => {
  let company: { id: string; name: string };
  test.beforeAll(async () => {
    company = await companyWithReviews(30);
  });
  test.use({ viewport: PHONE });

  test('a star bar pressed far down a phone page keeps the reader on it', async ({ page }) => {
    await openPage(page, `/companies/${company.id}`);
    await expect(articles(page)).toHaveCount(20);
    const bar = page.getByRole('button', { name: /^1 star .*show only 1-star reviews/ });
    await bar.focus();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]rating=1(&|$)/);
    await expect(articles(page)).toHaveCount(6);
    const pressed = page.getByRole('button', { name: /^1 star .*showing only these reviews/ });
    await expectPlaceKept(page, pressed);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('The Verified or email confirmed switch keeps the reader on the switch', async ({ page }) => {
    await openPage(page, `/companies/${company.id}`);
    await expect(articles(page)).toHaveCount(20);
    const verifiedOnly = page.getByRole('switch', { name: 'Verified or email confirmed' });
    await verifiedOnly.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/[?&]verified=true(&|$)/);
    await expect(articles(page)).toHaveCount(20);
    await expect(verifiedOnly).toBeChecked();
    await expectPlaceKept(page, verifiedOnly);
  });

  test('a search of the reviews keeps focus in its box', async ({ page }) => {
    await openPage(page, `/companies/${company.id}`);
    const box = page.getByRole('search', { name: 'Search this company’s reviews' }).getByRole('searchbox', { name: 'Search reviews' });
    await box.fill('parcel');
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]search=parcel(&|$)/);
    await expect(page.getByText(/mentioning “parcel”/)).toBeVisible();
    await expectPlaceKept(page, box);
  });

  test('the rating filter and the sort keep focus on their menus', async ({ page }) => {
    for (const [name, option, param] of [
      ['Filter by rating', '1 star', 'rating=1'],
      ['Sort by', 'Lowest rated', 'sort=lowest'],
    ] as const) {
      await openPage(page, `/companies/${company.id}`);
      const select = page.getByRole('combobox', { name });
      await select.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: option }).press('Enter');
      await expect(page).toHaveURL(new RegExp(`[?&]${param}(&|$)`));
      await expect(page.getByRole('listbox')).toHaveCount(0);
      await expectPlaceKept(page, select);
    }
  });

  test('the company directory opened directly keeps focus in its search box', async ({ page }) => {
    await openPage(page, '/companies');
    const box = page.getByRole('search', { name: 'Search the company listing' }).getByRole('searchbox', { name: 'Search companies' });
    await box.fill(company.name);
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]search=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(company.name);
    await expectPlaceKept(page, box);
  });

  test('a link to another page starts it at its top, with focus on its content', async ({ page }) => {
    await openPage(page, `/companies/${company.id}`);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(`${SITE}/about`);
    await expect(page.getByRole('main')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('the first change of the moderation tab keeps focus on the tab', async ({ browser }) => {
  const admin = await createStaff('admin');
  const page = await signedInPage(browser, admin, { width: 1280, height: 800 });
  await page.goto('/admin');
  const hidden = page.getByRole('tab', { name: /^Hidden/ });
  await hidden.click();
  await expect(page).toHaveURL(/[?&]tab=hidden(&|$)/);
  await expect(hidden).toHaveAttribute('aria-selected', 'true');
  await expectPlaceKept(page, hidden);
  await page.context().close();
});

/**
 * Moves focus `presses` times with `key`, and lists each focused element that something fixed
 * covers part of: the sticky header above it, or `cover` (a toast) over it.
 */
async function coveredWhileTabbing(page: Page, key: 'Tab' | 'Shift+Tab', presses: number, cover?: Locator) {
  const covered: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(key);
    const coverBox = cover ? await cover.boundingBox() : null;
    const hit = await page.evaluate((over) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || el.closest('header')) return null;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= window.innerHeight) return null;
      const header = document.querySelector('header')!.getBoundingClientRect();
      const name = `${el.tagName.toLowerCase()} “${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}”`;
      if (r.top < header.bottom - 0.5) return `${name} under the header (${Math.round(r.top)} < ${Math.round(header.bottom)})`;
      if (over && !el.closest('[role="region"]') && r.bottom > over.y + 0.5 && r.top < over.y + over.height && r.right > over.x && r.left < over.x + over.width) {
        return `${name} under the toast`;
      }
      return null;
    }, coverBox);
    if (hit) covered.push(hit);
  }
  return covered;
}

test.describe('a focused control is never hidden under the sticky header', () => {
  let company: { id: string; name: string };
  test.beforeAll(async () => {
    company = await companyWithReviews(12);
  });

  for (const [label, viewport, deviceScaleFactor] of [
    ['on a phone', PHONE, 1],
    // 1280 px at 200% zoom: 640 CSS pixels wide, each drawn twice as large.
    ['at 200% zoom', { width: 640, height: 400 }, 2],
  ] as const) {
    test(`walking back up the company page with Shift+Tab ${label}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, deviceScaleFactor });
      const page = await context.newPage();
      await openPage(page, `/companies/${company.id}`);
      await expect(articles(page)).toHaveCount(12);
      // From the footer's last link up through the footer, the reviews' buttons and the rating bars.
      await page.getByRole('contentinfo').getByRole('link').last().focus();
      expect(await coveredWhileTabbing(page, 'Shift+Tab', 60)).toEqual([]);
      await context.close();
    });
  }

  test('the space kept clear above focus follows the header when it grows', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openPage(page, `/companies/${company.id}`);
    const clearance = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0);
    const headerHeight = () => page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().height);
    expect(await clearance()).toBeGreaterThanOrEqual(await headerHeight());
    // A header that wraps onto a second line (a long name, a larger text size) is taller.
    await page.getByRole('banner').evaluate((el) => {
      el.style.paddingBottom = '80px';
    });
    await expect.poll(clearance).toBeGreaterThanOrEqual(await headerHeight());
  });
});

test('a focused control is never hidden under a toast', async ({ browser }) => {
  const company = await createCompany(await createUser({ verified: true }));
  for (let i = 0; i < 8; i++) await createReview(await createUser({ verified: true }), company.id, 2 + (i % 4), `Review number ${i} of a quiet shop`);
  const reader = await createUser({ verified: true });
  const page = await signedInPage(browser, reader);
  await openPage(page, `/companies/${company.id}`);
  const first = articles(page).first();
  await first.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Report/ });
  await dialog.getByRole('radio', { name: 'Offensive or harmful language' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const sent = toast(page).getByRole('listitem').filter({ hasText: 'Report sent' });
  await expect(sent).toBeVisible();
  // The pointer rests on the toast, which keeps it open while focus moves on down the page.
  await sent.hover();
  expect(await coveredWhileTabbing(page, 'Tab', 40, sent)).toEqual([]);
  await expect(sent).toBeVisible();
  await page.context().close();
});

test.describe('with reduced motion', () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  /** Every transition and animation duration of `el`, in seconds. */
  const durations = (el: Locator) =>
    el.evaluate((node) => {
      const style = getComputedStyle(node);
      return [...style.transitionDuration.split(','), ...style.animationDuration.split(',')].map((d) => parseFloat(d));
    });

  test('the menu drawer, its backdrop and buttons move without transitions or ripples', async ({ page }) => {
    await openPage(page, '/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    // A pressed button shows no ripple.
    await menuButton.hover();
    await page.mouse.down();
    const ripples = await menuButton.evaluate((button) =>
      Array.from(button.querySelectorAll('.MuiTouchRipple-root')).filter((root) => getComputedStyle(root).display !== 'none' && root.querySelector('span')).length,
    );
    await page.mouse.up();
    expect(ripples).toBe(0);
    expect((await durations(menuButton)).every((d) => d === 0)).toBe(true);

    const paper = page.getByRole('dialog', { name: 'Menu' });
    await expect(paper).toBeVisible();
    const backdrop = page.locator('.MuiDrawer-root .MuiBackdrop-root');
    expect((await durations(paper)).every((d) => d === 0)).toBe(true);
    expect((await durations(backdrop)).every((d) => d === 0)).toBe(true);
  });

  test('skeletons hold still while reviews load', async ({ page }) => {
    const company = await companyWithReviews(6);
    await openPage(page, `/companies/${company.id}`);
    // The filtered list's answer is held back, so its skeleton stays on screen to be looked at.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/companies\/[^/?]+\?.*rating=/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: /^1 star .*show only 1-star reviews/ }).click();
    const skeleton = page.locator('.MuiSkeleton-root').first();
    await expect(skeleton).toBeVisible();
    const moving = await page.locator('.MuiSkeleton-root').evaluateAll((all) =>
      all.filter((el) => {
        const own = getComputedStyle(el);
        const after = getComputedStyle(el, '::after');
        return (own.animationName !== 'none' && parseFloat(own.animationDuration) > 0) || (after.animationName !== 'none' && parseFloat(after.animationDuration) > 0);
      }).length,
    );
    release();
    expect(moving).toBe(0);
  });
});
