// What a benchmark measures: running products given with --url, or checkouts given with
// --checkout (each built product started in a child process on its own ports, 100 apart), or, with
// neither, this checkout's built product. Several targets are measured side by side, alternating.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO = path.resolve(here, '../../..');

/** `--name value` options, repeatable ones as arrays; bare `--flag` as true. */
export function parseArgs(argv = process.argv.slice(2)) {
  const args = { url: [], checkout: [] };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i].replace(/^--/, '');
    const value = argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[++i] : true;
    if (Array.isArray(args[key])) args[key].push(value);
    else args[key] = value;
  }
  return args;
}

function startCheckout(dir, offset) {
  const child = spawn(process.execPath, [path.join(here, 'serve-checkout.mjs'), dir, String(offset)], { stdio: ['pipe', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      const { url } = JSON.parse(line);
      const exited = new Promise((r) => child.once('exit', r));
      resolve({ url, stop: () => (child.kill('SIGTERM'), exited) });
    });
    child.once('exit', (code) => reject(new Error(`The product of ${dir} did not start (exit code ${code})`)));
  });
}

/**
 * @returns {Promise<{ targets: Array<{ label: string, url: string }>, stop: () => Promise<void> }>}
 *   a target's label is its checkout folder (or URL); `--label a,b` names them in order.
 */
export async function startTargets(args) {
  const targets = args.url.map((url) => ({ label: url, url: url.replace(/\/$/, ''), stop: async () => undefined }));
  const checkouts = args.checkout.length || targets.length ? args.checkout : [REPO];
  try {
    for (const [i, dir] of checkouts.entries()) {
      process.stderr.write(`Starting the built product of ${dir}…\n`);
      targets.push({ label: path.resolve(dir), ...(await startCheckout(path.resolve(dir), i * 100)) });
    }
  } catch (e) {
    await Promise.all(targets.map((t) => t.stop()));
    throw e;
  }
  if (typeof args.label === 'string') args.label.split(',').forEach((label, i) => targets[i] && (targets[i].label = label));
  return { targets, stop: () => Promise.all(targets.map((t) => t.stop())).then(() => undefined) };
}

/** A company page of the target: the first featured (top-rated) company. */
export async function companyPath(url) {
  const res = await fetch(`${url}/api/companies/featured?limit=1`);
  if (!res.ok) throw new Error(`${url}/api/companies/featured answered ${res.status}`);
  const [company] = await res.json();
  return `/companies/${company.id}`;
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
