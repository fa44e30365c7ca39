// Which remotes a shell can run: the version of the contract between them (src/contract/) that
// each was built against. A remote records its version in its routes manifest (routes.json), the
// shell in its own code; the shell's browser code and its server both check a remote's before its
// code runs, and name what to rebuild when they refuse it. Plain CommonJS, read by the builds, the
// shell's server and the browser alike.

/** The contract's version: minor for an addition (shell ships first), major for a change or removal. */
const CONTRACT_VERSION = '1.1.3';

/** [major, minor, patch] of a plain x.y.z version, or undefined. */
function parseVersion(version) {
  const match = typeof version === 'string' ? /^(\d+)\.(\d+)\.(\d+)$/.exec(version) : null;
  return match ? match.slice(1).map(Number) : undefined;
}

/**
 * Why a shell whose contract is `shellVersion` cannot run the remote `name` built against
 * `remoteVersion`, as one sentence naming the remote, both versions and what to rebuild; undefined
 * when it can: the same major version, and a minor version no higher than the shell's (a remote
 * may use what its contract added). A remote that records no version was built before versions
 * were recorded: not refused here (Module Federation's own check of the singleton still applies).
 * @param {string} name
 * @param {string | undefined} remoteVersion
 * @param {string} [shellVersion]
 * @returns {string | undefined}
 */
function contractProblem(name, remoteVersion, shellVersion = CONTRACT_VERSION) {
  if (remoteVersion === undefined) return undefined;
  const remote = parseVersion(remoteVersion);
  const shell = parseVersion(shellVersion);
  const refused = `The remote ${name} was built against the shell contract ${remoteVersion} and this shell provides ${shellVersion}, so ${name} is not started`;
  if (!remote || !shell) return `${refused}: its version cannot be read. Rebuild ${name} against this shell's shared-ui.`;
  if (remote[0] > shell[0]) return `${refused}: ${remoteVersion} is a breaking change this shell does not have. Deploy a shell built with contract ${remote[0]}.x first, or rebuild ${name} against contract ${shellVersion}.`;
  if (remote[0] < shell[0]) return `${refused}: this shell's contract ${shellVersion} broke ${remote[0]}.x. Rebuild ${name} against contract ${shellVersion} (shared-ui as this shell has it) and redeploy it.`;
  if (remote[1] > shell[1]) return `${refused}: ${name} uses what contract ${remoteVersion} added. Deploy the shell built with contract ${remoteVersion} first (additions to the contract ship shell first), or rebuild ${name} against contract ${shellVersion}.`;
  return undefined;
}

/** The package a shared module belongs to: react for react/jsx-runtime, @mui/material for @mui/material/Button. */
function packageOf(module) {
  const parts = module.split('/');
  return parts.slice(0, module.startsWith('@') ? 2 : 1).join('/');
}

/**
 * Why a shell whose page-wide singleton `module` (react, @mui/material/Button…) is at `shellVersion`
 * cannot run the remote `name`, whose build asks for `required` (^major.0.0-0 of the version it was
 * built with, mf-shared.cjs; named without the -0 that lets in the line's prereleases), as one sentence naming the remote, the package, both versions and
 * what to rebuild. The page has one copy of each, the shell's, so the shell moves a major first.
 * @param {string} name
 * @param {string} module
 * @param {string} required
 * @param {string} shellVersion
 * @returns {string}
 */
function singletonProblem(name, module, required, shellVersion) {
  const pkg = packageOf(module);
  const wanted = /(\d+)\.(\d+)\.\d+/.exec(required);
  const line = wanted ? (wanted[1] === '0' ? `0.${wanted[2]}.x` : `${wanted[1]}.x`) : required;
  const shell = parseVersion(shellVersion);
  const shellLine = shell ? (shell[0] === 0 ? `0.${shell[1]}.x` : `${shell[0]}.x`) : shellVersion;
  const which = module === pkg ? pkg : `${pkg} (${module})`;
  const refused = `The remote ${name} was built with ${which} ${line} (it needs ${required.replace(/-0$/, '')}) and this shell provides ${pkg} ${shellVersion}, so ${name} is not started`;
  const ahead = wanted && shell && (Number(wanted[1]) > shell[0] || (shell[0] === 0 && Number(wanted[1]) === 0 && Number(wanted[2]) > shell[1]));
  if (ahead) return `${refused}: the page has one ${pkg}, the shell's. Deploy a shell built with ${pkg} ${line} first (the shell upgrades it first, then the remotes), or rebuild ${name} with ${pkg} ${shellLine}, as this shell has it.`;
  return `${refused}: this shell moved ${pkg} to ${shellLine}, and the page has one ${pkg}, the shell's. Rebuild ${name} with ${pkg} ${shellLine} (npm install after the shell's upgrade) and redeploy it.`;
}

// Module Federation's own refusal of a singleton whose version does not satisfy a remote's
// requiredVersion (strictVersion), as @module-federation/runtime-core (utils/share) words it:
// "Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of
// consumer_app which needs ^20.0.0)".
const SINGLETON_MISMATCH = /Version (\S+) from (\S+) of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^\s)]+)/;

/**
 * The sentence for Module Federation's refusal of a shared singleton in `error` (or in its
 * causes: a chunk load, a server render that wraps it), or undefined for any other error. The
 * contract is named as contractProblem names it; any other singleton as singletonProblem does.
 * @param {unknown} error
 * @returns {string | undefined}
 */
function sharedRefusal(error) {
  for (let e = error, depth = 0; e !== undefined && e !== null && depth < 5; e = e instanceof Error ? e.cause : undefined, depth++) {
    const match = SINGLETON_MISMATCH.exec(e instanceof Error ? e.message : String(e));
    if (!match) continue;
    const [, provided, , module, name, required] = match;
    if (module === 'shared-ui/contract') return contractProblem(name, required.replace(/^[\^~]/, ''), provided);
    return singletonProblem(name, module, required, provided);
  }
  return undefined;
}

module.exports = { CONTRACT_VERSION, parseVersion, contractProblem, singletonProblem, sharedRefusal };
