// jsdom for the front-end tests, with Node's own fetch, Request, Response, streams and
// AbortController in place of jsdom's gaps, so msw (test-support) intercepts the app's requests
// as it does in Node. What jest-fixed-jsdom does, except FormData: jsdom's stays, because React
// builds one from a <form> element for form actions, which Node's cannot.
const JSDOMEnvironment = require('jest-environment-jsdom').default;

class FrontendEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    // Node's builds of packages (msw/node), not their browser ones.
    this.customExportConditions = [''];
    Object.assign(this.global, {
      TextDecoder,
      TextEncoder,
      TextDecoderStream,
      TextEncoderStream,
      ReadableStream,
      TransformStream,
      WritableStream,
      Blob,
      Headers,
      Request,
      Response,
      fetch,
      AbortController,
      AbortSignal,
      structuredClone,
      URL,
      URLSearchParams,
      BroadcastChannel,
    });
  }
}

module.exports = FrontendEnvironment;
