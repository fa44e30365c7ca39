import remoteErrorPlugin, { contractRefusal, loadAfresh, UNAVAILABLE } from '../error-plugin';

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
    const refused = new Error(
      '[ Federation Runtime ]: Version 1.1.0 from shell of shared singleton module shared-ui/contract does not satisfy the requirement of consumer_app which needs ^2.0.0)',
    );
    expect(errorLoadRemote({ id: 'consumer_app/routes', error: refused })).toEqual({ [UNAVAILABLE]: true, routes: [] });
    expect(warnings).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^The remote consumer_app was built against the shell contract 2\.0\.0 and this shell provides \d+\.\d+\.\d+, so consumer_app is not started: .*Deploy a shell built with contract 2\.x first/));
    expect(contractRefusal('admin_app/routes', new Error('down'))).toBeUndefined();
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
