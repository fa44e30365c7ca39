// jsdom lacks TextEncoder, which react-router 7 needs when it loads: test-utils imports this first.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
