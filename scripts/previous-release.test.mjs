// The order in which previous-release.mjs finds the previous release, in scratch repositories.
// Run by `npm test`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { previousRelease } from './previous-release.mjs';

/** A scratch repository; `at` makes each commit and tag one day later than the last. */
function scratch(t) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-previous-release-'));
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  let day = 0;
  const git = (...args) => {
    const date = `${1_700_000_000 + 86_400 * day++} +0000`;
    const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_CONFIG_NOSYSTEM: '1', HOME: root };
    for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE']) delete env[name];
    return execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'tag.gpgSign=false', '-c', 'commit.gpgSign=false', ...args], {
      cwd: root,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  };
  git('init', '-q', '-b', 'main');
  const commit = (message) => {
    git('commit', '-q', '--allow-empty', '-m', message);
    return git('rev-parse', 'HEAD');
  };
  return { root, git, commit };
}

test('the tag release wins over a newer tag and over .release', (t) => {
  const { root, git, commit } = scratch(t);
  const released = commit('released');
  git('tag', 'release');
  commit('after');
  git('tag', '-a', '-m', 'newer', 'v9');
  fs.writeFileSync(path.join(root, '.release'), `${commit('head')}\n`);
  assert.deepEqual(previousRelease(undefined, root), { commit: released, how: 'the tag release' });
});

test('else the merge base with the newest tag, even one on a branch HEAD does not contain', (t) => {
  const { root, git, commit } = scratch(t);
  // main: forked - older (tag v1) - head; the branch 1.x leaves main at `forked`, and its newer
  // tag v2 is the newest tag. The nearest tag HEAD reaches (v1, what `git describe` finds) is not it.
  const forked = commit('forked');
  git('checkout', '-q', '-b', '1.x');
  commit('fix on 1.x');
  git('checkout', '-q', 'main');
  const older = commit('older');
  git('tag', '-a', '-m', 'v1', 'v1');
  commit('head');
  git('checkout', '-q', '1.x');
  commit('another fix on 1.x');
  git('tag', '-a', '-m', 'v2', 'v2');
  git('checkout', '-q', 'main');
  fs.writeFileSync(path.join(root, '.release'), `${older}\n`);
  assert.deepEqual(previousRelease(undefined, root), { commit: forked, how: 'the merge base with the newest tag, v2' });
  // A lightweight tag dates from its commit: a newer one on main is then the newest.
  const newest = commit('newest on main');
  git('tag', 'v3');
  commit('head again');
  assert.deepEqual(previousRelease(undefined, root), { commit: newest, how: 'the merge base with the newest tag, v3' });
});

test('a branch named release is not the release: the newest tag, else .release, is', (t) => {
  const { root, git, commit } = scratch(t);
  const first = commit('first');
  git('branch', 'release');
  const second = commit('second');
  fs.writeFileSync(path.join(root, '.release'), `${second}\n`);
  assert.deepEqual(previousRelease(undefined, root), { commit: second, how: 'the commit in .release' });
  git('tag', 'v1', first);
  commit('head');
  assert.deepEqual(previousRelease(undefined, root), { commit: first, how: 'the merge base with the newest tag, v1' });
});

test('else the commit .release names', (t) => {
  const { root, commit } = scratch(t);
  const recorded = commit('recorded');
  commit('head');
  fs.writeFileSync(path.join(root, '.release'), `${recorded}\n`);
  assert.deepEqual(previousRelease(undefined, root), { commit: recorded, how: 'the commit in .release' });
});

test('else one sentence saying what to do', (t) => {
  const { root, commit } = scratch(t);
  commit('head');
  assert.throws(() => previousRelease(undefined, root), { message: 'There is no previous release to test against: tag it (git tag release <commit>) or name its commit in .release' });
  fs.writeFileSync(path.join(root, '.release'), `${'0'.repeat(40)}\n`);
  assert.throws(() => previousRelease(undefined, root), {
    message: `.release names ${'0'.repeat(40)}, which this clone does not have (a shallow clone?): fetch the history (git fetch --unshallow --tags) and run again`,
  });
});

test('--release names any commit', (t) => {
  const { root, commit } = scratch(t);
  const chosen = commit('chosen');
  commit('head');
  assert.deepEqual(previousRelease(chosen.slice(0, 12), root), { commit: chosen, how: `--release ${chosen.slice(0, 12)}` });
});

test('a newest tag HEAD is behind (an older checkout) gives HEAD itself as the merge base: not taken, .release is', (t) => {
  const { root, git, commit } = scratch(t);
  const recorded = commit('recorded');
  const head = commit('head');
  commit('later');
  git('tag', 'v1');
  git('checkout', '-q', head);
  fs.writeFileSync(path.join(root, '.release'), `${recorded}\n`);
  assert.deepEqual(previousRelease(undefined, root), { commit: recorded, how: 'the commit in .release' });
});
