import { firstViewWait, FIRST_VIEW_STATE_ID, readFirstViewState, waitForFirstView } from '../first-view';

describe('the first view the server rendered', () => {
  afterEach(() => document.body.replaceChildren());

  function page(text: string | null): Document {
    if (text !== null) {
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = FIRST_VIEW_STATE_ID;
      script.textContent = text;
      document.body.append(script);
    }
    return document;
  }

  it('reads the dehydrated cache the server wrote', () => {
    expect(readFirstViewState(page('{"queries":[{"queryKey":["/api/stats"]}]}'))).toEqual({ queries: [{ queryKey: ['/api/stats'] }] });
  });

  it('is not there for a page the browser renders, nor when unreadable', () => {
    expect(readFirstViewState(page(null))).toBeUndefined();
    document.body.replaceChildren();
    expect(readFirstViewState(page('{not json'))).toBeUndefined();
  });

  it('keeps the page waiting until its remote and code are here, and the same settled wait after: every render calls use() alike', async () => {
    let done!: () => void;
    waitForFirstView(new Promise<void>((resolve) => (done = resolve)));
    const wait = firstViewWait();
    expect(wait).toBeInstanceOf(Promise);
    let settled = false;
    void wait!.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    done();
    await wait;
    expect(settled).toBe(true);
    expect(firstViewWait()).toBe(wait);
  });
});
