import shareInitPlugin, { shareInitOnce } from '../share-init-plugin';

/** A stand-in for the runtime's SharedHandler: registers its share table on every call, unless the init scope already holds its token. */
function handlerClass() {
  return class Handler {
    registrations = 0;
    private token = {};
    initializeSharing(_scope = 'default', options: { initScope?: unknown[] } = {}) {
      const initScope = options.initScope ?? [];
      if (initScope.includes(this.token)) return [];
      initScope.push(this.token);
      this.registrations++;
      return [];
    }
  };
}

describe('share-init-plugin', () => {
  it('makes each instance register its share table once, however many shared modules it loads', () => {
    const Handler = handlerClass();
    const before = new Handler();
    before.initializeSharing();
    before.initializeSharing();
    expect(before.registrations).toBe(2);

    shareInitOnce(Handler.prototype);
    const a = new Handler();
    const b = new Handler();
    for (let i = 0; i < 5; i++) a.initializeSharing('default', {});
    b.initializeSharing();
    expect([a.registrations, b.registrations]).toEqual([1, 1]);
  });

  it('leaves a call that brings its own init scope alone, and patches a class once', () => {
    const Handler = handlerClass();
    shareInitOnce(Handler.prototype);
    const patched = Handler.prototype.initializeSharing;
    shareInitOnce(Handler.prototype);
    expect(Handler.prototype.initializeSharing).toBe(patched);
    const handler = new Handler();
    handler.initializeSharing('default', { initScope: [] });
    handler.initializeSharing('default', { initScope: [] });
    expect(handler.registrations).toBe(2);
  });

  it('patches the handler of the instance it is installed in, before that instance starts', () => {
    const Handler = handlerClass();
    const origin = { sharedHandler: new Handler() };
    const args = { origin, options: {} };
    const plugin = shareInitPlugin();
    expect((plugin.beforeInit as (a: unknown) => unknown)(args)).toBe(args);
    origin.sharedHandler.initializeSharing();
    origin.sharedHandler.initializeSharing();
    expect(origin.sharedHandler.registrations).toBe(1);
  });
});
