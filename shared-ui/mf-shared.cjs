// The one definition of the Module Federation shared singletons, used by the shell and every
// remote. The shell imports each of these itself, so it is the one that provides them.
//
// MUI is shared per component (`@mui/material/Button`, never the whole `@mui/material`, which
// cannot be tree-shaken once shared: every app imports MUI by path, ESLint forbids the barrel), so
// a page loads only the components it shows. The host provides every component of MUI, each
// lazily unless the shell's own code uses it: whatever a remote shows, all of MUI comes from one
// build, so components that talk through React context (a FormControl and its InputLabel, a
// RadioGroup and its Radio) always find each other, even in a remote that starts using a
// component the shell never did. react-router-dom is not shared: it comes through the shared-ui
// singleton (src/routing/router.ts).
const fs = require('node:fs');
const path = require('node:path');

function packageJsonOf(name) {
  // Resolve from the app being built, so each app declares what it was built against.
  return require(require.resolve(`${name}/package.json`, { paths: [process.cwd()] }));
}

const versionOf = (name) => packageJsonOf(name).version;

function singleton(name, versionFrom = name) {
  return { singleton: true, requiredVersion: `^${versionOf(versionFrom)}`, version: versionOf(versionFrom) };
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

/** The source file an import in `from` names (`shared-ui`: its index), or undefined. */
function resolveSource(from, specifier) {
  const base = specifier === 'shared-ui' ? path.join(__dirname, 'src', 'index') : path.resolve(path.dirname(from), specifier);
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
      else if (specifier.startsWith('.') || specifier === 'shared-ui') visit(resolveSource(file, specifier));
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
    'shared-ui': { ...singleton('shared-ui'), import: path.join(__dirname, 'src', 'index.ts') },
  };
  if (!host) return shared;
  for (const config of Object.values(shared)) config.eager = true;
  // Every component, by its module's path: provided even where the shell's code never imports it.
  // On a server (host.allEager) every component is loaded at start: nothing is downloaded there,
  // and a component first loaded by a remote would be dropped with it when that remote reloads.
  const atStart = host.allEager ? undefined : muiImportsAtStart([host.entry, shared['shared-ui'].import]);
  for (const [subpath, file] of muiSubpaths()) {
    shared[`@mui/material/${subpath}`] = { ...singleton(`@mui/material/${subpath}`, '@mui/material'), import: file, eager: atStart ? atStart.has(subpath) : true };
  }
  return shared;
};

module.exports.resolveSource = resolveSource;
