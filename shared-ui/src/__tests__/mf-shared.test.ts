// The Module Federation shared modules of the kit (mf-shared.cjs), for a remote and for the host.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// The runtime's own version check, which reads the ranges the builds stamp.
import { satisfy } from '@module-federation/runtime-core';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const sharedSingletons = require('../../mf-shared.cjs') as ((options?: { host?: { entry: string } }) => Record<string, Record<string, unknown>>) & {
  kitVersion(): string;
  majorRange(version: string): string;
  installedVersion(name: string): string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CONTRACT_VERSION } = require('../../contract-compat.cjs') as { CONTRACT_VERSION: string };

/** A host's source: its entry imports a component and a file that uses icons; others only by type or import(). */
function hostSources(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-shared-'));
  fs.writeFileSync(
    path.join(dir, 'index.ts'),
    [
      "import Button from '@mui/material/Button';",
      "import type { RatingProps } from '@mui/material/Rating';",
      "import { frame } from './frame';",
      "export const later = () => import('./later');",
      'export { Button, frame };',
      'export type { RatingProps };',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(dir, 'frame.tsx'), "import MenuIcon from '@mui/icons-material/Menu';\nexport const frame = MenuIcon;\n");
  fs.writeFileSync(path.join(dir, 'later.tsx'), "import Slider from '@mui/material/Slider';\nexport default Slider;\n");
  return path.join(dir, 'index.ts');
}

describe('the shared modules of a remote', () => {
  const shared = sharedSingletons();

  it("are singletons but shared-ui's kit, all lazy: fallbacks for the standalone page", () => {
    for (const [key, config] of Object.entries(shared)) {
      expect([key, config.singleton, config.eager]).toEqual([key, key !== 'shared-ui', undefined]);
    }
  });

  it('take the contract as a strict singleton of its version, and the kit only at the very version it was built with', () => {
    // Any shell of its major version and at least its minor one: a patch adds nothing a remote could need.
    const [major, minor] = CONTRACT_VERSION.split('.');
    expect(shared['shared-ui/contract']).toMatchObject({ singleton: true, strictVersion: true, version: CONTRACT_VERSION, requiredVersion: `^${major}.${minor}.0` });
    expect(shared['shared-ui/contract'].import).toBe(path.resolve(__dirname, '..', 'contract', 'index.ts'));
    const kit = sharedSingletons.kitVersion();
    expect(kit).toMatch(/^\d+\.\d+\.\d+-k[0-9a-f]{16}$/);
    expect(shared['shared-ui']).toMatchObject({ singleton: false, version: kit, requiredVersion: kit });
  });

  it("take each page-wide singleton strictly at the major version it was built with: another major is refused before the remote runs", () => {
    for (const [key, pkg] of [['react', 'react'], ['react/', 'react'], ['react-dom', 'react-dom'], ['react-dom/', 'react-dom'], ['@mui/material/', '@mui/material'], ['@emotion/react', '@emotion/react'], ['@emotion/styled', '@emotion/styled'], ['@tanstack/react-query', '@tanstack/react-query'], ['zustand', 'zustand']]) {
      const version = sharedSingletons.installedVersion(pkg);
      expect([key, shared[key]]).toEqual([key, { singleton: true, strictVersion: true, version, requiredVersion: `^${version.split('.')[0]}.0.0-0` }]);
    }
    // As Module Federation's runtime reads these ranges: the major line, its release candidates included.
    const accepts = (version: string, built: string) => satisfy(version, sharedSingletons.majorRange(built));
    expect([accepts('19.3.1', '19.3.1'), accepts('19.0.0', '19.3.1'), accepts('20.0.0', '19.3.1'), accepts('18.3.1', '19.3.1')]).toEqual([true, true, false, false]);
    expect([accepts('20.0.0-rc.1', '20.0.0-rc.1'), accepts('20.1.0', '20.0.0-rc.1'), accepts('21.0.0-rc.1', '20.0.0-rc.1')]).toEqual([true, true, false]);
    // Below 1.0 a minor is a major.
    expect([accepts('0.17.9', '0.17.2'), accepts('0.18.0', '0.17.2')]).toEqual([true, false]);
  });

  it('share MUI per component, never whole, and leave the router to shared-ui', () => {
    expect(shared['@mui/material/']).toBeDefined();
    expect(shared['@mui/material']).toBeUndefined();
    expect(shared['react-router-dom']).toBeUndefined();
    expect(shared['shared-ui'].import).toBe(path.resolve(__dirname, '..', 'index.ts'));
  });
});

describe('the shared modules of the host', () => {
  const shared = sharedSingletons({ host: { entry: hostSources() } });
  const mui = (subpath: string) => shared[`@mui/material/${subpath}`];

  it('are eager, shared-ui included: in its first script', () => {
    for (const key of ['react', 'react-dom', 'react-dom/', '@emotion/react', '@tanstack/react-query', 'zustand', 'shared-ui', 'shared-ui/contract']) expect([key, shared[key].eager]).toEqual([key, true]);
  });

  it('provide every MUI component, from its ES module, eager only where the code run at start imports it', () => {
    expect(mui('Button')).toMatchObject({ eager: true, singleton: true });
    expect(mui('SvgIcon').eager).toBe(true); // the icons' base
    expect(mui('Slider').eager).toBe(false); // only behind import()
    expect(mui('Rating').eager).toBe(false); // only as a type
    expect(mui('Accordion').eager).toBe(false);
    const subpaths = Object.keys(shared).filter((k) => k.startsWith('@mui/material/') && k !== '@mui/material/');
    expect(subpaths.length).toBeGreaterThan(100);
    for (const key of subpaths) {
      expect(String(shared[key].import)).toMatch(/\.mjs$/);
      expect(fs.existsSync(String(shared[key].import))).toBe(true);
    }
    expect(subpaths.some((k) => k.includes('Pigment'))).toBe(false);
  });

  it("are eager for what shared-ui's own code shows at start (its components), lazy for what it loads later (the report dialog)", () => {
    expect(mui('Card').eager).toBe(true);
    expect(mui('RadioGroup').eager).toBe(false);
  });
});
