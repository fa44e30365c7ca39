// What jsdom lacks and the shell needs in tests; import this first in a test file.
const { TextDecoder, TextEncoder } = require('node:util');

// react-router 7 needs TextEncoder when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no PointerEvent: without it, pointer events lose clientX and pointerType in tests.
if (typeof window !== 'undefined' && !window.PointerEvent) {
  class PointerEvent extends window.MouseEvent {
    constructor(type, init = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEvent;
}
