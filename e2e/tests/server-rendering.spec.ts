// Server rendering (issue 18): the public pages' first view comes rendered from the shell's server
// by the page's remote (its Node build, its route's loader and head), readable without JavaScript,
// hydrated without a mismatch; a remote whose Node build is gone or redeployed is followed without
// a restart, its pages rendered in the browser meanwhile.
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import remotesManifest from 'shared-ui/remotes';
import { apiGet } from '../support/api';
import { sql } from '../support/db';
import { API_URL, remoteOrigin } from '../support/ports';

interface CompanyDetail {
  id: string;
  name: string;
  category: string;
  averageRating: number;
  totalReviews: number;
  reviews: Array<{ title: string; content: string }>;
}

/** The demo company with the most reviews, as its page's first view reads it. */
async function busiestCompany(): Promise<CompanyDetail> {
  const list = await apiGet<Array<{ id: string; totalReviews: number }>>('/api/companies?sort=reviews&limit=1');
  return apiGet<CompanyDetail>(`/api/companies/${list[0].id}`);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('home, a category listing and a company page show their content and keep their head', async ({ page }) => {
    const company = await busiestCompany();
    const [featured] = await apiGet<Array<{ name: string }>>('/api/companies/featured');
    const [recent] = await apiGet<Array<{ title: string }>>('/api/reviews/recent');

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find companies you can trust');
    await expect(page.getByText(featured.name).first()).toBeVisible();
    await expect(page.getByText(recent.title).first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('noscript')).toHaveCount(0);

    await page.goto(`/companies?category=${encodeURIComponent(company.category)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${company.category} companies`);
    await expect(page.getByText(company.name).first()).toBeVisible();
    await expect(page).toHaveTitle(`${company.category} companies | TrustReviews`);

    const res = await page.goto(`/companies/${company.id}`);
    expect(res!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name);
    await expect(page.getByText(`Based on ${company.totalReviews} reviews`)).toBeVisible();
    await expect(page.getByText('Rating distribution')).toBeVisible();
    await expect(page.getByText('5 stars', { exact: true })).toBeVisible();
    for (const review of company.reviews.slice(0, 3)) await expect(page.getByText(review.content).first()).toBeVisible();
    await expect(page).toHaveTitle(`${company.name} | TrustReviews`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${company.name} | TrustReviews`);
    const ld = JSON.parse((await page.locator('script#company-jsonld').textContent())!);
    expect(ld.aggregateRating.reviewCount).toBe(company.totalReviews);
    expect(ld.review).toHaveLength(Math.min(10, company.reviews.length));

    // A form of a page the app has not taken over is disabled: the browser never submits it itself
    // (to the page's own address, the password in its query string). Links work.
    await page.goto('/sign-in');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
    await expect(page.getByRole('main').getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});

/**
 * Counts, in `window.redrawn`, the elements with at least `smallest` descendants removed from the
 * page's main area: the server's markup thrown away and drawn again rather than hydrated.
 */
async function countRedraws(page: Page, smallest: number): Promise<void> {
  await page.addInitScript((least) => {
    (window as unknown as { redrawn: number }).redrawn = 0;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.removedNodes)) if (node instanceof Element && node.querySelectorAll('*').length >= least) (window as unknown as { redrawn: number }).redrawn++;
      }).observe(document.getElementById('main')!, { childList: true, subtree: true });
    });
  }, smallest);
}

/** Console messages that tell of a hydration mismatch or a page error. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && /hydrat|did not match|server rendered HTML|Minified React error/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

test('the server-rendered pages hydrate without a warning, in place, and the browser makes none of their reads again', async ({ page }) => {
  const company = await busiestCompany();
  const problems = watchHydration(page);
  // The server's markup of the page is taken over, never thrown away and drawn again (as React
  // does when a boundary gets an update before it could hydrate): no large part of main is removed.
  await countRedraws(page, 20);
  const reads: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/logos/')) reads.push(url.pathname);
  });
  for (const path of ['/', `/companies?category=${encodeURIComponent(company.category)}`, `/companies/${company.id}`, '/about', '/sign-in', '/business/login']) {
    reads.length = 0;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Hydrated: React owns the server's markup (a click on the logo navigates in the app).
    await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('main') ?? {}).some((k) => k.startsWith('__reactFiber')))).toBe(true);
    expect([path, reads.filter((r) => !['/api/auth/user', '/api/business/account'].includes(r))]).toEqual([path, []]);
    expect([path, await page.evaluate(() => (window as unknown as { redrawn: number }).redrawn)]).toEqual([path, 0]);
  }
  // Once hydrated, the page's forms take input.
  await expect(page.getByRole('main').getByRole('textbox').first()).toBeEnabled();
  // After hydration the app navigates as before, and a page it renders itself shows its sections.
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find companies you can trust');
  expect(problems).toEqual([]);
});

test('a visitor signed in (here to a business account) gets the server-rendered pages hydrated in place too', async ({ page }) => {
  const problems = watchHydration(page);
  await countRedraws(page, 20);
  await page.goto('/business/login');
  const form = page.getByRole('form', { name: 'Business login' });
  await form.getByRole('textbox', { name: 'Work email' }).fill('business@example.com');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('demo-password-1');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/business\/dashboard$/);
  // Pages the server renders for every visitor, opened with the session's cookie: the session is
  // read after hydration, and the page is taken over, never thrown away (it was: React error 467
  // while hydrating /sign-in, then the whole page drawn again).
  for (const path of ['/sign-in', '/', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('main') ?? {}).some((k) => k.startsWith('__reactFiber')))).toBe(true);
    expect([path, await page.evaluate(() => (window as unknown as { redrawn: number }).redrawn), problems]).toEqual([path, 0, []]);
  }
});

test('a path no remote has in any auth state, or whose id is malformed, is a 404 whose 404 page comes rendered in the frame and hydrates in place; a page of another auth state is not a 404', async ({ page }) => {
  const problems = watchHydration(page);
  // The 404 page is small: any element of it removed counts.
  await countRedraws(page, 0);
  // A malformed id is no page either: the routes declare their ids' shape.
  for (const path of ['/transparency', '/zzz', '/reviews/xyz/edit/more', '/reviews/xyz/edit', '/companies/acme', '/write-review/acme', '/.env']) {
    const res = await page.request.get(path);
    expect([path, res.status()]).toEqual([path, 404]);
    const html = await res.text();
    expect(html).toContain('404 Page Not Found</h1>');
    expect(html).toContain('id="first-view-state"');
    expect(html).toContain('<meta name="robots" content="noindex">');
  }
  const res = await page.goto('/transparency');
  expect(res!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | TrustReviews');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('main') ?? {}).some((k) => k.startsWith('__reactFiber')))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { redrawn: number }).redrawn)).toBe(0);
  // Hydrated: its link navigates in the app.
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find companies you can trust');
  expect(problems).toEqual([]);
  // Pages of a signed-in consumer, a business account or a moderator exist: the browser leads to their sign-in.
  for (const path of ['/profile', '/reviews/00000000-0000-4000-8000-000000000000/edit', '/business/dashboard', '/admin']) expect([path, (await page.request.get(path)).status()]).toEqual([path, 200]);
});

test('an anonymous visitor has the kept company page until a write changes it, then the new page at once', async ({ request }) => {
  const list = await apiGet<Array<{ id: string; name: string }>>('/api/companies?sort=name&limit=1');
  const company = list[0];
  const [{ description }] = await sql<{ description: string | null }>('SELECT description FROM companies WHERE id = $1', [company.id]);
  // No cookie: an anonymous visitor.
  const visit = async () => {
    const res = await request.get(`/companies/${company.id}`);
    expect(res.status()).toBe(200);
    return { cache: res.headers()['x-page-cache'], html: await res.text() };
  };
  // Kept after the first view (within a few seconds: writes of the tests running beside this one
  // may drop it meanwhile, as any write would).
  let kept = await visit();
  await expect.poll(async () => (kept = await visit()).cache, { timeout: 10_000 }).toBe('hit');
  const marker = `Kept no longer ${Date.now()}`;
  try {
    // A write from anywhere (here not even through the API): the database's notification drops the page.
    await sql('UPDATE companies SET description = $2 WHERE id = $1', [company.id, marker]);
    // As soon as the notification has reached the shell's server (milliseconds after the commit).
    let after = await visit();
    await expect.poll(async () => (after = await visit()).html.includes(marker), { timeout: 2000, intervals: [10, 20, 50] }).toBe(true);
    expect(after.cache).toBe('miss');
    // Kept again once the API's instances have surely heard of the write too (page-cache.mjs SETTLE_MS).
    await expect.poll(async () => (await visit()).cache, { timeout: 10_000 }).toBe('hit');
    expect((await visit()).html).toContain(marker);
    expect(kept.html).not.toContain(marker);
  } finally {
    await sql('UPDATE companies SET description = $2 WHERE id = $1', [company.id, description]);
  }
});

/** A copy of a remote's built files, served on an origin of its own. */
async function servedCopy(name: string, change?: (dir: string) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  fs.cpSync(path.join(remotesManifest.remoteByName(name).dir, 'dist'), dir, { recursive: true });
  change?.(dir);
  // ES modules with top-level await: imported, not required (tests are compiled to CommonJS).
  const { createRemoteServer } = await import('../../scripts/serve-remotes.mjs');
  const app = await createRemoteServer(dir);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { dir, origin: `http://localhost:${(app.server.address() as { port: number }).port}`, close: () => app.close().then(() => fs.rmSync(dir, { recursive: true, force: true })) };
}

/** A shell server of its own (this test's process), with the consumer remote at `consumerOrigin`. */
async function shellWith(consumerOrigin: string, env: Record<string, string> = {}, options: { routesTtlMs?: number; api?: string } = {}) {
  const urls = Object.fromEntries(remotesManifest.remotes.map((r) => [r.urlVariable, r.name === 'consumer_app' ? consumerOrigin : remoteOrigin(r.name)]));
  const { createShellServer } = await import('../../shell/server/serve.mjs');
  const app = await createShellServer({
    dist: path.join(remotesManifest.ROOT, 'shell', 'dist'),
    api: options.api ?? API_URL,
    env: { ...urls, ...env },
    renderer: { warn: () => undefined },
    remoteRoutes: { ttlMs: options.routesTtlMs, warn: () => undefined },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://localhost:${(app.server.address() as { port: number }).port}`, close: () => app.close() };
}

/** The API behind a gate: requests whose path `held` matches wait until `release()`; the others pass at once. */
async function gatedApi(held: (url: string) => boolean) {
  const upstream = new URL(API_URL);
  let open = false;
  const waiting: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    const pass = () => {
      const out = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      out.on('error', () => res.destroy());
      req.pipe(out);
    };
    if (open || !held(req.url ?? '')) pass();
    else waiting.push(pass);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    held: () => waiting.length,
    release: () => {
      open = true;
      waiting.splice(0).forEach((pass) => pass());
    },
    // Whatever is still open (a proxied request of the page, a kept-alive connection of the shell's
    // proxy) ends here: close() alone waits for it, and once took the test past its timeout on CI.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

test('a slow API: the page comes at the deadline with its frame and a loading state, and the browser finishes it', async ({ page }) => {
  const company = await busiestCompany();
  const api = await gatedApi((url) => url.startsWith(`/api/companies/${company.id}`));
  const shell = await shellWith(remoteOrigin('consumer_app'), {}, { api: api.url });
  try {
    // The company's read is still held when the page arrives: it did not wait for it.
    const res = await page.request.get(`${shell.url}/companies/${company.id}`);
    expect(res.status()).toBe(200);
    expect(api.held()).toBeGreaterThan(0);
    const html = await res.text();
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toContain('aria-label="Loading company"');
    expect(html).not.toContain(`>${company.name}</h1>`);

    const shown = page.goto(`${shell.url}/companies/${company.id}`);
    await expect(page.getByRole('status', { name: 'Loading company' })).toBeVisible();
    api.release();
    await shown;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name);
  } finally {
    api.release();
    // The page's own requests end with it, before the servers they go through close.
    await page.close();
    await shell.close();
    await api.close();
  }
});

test('a remote whose Node build is taken away: its pages render in the browser, never a 500 or a blank page', async ({ page }) => {
  const company = await busiestCompany();
  const remote = await servedCopy('consumer_app', (dir) => fs.rmSync(path.join(dir, 'ssr'), { recursive: true }));
  const shell = await shellWith(remote.origin);
  try {
    const res = await page.request.get(`${shell.url}/companies/${company.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('first-view-state');
    await page.goto(`${shell.url}/companies/${company.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name);
  } finally {
    await shell.close();
    await remote.close();
  }
});

test('a redeployed remote\'s changed page renders on the server without a restart', async ({ request }) => {
  const remote = await servedCopy('consumer_app');
  const shell = await shellWith(remote.origin, { SSR_RELOAD_CHECK_MS: '0' });
  const about = async () => (await (await request.get(`${shell.url}/about`)).text()).replace(/<style[^>]*>[^<]*<\/style>/g, '');
  try {
    expect(await about()).toContain('About TrustReviews</h1>');
    // The redeploy: the about page's Node chunk changed, so its content hash, so the entry naming it.
    const ssr = path.join(remote.dir, 'ssr');
    const chunk = fs.readdirSync(ssr).find((f) => f.endsWith('.js') && fs.readFileSync(path.join(ssr, f), 'utf8').includes('"About TrustReviews"'))!;
    redeployChunk(ssr, chunk, fs.readFileSync(path.join(ssr, chunk), 'utf8').replace('"About TrustReviews"', '"About TrustReviews, redeployed"'), 'feedbeef');
    await expect.poll(about, { timeout: 15_000 }).toContain('About TrustReviews, redeployed</h1>');
  } finally {
    await shell.close();
    await remote.close();
  }
});

/** Renames a built chunk after a change of its content, as a rebuild does: a new hash in its name and in the entry naming it. */
function redeployChunk(ssr: string, chunk: string, content: string, next: string) {
  const [, hash] = /\.([0-9a-f]{8})\.js$/.exec(chunk)!;
  fs.writeFileSync(path.join(ssr, chunk.replace(hash, next)), content);
  fs.rmSync(path.join(ssr, chunk));
  const entry = path.join(ssr, 'remoteEntry.js');
  expect(fs.readFileSync(entry, 'utf8')).toContain(`"${hash}"`);
  fs.writeFileSync(entry, fs.readFileSync(entry, 'utf8').replace(`"${hash}"`, `"${next}"`));
}

test('a redeployed remote\'s new page renders on the server without a restart', async ({ request }) => {
  const remote = await servedCopy('consumer_app');
  const shell = await shellWith(remote.origin, { SSR_RELOAD_CHECK_MS: '0' }, { routesTtlMs: 0 });
  const newsroom = async () => (await (await request.get(`${shell.url}/newsroom`)).text()).replace(/<style[^>]*>[^<]*<\/style>/g, '');
  try {
    // Before: no remote has the page; a 404, with the 404 page.
    const before = await request.get(`${shell.url}/newsroom`);
    expect(before.status()).toBe(404);
    expect(await before.text()).toContain('404 Page Not Found</h1>');
    // The redeploy: the remote's route list (its Node build's routes module, and its routes
    // manifest) gains /newsroom, whose page is the about page's module.
    const ssr = path.join(remote.dir, 'ssr');
    const chunk = fs.readdirSync(ssr).find((f) => f.startsWith('__federation_expose_routes.'))!;
    const code = fs.readFileSync(path.join(ssr, chunk), 'utf8');
    const about = /\{\s*path: '\/about',[\s\S]*?\n {4}\}/.exec(code)![0];
    redeployChunk(ssr, chunk, code.replace(about, `${about}, ${about.replace("'/about'", "'/newsroom'")}`), 'abcdef12');
    const manifestFile = path.join(remote.dir, 'routes.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    manifest.routes.push({ path: '/newsroom', when: ['signed-out', 'signed-in'] });
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    // Its compressed forms, made at build time, are made again by a redeploy: here, none.
    for (const variant of ['.br', '.gz']) fs.rmSync(manifestFile + variant, { force: true });
    await expect.poll(newsroom, { timeout: 15_000 }).toContain('About TrustReviews</h1>');
  } finally {
    await shell.close();
    await remote.close();
  }
});
