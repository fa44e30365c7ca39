// The one list of remotes, read from remotes.manifest.json at the repo root: the shell's server,
// `npm start`, the remotes' build configs, the end-to-end set-up and the deployment follow it.
// A new remote is a folder (made from the kit) plus one line there.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
/** The file name of every remote's Module Federation entry, beside its mf-manifest.json. */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/** The Module Federation runtime of a remote's standalone page (the shell's page provides it in the product). */
const STANDALONE_RUNTIME_FILE = 'standalone-runtime.js';
/** The folder of a remote's Node build (for server rendering), beside its web build's files. */
const SSR_FOLDER = 'ssr';
const MANIFEST = path.join(ROOT, 'remotes.manifest.json');

/**
 * @typedef {object} Remote
 * @property {string} name         Module Federation name, e.g. "consumer_app"
 * @property {string} folder       workspace folder, e.g. "consumer-app"
 * @property {number} port         default port of its static origin and dev server
 * @property {string} urlVariable  environment variable with its public URL, e.g. "CONSUMER_APP_URL"
 * @property {string} portVariable environment variable that overrides its port, e.g. "CONSUMER_APP_PORT"
 * @property {string} exposes      its one exposed module, e.g. "./routes"
 * @property {string} dir          absolute path of its folder
 */

function fail(message) {
  throw new Error(`${path.relative(process.cwd(), MANIFEST) || MANIFEST}: ${message}`);
}

/** Reads and checks the manifest; a mistake in it stops every tool with one clear sentence. */
function readManifest(file = MANIFEST) {
  let list;
  try {
    list = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    fail(`cannot be read (${e.message})`);
  }
  if (!Array.isArray(list)) fail('must be a JSON array of remotes');
  const seen = { name: new Set(), folder: new Set(), port: new Set(), urlVariable: new Set() };
  return list.map((entry, i) => {
    const where = `remote #${i + 1}`;
    const { name, folder, port, urlVariable, exposes } = entry ?? {};
    if (typeof name !== 'string' || !/^[a-z][a-z0-9_]*$/.test(name)) fail(`${where}: "name" must be a JavaScript identifier in snake_case`);
    if (typeof folder !== 'string' || !/^[a-z][a-z0-9-]*$/.test(folder)) fail(`${where}: "folder" must be a kebab-case folder name`);
    if (!Number.isInteger(port) || port < 1024 || port > 65535) fail(`${where}: "port" must be an integer from 1024 to 65535`);
    if (typeof urlVariable !== 'string' || !/^[A-Z][A-Z0-9_]*_URL$/.test(urlVariable)) fail(`${where}: "urlVariable" must be an upper-case name ending in _URL`);
    if (typeof exposes !== 'string' || !/^\.\/[a-z][a-z0-9-]*$/.test(exposes)) fail(`${where}: "exposes" must look like "./routes"`);
    for (const [key, value] of Object.entries({ name, folder, port, urlVariable })) {
      if (seen[key].has(value)) fail(`${where}: "${key}" ${value} is used twice`);
      seen[key].add(value);
    }
    return { name, folder, port, urlVariable, portVariable: urlVariable.replace(/_URL$/, '_PORT'), exposes, dir: path.join(ROOT, folder) };
  });
}

/** @type {Remote[]} */
const remotes = readManifest();

function remoteByName(name) {
  const remote = remotes.find((r) => r.name === name);
  if (!remote) fail(`has no remote named "${name}"`);
  return remote;
}

/** The port a remote is served on here: its port variable, else the manifest's. */
function remotePort(remote, env = process.env) {
  return Number(env[remote.portVariable] || remote.port);
}

/**
 * Where browsers load a remote from: its own URL variable; else, when every remote sits under one
 * origin (a CDN, the deployment's "remotes" service), REMOTES_BASE_URL/<folder>; else this machine.
 */
function remoteUrl(remote, env = process.env) {
  const url = env[remote.urlVariable] || (env.REMOTES_BASE_URL ? `${env.REMOTES_BASE_URL.replace(/\/$/, '')}/${remote.folder}` : `http://localhost:${remotePort(remote, env)}`);
  return url.replace(/\/$/, '');
}

/**
 * The run-time document the shell reads at start (/remotes.json): where each remote's
 * Module Federation manifest is and which module holds its routes.
 */
function remotesDocument(env = process.env) {
  return remotes.map((r) => ({ name: r.name, entry: `${remoteUrl(r, env)}/mf-manifest.json`, module: `${r.name}/${r.exposes.slice(2)}` }));
}

module.exports = { ROOT, REMOTE_ENTRY_FILE, SSR_FOLDER, STANDALONE_RUNTIME_FILE, remotes, readManifest, remoteByName, remotePort, remoteUrl, remotesDocument };
