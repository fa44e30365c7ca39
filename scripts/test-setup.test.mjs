// What `npm test` checks before it starts (test-setup.mjs). Run by `npm test`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { missingPackages } from './test-setup.mjs';

const none = () => false;

test('names the Debian package of each missing prerequisite', () => {
  assert.deepEqual(missingPackages({}, none, none).map((m) => m.pkg), ['chromium', 'nginx', 'redis-server', 'git', 'curl']);
  const machine = (file) => ['/usr/bin/chromium', '/usr/sbin/nginx'].includes(file);
  assert.deepEqual(missingPackages({}, machine, (command) => ['redis-server', 'git', 'curl'].includes(command)), []);
});

test('CHROMIUM_PATH names the browser and REDIS_URL stands in for a redis-server', () => {
  const git = (command) => command === 'git' || command === 'curl';
  assert.deepEqual(missingPackages({ CHROMIUM_PATH: '/opt/chromium' }, (file) => file === '/opt/chromium', git).map((m) => m.pkg), ['nginx', 'redis-server']);
  assert.deepEqual(missingPackages({ CHROMIUM_PATH: '/opt/missing' }, (file) => file === '/usr/bin/chromium', git).map((m) => m.pkg), ['chromium', 'nginx', 'redis-server']);
  assert.deepEqual(missingPackages({ REDIS_URL: 'redis://cache:6379' }, none, git).map((m) => m.pkg), ['chromium', 'nginx']);
});

test("the skew test's previous release is found in this clone: the tag release, or the commit .release names", async () => {
  const { previousRelease } = await import('./previous-release.mjs');
  const { commit, how } = previousRelease();
  assert.match(commit, /^[0-9a-f]{40}$/);
  assert.match(how, /^(the tag release|the merge base with the tag .+|the commit in \.release)$/);
});

test('without root, a missing prerequisite stops the run at once with the command to run', { skip: process.getuid?.() !== 0 && 'needs root to run as another user' }, () => {
  // A copy another user can read: the checkout may sit in a folder only root can enter (/root).
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-test-setup-'));
  try {
    fs.chmodSync(folder, 0o755);
    const script = path.join(folder, 'test-setup.mjs');
    fs.copyFileSync(fileURLToPath(new URL('./test-setup.mjs', import.meta.url)), script);
    fs.chmodSync(script, 0o644);
    const run = spawnSync('su', ['nobody', '-s', '/bin/sh', '-c', `CHROMIUM_PATH=/nonexistent node ${script}`], { encoding: 'utf8' });
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stderr, /^npm test stopped before starting: it needs Chromium \(browser tests\)\. Run `sudo apt-get install -y chromium/);
    assert.equal(run.stderr.trim().split('\n').length, 1, 'one sentence, no stack trace');
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
