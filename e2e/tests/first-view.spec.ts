// The first view on a phone: the shell page names what the first view needs so it loads with the
// HTML (shell/server/first-view-hints.mjs), the page's own reads come made by the server (its
// route's loader), the app uses those instead of repeating them, and the page frame holds its
// place while a page the browser renders arrives. No timings: what is asserted is what is
// requested and where things are.
import { expect, test, type Page } from '@playwright/test';
import remotesManifest from 'shared-ui/remotes';
import { apiGet } from '../support/api';
import { remoteOrigin } from '../support/ports';

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** Every request the page makes, counted by URL, from before the navigation on. */
function countRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => counts.set(request.url(), (counts.get(request.url()) ?? 0) + 1));
  return counts;
}

async function firstCompanyPath(): Promise<string> {
  const [company] = await apiGet<{ id: string }[]>('/api/companies/featured?limit=1');
  return `/companies/${company.id}`;
}

test('the shell page inlines the remotes document, preloads the remote the page needs, and carries the page\'s reads', async ({ page }) => {
  const path = await firstCompanyPath();
  const res = await page.request.get(path);
  expect(res.headers()['cache-control']).toBe('no-cache');
  const html = await res.text();
  const inlined = JSON.parse(/<script type="application\/json" id="remotes-config">(.*?)<\/script>/.exec(html)![1]);
  expect(inlined).toEqual(await (await page.request.get('/remotes.json')).json());
  const preloads = (text: string, name: string) => [
    text.includes(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${remoteOrigin(name)}/mf-manifest.json">`),
    text.includes(`<link rel="preload" as="script" href="${remoteOrigin(name)}/remoteEntry.js">`),
  ];
  // A company page is the consumer remote's: only it is preloaded; the others load after the first view.
  for (const remote of remotesManifest.remotes) expect([remote.name, preloads(html, remote.name)]).toEqual([remote.name, remote.name === 'consumer_app' ? [true, true] : [false, false]]);
  // The page's read was the server's: its answer is in the page, not a preload.
  expect(html).not.toContain(`href="/api${path}"`);
  const state = JSON.parse(/<script type="application\/json" id="first-view-state">(.*?)<\/script>/.exec(html)![1]);
  const id = path.split('/').pop();
  expect(state.queries.map((q: { queryKey: unknown }) => q.queryKey)).toEqual([
    ['/api/companies', id],
    ['/api/companies', id, 'highlights'],
  ]);
  // The moderators' page preloads the admin remote; a path no remote has, every remote with pages
  // for a visitor signed in to neither realm (not the moderators' remote).
  const admin = await (await page.request.get('/admin')).text();
  expect(remotesManifest.remotes.map((r) => preloads(admin, r.name)[1])).toEqual(remotesManifest.remotes.map((r) => r.name === 'admin_app'));
  const unknown = await (await page.request.get('/no-such-page')).text();
  expect(remotesManifest.remotes.map((r) => preloads(unknown, r.name)[1])).toEqual(remotesManifest.remotes.map((r) => r.name !== 'admin_app'));
});

for (const which of ['home', 'company'] as const) {
  test(`the ${which} page uses the preloaded remote and the server's reads, and loads the other remotes with pages for the visitor once: each is fetched once, /remotes.json not at all`, async ({ page: tab }) => {
    const path = which === 'home' ? '/' : await firstCompanyPath();
    const counts = countRequests(tab);
    await tab.goto(path);
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await tab.waitForLoadState('networkidle');

    const reads = which === 'home' ? ['/api/categories', '/api/companies/featured', '/api/reviews/recent', '/api/stats'] : [`/api${path}`, `/api${path}/highlights`];
    // The sessions are read once; the page's own reads not at all (the server made them).
    for (const read of ['/api/auth/user', '/api/business/account']) expect([read, counts.get(new URL(read, tab.url()).href)]).toEqual([read, 1]);
    for (const read of reads) expect([read, counts.get(new URL(read, tab.url()).href)]).toEqual([read, undefined]);
    // The moderators' remote has no page for this anonymous visitor: it is never fetched.
    const withPages = remotesManifest.remotes.filter((r) => r.name !== 'admin_app');
    for (const remote of withPages) {
      for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
        const url = `${remoteOrigin(remote.name)}/${file}`;
        // The consumer remote's files came with the page; the others follow once the browser is idle.
        await expect.poll(() => [url, counts.get(url)]).toEqual([url, 1]);
      }
    }
    await tab.waitForLoadState('networkidle');
    for (const remote of remotesManifest.remotes) {
      expect([remote.name, counts.get(`${remoteOrigin(remote.name)}/mf-manifest.json`)]).toEqual([remote.name, remote.name === 'admin_app' ? undefined : 1]);
    }
    expect([...counts.keys()].filter((url) => url.endsWith('/remotes.json'))).toEqual([]);
  });
}

test('the page frame holds its place: the footer starts below the first screen while a page the browser renders loads, and after', async ({ page }) => {
  // The consumer remote's pages hold back until the frame is up, as a slow remote would.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${remoteOrigin('consumer_app')}/**`, async (route) => {
    await held;
    await route.continue();
  });
  // A page the server does not render (a signed-in consumer's): the browser waits for its remote.
  await page.goto('/profile');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  const main = await page.getByRole('main').boundingBox();
  expect(main!.y + main!.height).toBeGreaterThanOrEqual(823);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footer = await page.getByRole('contentinfo').boundingBox();
  expect(footer!.y).toBeGreaterThanOrEqual(823);
});
