import { expect, test } from '@playwright/test';

test('the /api page renders the API\'s OpenAPI document in the site\'s frame, from the site alone', async ({ page, baseURL }) => {
  // Redoc lays out the whole document on the main thread: the heading shows 3.5–4.5 s after the
  // navigation on an idle machine (longest task about 1 s), but a CI trace beside the parallel
  // axe scans showed the main thread blocked for 16 s. No timing is asserted here: only that it renders.
  test.setTimeout(90_000);
  const foreign: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    // The site's own origin and its remotes' (localhost); nothing from anywhere else.
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol)) foreign.push(r.url());
  });
  await page.goto('/api');
  await expect(page).toHaveTitle(/^API documentation \| TrustReviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API documentation' })).toBeVisible();
  // Redoc's rendering of the document: its title, a tag and an operation of the API.
  await expect(page.getByRole('heading', { name: /Review Platform API/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('/api/auth/login').first()).toBeAttached();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  expect(new URL(baseURL!).hostname).toBe('localhost');
});
