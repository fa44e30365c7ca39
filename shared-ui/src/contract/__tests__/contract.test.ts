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
const { CONTRACT_VERSION, contractProblem, parseVersion, sharedRefusal, singletonProblem } = require('../../../contract-compat.cjs') as typeof Compat;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const sharedSingletons = require('../../../mf-shared.cjs') as (() => Record<string, unknown>) & { installedVersion(name: string): string };

const versions = recorded.versions as Record<string, { source: string; exports: string[]; packages?: Record<string, string> }>;

/** The package an import names: react-router-dom, @radix-ui/react-toast, @mui/icons-material… */
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/**
 * The packages compiled into the contract, with their installed versions: those its source
 * imports at run time that are not shared on their own (mf-shared.cjs shares React, MUI, emotion,
 * React Query and zustand as singletons, each checked by its own version). A lockfile bump of one
 * of these (react-router-dom, the toast primitives, openapi-fetch, the icons) changes the
 * contract's code as surely as an edit of its source.
 */
function compiledInPackages(): Record<string, string> {
  const dir = path.resolve(__dirname, '..');
  const shared = new Set(Object.keys(sharedSingletons()).map((key) => packageOf(key.replace(/\/$/, ''))));
  const names = new Set<string>();
  for (const name of fs.readdirSync(dir)) {
    if (!/\.tsx?$/.test(name)) continue;
    const source = fs.readFileSync(path.join(dir, name), 'utf8');
    for (const [statement, specifier] of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)) {
      if (statement.includes('import type') || statement.includes('export type') || specifier.startsWith('.')) continue;
      if (!shared.has(packageOf(specifier))) names.add(packageOf(specifier));
    }
  }
  return Object.fromEntries([...names].sort().map((name) => [name, sharedSingletons.installedVersion(name)]));
}

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

  it('is built with the packages its version was recorded with: a lockfile bump of one is a new version', () => {
    const packages = compiledInPackages();
    // The contract's own router, toasts and API client, at the least.
    expect(Object.keys(packages)).toEqual(expect.arrayContaining(['react-router-dom', '@radix-ui/react-toast', 'openapi-fetch']));
    if (JSON.stringify(versions[CONTRACT_VERSION].packages) !== JSON.stringify(packages)) {
      throw new Error(
        `The packages compiled into the contract are not those contract ${CONTRACT_VERSION} was recorded with (${JSON.stringify(versions[CONTRACT_VERSION].packages ?? {})}). ` +
          'Raise CONTRACT_VERSION in shared-ui/contract-compat.cjs (patch for a fix release of a package, major for a breaking one: see "Releases" in the README) and record the new version in ' +
          `src/contract/contract-exports.json with "packages": ${JSON.stringify(packages)}.`,
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

describe('sharedRefusal', () => {
  // As @module-federation/runtime-core words a strict singleton's refusal (utils/share).
  const refusal = (version: string, module: string, remote: string, needs: string) =>
    new Error(`[ Federation Runtime ]: Version ${version} from shell of shared singleton module ${module} does not satisfy the requirement of ${remote} which needs ${needs})`);

  it('names a page-wide singleton the remote was built with another major of: the remote, the package, both versions, what to rebuild', () => {
    expect(sharedRefusal(new Error('chunk failed', { cause: refusal('19.3.1', 'react-dom/client', 'consumer_app', '^20.0.0') }))).toBe(
      "The remote consumer_app was built with react-dom (react-dom/client) 20.x (it needs ^20.0.0) and this shell provides react-dom 19.3.1, so consumer_app is not started: the page has one react-dom, the shell's. " +
        'Deploy a shell built with react-dom 20.x first (the shell upgrades it first, then the remotes), or rebuild consumer_app with react-dom 19.x, as this shell has it.',
    );
    expect(singletonProblem('admin_app', 'zustand', '^5.0.0', '6.0.1')).toMatch(/this shell moved zustand to 6\.x, .*Rebuild admin_app with zustand 6\.x/);
  });

  it('names the contract as contractProblem does, and leaves any other error alone', () => {
    expect(sharedRefusal(refusal('1.1.0', 'shared-ui/contract', 'consumer_app', '^2.0.0'))).toBe(contractProblem('consumer_app', '2.0.0', '1.1.0'));
    expect(sharedRefusal(new Error('Failed to fetch'))).toBeUndefined();
    expect(sharedRefusal(undefined)).toBeUndefined();
  });
});
