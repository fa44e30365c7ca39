// What `npm test` checks before it starts (test-setup.mjs). Run by `npm test`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { missingPackages, stopSentence } from './test-setup.mjs';

const none = () => false;
const everything = (command) => ['nginx', 'redis-server', 'git', 'curl', 'chromium'].includes(command);

/** One line, one sentence: a single full stop, at its end, and no stack trace. */
function assertOneSentence(text) {
  const line = text.trim();
  assert.equal(line.split('\n').length, 1, `one line: ${text}`);
  assert.match(line, /\.$/, line);
  assert.doesNotMatch(line.slice(0, -1), /[.!?]\s/, `one sentence: ${line}`);
  assert.doesNotMatch(line, /\bat .+:\d+:\d+/, 'no stack trace');
}

test('names the Debian package of each missing prerequisite', () => {
  assert.deepEqual(missingPackages({}, none, none).map((m) => m.pkg), ['chromium', 'nginx', 'redis-server', 'git', 'curl']);
  const machine = (file) => ['/usr/bin/chromium', '/usr/sbin/nginx'].includes(file);
  assert.deepEqual(missingPackages({}, machine, (command) => ['redis-server', 'git', 'curl'].includes(command)), []);
});

test('Chromium is where the browser and skew tests launch it: CHROMIUM_PATH, else /usr/bin/chromium, never one found on PATH', () => {
  assert.deepEqual(missingPackages({}, none, everything).map((m) => m.pkg), ['chromium']);
  assert.equal(missingPackages({}, none, everything)[0].what, 'Chromium at /usr/bin/chromium (browser tests)');
  assert.deepEqual(missingPackages({ CHROMIUM_PATH: '/opt/chromium' }, (file) => file === '/opt/chromium', everything), []);
  // CHROMIUM_PATH set: /usr/bin/chromium does not count, as the tests would not launch it.
  const missing = missingPackages({ CHROMIUM_PATH: '/opt/missing' }, (file) => file === '/usr/bin/chromium', everything);
  assert.deepEqual(missing.map((m) => m.what), ['Chromium at /opt/missing (browser tests)']);
});

test('REDIS_URL stands in for a redis-server', () => {
  const found = (command) => command === 'git' || command === 'curl';
  assert.deepEqual(missingPackages({ REDIS_URL: 'redis://cache:6379' }, none, found).map((m) => m.pkg), ['chromium', 'nginx']);
});

test('the stop is one sentence naming the command to run: sudo apt-get without root, no apt-get named without apt-get', () => {
  const missing = missingPackages({}, none, none);
  const user = stopSentence(missing, { isRoot: false, hasAptGet: true, env: {} });
  assert.match(user, /^npm test stopped before starting: it needs Chromium at \/usr\/bin\/chromium \(browser tests\), nginx \(scale test\), .*; run `sudo apt-get install -y chromium nginx redis-server git curl` \(/);
  assertOneSentence(user);
  const root = stopSentence(missing.slice(1, 2), { isRoot: true, hasAptGet: true, env: {} });
  assert.equal(root, 'npm test stopped before starting: it needs nginx (scale test); run `apt-get install -y nginx`, then run npm test again.');
  for (const isRoot of [false, true]) {
    const elsewhere = stopSentence(missing, { isRoot, hasAptGet: false, env: {} });
    assert.match(elsewhere, /this is not a Debian system \(there is no apt-get\), so install chromium nginx redis-server git curl with its package manager/);
    assert.doesNotMatch(elsewhere, /apt-get install|sudo/);
    assertOneSentence(elsewhere);
  }
  const named = stopSentence(missingPackages({ CHROMIUM_PATH: '/opt/missing' }, none, everything), { isRoot: false, hasAptGet: true, env: { CHROMIUM_PATH: '/opt/missing' } });
  assert.match(named, /point CHROMIUM_PATH at a Chromium that exists, or unset it for \/usr\/bin\/chromium/);
  assertOneSentence(named);
});

test("the skew test's previous release is found in this clone: the tag release, the merge base with the newest tag, or the commit .release names", async () => {
  const { previousRelease } = await import('./previous-release.mjs');
  const { commit, how } = previousRelease();
  assert.match(commit, /^[0-9a-f]{40}$/);
  assert.match(how, /^(the tag release|the merge base with the newest tag, .+|the commit in \.release)$/);
});

/** A copy of test-setup.mjs (and what it imports) that any user can read: the checkout may sit in a folder only root can enter (/root). */
function readableCopy(t) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-test-setup-'));
  t.after(() => fs.rmSync(folder, { recursive: true, force: true }));
  fs.chmodSync(folder, 0o755);
  for (const file of ['test-setup.mjs', 'previous-release.mjs']) {
    fs.copyFileSync(fileURLToPath(new URL(`./${file}`, import.meta.url)), path.join(folder, file));
    fs.chmodSync(path.join(folder, file), 0o644);
  }
  return folder;
}

test('without apt-get, a missing prerequisite stops the run at once with one sentence that says so', (t) => {
  const folder = readableCopy(t);
  // A PATH with node and sh only: no apt-get, git, curl or redis-server.
  const bin = path.join(folder, 'bin');
  fs.mkdirSync(bin);
  fs.symlinkSync(process.execPath, path.join(bin, 'node'));
  fs.symlinkSync(spawnSync('sh', ['-c', 'command -v sh'], { encoding: 'utf8' }).stdout.trim(), path.join(bin, 'sh'));
  const env = { PATH: bin, CHROMIUM_PATH: '/nonexistent', HOME: folder };
  const run = spawnSync(process.execPath, [path.join(folder, 'test-setup.mjs')], { encoding: 'utf8', env });
  assert.equal(run.status, 1, run.stderr);
  assert.equal(run.stdout, '', 'installs nothing');
  assert.match(run.stderr, /^npm test stopped before starting: it needs Chromium at \/nonexistent \(browser tests\), .*this is not a Debian system \(there is no apt-get\), so install chromium .*git curl with its package manager/);
  assertOneSentence(run.stderr);
});

test('without root, a missing prerequisite stops the run at once with the command to run', { skip: process.getuid?.() !== 0 && 'needs root to run as another user' }, (t) => {
  const folder = readableCopy(t);
  const script = path.join(folder, 'test-setup.mjs');
  const run = spawnSync('su', ['nobody', '-s', '/bin/sh', '-c', `CHROMIUM_PATH=/nonexistent node ${script}`], { encoding: 'utf8' });
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stderr, /^npm test stopped before starting: it needs Chromium at \/nonexistent \(browser tests\).*; run `sudo apt-get install -y chromium/);
  assertOneSentence(run.stderr);
});
