// Version skew, as teams that deploy on their own schedules meet it (issue 19). Run by `npm test`
// after the build, or alone: node scripts/skew-test.mjs [--release <commit>]
//
// The shell and the remotes are built from different commits and run together in Chromium:
//   1. the previous release's shell with today's remotes, and today's shell with the previous
//      release's remotes. The previous release is the commit the git tag `release` names, else
//      the merge base with the newest tag, else the commit in the file .release;
//   2. today's shell with a consumer-app built against a kit that has one more export, called at
//      the top of its home page module (the additive case: the new code must run, in the browser
//      and in the server's render); and a shell built against that kit with today's remotes;
//   3. today's shell with a consumer-app built against the contract's next major version (a
//      break: refused before it runs, with its pages unavailable and the reason in the console
//      and in the shell server's log).
// Each pair runs a smoke journey: the home page, a company page, the business login and /admin as
// the demo admin. Before it, every pair but the break fetches the home page and a company page from
// the shell's server without JavaScript: the root the server rendered must hold the page, so the
// Node builds are shown to survive the skew too (server rendering falls back to the browser
// silently, which the journey alone would not see). One API (today's, demo data, a database of its
// own) serves every pair.
//
// Prints one line per pair; exits 1 if any fails.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import remotesManifest from 'shared-ui/remotes';
import { freePort } from './free-port.mjs';
import { git, previousRelease, tryGit } from './previous-release.mjs';
import { startProduct } from './product.mjs';
import { createRemoteServer } from './serve-remotes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FRONT_ENDS = ['shell', ...remotesManifest.remotes.map((r) => r.folder)];
const PORTS = { shell: 18300, api: 18301, remotes: Object.fromEntries(remotesManifest.remotes.map((r, i) => [r.name, 18302 + i])) };
const PAIR_SHELL_PORT = 18310;
const PAIR_REMOTE_PORTS = Object.fromEntries(remotesManifest.remotes.map((r, i) => [r.name, 18311 + i]));
const DEMO_PASSWORD = 'demo-password-1';
const UNAVAILABLE = 'This part of the site is temporarily unavailable';

function run(command, args, cwd, env = {}) {
  const started = Date.now();
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  return Date.now() - started;
}

/** The files of `commit` (or of the working tree) in `dir`, with node_modules hard-linked from here when the lockfile is the same. */
function checkout(dir, commit) {
  fs.mkdirSync(dir, { recursive: true });
  if (commit) {
    const archive = `${dir}.tar`;
    execFileSync('git', ['archive', '--format=tar', '-o', archive, commit], { cwd: root });
    execFileSync('tar', ['-x', '-f', archive, '-C', dir]);
    fs.rmSync(archive);
  } else {
    // The working tree as it is, uncommitted changes included: what today's build was made from.
    const files = git('ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0').filter((f) => f && fs.existsSync(path.join(root, f)));
    const list = `${dir}.files`;
    const archive = `${dir}.tar`;
    fs.writeFileSync(list, files.join('\0'));
    execFileSync('tar', ['-c', '-f', archive, '--null', '-T', list], { cwd: root });
    execFileSync('tar', ['-x', '-f', archive, '-C', dir]);
    fs.rmSync(list);
    fs.rmSync(archive);
  }
  const sameLock = fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8') === fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8');
  if (sameLock) {
    // Hard links (the work folder is inside the checkout, on its file system): no copy of the
    // packages' data; the builds write only below each app's dist/.
    for (const folder of ['.', ...FRONT_ENDS, 'shared-ui']) {
      const from = path.join(root, folder, 'node_modules');
      if (fs.existsSync(from) && fs.existsSync(path.join(dir, folder))) execFileSync('cp', ['-al', from, path.join(dir, folder, 'node_modules')]);
    }
  } else {
    run('npm', ['ci', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund'], dir);
  }
}

function build(dir, folders) {
  return run('npm', ['run', 'build', ...folders.flatMap((f) => ['--workspace', f])], dir);
}

/** The kit version a build recorded (its routes.json), or the shell's from its server build's shared config. */
function kitOf(distDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, 'routes.json'), 'utf8')).kit;
  } catch {
    return undefined;
  }
}

/** Starts the given shell checkout's server and remote dists on the pair ports; answers { url, logs, stop }. */
async function startPair({ shellDir, remoteDists }) {
  const remoteEnv = Object.fromEntries(remotesManifest.remotes.map((r) => [r.urlVariable, `http://localhost:${PAIR_REMOTE_PORTS[r.name]}`]));
  const servers = [];
  const logs = [];
  let shell;
  async function stop() {
    if (shell && shell.exitCode === null && shell.signalCode === null) {
      const exited = new Promise((r) => shell.once('exit', r));
      shell.kill('SIGTERM');
      const timer = setTimeout(() => shell.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await Promise.all(servers.map((s) => s.close()));
  }
  try {
    for (const remote of remotesManifest.remotes) {
      const app = await createRemoteServer(remoteDists[remote.name]);
      servers.push(app);
      await app.listen({ port: PAIR_REMOTE_PORTS[remote.name], host: '127.0.0.1' });
    }
    shell = startShell(shellDir, remoteEnv, logs);
    const url = `http://localhost:${PAIR_SHELL_PORT}`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (shell.exitCode !== null || shell.signalCode !== null) throw new Error(`The shell's server exited: ${logs.join('\n')}`);
      if (await fetch(`${url}/remotes.json`).then((r) => r.ok, () => false)) break;
      if (Date.now() > deadline) throw new Error(`The shell's server did not answer within 30 s: ${logs.join('\n')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return { url, logs, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The shell's server of a checkout, in its own process: each one's server build is a Module Federation host of its own. */
function startShell(shellDir, remoteEnv, logs) {
  const shell = spawn(process.execPath, [path.join(shellDir, 'shell', 'server', 'serve.mjs')], {
    cwd: path.join(shellDir, 'shell'),
    env: { ...process.env, ...remoteEnv, SHELL_PORT: String(PAIR_SHELL_PORT), HOST: '127.0.0.1', API_URL: `http://127.0.0.1:${PORTS.api}`, SITE_URL: `http://localhost:${PAIR_SHELL_PORT}`, PAGE_CACHE_DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [shell.stdout, shell.stderr]) readline.createInterface({ input: stream }).on('line', (line) => line && logs.push(line));
  return shell;
}

/** A page with what it says in its console collected: errors and uncaught exceptions. */
async function newPage(browser, url) {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  const problems = [];
  const consoleErrors = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A 401 of the session reads is how a signed-out visitor is told: the browser logs it.
    if (/^Failed to load resource/.test(message.text())) return;
    consoleErrors.push(message.text());
  });
  return { context, page, problems, consoleErrors };
}

const headingOf = (page, name) => page.getByRole('heading', { level: 1, ...(name && { name }) }).first();

/** The first featured company, as the API answers it. */
async function featuredCompany() {
  const [company] = await (await fetch(`http://127.0.0.1:${PORTS.api}/api/companies/featured?limit=1`)).json();
  return company;
}

/** Signs the page in as the demo business through the business login form, to its dashboard. */
async function signInToBusiness(page) {
  await page.goto('/business/login');
  const form = page.getByRole('form', { name: 'Business login' });
  await form.getByRole('textbox', { name: 'Work email' }).fill('business@example.com');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/business\/dashboard$/);
  await headingOf(page).waitFor();
}

/** Home, a company page, the business login, /admin as the demo admin. Throws at the first step that fails. */
async function smokeJourney(browser, url) {
  const done = [];
  const { context, page, problems, consoleErrors } = await newPage(browser, url);
  const step = async (name, fn) => {
    try {
      await fn();
    } catch (error) {
      throw new Error(`${name}: ${String(error?.message ?? error).split('\n')[0]}`, { cause: error });
    }
    if (problems.length || consoleErrors.length) throw new Error(`${name}: ${[...problems, ...consoleErrors].join(' | ')}`);
    done.push(name);
  };
  try {
    await step('home', async () => {
      const res = await page.goto('/');
      if (res?.status() !== 200) throw new Error(`answered ${res?.status()}`);
      await headingOf(page).waitFor();
      await page.waitForLoadState('networkidle');
      if (await page.getByText(UNAVAILABLE).count()) throw new Error(UNAVAILABLE);
    });
    await step('company page', async () => {
      const company = await featuredCompany();
      await page.goto(`/companies/${company.id}`);
      await headingOf(page, company.name).waitFor();
      await page.getByRole('heading', { name: /reviews/i }).first().waitFor();
    });
    await step('business login', () => signInToBusiness(page));
    await step('/admin as the demo admin', async () => {
      await page.goto('/sign-in');
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill('admin@example.com');
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
      await form.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('Welcome back!').first().waitFor();
      await page.goto('/admin');
      await headingOf(page, 'Moderation').waitFor();
    });
    return { done, kits: await kitsInUse(page) };
  } finally {
    await context.close();
  }
}

/**
 * Which copies of the kit the page runs: each version in the share scope that was loaded, with who
 * provided it and which builds (the shell, the remotes) took it (`useIn`, the runtime's record).
 */
function kitsInUse(page) {
  return page.evaluate(() => {
    const scope = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    const kits = new Map();
    for (const host of Object.values(scope)) {
      for (const [version, share] of Object.entries(host.default?.['shared-ui'] ?? {})) {
        if (!(share.loaded || share.lib)) continue;
        const key = `${version} from ${share.from}`;
        const kit = kits.get(key) ?? { version, from: share.from, usedBy: [] };
        kit.usedBy = [...new Set([...kit.usedBy, ...(share.useIn ?? [])])];
        kits.set(key, kit);
      }
    }
    return [...kits.values()];
  });
}

const kitLabel = (kit) => `${kit.version} from ${kit.from}${kit.usedBy.length ? ` (used by ${kit.usedBy.join(', ')})` : ''}`;

async function main() {
  const given = process.argv.includes('--release') ? process.argv[process.argv.indexOf('--release') + 1] : undefined;
  const missing = FRONT_ENDS.filter((f) => !fs.existsSync(path.join(root, f, 'dist')));
  if (missing.length) throw new Error(`Build first (npm run build): ${missing.join(', ')} has no dist/`);
  const release = previousRelease(given);
  // Inside the checkout (.data/ is ignored): node_modules are hard-linked from here, which needs one file system.
  fs.mkdirSync(path.join(root, '.data'), { recursive: true });
  const work = fs.mkdtempSync(path.join(root, '.data', 'skew-'));
  const results = [];
  let product;
  let browser;
  try {
    console.log(`Previous release: ${release.commit.slice(0, 12)} (${release.how}); today: ${tryGit('rev-parse', '--short=12', 'HEAD')}${tryGit('status', '--porcelain') ? ' with uncommitted changes' : ''}`);
    const releaseDir = path.join(work, 'release');
    checkout(releaseDir, release.commit);
    console.log(`  built the previous release's shell and remotes in ${(build(releaseDir, FRONT_ENDS) / 1000).toFixed(0)} s`);

    // The fixtures: today's code with a consumer-app built against another shared-ui.
    const fixtureDir = path.join(work, 'today');
    checkout(fixtureDir);
    const fixtures = await buildFixtures(fixtureDir);

    // The pairs' shell is another origin than the product's: the API takes its state changes too.
    const env = { LOG_LEVEL: 'warn', STATS_CACHE_MS: '0', ALLOWED_ORIGINS: `http://localhost:${PAIR_SHELL_PORT}`, ...(await ownDatabase()) };
    product = await startProduct({ ports: PORTS, env, demo: true, apiStdio: 'ignore' });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const today = Object.fromEntries(remotesManifest.remotes.map((r) => [r.name, path.join(r.dir, 'dist')]));
    const released = Object.fromEntries(remotesManifest.remotes.map((r) => [r.name, path.join(releaseDir, r.folder, 'dist')]));
    const kits = { today: kitOf(today.consumer_app), release: kitOf(released.consumer_app) };

    const pairs = [
      { name: "the previous release's shell, today's remotes", shellDir: releaseDir, remoteDists: today },
      { name: "today's shell, the previous release's remotes", shellDir: root, remoteDists: released },
      { name: "today's shell, a consumer-app built against a kit with one more export", shellDir: root, remoteDists: { ...today, consumer_app: fixtures.additive }, check: checkAdditive },
      { name: "a shell built against a kit with one more export, today's remotes", shellDir: fixtures.shellDir, remoteDists: today, check: checkShellAhead },
      { name: "today's shell, a consumer-app built against the contract's next major version", shellDir: root, remoteDists: { ...today, consumer_app: fixtures.breaking }, check: checkBreak },
    ];
    for (const pair of pairs) {
      const started = Date.now();
      let served;
      try {
        served = await startPair(pair);
        const detail = await (pair.check ?? smokeOf)(browser, served, kits);
        results.push({ pair: pair.name, ok: true, detail });
      } catch (error) {
        const log = served?.logs.length ? `\n      shell server's log: ${served.logs.slice(-5).join('\n      ')}` : '';
        results.push({ pair: pair.name, ok: false, detail: `${error?.message ?? error}${log}` });
      } finally {
        await served?.stop();
      }
      const last = results.at(-1);
      console.log(`${last.ok ? 'ok  ' : 'FAIL'} ${last.pair} (${((Date.now() - started) / 1000).toFixed(0)} s)\n      ${last.detail}`);
    }
  } finally {
    await browser?.close();
    await product?.stop();
    fs.rmSync(work, { recursive: true, force: true });
    await dropOwnDatabase();
  }
  const failed = results.filter((r) => !r.ok);
  console.log(failed.length ? `\n${failed.length} of ${results.length} skew pairs failed.` : `\nAll ${results.length} skew pairs passed.`);
  if (failed.length) process.exitCode = 1;
}

/**
 * What the shell's server logged that says a page was not served as built: server rendering off
 * (no server build), a server render that failed or was skipped (the remote's Node build, a route
 * it does not know), a remote refused (the contract, a page-wide singleton), or a
 * routes manifest it could not read (its pages then load the remote at start, and no page of it is
 * server-rendered, which the journey in the browser alone would not notice).
 */
const SERVER_PROBLEM = /Server rendering (of|is off)|is not started|The routes manifest of/;

function serverProblemsOf(served, pattern = SERVER_PROBLEM) {
  const problems = served.logs.filter((l) => pattern.test(l));
  if (problems.length) throw new Error(`the shell server logged: ${problems.join(' | ')}`);
}

/** The markup the shell's server rendered into the page's root (its first view), '' for a page it left to the browser. */
function serverRenderedRoot(html) {
  return /<div id="root">([\s\S]*)<\/div><script[^>]*\bid="first-view-state"/.exec(html)?.[1] ?? '';
}

/** The text of an element's markup, its tags dropped and React's escapes read. */
function textOf(markup) {
  const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  return markup
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (m, hex, dec, name) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (named[name] ?? m)));
}

/**
 * The Node builds in the pair: the home page and a company page as the shell's server sends them,
 * with no JavaScript, hold the page itself (its heading, the company's name) inside the root the
 * server rendered. The browser's journey cannot tell this apart from a page the browser rendered
 * after the server silently skipped it.
 */
async function checkServerRendered(served) {
  const pageOf = async (pathname) => {
    const res = await fetch(`${served.url}${pathname}`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    if (res.status !== 200) throw new Error(`the shell's server answered ${res.status} for ${pathname}`);
    const root = serverRenderedRoot(html);
    if (!root) throw new Error(`the shell's server did not render ${pathname}: its root is empty (the browser would render it)`);
    if (root.includes(UNAVAILABLE)) throw new Error(`the shell's server rendered ${pathname} as "${UNAVAILABLE}"`);
    return [...root.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]).trim()).filter(Boolean);
  };
  const home = await pageOf('/');
  if (!home.length) throw new Error("the server's render of the home page has no heading");
  const company = await featuredCompany();
  const headings = await pageOf(`/companies/${company.id}`);
  if (!headings.some((h) => h.includes(company.name))) throw new Error(`the server's render of /companies/${company.id} has no heading with "${company.name}" (its headings: ${headings.join(' | ') || 'none'})`);
  return `server-rendered home ("${home[0]}") and company page ("${company.name}")`;
}

/** A pair of skewed builds: the server's render of its pages, the journey, with no error in the console nor in the shell server's log. */
async function smokeOf(browser, served, kits) {
  const rendered = await checkServerRendered(served);
  const { done, kits: used } = await smokeJourney(browser, served.url);
  serverProblemsOf(served);
  const same = kits.today === kits.release;
  return `${rendered}; ${done.join(', ')}; kits: ${same ? `the same (${kits.today}), shared` : `previous release ${kits.release}, today ${kits.today}; copies run: ${used.map(kitLabel).join('; ')}`}`;
}

/** The additive fixture: the new export ran at the top of the home page module, in the browser and in the server's render. */
async function checkAdditive(browser, served) {
  const html = await (await fetch(`${served.url}/`)).text();
  if (!serverRenderedRoot(html).includes('data-kit-fixture="rendered"')) throw new Error("the server's render of the home page does not show the new kit export's value");
  const rendered = await checkServerRendered(served);
  const { done } = await smokeJourney(browser, served.url);
  const { page, context, consoleErrors } = await newPage(browser, served.url);
  let kits;
  try {
    await page.goto('/');
    await page.locator('[data-kit-fixture="rendered"]').first().waitFor();
    // The server's HTML shows the rendered value at once; the mark is set once the browser has run the page's module.
    await page.waitForFunction(() => globalThis.kitFixture !== undefined, null, { timeout: 10_000 }).catch(() => undefined);
    const mark = await page.evaluate(() => globalThis.kitFixture);
    if (mark !== 'ran') throw new Error(`the new kit export did not run in the browser (the mark it sets is ${mark === undefined ? 'unset' : mark}; kit copies run: ${(await kitsInUse(page)).map(kitLabel).join('; ')})`);
    if (consoleErrors.length) throw new Error(consoleErrors.join(' | '));
    kits = await kitsInUse(page);
  } finally {
    await context.close();
  }
  serverProblemsOf(served);
  return `the new export ran on the server (rendered mark in the HTML) and in the browser (mark "ran"); ${rendered}; ${done.join(', ')}; kit copies run on its home page: ${kits.map(kitLabel).join('; ')}`;
}

/**
 * A shell a kit ahead: today's remotes run, each on the kit it was built with, not the shell's.
 * Precisely: the shell's copy is not today's (the fixture is ahead), no remote took the shell's
 * copy, every copy a remote provided is today's, and every remote that ran on the page took one.
 */
async function checkShellAhead(browser, served, kits) {
  const rendered = await checkServerRendered(served);
  const { done, kits: used } = await smokeJourney(browser, served.url);
  serverProblemsOf(served);
  const names = remotesManifest.remotes.map((r) => r.name);
  const shells = used.filter((k) => k.from === 'shell');
  const remotes = used.filter((k) => k.from !== 'shell');
  const all = used.map(kitLabel).join('; ');
  if (shells.length !== 1 || shells[0].version === kits.today) throw new Error(`the shell did not run its own kit, one ahead of today's ${kits.today} (${all})`);
  const onShells = shells[0].usedBy.filter((n) => names.includes(n));
  if (onShells.length) throw new Error(`${onShells.join(', ')} ran the shell's kit, not the one it was built with (${all})`);
  const stranger = remotes.find((k) => k.version !== kits.today || !names.includes(k.from));
  if (stranger) throw new Error(`a copy of the kit none of today's remotes was built with ran: ${kitLabel(stranger)} (${all})`);
  // The journey ends on /admin: admin_app ran there at least.
  const ran = [...new Set(used.flatMap((k) => k.usedBy))].filter((n) => names.includes(n));
  if (!ran.includes('admin_app')) throw new Error(`admin_app ran on /admin but took no copy of the kit the runtime knows of (${all})`);
  const without = ran.filter((n) => !remotes.some((k) => k.usedBy.includes(n)));
  if (without.length) throw new Error(`${without.join(', ')} took no copy of its own kit (${all})`);
  return `${rendered}; ${done.join(', ')}; kit copies run: ${all}`;
}

/** The break fixture: consumer-app refused before it runs, its pages unavailable, the reason in the console and the server's log; the other remotes fine. */
async function checkBreak(browser, served) {
  // The server never loads the refused remote's Node build: its pages come unrendered, for the
  // browser to show as unavailable.
  if (serverRenderedRoot(await (await fetch(`${served.url}/`)).text())) throw new Error("the shell's server rendered the refused remote's home page");
  const { page, context, consoleErrors, problems } = await newPage(browser, served.url);
  try {
    await page.goto('/');
    await page.getByText(UNAVAILABLE).waitFor();
    const refusal = consoleErrors.find((m) => m.startsWith('The remote consumer_app was built against the shell contract 2.0.0'));
    if (!refusal) throw new Error(`no refusal in the console (it said: ${consoleErrors.join(' | ') || 'nothing'})`);
    if (problems.length) throw new Error(problems.join(' | '));
    const logged = served.logs.find((l) => l.startsWith('The remote consumer_app was built against the shell contract 2.0.0'));
    if (!logged) throw new Error(`no refusal in the shell server's log (it said: ${served.logs.join(' | ') || 'nothing'})`);
    // The smoke journey's other steps: the refused remote's company page is unavailable too, and
    // the other remotes are not affected (the business login, /admin for the demo admin, signed
    // in through the API since the sign-in page is the refused remote's).
    const company = await featuredCompany();
    await page.goto(`/companies/${company.id}`);
    await page.getByText(UNAVAILABLE).waitFor();
    await signInToBusiness(page);
    const signIn = await page.request.post('/api/auth/login', { data: { email: 'admin@example.com', password: DEMO_PASSWORD }, headers: { Origin: served.url } });
    if (!signIn.ok()) throw new Error(`the demo admin's sign-in answered ${signIn.status()}`);
    await page.goto('/admin');
    await headingOf(page, 'Moderation').waitFor();
    if (problems.length) throw new Error(problems.join(' | '));
    // The refusal only: no other remote's render failed, and every routes manifest was read.
    serverProblemsOf({ logs: served.logs.filter((l) => l !== logged) });
    return `home and a company page show "${UNAVAILABLE}"; the business login and /admin still work; console and server log: ${logged}`;
  } finally {
    await context.close();
  }
}

const FIXTURE_EXPORT = `// A kit export newer than the shell's (skew-test.mjs fixture).
export const KIT_FIXTURE_MARK = 'rendered';
export function markKitFixture(): string {
  if (typeof window !== 'undefined') (window as unknown as { kitFixture?: string }).kitFixture = 'ran';
  return KIT_FIXTURE_MARK;
}
`;

/** Builds today's consumer-app twice against a changed shared-ui: with one more kit export used by its home page, then with the contract's next major version. */
async function buildFixtures(dir) {
  const kitIndex = path.join(dir, 'shared-ui', 'src', 'index.ts');
  fs.writeFileSync(path.join(dir, 'shared-ui', 'src', 'kit-fixture.ts'), FIXTURE_EXPORT);
  fs.appendFileSync(kitIndex, "export * from './kit-fixture';\n");
  const home = path.join(dir, 'consumer-app', 'src', 'pages', 'home-page.tsx');
  const source = fs.readFileSync(home, 'utf8');
  const marked = source.replace(/^(import [^;]+;\n)(?!import)/m, "$1import { markKitFixture } from 'shared-ui';\nconst kitFixtureMark = markKitFixture();\n");
  // The value the new export returns, rendered by the page: in the server's HTML as in the browser's.
  const rendered = marked.replace(/return \(\n(\s*)<([A-Z][A-Za-z.]*)/, (m, space, tag) => `return (\n${space}<${tag} data-kit-fixture={kitFixtureMark}`);
  if (rendered === marked || marked === source) throw new Error(`${home}: the fixture could not be placed (its imports or its returned element changed shape)`);
  fs.writeFileSync(home, rendered);
  const additive = path.join(dir, 'fixture-additive');
  console.log(`  built consumer-app against a kit with one more export in ${(build(dir, ['consumer-app']) / 1000).toFixed(0)} s`);
  fs.renameSync(path.join(dir, 'consumer-app', 'dist'), additive);
  // A shell a kit ahead of the remotes: built here, with the kit that has the new export.
  console.log(`  built the shell against that kit in ${(build(dir, ['shell']) / 1000).toFixed(0)} s`);

  const compat = path.join(dir, 'shared-ui', 'contract-compat.cjs');
  const current = fs.readFileSync(compat, 'utf8');
  const next = current.replace(/const CONTRACT_VERSION = '(\d+)\.\d+\.\d+';/, (m, major) => `const CONTRACT_VERSION = '${Number(major) + 1}.0.0';`);
  fs.writeFileSync(compat, next);
  const breaking = path.join(dir, 'fixture-break');
  console.log(`  built consumer-app against the contract's next major version in ${(build(dir, ['consumer-app']) / 1000).toFixed(0)} s`);
  fs.renameSync(path.join(dir, 'consumer-app', 'dist'), breaking);
  // Left at the next major version on purpose: the shell built here (with the current one) runs
  // from here, and its server must check remotes against the version its build stamped
  // (dist/server/shell-build.json), not this file. Were it to read this file, it would refuse
  // today's remotes in the pair "a shell built against a kit with one more export".
  return { additive, breaking, shellDir: dir };
}

let dropDatabase = async () => undefined;
async function dropOwnDatabase() {
  await dropDatabase();
}

/** A database of this run's own: a fresh one on DATABASE_URL's server, else an embedded PostgreSQL in a temporary folder. */
async function ownDatabase() {
  if (!process.env.DATABASE_URL) {
    // In the temporary folder, as the end-to-end tests do: a data folder inside a private checkout
    // would leave a cluster under /var/lib/review-platform behind on every run.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-skew-data-'));
    dropDatabase = async () => fs.rmSync(dataDir, { recursive: true, force: true });
    return { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };
  }
  const { default: pg } = await import('pg');
  const name = `rp_skew_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await client.end();
  };
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`Skew test: ${error?.message ?? error}`);
    process.exitCode = 1;
  });
}
