// The one definition of the Module Federation shared singletons, used by the shell and every
// remote. The shell imports each of these itself, so it is the one that provides them.
//
// MUI is shared per component (`@mui/material/Button`, never the whole `@mui/material`, which
// cannot be tree-shaken once shared: every app imports MUI by path, ESLint forbids the barrel), so
// a page loads only the components it shows. The host provides every component of MUI, each
// lazily unless the shell's own code uses it: whatever a remote shows, all of MUI comes from one
// build, so components that talk through React context (a FormControl and its InputLabel, a
// RadioGroup and its Radio) always find each other, even in a remote that starts using a
// component the shell never did. react-router-dom is not shared: it comes through the contract
// (src/contract/router.ts).
//
// shared-ui itself is shared in two parts (the issue of version skew: remotes are built and
// deployed on their own schedules, against other commits of shared-ui than the shell's):
// - the contract ('shared-ui/contract', src/contract/): what must be one instance on a page. A
//   singleton the shell provides, versioned by hand (contract-compat.cjs); a remote needing
//   another major version, or a newer minor one, is refused before its code runs (and here,
//   strictVersion: Module Federation refuses it too, should the shell not have known its version).
// - the kit ('shared-ui', src/index.ts): everything a remote only calls. Shared by exact version,
//   not as a singleton: its version is stamped at build time from its source (kitVersion), so a
//   remote uses the shell's copy only when it is the very code the remote was built and tested
//   with, and otherwise its own. An exact version rather than a semver range: a range would need
//   every change of the kit to bump a version by hand, and one forgotten bump would run a remote
//   on code it was not built with, silently (issue 19); identity cannot be forgotten. A remote
//   whose kit differs from the shell's loads its own copy (its chunks are in its build already),
//   and since the kit keeps no state, two copies on a page do no harm.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { CONTRACT_VERSION } = require('./contract-compat.cjs');

/** The version of a package as installed for the app being built (its package.json, found by folder: not every package exports it). */
function installedVersion(name) {
  for (const from of [process.cwd(), __dirname]) {
    for (let dir = from; ; dir = path.dirname(dir)) {
      const file = path.join(dir, 'node_modules', name, 'package.json');
      if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
      if (path.dirname(dir) === dir) break;
    }
  }
  return 'missing';
}

/** The contract versions a build runs with: ^major.minor.0. */
function contractRange(version) {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

const KIT_SOURCES = [path.join(__dirname, 'src'), path.join(__dirname, 'seo.cjs')];

/**
 * The kit's version as stamped into a build: shared-ui's package version with a hash of the kit's
 * source (src/ but the contract and the tests, and seo.cjs, which it imports) and of the
 * versions of the packages installed for it as its
 * pre-release part, e.g. 0.1.0-k3f2a9c1b7d04. Two builds share a kit only when this is equal.
 */
function kitVersion() {
  const files = [];
  const walk = (entry) => {
    const stat = fs.statSync(entry);
    if (stat.isFile()) return void files.push(entry);
    for (const name of fs.readdirSync(entry).sort()) {
      const child = path.join(entry, name);
      if (name === '__tests__' || /\.test\.tsx?$/.test(name) || child === path.join(__dirname, 'src', 'contract')) continue;
      walk(child);
    }
  };
  KIT_SOURCES.forEach(walk);
  const hash = createHash('sha256');
  // The packages compiled into the kit, as installed (those shared on their own, MUI and React,
  // are versioned by their own shared config; this covers the others, such as the icons).
  for (const name of Object.keys(require('./package.json').dependencies).sort()) hash.update(`${name}@${installedVersion(name)}\0`);
  for (const file of files) hash.update(path.relative(__dirname, file).split(path.sep).join('/')).update('\0').update(fs.readFileSync(file)).update('\0');
  return `${require('./package.json').version}-k${hash.digest('hex').slice(0, 16)}`;
}

function packageJsonOf(name) {
  // Resolve from the app being built, so each app declares what it was built against.
  return require(require.resolve(`${name}/package.json`, { paths: [process.cwd()] }));
}

const versionOf = (name) => packageJsonOf(name).version;

/**
 * The versions of the installed one's major line: ^19.0.0-0 for 19.3.1 (^0.17.0-0 for 0.17.2:
 * below 1.0, a minor is the major). The -0 lets in the line's own prereleases (20.0.0-rc.1 for a
 * shell trying the next major's release candidate), which ^20.0.0 would refuse, its own included.
 */
function majorRange(version) {
  const [major, minor] = version.split('.');
  return major === '0' ? `^0.${minor}.0-0` : `^${major}.0.0-0`;
}

/**
 * A page-wide singleton (React, MUI, emotion, React Query, zustand): one copy on the page, the
 * shell's. Each build stamps the version installed for it and asks for that major line
 * (majorRange), strictly: a remote built after one of them moved a major, or a shell that moved
 * before a remote did, is refused by Module Federation before the remote's code runs (the shell's
 * error plugin names the remote, the package, both versions and what to rebuild), instead of the
 * remote running on a copy it was never built with, with a console warning only. Within a major,
 * whichever minor the shell has serves (that is what semver promises): the shell upgrades them
 * first, then the remotes (README, "Releases").
 */
function singleton(name, versionFrom = name) {
  const version = versionOf(versionFrom);
  return { singleton: true, strictVersion: true, requiredVersion: majorRange(version), version };
}

/** Every public subpath of MUI with the ES module a bundler resolves it to: [['Button', '/…/Button/index.mjs'], …]. */
function muiSubpaths() {
  const pkg = packageJsonOf('@mui/material');
  const dir = path.dirname(require.resolve('@mui/material/package.json', { paths: [process.cwd()] }));
  return Object.entries(pkg.exports)
    .filter(([key, target]) => key.startsWith('./') && !key.includes('*') && typeof target === 'object' && target.import?.default)
    // The Pigment CSS variants need @mui/material-pigment-css, which these apps do not use.
    .filter(([key]) => !key.startsWith('./Pigment'))
    .map(([key, target]) => [key.slice(2), path.join(dir, target.import.default)]);
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs'];
const SHARED_UI_ENTRIES = { 'shared-ui': path.join(__dirname, 'src', 'index'), 'shared-ui/contract': path.join(__dirname, 'src', 'contract', 'index') };

/** The source file an import in `from` names (`shared-ui`: its index), or undefined. */
function resolveSource(from, specifier) {
  const base = SHARED_UI_ENTRIES[specifier] ?? path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.js$/, ''); // TypeScript's ESM style names ./x.ts as ./x.js
  for (const candidate of [base, ...SOURCE_EXTENSIONS.map((e) => stem + e), ...SOURCE_EXTENSIONS.map((e) => path.join(base, `index${e}`))]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * The MUI subpaths the code run from `entries` at start imports: static imports followed from file
 * to file (relative ones and shared-ui), type-only imports and import() left out. Icons import
 * SvgIcon.
 */
function muiImportsAtStart(entries) {
  const found = new Set();
  const seen = new Set();
  const visit = (file) => {
    if (!file || seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [statement, specifier] of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)) {
      if (statement.includes('import type') || statement.includes('export type')) continue;
      if (specifier.startsWith('@mui/material/')) found.add(specifier.slice('@mui/material/'.length));
      else if (specifier.startsWith('@mui/icons-material/')) found.add('SvgIcon');
      else if (specifier.startsWith('.') || specifier in SHARED_UI_ENTRIES) visit(resolveSource(file, specifier));
    }
  };
  entries.forEach((entry) => visit(entry));
  return found;
}

/**
 * @param {{ host?: { entry: string, allEager?: boolean } }} options  `host`: the shell's build, with its entry file. The
 *   host provides its singletons eagerly: they are in its first script, so nothing waits for a
 *   chain of chunk loads before the first render (and its entry needs no async boundary); the MUI
 *   components that script does not use (imported neither by the shell's code nor by shared-ui's,
 *   or only behind import()) stay lazy. Remotes keep every singleton lazy: fallbacks for their
 *   standalone page, never loaded in the product, where the shell's are.
 */
module.exports = function sharedSingletons({ host } = {}) {
  const kit = kitVersion();
  const shared = {
    react: singleton('react'),
    'react/': singleton('react/', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom/', 'react-dom'),
    '@mui/material/': singleton('@mui/material/', '@mui/material'),
    '@emotion/react': singleton('@emotion/react'),
    '@emotion/styled': singleton('@emotion/styled'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    zustand: singleton('zustand'),
    'shared-ui/contract': {
      singleton: true,
      strictVersion: true,
      // Any shell of the same major version and at least the minor one: a patch is no new export.
      requiredVersion: contractRange(CONTRACT_VERSION),
      version: CONTRACT_VERSION,
      import: path.join(__dirname, 'src', 'contract', 'index.ts'),
    },
    'shared-ui': { singleton: false, requiredVersion: kit, version: kit, import: path.join(__dirname, 'src', 'index.ts') },
  };
  if (!host) return shared;
  for (const config of Object.values(shared)) config.eager = true;
  // Every component, by its module's path: provided even where the shell's code never imports it.
  // On a server (host.allEager) every component is loaded at start: nothing is downloaded there,
  // and a component first loaded by a remote would be dropped with it when that remote reloads.
  const atStart = host.allEager ? undefined : muiImportsAtStart([host.entry, shared['shared-ui'].import, shared['shared-ui/contract'].import]);
  for (const [subpath, file] of muiSubpaths()) {
    shared[`@mui/material/${subpath}`] = { ...singleton(`@mui/material/${subpath}`, '@mui/material'), import: file, eager: atStart ? atStart.has(subpath) : true };
  }
  return shared;
};

module.exports.resolveSource = resolveSource;
module.exports.kitVersion = kitVersion;
module.exports.contractRange = contractRange;
module.exports.majorRange = majorRange;
module.exports.installedVersion = installedVersion;
