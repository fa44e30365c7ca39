// The first step of `npm test`: what the tests need beyond npm, from Debian's packages. The browser
// tests and the skew test drive Debian's Chromium (Playwright cannot download its own browser
// here), at CHROMIUM_PATH or else /usr/bin/chromium, as they launch it; the scale test runs nginx in
// front of two API instances and a Redis of its own (or REDIS_URL's); a browser journey's shop
// calls the Business API with curl; the skew test builds the previous release with git. Missing
// packages are installed when this runs as root with apt-get; otherwise the run stops here, at its
// start, with one sentence naming the command to run, never with a stack trace at the end of a
// long run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** Where the browser tests (e2e/playwright.config.ts) and the skew test launch Chromium. */
export const chromiumPath = (env = process.env) => env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Each prerequisite: whether it is here, and the Debian package that brings it. */
export function missingPackages(env = process.env, exists = fs.existsSync, found = onPath) {
  const needs = [
    { what: `Chromium at ${chromiumPath(env)} (browser tests)`, here: () => exists(chromiumPath(env)), pkg: 'chromium' },
    { what: 'nginx (scale test)', here: () => exists('/usr/sbin/nginx') || found('nginx'), pkg: 'nginx' },
    { what: 'Redis (scale test)', here: () => Boolean(env.REDIS_URL) || found('redis-server'), pkg: 'redis-server' },
    { what: 'git (skew test)', here: () => found('git'), pkg: 'git' },
    { what: "curl (the Business API journey's shop script)", here: () => found('curl'), pkg: 'curl' },
  ];
  return needs.filter((need) => !need.here());
}

/**
 * The one sentence that stops the run when prerequisites are missing and this process cannot
 * install them: the command to run where there is apt-get (with sudo when not root), and where
 * there is none, that this is not a Debian system.
 */
export function stopSentence(missing, { isRoot, hasAptGet, env = process.env }) {
  const packages = missing.map((m) => m.pkg).join(' ');
  const install = hasAptGet
    ? `run \`${isRoot ? '' : 'sudo '}apt-get install -y ${packages}\``
    : `this is not a Debian system (there is no apt-get), so install ${packages} with its package manager`;
  const own = [];
  if (missing.some((m) => m.pkg === 'chromium')) {
    own.push(env.CHROMIUM_PATH === undefined ? 'CHROMIUM_PATH may name your own Chromium' : 'or point CHROMIUM_PATH at a Chromium that exists, or unset it for /usr/bin/chromium');
  }
  if (missing.some((m) => m.pkg === 'redis-server')) own.push('REDIS_URL may name your own Redis');
  const also = own.length ? ` (${own.join('; ')})` : '';
  return `npm test stopped before starting: it needs ${missing.map((m) => m.what).join(', ')}; ${install}${also}, then run npm test again.`;
}

/** The skew test's previous release, found now: a clone without it stops the run here, not at its end. */
async function checkPreviousRelease() {
  const { previousRelease } = await import('./previous-release.mjs');
  try {
    previousRelease();
  } catch (error) {
    const what = error.message.charAt(0).toLowerCase() + error.message.slice(1);
    console.error(`npm test stopped before starting: the skew test needs the previous release, and ${what}.`);
    process.exit(1);
  }
}

async function main() {
  installMissing();
  await checkPreviousRelease();
}

function installMissing() {
  const missing = missingPackages();
  if (missing.length === 0) return;
  const packages = missing.map((m) => m.pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasAptGet = onPath('apt-get');
  if (isRoot && hasAptGet) {
    console.log(`npm test: installing ${packages.join(', ')} from Debian's packages (${missing.map((m) => m.what).join('; ')})`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
    if (install && install.status === 0) {
      const still = missingPackages();
      if (still.length === 0) return;
      // Installed, and still missing: CHROMIUM_PATH names a file that is not there.
      console.error(stopSentence(still, { isRoot, hasAptGet }));
      process.exit(1);
    }
    console.error(`npm test stopped before starting: \`apt-get install -y ${packages.join(' ')}\` failed (see its output above), so fix that and run it again, then npm test.`);
    process.exit(1);
  }
  console.error(stopSentence(missing, { isRoot, hasAptGet }));
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
