import { expect, test } from '@playwright/test';

test('the /api page renders the API\'s OpenAPI document in the site\'s frame, with its Business API section, from the site alone', async ({ page, baseURL }) => {
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
  // The Business API section: its tag, the two invitations operations (Redoc gives each the id
  // "operation/<operationId>") with their method and path, and the bearer scheme they ask for.
  // Redoc's headings start with their share link, named by its target ("tag/Business-API-v1 Business API v1").
  await expect(page.getByRole('heading', { level: 2, name: / Business API v1$/ })).toBeVisible();
  const send = page.locator('[id="operation/BusinessApiV1_sendInvitation"]');
  const list = page.locator('[id="operation/BusinessApiV1_listInvitations"]');
  await expect(send.getByRole('heading', { level: 2, name: "Invite one customer to review the key's company, once per Idempotency-Key" })).toBeVisible();
  await expect(send.getByRole('button', { name: 'post /api/v1/invitations' })).toBeVisible();
  await expect(send.locator('.property-name', { hasText: /^Idempotency-Key$/ })).toBeVisible();
  await expect(list.getByRole('heading', { level: 2, name: "The key's company's invitations, newest first, with their state (open, used, expired)" })).toBeVisible();
  await expect(list.getByRole('button', { name: 'get /api/v1/invitations' })).toBeVisible();
  // Its paging and lookup: the query parameters (the answer's fields are named "<field> required"),
  // and the Link header of the 200 answer, which the page shows expanded.
  for (const name of ['cursor', 'reference']) await expect(list.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(list.getByRole('table', { name: 'Response Headers' }).getByRole('cell', { name: 'Link', exact: true })).toBeVisible();
  // Each operation names its scheme under "Authorizations:"; a click there describes it.
  await expect(send.locator('i', { hasText: /^api-key$/ })).toBeVisible();
  await send.getByRole('heading', { level: 5, name: 'Authorizations:' }).click();
  await expect(send.getByRole('heading', { level: 5, name: 'HTTP: api-key' })).toBeVisible();
  await expect(send.locator('code', { hasText: /^bearer$/ })).toBeVisible();
  await expect(send.locator('code', { hasText: /^rpk_ API key$/ })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  expect(new URL(baseURL!).hostname).toBe('localhost');
});
