// What the shell was built with, as its build stamped it (rspack.config.mjs writes
// dist/server/shell-build.json): the contract version it provides, and the versions of the
// page-wide singletons. The server checks remotes against this, not against the shared-ui source
// beside it: the source may be another commit than the build (a checkout moved on, a fixture, a
// deploy that ships dist/ alone), while the browser's check is compiled into the build. So the
// server and the browser refuse the same remotes: those this build cannot run.
import fs from 'node:fs';
import path from 'node:path';
import contractCompat from 'shared-ui/contract-compat';

export const SHELL_BUILD_FILE = 'shell-build.json';

/** Where a build's stamp is: beside the server build (dist/server/), which the web build's cleaning keeps. */
export function shellBuildFile(dist) {
  return path.join(dist, 'server', SHELL_BUILD_FILE);
}

/**
 * The stamp of the shell build in `dist`: { contract, singletons }. Throws, saying what to do, when
 * it is missing or unreadable: without it the server cannot know which remotes it may run.
 * @returns {{ contract: string, kit?: string, singletons?: Record<string, string> }}
 */
export function shellBuildOf(dist) {
  const file = shellBuildFile(dist);
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (error?.code !== 'ENOENT') throw new Error(`The shell build's stamp ${file} cannot be read (${error?.code ?? error}).`, { cause: error });
    throw new Error(`The shell build's stamp ${file} is missing: build the shell (npm run build --workspace shell). It records the contract version the build provides, which the server checks every remote against.`, { cause: error });
  }
  let stamp;
  try {
    stamp = JSON.parse(text);
  } catch {
    stamp = undefined;
  }
  if (!contractCompat.parseVersion(stamp?.contract)) throw new Error(`The shell build's stamp ${file} names no contract version (x.y.z): rebuild the shell (npm run build --workspace shell).`);
  return stamp;
}
