// The previous release, which the skew test (skew-test.mjs) builds and npm test's set-up
// (test-setup.mjs) looks for at the start, found in this order:
//   1. the commit the tag `release` names (refs/tags/release: a branch called release is not it);
//   2. else the merge base of HEAD with the newest tag in the repository (by tagger date, or the
//      commit's date for a lightweight tag), wherever that tag is: on a release branch HEAD does
//      not contain, the merge base is where that branch left HEAD's history;
//   3. else the commit the file .release names (for a clone without tags).
// Only git and the file system: cheap to ask before anything is built.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const checkout = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const gitIn = (root, args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const tryGitIn = (root, args) => {
  try {
    return gitIn(root, args);
  } catch {
    return undefined;
  }
};

/** git in this checkout: its output, trimmed; throws when git fails. */
export const git = (...args) => gitIn(checkout, args);
/** git in this checkout: its output, trimmed, or undefined when git fails. */
export const tryGit = (...args) => tryGitIn(checkout, args);

/**
 * The previous release's commit, and how it was found; throws a sentence saying what to do when
 * there is none. `given`: a commit to use instead (skew-test's --release). `root`: the repository
 * to look in (this checkout by default; tests pass a scratch repository).
 */
export function previousRelease(given, root = checkout) {
  if (given) return { commit: gitIn(root, ['rev-parse', '--verify', `${given}^{commit}`]), how: `--release ${given}` };
  const tagged = tryGitIn(root, ['rev-parse', '--verify', '-q', 'refs/tags/release^{commit}']);
  if (tagged) return { commit: tagged, how: 'the tag release' };
  const newestTag = tryGitIn(root, ['for-each-ref', '--sort=-creatordate', '--count=1', '--format=%(refname:strip=2)', 'refs/tags']);
  const base = newestTag && tryGitIn(root, ['merge-base', 'HEAD', `refs/tags/${newestTag}^{commit}`]);
  // HEAD itself (a checkout older than the tag) is no previous release: testing it against itself proves nothing.
  if (base && base !== tryGitIn(root, ['rev-parse', 'HEAD'])) return { commit: base, how: `the merge base with the newest tag, ${newestTag}` };
  const file = path.join(root, '.release');
  const recorded = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  const commit = recorded && tryGitIn(root, ['rev-parse', '--verify', '-q', `${recorded}^{commit}`]);
  if (commit) return { commit, how: 'the commit in .release' };
  throw new Error(
    recorded
      ? `.release names ${recorded}, which this clone does not have (a shallow clone?): fetch the history (git fetch --unshallow --tags) and run again`
      : 'There is no previous release to test against: tag it (git tag release <commit>) or name its commit in .release',
  );
}
