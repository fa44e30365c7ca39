import { getRegisteredShare } from '@module-federation/runtime-core';
import remoteErrorPlugin, { loadAfresh, UNAVAILABLE } from '../error-plugin';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { majorRange } = require('shared-ui/mf-shared') as { majorRange(version: string): string };

/**
 * The error Module Federation's runtime itself throws when the shell's singleton `pkg` at
 * `shellVersion` does not satisfy a remote's `requiredVersion` (a strict singleton, as
 * shared-ui/mf-shared.cjs configures it). From runtime-core (the one copy installed, under the
 * @module-federation/enhanced runtime the shell's build bundles), not a message written here:
 * should a release reword it, this test fails rather than the console going vague.
 */
function refusalOfTheRuntime(pkg: string, shellVersion: string, remote: string, requiredVersion: string): Error {
  const provided = { version: shellVersion, from: 'shell', loaded: true, lib: () => ({}), shareConfig: { singleton: true, requiredVersion: `^${shellVersion}` }, scope: ['default'], useIn: [] };
  const shareScopeMap = { default: { [pkg]: { [shellVersion]: provided } } };
  const shareInfo = { version: '0', from: remote, scope: ['default'], strategy: 'loaded-first', shareConfig: { singleton: true, strictVersion: true, requiredVersion } };
  try {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    getRegisteredShare(shareScopeMap as any, pkg, shareInfo as any, { emit: () => undefined } as any);
  } catch (error) {
    return error as Error;
  }
  throw new Error(`the runtime took ${pkg} ${shellVersion} for ${requiredVersion}`);
}

type CreateScript = (args: { url: string; attrs?: Record<string, unknown> }) => HTMLScriptElement | undefined;

describe('remote-error-plugin', () => {
  const plugin = remoteErrorPlugin();
  const createScript = plugin.createScript as unknown as CreateScript;

  it('turns a remote that cannot be loaded into a stand-in module', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errorLoadRemote = plugin.errorLoadRemote as unknown as (args: { id: string; error: unknown }) => unknown;
    expect(errorLoadRemote({ id: 'admin_app/routes', error: new Error('down') })).toEqual({ [UNAVAILABLE]: true, routes: [] });
  });

  it("names the remote, the versions and what to rebuild when Module Federation refuses the contract singleton", () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    warnings.mockClear();
    const errorLoadRemote = plugin.errorLoadRemote as unknown as (args: { id: string; error: unknown }) => unknown;
    const refused = refusalOfTheRuntime('shared-ui/contract', '1.1.0', 'consumer_app', '^2.0.0');
    expect(errorLoadRemote({ id: 'consumer_app/routes', error: refused })).toEqual({ [UNAVAILABLE]: true, routes: [] });
    expect(warnings).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^The remote consumer_app was built against the shell contract 2\.0\.0 and this shell provides 1\.1\.0, so consumer_app is not started: .*Deploy a shell built with contract 2\.x first/));
    errors.mockRestore();
    warnings.mockRestore();
  });

  it('refuses a remote built after a page-wide singleton moved a major, naming the remote, the package, both versions and what to rebuild', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    warnings.mockClear();
    const errorLoadRemote = plugin.errorLoadRemote as unknown as (args: { id: string; error: unknown }) => unknown;
    // A remote built with React 20 on a shell with React 19, refused by the runtime (strictVersion),
    // its error carried as the cause of the failed chunk load.
    const refused = refusalOfTheRuntime('react', '19.3.1', 'consumer_app', majorRange('20.0.1'));
    expect(refused.message).toMatch(/^\[ Federation Runtime \]: Version 19\.3\.1 from shell of shared singleton module react does not satisfy the requirement of consumer_app which needs \^20\.0\.0/);
    expect(errorLoadRemote({ id: 'consumer_app/routes', error: new Error('Loading chunk 12 failed', { cause: refused }) })).toEqual({ [UNAVAILABLE]: true, routes: [] });
    expect(warnings).not.toHaveBeenCalled();
    expect(errors).toHaveBeenLastCalledWith(
      'The remote consumer_app was built with react 20.x (it needs ^20.0.0) and this shell provides react 19.3.1, so consumer_app is not started: the page has one react, the shell\'s. ' +
        'Deploy a shell built with react 20.x first (the shell upgrades it first, then the remotes), or rebuild consumer_app with react 19.x, as this shell has it.',
    );
    // A shell that moved first: the remote, still on the older major, is to be rebuilt. MUI is shared per component.
    errorLoadRemote({ id: 'admin_app/routes', error: refusalOfTheRuntime('@mui/material/Button', '10.0.0', 'admin_app', majorRange('9.5.0')) });
    expect(errors).toHaveBeenLastCalledWith(expect.stringMatching(/^The remote admin_app was built with @mui\/material \(@mui\/material\/Button\) 9\.x \(it needs \^9\.0\.0\) and this shell provides @mui\/material 10\.0\.0, so admin_app is not started: this shell moved @mui\/material to 10\.x.* Rebuild admin_app with @mui\/material 10\.x/));
    // Within a major, the shell's copy serves: the runtime takes it, nothing is refused.
    expect(() => refusalOfTheRuntime('@tanstack/react-query', '5.110.0', 'business_app', majorRange('5.108.0'))).toThrow(/the runtime took/);
    // Any other failure stays a warning.
    errorLoadRemote({ id: 'business_app/routes', error: new Error('down') });
    expect(warnings).toHaveBeenCalledWith('Remote module business_app/routes could not be loaded', expect.any(Error));
    errors.mockRestore();
    warnings.mockRestore();
  });

  it("leaves scripts alone, except a retried remote's: fetched afresh, not from the page's preload of the failed attempt", () => {
    expect(createScript({ url: 'https://cdn.example/consumer/v2/remoteEntry.js' })).toBeUndefined();

    loadAfresh('https://cdn.example/consumer/v2/mf-manifest.json', 2);
    const script = createScript({ url: 'https://cdn.example/consumer/v2/remoteEntry.js', attrs: { crossorigin: 'anonymous', async: true } });
    expect(script?.src).toBe('https://cdn.example/consumer/v2/remoteEntry.js?retry=2');
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
    expect(script?.async).toBe(true);
    expect(createScript({ url: 'https://cdn.example/admin/remoteEntry.js' })).toBeUndefined();

    loadAfresh('https://cdn.example/consumer/v2/mf-manifest.json', 3);
    expect(createScript({ url: 'https://cdn.example/consumer/v2/remoteEntry.js' })?.src).toBe('https://cdn.example/consumer/v2/remoteEntry.js?retry=3');
  });
});
