/**
 * @jest-environment node
 */
// The client types must be what openapi-typescript makes of the API's committed OpenAPI document
// (itself checked against the running API in api/test/security.int-spec.ts), and so must the
// field limits the forms read.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');

test('schema.d.ts matches api/openapi.json (run `npm run generate:api --workspace shared-ui`)', () => {
  // The package's exports hide bin/: find its folder from its main entry.
  let dir = path.dirname(require.resolve('openapi-typescript'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const cli = path.join(dir, 'bin', 'cli.js');
  const generated = execFileSync(process.execPath, [cli, path.join(root, '..', 'api', 'openapi.json')], { encoding: 'utf8' });
  const committed = fs.readFileSync(path.join(root, 'src', 'api', 'schema.d.ts'), 'utf8');
  expect(generated.trim()).toBe(committed.trim());
});

test('field-limits.ts matches api/openapi.json (run `npm run generate:api --workspace shared-ui`)', () => {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'field-limits-')), 'field-limits.ts');
  execFileSync(process.execPath, [path.join(root, 'scripts', 'generate-field-limits.mjs'), path.join(root, '..', 'api', 'openapi.json'), out]);
  expect(fs.readFileSync(out, 'utf8')).toBe(fs.readFileSync(path.join(root, 'src', 'api', 'field-limits.ts'), 'utf8'));
  fs.rmSync(path.dirname(out), { recursive: true });
});
