// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
