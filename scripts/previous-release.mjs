// The previous release, which the skew test (skew-test.mjs) builds and npm test's set-up
// (test-setup.mjs) looks for at the start: the commit the tag `release` names, else the merge base
// of HEAD and the newest tag it reaches, else the commit the file .release names (for a clone
// without tags). Only git and the file system: cheap to ask before anything is built.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
export const tryGit = (...args) => {
  try {
    return git(...args);
  } catch {
    return undefined;
  }
};

/** The previous release's commit, and how it was found; throws a sentence saying what to do when there is none. */
export function previousRelease(given) {
  if (given) return { commit: git('rev-parse', '--verify', `${given}^{commit}`), how: `--release ${given}` };
  const tagged = tryGit('rev-parse', '--verify', '-q', 'release^{commit}');
  if (tagged) return { commit: tagged, how: 'the tag release' };
  const lastTag = tryGit('describe', '--tags', '--abbrev=0');
  const base = lastTag && tryGit('merge-base', 'HEAD', lastTag);
  if (base) return { commit: base, how: `the merge base with the tag ${lastTag}` };
  const file = path.join(root, '.release');
  const recorded = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  const commit = recorded && tryGit('rev-parse', '--verify', '-q', `${recorded}^{commit}`);
  if (commit) return { commit, how: 'the commit in .release' };
  throw new Error(
    recorded
      ? `.release names ${recorded}, which this clone does not have (a shallow clone?): fetch the history (git fetch --unshallow --tags) and run again`
      : 'No previous release to test against: tag it (git tag release <commit>) or name it in .release',
  );
}

