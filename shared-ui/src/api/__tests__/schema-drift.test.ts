/**
 * @jest-environment node
 */
// The client types must be what openapi-typescript makes of the API's committed OpenAPI document
// (itself checked against the running API in api/test/security.int-spec.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
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
