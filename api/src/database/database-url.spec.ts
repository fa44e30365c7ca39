import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the database an API runs on', () => {
  it('given DATABASE_URL, leaves SIGTERM to the API, whose shutdown then runs to its end', async () => {
    // A process as main.ts is: the database resolved, then a shutdown that takes a while (requests
    // under way, jobs, the reading thread) before it exits on its own.
    const script = `
      import { resolveDatabase } from './src/database/database-url.ts';
      await resolveDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }, () => undefined);
      process.on('SIGTERM', () => setTimeout(() => { console.log('shut down'); process.exit(0); }, 300));
      console.log('ready');
      setInterval(() => undefined, 1000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: API, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ready')) child.kill('SIGTERM');
    });
    const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c)));
    expect({ code, out: out.trim() }).toEqual({ code: 0, out: 'ready\nshut down' });
  }, 60_000);
});
