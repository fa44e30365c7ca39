import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../support/ports';

const REMOTE_ORIGIN = `http://localhost:${E2E_PORTS.consumer}`;

test('the shell loads the consumer remote from its own origin at run time', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(REMOTE_ORIGIN)) remoteRequests.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(remoteRequests).toContain('/mf-manifest.json');
  const remotes = await (await page.request.get('/remotes.json')).json();
  expect(remotes).toEqual({ consumer_app: `${REMOTE_ORIGIN}/mf-manifest.json` });
});

test('a remote that fails to load leaves the shell up with a message and a working Retry', async ({ page }) => {
  await page.route(`${REMOTE_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByText('This part of the site is temporarily unavailable')).toBeVisible();
  // The shell's frame is still there around the message.
  await expect(page.getByRole('link', { name: /TrustReviews/ }).first()).toBeVisible();
  await page.unroute(`${REMOTE_ORIGIN}/**`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('This part of the site is temporarily unavailable')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('unknown paths show the 404 page inside the layout', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/TrustReviews$/);
});
