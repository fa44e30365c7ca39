import remoteErrorPlugin, { loadAfresh, UNAVAILABLE } from '../error-plugin';

type CreateScript = (args: { url: string; attrs?: Record<string, unknown> }) => HTMLScriptElement | undefined;

describe('remote-error-plugin', () => {
  const plugin = remoteErrorPlugin();
  const createScript = plugin.createScript as unknown as CreateScript;

  it('turns a remote that cannot be loaded into a stand-in module', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errorLoadRemote = plugin.errorLoadRemote as unknown as (args: { id: string; error: unknown }) => unknown;
    expect(errorLoadRemote({ id: 'admin_app/routes', error: new Error('down') })).toEqual({ [UNAVAILABLE]: true, routes: [] });
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
