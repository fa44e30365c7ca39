// The first step of `npm test`: what the tests need beyond npm, from Debian's packages. The browser
// tests drive Debian's Chromium (Playwright cannot download its own browser here); the scale test
// runs nginx in front of two API instances and a Redis of its own (or REDIS_URL's); a browser
// journey's shop calls the Business API with curl. Missing
// packages are installed when this runs as root with apt-get; otherwise the run stops here, at its
// start, with the one command to run, never with a stack trace at the end of a long run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** Each prerequisite: whether it is here, and the Debian package that brings it. */
export function missingPackages(env = process.env, exists = fs.existsSync, found = onPath) {
  const needs = [
    { what: 'Chromium (browser tests)', here: () => (env.CHROMIUM_PATH ? exists(env.CHROMIUM_PATH) : exists('/usr/bin/chromium') || found('chromium')), pkg: 'chromium' },
    { what: 'nginx (scale test)', here: () => exists('/usr/sbin/nginx') || found('nginx'), pkg: 'nginx' },
    { what: 'Redis (scale test)', here: () => Boolean(env.REDIS_URL) || found('redis-server'), pkg: 'redis-server' },
    { what: 'git (skew test: it builds the previous release)', here: () => found('git'), pkg: 'git' },
    { what: "curl (the Business API journey's shop script)", here: () => found('curl'), pkg: 'curl' },
  ];
  return needs.filter((need) => !need.here());
}

/** The skew test's previous release, found now: a clone without it stops the run here, not at its end. */
async function checkPreviousRelease() {
  const { previousRelease } = await import('./previous-release.mjs');
  try {
    previousRelease();
  } catch (error) {
    console.error(`npm test stopped before starting: the skew test needs the previous release. ${error.message}.`);
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
  if (isRoot && onPath('apt-get')) {
    console.log(`npm test: installing ${packages.join(', ')} from Debian's packages (${missing.map((m) => m.what).join('; ')})`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
    if (install && install.status === 0 && missingPackages().length === 0) return;
    console.error(`npm test stopped: installing ${packages.join(', ')} with apt-get failed (see above); install them, then run npm test again.`);
    process.exit(1);
  }
  console.error(
    `npm test stopped before starting: it needs ${missing.map((m) => m.what).join(', ')}. ` +
      `Run \`sudo apt-get install -y ${packages.join(' ')}\` (or set CHROMIUM_PATH / REDIS_URL), then npm test again.`,
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
