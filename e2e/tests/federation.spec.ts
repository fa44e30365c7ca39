import { expect, test } from '@playwright/test';
import { CONTRACT_VERSION } from 'shared-ui/contract-compat';
import remotesManifest from 'shared-ui/remotes';
import { remoteOrigin } from '../support/ports';

const CONSUMER = remoteOrigin('consumer_app');
const ADMIN = remoteOrigin('admin_app');

test('the shell loads the remotes from their own origins at run time: the page\'s own first, after the first view those with pages for the visitor', async ({ page }) => {
  const manifests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/mf-manifest.json')) manifests.push(r.url());
  });
  const loaded = page.waitForResponse(`${remoteOrigin('business_app')}/mf-manifest.json`);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await loaded;
  await page.waitForLoadState('networkidle');
  expect(manifests[0]).toBe(`${CONSUMER}/mf-manifest.json`);
  // An anonymous visitor: the admin remote has pages only for moderators, so it never loads.
  expect(manifests.sort()).toEqual(remotesManifest.remotes.filter((r) => r.name !== 'admin_app').map((r) => `${remoteOrigin(r.name)}/mf-manifest.json`).sort());
  // The remotes document names each remote and, from the routes manifest its build wrote, its paths
  // (with the query parameters each page reads).
  // With the versions of the shared code it was built against: the contract's, which the shell
  // checks before it runs the remote, and the kit's, stamped from its source.
  const remotes: Array<{ name: string; routes?: Array<{ path: string; when: string[]; query: string[] }>; contract?: string; kit?: string }> = await (await page.request.get('/remotes.json')).json();
  expect(remotes.map(({ routes: _routes, ...remote }) => remote)).toEqual(
    remotesManifest.remotes.map((r) => ({
      name: r.name,
      entry: `${remoteOrigin(r.name)}/mf-manifest.json`,
      module: `${r.name}/routes`,
      contract: CONTRACT_VERSION,
      kit: expect.stringMatching(/^\d+\.\d+\.\d+-k[0-9a-f]{16}$/),
    })),
  );
  const paths = Object.fromEntries(remotes.map((r) => [r.name, r.routes?.map((route) => route.path)]));
  expect(paths.consumer_app).toEqual(expect.arrayContaining(['/', '/companies/:id', '/write-review']));
  expect(paths.business_app).toEqual(expect.arrayContaining(['/business/login', '/business/dashboard']));
  expect(remotes.find((r) => r.name === 'admin_app')?.routes).toEqual([{ path: '/admin', when: ['moderator'], query: ['tab', 'source', 'reason', 'signal', 'company', 'offset', 'search'] }]);
});

test('a remote that fails to load leaves the shell up with a message and a working Retry', async ({ page }) => {
  await page.route(`${CONSUMER}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByText('This part of the site is temporarily unavailable')).toBeVisible();
  // The shell's frame is still there around the message.
  await expect(page.getByRole('link', { name: /TrustReviews/ }).first()).toBeVisible();
  await page.unroute(`${CONSUMER}/**`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('This part of the site is temporarily unavailable')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a remote that hangs costs only its own paths: the others render at once, its paths say unavailable after the deadline', async ({ page }) => {
  // The admin remote accepts the request and never answers.
  await page.route(`${ADMIN}/**`, () => undefined);
  await page.clock.install();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Stop the page's clock: if the page above had waited for the hanging remote's deadline, that
  // remote would already count as unavailable and the next step would show the message at once.
  // A second ahead of the page's own clock, well within the deadline (just ahead of this process's
  // clock may already be behind the page's on a loaded machine).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

  // A path of the hanging remote: a spinner until its deadline...
  await page.evaluate(() => {
    history.pushState({}, '', '/admin');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.getByText('This part of the site is temporarily unavailable')).toBeHidden();
  // ...then the message with Retry, and never a 404.
  await page.clock.fastForward(5000);
  await expect(page.getByText('This part of the site is temporarily unavailable')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeHidden();
});

test('unknown paths show the 404 page inside the layout', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/TrustReviews$/);
});
