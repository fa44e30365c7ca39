// `npm run lint`: each workspace's lint script and the root ESLint run, as many at a time as the
// machine has cores. Type checks and ESLint are single-threaded: one after another they left a
// 2-core CI machine half idle. Each job's output is printed whole once it ends; any failure fails
// the run, after every job has ended.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The workspaces (root package.json's patterns, a trailing `*` the only wildcard) that have a lint script. */
function workspacesWithLint() {
  const patterns = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  const folders = patterns.flatMap((pattern) => {
    if (!pattern.includes('*')) return [pattern];
    const [prefix, suffix] = pattern.split('*');
    return fs.readdirSync(root).filter((name) => name.startsWith(prefix) && name.endsWith(suffix)).sort();
  });
  return folders.filter((folder) => {
    const file = path.join(root, folder, 'package.json');
    return fs.existsSync(file) && Boolean(JSON.parse(fs.readFileSync(file, 'utf8')).scripts?.lint);
  });
}

const jobs = [
  ...workspacesWithLint().map((folder) => ({ name: `lint ${folder}`, command: 'npm', args: ['run', 'lint', '--workspace', folder] })),
  { name: 'eslint .', command: 'npx', args: ['eslint', '--max-warnings=0', '.'] },
];

function run(job) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(job.command, job.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const text = Buffer.concat(output).toString().trim();
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${job.name} (${((Date.now() - started) / 1000).toFixed(0)} s)${text && !ok ? `\n${text}` : ''}`);
      resolve(ok || `${job.name} ${signal ? `was ended by ${signal}` : `exited with ${code}`}`);
    });
  });
}

const width = Math.max(1, os.availableParallelism());
const queue = [...jobs];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(width, jobs.length) }, async () => {
    while (queue.length) results.push(await run(queue.shift()));
  }),
);
const failed = results.filter((r) => r !== true);
if (failed.length) {
  console.error(`\nLint failed: ${failed.join('; ')}.`);
  process.exitCode = 1;
}
