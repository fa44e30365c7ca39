// Child process of the benchmarks: starts the built product of one checkout (this one, or an older
// one built in a git worktree) on its own ports with its own embedded database, prints one JSON
// line { url } once it answers, and stops cleanly on SIGTERM/SIGINT or when its parent goes.
// Usage: node serve-checkout.mjs <checkout dir> <port offset>   (on its own: until Ctrl+C)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [checkout, offsetArg] = process.argv.slice(2);
const offset = Number(offsetArg ?? 0);
const { startProduct } = await import(pathToFileURL(path.join(path.resolve(checkout), 'scripts/product.mjs')).href);
const { default: remotesManifest } = await import(pathToFileURL(path.join(path.resolve(checkout), 'shared-ui/remotes.cjs')).href);

// Away from `npm start` (8080-8083, 3000), the end-to-end run (18080-18083, 13000), remote-hang.mjs
// (28080, 23000) and below Linux's ephemeral ports (32768 and up), which outgoing connections take.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-bench-'));
const product = await startProduct({
  demo: true,
  apiStdio: 'ignore',
  ports: {
    shell: 25080 + offset,
    api: 24000 + offset,
    remotes: Object.fromEntries(remotesManifest.remotes.map((r) => [r.name, r.port + 17000 + offset])),
  },
  env: { LOG_LEVEL: 'warn', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(26000 + offset) },
});
process.stdout.write(`${JSON.stringify({ url: product.url })}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await product.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Started by a benchmark: when it closes our stdin it is gone, and we do not outlive it.
if (fs.fstatSync(0).isFIFO() || fs.fstatSync(0).isSocket()) {
  process.stdin.on('end', stop);
  process.stdin.resume();
}
