// The contract only grows, and says so: its exports are those its version lists, every export of
// an earlier version of the same major is still there, and the shell refuses exactly the remotes
// it cannot run, with a sentence that names what to rebuild.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as contract from 'shared-ui/contract';
import type * as Compat from '../../../contract-compat.cjs';
import recorded from '../contract-exports.json';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CONTRACT_VERSION, contractProblem, parseVersion } = require('../../../contract-compat.cjs') as typeof Compat;

const versions = recorded.versions as Record<string, { source: string; exports: string[] }>;

/** A hash of the contract's source files (src/contract/, its tests and the record left out). */
function sourceHash(): string {
  const dir = path.resolve(__dirname, '..');
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isDirectory() || name === 'contract-exports.json') continue;
    hash.update(name).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

describe('the contract', () => {
  it("exports what its version's list names, no more and no less", () => {
    expect(contract.CONTRACT_VERSION).toBe(CONTRACT_VERSION);
    expect(versions[CONTRACT_VERSION]).toBeDefined();
    expect(Object.keys(contract).sort()).toEqual([...versions[CONTRACT_VERSION].exports].sort());
  });

  it('is the source its version was recorded with: any change to it is a new version', () => {
    const source = sourceHash();
    if (versions[CONTRACT_VERSION].source !== source) {
      throw new Error(
        `src/contract/ changed since contract ${CONTRACT_VERSION} was recorded. Raise CONTRACT_VERSION in shared-ui/contract-compat.cjs ` +
          '(patch for a fix, minor for an addition, major for a change or removal: see "Releases" in the README) and record the new version in ' +
          `src/contract/contract-exports.json as { "source": "${source}", "exports": [every export] }.`,
      );
    }
  });

  it('keeps every export of the earlier versions of its major version', () => {
    const [major, minor] = parseVersion(CONTRACT_VERSION)!;
    for (const [version, { exports: names }] of Object.entries(versions)) {
      const [m, n] = parseVersion(version)!;
      if (m !== major || n > minor) continue;
      for (const name of names) expect([version, name, name in contract]).toEqual([version, name, true]);
    }
  });
});

describe('contractProblem', () => {
  it('runs a remote of the same major version and a minor version no higher', () => {
    expect(contractProblem('consumer_app', '1.0.0', '1.0.0')).toBeUndefined();
    expect(contractProblem('consumer_app', '1.2.3', '1.4.0')).toBeUndefined();
    expect(contractProblem('consumer_app', '1.4.9', '1.4.0')).toBeUndefined();
  });

  it('runs a remote built before versions were recorded (Module Federation still checks it)', () => {
    expect(contractProblem('consumer_app', undefined, '1.0.0')).toBeUndefined();
  });

  it('refuses a newer major version, naming the remote, both versions and what to deploy', () => {
    const problem = contractProblem('consumer_app', '2.0.0', '1.3.0');
    expect(problem).toMatch(/^The remote consumer_app was built against the shell contract 2\.0\.0 and this shell provides 1\.3\.0, so consumer_app is not started/);
    expect(problem).toMatch(/Deploy a shell built with contract 2\.x first, or rebuild consumer_app against contract 1\.3\.0\.$/);
  });

  it('refuses an older major version: the remote is to be rebuilt', () => {
    expect(contractProblem('admin_app', '1.9.0', '2.0.0')).toMatch(/this shell's contract 2\.0\.0 broke 1\.x\. Rebuild admin_app against contract 2\.0\.0/);
  });

  it('refuses a newer minor version: the shell ships first', () => {
    expect(contractProblem('business_app', '1.3.0', '1.2.0')).toMatch(/business_app uses what contract 1\.3\.0 added\. Deploy the shell built with contract 1\.3\.0 first/);
  });

  it('refuses a version it cannot read', () => {
    expect(contractProblem('business_app', 'one', '1.2.0')).toMatch(/its version cannot be read/);
  });
});
