import { expect, test, type Page } from '@playwright/test';
import { apiGet, createUser } from '../support/api';
import { seriousViolations } from '../support/axe';
import { signIn } from '../support/ui';

// Each scan opens its own page: both workers share them, rather than one worker taking the file.
test.describe.configure({ mode: 'parallel' });

/** The page's serious and critical axe findings once its heading has rendered. */
async function pageViolations(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return seriousViolations(page);
}

const PUBLIC_PAGES = ['/', '/companies', '/companies?search=bank', '/sign-in', '/sign-up', '/forgot-password', '/about', '/help', '/contact', '/nope'];

for (const path of PUBLIC_PAGES) {
  test(`axe: ${path} has no serious or critical violations`, async ({ page }) => {
    await page.goto(path);
    expect(await pageViolations(page)).toEqual([]);
  });
}

test('axe: /api has no serious or critical violations', async ({ page }) => {
  // Redoc renders every operation of the API (tens of thousands of nodes) and axe checks them all:
  // 16 s alone on these machines, three times that beside the rest of the suite.
  test.setTimeout(150_000);
  await page.goto('/api');
  expect(await pageViolations(page)).toEqual([]);
});

test('axe: a company page has no serious or critical violations', async ({ page }) => {
  const [company] = await apiGet<{ id: string }[]>('/api/companies/featured?limit=1');
  await page.goto(`/companies/${company.id}`);
  expect(await pageViolations(page)).toEqual([]);
});

test('axe: the busiest company page, with what reviewers say, has no serious or critical violations at 390 px', async ({ page }) => {
  const [company] = await apiGet<{ id: string }[]>('/api/companies?sort=reviews&limit=1');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/companies/${company.id}`);
  const highlights = page.getByRole('region', { name: 'What reviewers say' });
  await expect(highlights.getByRole('listitem').first()).toBeVisible();
  await expect(highlights.getByText(/% positive · \d+% negative$/).first()).toBeVisible();
  expect(await pageViolations(page)).toEqual([]);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('axe: signed-in pages have no serious or critical violations', async ({ page }) => {
  const user = await createUser();
  await signIn(page, user.email, user.password);
  for (const path of ['/profile', '/write-review', '/account/settings', '/add-business']) {
    await page.goto(path);
    expect({ path, violations: await pageViolations(page) }).toEqual({ path, violations: [] });
  }
});

for (const path of ['/business/login', '/business/register', '/business/forgot-password', '/business-plans']) {
  test(`axe: ${path} has no serious or critical violations`, async ({ page }) => {
    await page.goto(path);
    expect(await pageViolations(page)).toEqual([]);
  });
}

// One test per page: a loop over them all sat at the 45 s limit on these 2-core machines.
for (const path of ['/business/dashboard', '/claim-profile', '/analytics', '/widget-generator', '/business-plans']) {
  test(`axe: ${path} signed in as the demo business has no serious or critical violations`, async ({ page }) => {
    await page.goto('/business/login');
    const form = page.getByRole('form', { name: 'Business login' });
    await form.getByRole('textbox', { name: 'Work email' }).fill('business@example.com');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('demo-password-1');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/business\/dashboard$/);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await pageViolations(page)).toEqual([]);
  });
}

for (const tab of ['reports', 'appeals', 'hidden', 'claims', 'plans', 'names', 'businesses', 'companies', 'users', 'messages', 'audit']) {
  test(`axe: /admin?tab=${tab} signed in as the demo admin has no serious or critical violations`, async ({ page }) => {
    await signIn(page, 'admin@example.com', 'demo-password-1');
    await page.goto(`/admin?tab=${tab}`);
    await page.waitForLoadState('networkidle');
    expect(await pageViolations(page)).toEqual([]);
  });
}
