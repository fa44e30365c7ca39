// Set-up of every front-end test file (jest setupFilesAfterEnv): DOM matchers, the msw server
// (an unexpected request fails the test), fresh toasts, and what jsdom lacks.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { resetToasts } from './render';
import { server } from './server';

// findBy and waitFor give up after 1 s by default. A whole page rendering in jsdom on a loaded
// 2-core machine (CI runs the workspaces' tests beside each other) has taken longer, and a test
// then failed on a page that was right, only late. A wrong page still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no PointerEvent: without it, pointer events lose clientX and pointerType in tests.
if (typeof window !== 'undefined' && !window.PointerEvent) {
  class PointerEvent extends window.MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEvent as unknown as typeof window.PointerEvent;
}

// jsdom has no pointer capture, which swipe gestures (the toasts) use.
if (typeof Element !== 'undefined' && !Element.prototype.setPointerCapture) {
  const captured = new WeakMap<Element, Set<number>>();
  Element.prototype.setPointerCapture = function (id: number) {
    captured.set(this, (captured.get(this) ?? new Set()).add(id));
  };
  Element.prototype.releasePointerCapture = function (id: number) {
    captured.get(this)?.delete(id);
  };
  Element.prototype.hasPointerCapture = function (id: number) {
    return captured.get(this)?.has(id) ?? false;
  };
}

// A request no handler answers fails the test that made it (msw's own 'error' strategy only logs
// it, and the page under test then shows its error state, which a test may not notice).
const unexpected: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: (request) => void unexpected.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`) }));
beforeEach(resetToasts);
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  const found = unexpected.splice(0);
  if (found.length) throw new Error(`Requests the test did not expect (give them a handler): ${[...new Set(found)].join(', ')}`);
});
afterAll(() => server.close());
