// Which remotes a shell can run: the version of the contract between them (src/contract/) that
// each was built against. A remote records its version in its routes manifest (routes.json), the
// shell in its own code; the shell's browser code and its server both check a remote's before its
// code runs, and name what to rebuild when they refuse it. Plain CommonJS, read by the builds, the
// shell's server and the browser alike.

/** The contract's version: minor for an addition (shell ships first), major for a change or removal. */
const CONTRACT_VERSION = '1.1.1';

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

module.exports = { CONTRACT_VERSION, parseVersion, contractProblem };
